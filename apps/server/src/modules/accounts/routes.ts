import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordInput,
  EntityType,
  ForgotPasswordInput,
  LoginInput,
  LoginResult,
  LogoutInput,
  RefreshInput,
  RegisterMerchantInput,
  RegisterMerchantResult,
  ResendCodeResult,
  ResetPasswordInput,
  Stage,
  TokenPair,
  User,
  VerifyCodeInput,
} from '@souqna/contracts';
import { authOf, sessionOfToken } from '../../platform/auth.ts';
import { envelope } from '../../platform/envelope.ts';
import type { Db } from '../../db/client.ts';
import * as accounts from './service.ts';

const client = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? '', lang: req.lang });

const Me = z.object({
  user: User,
  domain: z.string().nullable(),
  isStoreVerified: z.boolean(),
  stage: Stage,
  store: z.object({
    storeId: z.uuid(),
    name: z.string().nullable(),
    logo: z.string().nullable(),
    domain: z.string().nullable(),
    /** `https://{domain}.{STORE_BASE_DOMAIN}`, or null before the store has a domain. */
    url: z.string().nullable(),
    /** The part after the store's label in its link (`STORE_BASE_DOMAIN`), for forms that preview it. */
    baseDomain: z.string(),
    plan: z.enum(['free', 'standard', 'premium']),
    status: z.enum(['draft', 'pending', 'active', 'rejected']),
    rejectionReason: z.string().nullable(),
  }),
});

export function accountRoutes(server: FastifyInstance, db: Db, options: accounts.AccountsOptions) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];

  app.post(
    '/auth/register/merchant',
    { schema: { tags, body: RegisterMerchantInput, response: { 201: envelope(RegisterMerchantResult) } } },
    async (req, reply) => reply.created(await accounts.register(db, req.body, client(req), options), 'auth.registered'),
  );

  app.post(
    '/auth/verify-code/:verifyId',
    {
      schema: {
        tags,
        params: z.strictObject({ verifyId: z.uuid() }),
        body: VerifyCodeInput,
        response: { 200: envelope(z.union([LoginResult, ResendCodeResult])) },
      },
    },
    async (req, reply) => {
      const outcome = await accounts.verifyCode(db, req.params.verifyId, req.body, client(req), options);
      return outcome.kind === 'verified' ? reply.ok(outcome.result, 'auth.verified') : reply.ok(outcome.result, 'auth.codeSent');
    },
  );

  app.post('/auth/login', { schema: { tags, body: LoginInput, response: { 200: envelope(LoginResult) } } }, async (req, reply) =>
    reply.ok(await accounts.login(db, req.body, client(req), options), 'auth.loggedIn'),
  );

  app.post(
    '/auth/refresh',
    { schema: { tags, body: RefreshInput, response: { 200: envelope(TokenPair) } } },
    async (req, reply) => reply.ok(await accounts.refresh(db, req.body, options), 'auth.refreshed'),
  );

  app.post(
    '/auth/logout',
    { schema: { tags, body: z.optional(LogoutInput), response: { 200: envelope(z.null()) } } },
    async (req, reply) => {
      // Either is enough: the access token of the session, or its refresh token (a client that
      // lost the first), and both end the same session.
      await accounts.logout(db, req.body?.refreshToken, await sessionOfToken(app, req), options);
      return reply.ok(null, 'auth.loggedOut');
    },
  );

  app.get('/auth/entity-types', { schema: { tags, response: { 200: envelope(z.array(EntityType)) } } }, async (req, reply) =>
    reply.ok(accounts.entityTypes(req.lang)),
  );

  app.get(
    '/auth/me',
    { onRequest: app.guard(), schema: { tags, security: [{ bearer: [] }], response: { 200: envelope(Me) } } },
    async (req, reply) => reply.ok(await accounts.me(db, authOf(req), options)),
  );

  app.post(
    '/merchant/forgot-password',
    { schema: { tags, body: ForgotPasswordInput, response: { 200: envelope(z.null()) } } },
    async (req, reply) => {
      await accounts.forgotPassword(db, req.body.email, client(req), options);
      return reply.ok(null, 'auth.resetSent');
    },
  );

  app.post(
    '/merchant/reset-password',
    { schema: { tags, body: ResetPasswordInput, response: { 200: envelope(z.null()) } } },
    async (req, reply) => {
      await accounts.resetPassword(db, req.body, options);
      return reply.ok(null, 'auth.passwordReset');
    },
  );

  app.post(
    '/merchant/change-password',
    {
      onRequest: app.guard(),
      schema: { tags, security: [{ bearer: [] }], body: ChangePasswordInput, response: { 200: envelope(TokenPair) } },
    },
    async (req, reply) =>
      reply.ok(await accounts.changePassword(db, authOf(req), req.body, client(req).userAgent, options), 'auth.passwordChanged'),
  );
}
