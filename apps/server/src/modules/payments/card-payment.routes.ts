import type { FastifyInstance } from 'fastify';
import { paymentLinkEndpoints, stripeEndpoints } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import { createPaymentLink, handleStripeEvent } from './card-payment.service.ts';
import * as stripe from './stripe.service.ts';

const tags = ['payments'];

/** The store's Stripe account and the orders' payment links (spec §7 "Integrations"), the admin role. */
export function stripeRoutes(app: FastifyInstance, db: Db, deps: stripe.StripeDeps) {
  const onRequest = app.guard({ role: 'admin' });
  route(app, stripeEndpoints.createAccount, { onRequest, tags }, async (req, reply) =>
    reply.ok(await stripe.createAccount(storeOf(req, db), deps, req.params.id), 'stripe.accountCreated'),
  );
  route(app, stripeEndpoints.createAccountLink, { onRequest, tags }, async (req, reply) =>
    reply.ok(await stripe.accountLink(storeOf(req, db), deps)),
  );
  route(app, stripeEndpoints.enable, { onRequest, tags }, async (req, reply) =>
    reply.ok(await stripe.enableStripe(storeOf(req, db), deps), 'stripe.enabled'),
  );
  route(app, stripeEndpoints.dashboard, { onRequest, tags }, async (req, reply) =>
    reply.ok(await stripe.dashboardLink(storeOf(req, db), deps)),
  );
  route(app, paymentLinkEndpoints.create, { onRequest, tags }, async (req, reply) =>
    reply.ok(await createPaymentLink(storeOf(req, db), deps, req.params.orderId), 'paymentLink.created'),
  );
}

/**
 * `POST /webhooks/stripe`: Stripe's signed events of the connected accounts (docs/decisions.md
 * "Payments"). Not in the OpenAPI document: Stripe is its only caller. The body is read as the bytes
 * Stripe signed; an event whose signature does not hold is refused (400) and changes nothing.
 */
export function stripeWebhookRoutes(app: FastifyInstance, db: Db, deps: stripe.StripeDeps) {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post('/webhooks/stripe', { schema: { hide: true } }, async (req, reply) => {
      if (!deps.client) throw new AppError('CONFLICT', 'stripe.notConfigured');
      const signature = req.headers['stripe-signature'];
      const event = deps.client.verifiedEvent(req.body as Buffer, typeof signature === 'string' ? signature : undefined);
      if (!event) throw new AppError('BAD_REQUEST');
      await handleStripeEvent(db, event, (fields, words) => req.log.warn(fields, words));
      return reply.ok({ received: true });
    });
  });
}
