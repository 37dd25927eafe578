import type { FastifyInstance } from 'fastify';
import { shippingEndpoints as endpoints } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { route } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import * as shipping from './shipping.service.ts';

const tags = ['shipping'];

/** The store's shipping methods (spec §7 "Integrations"), the admin role. */
export function shippingRoutes(app: FastifyInstance, db: Db) {
  const onRequest = app.guard({ role: 'admin' });
  route(app, endpoints.list, { onRequest, tags }, async (req, reply) =>
    reply.ok(await shipping.listShippingMethods(storeOf(req, db))),
  );
  route(app, endpoints.offered, { onRequest, tags }, async (req, reply) =>
    reply.ok(await shipping.offeredShipping(storeOf(req, db))),
  );
  route(app, endpoints.status, { onRequest, tags }, async (req, reply) =>
    reply.ok(await shipping.shippingStatus(storeOf(req, db))),
  );
  route(app, endpoints.save, { onRequest, tags }, async (req, reply) =>
    reply.ok(await shipping.saveShippingMethods(storeOf(req, db), req.body), 'shipping.saved'),
  );
  route(app, endpoints.disable, { onRequest, tags }, async (req, reply) => {
    await shipping.disableShippingMethod(storeOf(req, db), req.params.id);
    return reply.ok(null, 'shipping.disabled');
  });
}
