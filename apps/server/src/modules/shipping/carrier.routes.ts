import type { FastifyInstance } from 'fastify';
import { carrierEndpoints as endpoints } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { route } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import * as carriers from './carrier.service.ts';

const tags = ['shipping'];

/** The store's carriers (spec §7 "Integrations"), the admin role. */
export function carrierRoutes(app: FastifyInstance, db: Db, deps: carriers.CarrierDeps) {
  const onRequest = app.guard({ role: 'admin' });
  route(app, endpoints.list, { onRequest, tags }, async (req, reply) => reply.ok(await carriers.listCarriers(storeOf(req, db))));
  route(app, endpoints.save, { onRequest, tags }, async (req, reply) =>
    reply.ok(await carriers.saveCarrier(storeOf(req, db), deps, req.params.id, req.body), 'carrier.saved'),
  );
  route(app, endpoints.disable, { onRequest, tags }, async (req, reply) => {
    await carriers.disableCarrier(storeOf(req, db), req.params.id);
    return reply.ok(null, 'carrier.disabled');
  });
}
