import type { FastifyInstance } from 'fastify';
import { paymentLinkEndpoints, paymentProviderEndpoints, stripeEndpoints } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import { createPaymentLink, handleStripeEvent, type CardDeps } from './card-payment.service.ts';
import { handleMoyasarNotification, saveMoyasar } from './moyasar.service.ts';
import { listProviders } from './payment-provider.service.ts';
import * as stripe from './stripe.service.ts';

const tags = ['payments'];

/** The card providers (Stripe Connect, Moyasar) and the orders' payment links (spec §7 "Integrations"), the admin role. */
export function cardPaymentRoutes(app: FastifyInstance, db: Db, deps: CardDeps) {
  const onRequest = app.guard({ role: 'admin' });
  const stripeDeps = { client: deps.stripe, appUrl: deps.appUrl };
  route(app, stripeEndpoints.createAccount, { onRequest, tags }, async (req, reply) =>
    reply.ok(await stripe.createAccount(storeOf(req, db), stripeDeps, req.params.id), 'stripe.accountCreated'),
  );
  route(app, stripeEndpoints.createAccountLink, { onRequest, tags }, async (req, reply) =>
    reply.ok(await stripe.accountLink(storeOf(req, db), stripeDeps)),
  );
  route(app, stripeEndpoints.enable, { onRequest, tags }, async (req, reply) =>
    reply.ok(await stripe.enableStripe(storeOf(req, db), stripeDeps), 'stripe.enabled'),
  );
  route(app, stripeEndpoints.dashboard, { onRequest, tags }, async (req, reply) =>
    reply.ok(await stripe.dashboardLink(storeOf(req, db), stripeDeps)),
  );
  route(app, paymentProviderEndpoints.moyasar, { onRequest, tags }, async (req, reply) => {
    const store = storeOf(req, db);
    await saveMoyasar(store, deps, req.body);
    const all = await listProviders(store, { stripe: deps.stripe !== null, appUrl: deps.appUrl });
    return reply.ok(
      all.find((p) => p.id === 'moyasar')!,
      'paymentProvider.saved',
    );
  });
  route(app, paymentLinkEndpoints.create, { onRequest, tags }, async (req, reply) =>
    reply.ok(await createPaymentLink(storeOf(req, db), deps, req.params.orderId, req.query.provider), 'paymentLink.created'),
  );
}

/**
 * The card providers' notifications (docs/decisions.md "Payments"), outside the OpenAPI document:
 * the providers are their only callers. `POST /webhooks/stripe` reads its body as the bytes Stripe
 * signed, in a scope of its own; an event whose signature does not hold is refused (400) and changes
 * nothing. `POST /webhooks/moyasar/{storeId}` carries the store's secret token in its JSON.
 */
export function cardWebhookRoutes(app: FastifyInstance, db: Db, deps: CardDeps) {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post('/webhooks/stripe', { schema: { hide: true } }, async (req, reply) => {
      if (!deps.stripe) throw new AppError('CONFLICT', 'stripe.notConfigured');
      const signature = req.headers['stripe-signature'];
      const event = deps.stripe.verifiedEvent(req.body as Buffer, typeof signature === 'string' ? signature : undefined);
      if (!event) throw new AppError('BAD_REQUEST');
      await handleStripeEvent(db, event, (fields, words) => req.log.warn(fields, words));
      return reply.ok({ received: true });
    });
  });
  app.post<{ Params: { storeId: string } }>('/webhooks/moyasar/:storeId', { schema: { hide: true } }, async (req, reply) => {
    await handleMoyasarNotification(db, deps, req.params.storeId, req.body as object, (fields, words) =>
      req.log.warn(fields, words),
    );
    return reply.ok({ received: true });
  });
}
