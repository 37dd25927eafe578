import type { FastifyInstance } from 'fastify';
import { orderEndpoints as endpoints } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { route } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import { customStatusRoutes } from './custom-status.routes.ts';
import { listStatuses } from './custom-status.service.ts';
import { listOrders, orderDetails } from './order-read.ts';
import { changeStatus, changeStatuses } from './order-status.service.ts';

const tags = ['orders'];

/** The order list, its statuses, one order's details and the status moves (spec §7 "Orders"). */
export function orderRoutes(app: FastifyInstance, db: Db) {
  const onRequest = app.guard({ role: 'admin' });

  route(app, endpoints.list, { onRequest, tags }, async (req, reply) =>
    reply.paged(await listOrders(db, storeOf(req, db).id, req.body, req.query), req.query),
  );
  route(app, endpoints.statuses, { onRequest, tags }, async (req, reply) => reply.ok(await listStatuses(storeOf(req, db))));
  route(app, endpoints.details, { onRequest, tags }, async (req, reply) => {
    // Spec §4: the order's details are never kept by a cache.
    reply.header('Cache-Control', 'no-store');
    return reply.ok(await orderDetails(db, storeOf(req, db).id, req.params.id));
  });
  route(app, endpoints.move, { onRequest, tags }, async (req, reply) => {
    const store = storeOf(req, db);
    await changeStatus(store, req.params.orderId, req.query);
    return reply.ok(await orderDetails(db, store.id, req.params.orderId), 'order.statusUpdated');
  });
  route(app, endpoints.moveMany, { onRequest, tags }, async (req, reply) => {
    const result = await changeStatuses(storeOf(req, db), req.body.orderIds, req.body);
    return reply.ok(result, 'order.bulkUpdated', { moved: result.moved.length, refused: result.refused.length });
  });
  customStatusRoutes(app, db);
}
