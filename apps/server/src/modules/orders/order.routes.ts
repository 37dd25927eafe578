import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BulkOrderStatusInput,
  BulkOrderStatusResult,
  ListQuery,
  ORDER_STATUS_COLORS,
  ORDER_STATUS_IDS,
  ORDER_STATUS_MOVES,
  ORDER_STATUS_NAMES,
  ORDER_STATUSES,
  OrderDetails,
  OrderFilter,
  OrderRow,
  OrderStatusInfo,
  OrderStatusQuery,
  statusOfId,
  type OrderStatus,
} from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { envelope, pagedEnvelope } from '../../platform/envelope.ts';
import { invalidFields } from '../../platform/errors.ts';
import { storeOf } from '../../platform/store-context.ts';
import { listOrders, orderDetails } from './order-read.ts';
import { changeStatus, changeStatuses } from './order-status.service.ts';

const security = [{ bearer: [] }];
const tags = ['orders'];
const OrderParams = z.strictObject({ id: z.uuid() });
const OrderIdParams = z.strictObject({ orderId: z.uuid() });

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
export function orderRoutes(server: FastifyInstance, db: Db) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.guard({ role: 'admin' });

  app.post(
    '/order/store-orders',
    {
      onRequest,
      schema: { tags, security, querystring: ListQuery, body: OrderFilter, response: { 200: pagedEnvelope(OrderRow) } },
    },
    async (req, reply) => {
      return reply.paged(await listOrders(db, storeOf(req, db).id, req.body, req.query), req.query);
    },
  );

  app.get(
    '/order/status',
    { onRequest, schema: { tags, security, response: { 200: envelope(z.array(OrderStatusInfo)) } } },
    async (_req, reply) => reply.ok(STATUS_LIST),
  );

  app.get(
    '/order/store-order-details/:id',
    { onRequest, schema: { tags, security, params: OrderParams, response: { 200: envelope(OrderDetails) } } },
    async (req, reply) => {
      // Spec §4: the order's details are never kept by a cache.
      reply.header('Cache-Control', 'no-store');
      return reply.ok(await orderDetails(db, storeOf(req, db).id, req.params.id));
    },
  );

  app.put(
    '/order/store-update-status-orders-by/:orderId',
    {
      onRequest,
      schema: { tags, security, params: OrderIdParams, querystring: OrderStatusQuery, response: { 200: envelope(OrderDetails) } },
    },
    async (req, reply) => {
      const store = storeOf(req, db);
      await changeStatus(store, req.params.orderId, { to: statusNamed(req.query.statusId), note: req.query.note });
      return reply.ok(await orderDetails(db, store.id, req.params.orderId), 'order.statusUpdated');
    },
  );

  app.put(
    '/order/store-update-status-orders-bulk',
    { onRequest, schema: { tags, security, body: BulkOrderStatusInput, response: { 200: envelope(BulkOrderStatusResult) } } },
    async (req, reply) => {
      const result = await changeStatuses(storeOf(req, db), req.body.orderIds, {
        to: statusNamed(req.body.statusId),
        note: req.body.note,
      });
      return reply.ok(result, 'order.bulkUpdated', { moved: result.moved.length, refused: result.refused.length });
    },
  );
}
