import type { FastifyInstance } from 'fastify';
import { warehouseEndpoints as endpoints } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { collectionRoutes, route, withOptions } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import type { StoreOptions } from './store.module.ts';
import * as warehouses from './warehouse.service.ts';

/** Branches and warehouses: the onboarding step, the selects, and the branches screen. */
export function warehouseRoutes(app: FastifyInstance, db: Db, { now, branchStock }: StoreOptions) {
  const onRequest = app.guard({ role: 'admin' });
  const tags = ['branches'];

  route(app, endpoints.addFirst, { onRequest, tags }, async (req, reply) =>
    reply.created(await warehouses.create(storeOf(req, db), req.body, { now, onboarding: true }), 'warehouse.created'),
  );
  route(app, endpoints.options, { onRequest, tags }, async (req, reply) => reply.ok(await warehouses.options(storeOf(req, db))));
  route(app, endpoints.withContacts, { onRequest, tags }, async (req, reply) =>
    reply.ok(await warehouses.all(db, storeOf(req, db).id)),
  );
  collectionRoutes(app, db, endpoints, { onRequest, tags }, withOptions(warehouses, { now, branchStock }), {
    created: 'warehouse.created',
    updated: 'warehouse.updated',
    deleted: 'warehouse.deleted',
  });
}
