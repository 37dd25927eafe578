import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountEndpoints as endpoints } from '@souqna/contracts';
import { authOf, sessionOfToken } from '../../platform/auth.ts';
import { route } from '../../platform/route.ts';
import type { Db } from '../../db/client.ts';
import * as accounts from './service.ts';

const client = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? '', lang: req.lang });

export function accountRoutes(app: FastifyInstance, db: Db, options: accounts.AccountsOptions) {
  const tags = ['accounts'];
  const open = { tags, public: true };
  const signedIn = { tags, onRequest: app.guard() };

  route(app, endpoints.register, open, async (req, reply) =>
    reply.created(await accounts.register(db, req.body, client(req), options), 'auth.registered'),
  );

  route(app, endpoints.verifyCode, open, async (req, reply) => {
    const outcome = await accounts.verifyCode(db, req.params.verifyId, req.body, client(req), options);
    return outcome.kind === 'verified' ? reply.ok(outcome.result, 'auth.verified') : reply.ok(outcome.result, 'auth.codeSent');
  });

  route(app, endpoints.login, open, async (req, reply) =>
    reply.ok(await accounts.login(db, req.body, client(req), options), 'auth.loggedIn'),
  );

  route(app, endpoints.refresh, open, async (req, reply) =>
    reply.ok(await accounts.refresh(db, req.body, options), 'auth.refreshed'),
  );

  route(app, endpoints.logout, open, async (req, reply) => {
    // Either is enough: the access token of the session, or its refresh token (a client that
    // lost the first), and both end the same session.
    await accounts.logout(db, req.body?.refreshToken, await sessionOfToken(app, req), options);
    return reply.ok(null, 'auth.loggedOut');
  });

  route(app, endpoints.entityTypes, open, async (req, reply) => reply.ok(accounts.entityTypes(req.lang)));

  route(app, endpoints.me, signedIn, async (req, reply) => reply.ok(await accounts.me(db, authOf(req), options)));

  route(app, endpoints.forgotPassword, open, async (req, reply) => {
    await accounts.forgotPassword(db, req.body.email, client(req), options);
    return reply.ok(null, 'auth.resetSent');
  });

  route(app, endpoints.resetPassword, open, async (req, reply) => {
    await accounts.resetPassword(db, req.body, options);
    return reply.ok(null, 'auth.passwordReset');
  });

  route(app, endpoints.changePassword, signedIn, async (req, reply) =>
    reply.ok(await accounts.changePassword(db, authOf(req), req.body, client(req).userAgent, options), 'auth.passwordChanged'),
  );
}
