import type { FastifyInstance } from 'fastify';
import {
  orderEndpoints as endpoints,
  ORDER_STATUS_COLORS,
  ORDER_STATUS_IDS,
  ORDER_STATUS_MOVES,
  ORDER_STATUS_NAMES,
  ORDER_STATUSES,
  statusOfId,
  type OrderStatusInfo,
  type OrderStatus,
} from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { invalidFields } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import { listOrders, orderDetails } from './order-read.ts';
import { changeStatus, changeStatuses } from './order-status.service.ts';

const tags = ['orders'];

const STATUS_LIST: OrderStatusInfo[] = ORDER_STATUSES.map((code) => ({
  id: ORDER_STATUS_IDS[code],
  code,
  nameAr: ORDER_STATUS_NAMES[code].ar,
  nameEn: ORDER_STATUS_NAMES[code].en,
  color: ORDER_STATUS_COLORS[code],
  next: [...ORDER_STATUS_MOVES[code]],
}));

/** The status a `statusId` names, or a 400 on the field when it names none. */
function statusNamed(statusId: string): OrderStatus {
  const status = statusOfId(statusId);
  if (!status) throw invalidFields({ path: 'statusId', code: 'invalid_value' });
  return status;
}

/** The order list, its statuses, one order's details and the status moves (spec §7 "Orders"). */
export function orderRoutes(app: FastifyInstance, db: Db) {
  const onRequest = app.guard({ role: 'admin' });

  route(app, endpoints.list, { onRequest, tags }, async (req, reply) =>
    reply.paged(await listOrders(db, storeOf(req, db).id, req.body, req.query), req.query),
  );
  route(app, endpoints.statuses, { onRequest, tags }, async (_req, reply) => reply.ok(STATUS_LIST));
  route(app, endpoints.details, { onRequest, tags }, async (req, reply) => {
    // Spec §4: the order's details are never kept by a cache.
    reply.header('Cache-Control', 'no-store');
    return reply.ok(await orderDetails(db, storeOf(req, db).id, req.params.id));
  });
  route(app, endpoints.move, { onRequest, tags }, async (req, reply) => {
    const store = storeOf(req, db);
    await changeStatus(store, req.params.orderId, { to: statusNamed(req.query.statusId), note: req.query.note });
    return reply.ok(await orderDetails(db, store.id, req.params.orderId), 'order.statusUpdated');
  });
  route(app, endpoints.moveMany, { onRequest, tags }, async (req, reply) => {
    const result = await changeStatuses(storeOf(req, db), req.body.orderIds, {
      to: statusNamed(req.body.statusId),
      note: req.body.note,
    });
    return reply.ok(result, 'order.bulkUpdated', { moved: result.moved.length, refused: result.refused.length });
  });
}
