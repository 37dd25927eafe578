import type { FastifyInstance } from 'fastify';
import { customOrderStatusEndpoints as endpoints, ORDER_STATUS_NAMES } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { route } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import * as customStatuses from './custom-status.service.ts';

const tags = ['orders'];

/** The store's own order statuses (listed by `GET /order/status`), the admin role as the other store settings. */
export function customStatusRoutes(app: FastifyInstance, db: Db) {
  const onRequest = app.guard({ role: 'admin' });
  route(
    app,
    endpoints.create,
    {
      onRequest,
      tags,
      description:
        'Adds a custom status (at most 20 a store): a stage inside `baseStatus`, whose stock and money rules it follows. Names are unique per store and language (Arabic letter forms and case ignored).',
    },
    async (req, reply) => reply.created(await customStatuses.create(storeOf(req, db), req.body), 'orderStatus.created'),
  );
  route(
    app,
    endpoints.update,
    { onRequest, tags, description: 'Its base status changes only while no order is in it (409 otherwise).' },
    async (req, reply) => reply.ok(await customStatuses.update(storeOf(req, db), req.params.id, req.body), 'orderStatus.updated'),
  );
  route(
    app,
    endpoints.remove,
    { onRequest, tags, description: 'The orders in it go back to its base status, each with a history entry.' },
    async (req, reply) => {
      const { ordersMovedBack, baseStatus } = await customStatuses.remove(storeOf(req, db), req.params.id);
      return reply.ok({ ordersMovedBack }, 'orderStatus.deleted', {
        count: ordersMovedBack,
        base: ORDER_STATUS_NAMES[baseStatus][req.lang],
      });
    },
  );
}
