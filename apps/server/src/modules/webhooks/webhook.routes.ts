import type { FastifyInstance } from 'fastify';
import { translateServer, webhookEndpoints as endpoints } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { route } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import { startDeliveries, type WebhookDeps } from './webhook-delivery.ts';
import { startWebhookEvents } from './webhook-events.ts';
import { startWebhookPurge } from './webhook-purge.ts';
import * as webhooks from './webhook.service.ts';

const tags = ['webhooks'];

/** The store's webhook endpoints and their delivery log (`/integrations/webhooks`), the admin role as the other integrations. */
export function webhookRoutes(app: FastifyInstance, db: Db, options: webhooks.WebhookOptions) {
  const onRequest = app.guard({ role: 'admin' });
  route(app, endpoints.list, { onRequest, tags }, async (req, reply) => reply.ok(await webhooks.list(storeOf(req, db))));
  route(
    app,
    endpoints.create,
    {
      onRequest,
      tags,
      description:
        'Adds an endpoint (at most 10 a store). The answer carries its signing secret (`whsec_…`), shown this once; every later answer leaves it out.',
    },
    async (req, reply) => reply.created(await webhooks.create(storeOf(req, db), req.body, options), 'webhook.created'),
  );
  route(app, endpoints.get, { onRequest, tags }, async (req, reply) =>
    reply.ok(await webhooks.get(storeOf(req, db), req.params.id)),
  );
  route(app, endpoints.update, { onRequest, tags }, async (req, reply) =>
    reply.ok(await webhooks.update(storeOf(req, db), req.params.id, req.body, options), 'webhook.updated'),
  );
  route(app, endpoints.remove, { onRequest, tags }, async (req, reply) => {
    await webhooks.remove(storeOf(req, db), req.params.id);
    return reply.ok(null, 'webhook.deleted');
  });
  route(app, endpoints.rotateSecret, { onRequest, tags }, async (req, reply) =>
    reply.ok(await webhooks.rotateSecret(storeOf(req, db), req.params.id, options), 'webhook.secretRotated'),
  );
  route(app, endpoints.deliveries, { onRequest, tags }, async (req, reply) =>
    reply.paged(await webhooks.deliveries(storeOf(req, db), req.params.id, req.query), req.query),
  );
  route(app, endpoints.attempts, { onRequest, tags }, async (req, reply) =>
    reply.ok(await webhooks.attempts(storeOf(req, db), req.params.id, req.params.deliveryId)),
  );
  route(app, endpoints.resend, { onRequest, tags }, async (req, reply) => {
    const data = await webhooks.resend(storeOf(req, db), req.params.id, req.params.deliveryId, options);
    return reply
      .code(202)
      .send({ success: true, statusCode: 202, message: translateServer('webhook.resendQueued', req.lang), data });
  });
}

/** Starts the delivery worker and the nightly purge, and binds the webhooks to the stores' events; answers the unbinding. */
export async function startWebhooks(deps: WebhookDeps): Promise<() => void> {
  await startDeliveries(deps);
  await startWebhookPurge(deps.db, deps.jobs);
  return startWebhookEvents(deps);
}
