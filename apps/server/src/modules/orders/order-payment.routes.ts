import type { FastifyInstance } from 'fastify';
import { orderPaymentEndpoints as endpoints } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { route } from '../../platform/route.ts';
import type { PrivateLinks } from '../../platform/uploads/private-links.ts';
import { storeOf } from '../../platform/store-context.ts';
import { recordPayment } from './order-payment.service.ts';
import { orderPaymentsOf } from './order-payments.ts';

const tags = ['orders'];

/** An order's payments, and a payment received recorded by the merchant (docs/product-rules.md "Payments"). */
export function orderPaymentRoutes(app: FastifyInstance, db: Db, links: PrivateLinks) {
  const onRequest = app.guard({ role: 'admin' });
  route(app, endpoints.list, { onRequest, tags }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return reply.ok(await orderPaymentsOf(db, storeOf(req, db).id, req.params.orderId, links));
  });
  route(app, endpoints.record, { onRequest, tags }, async (req, reply) =>
    reply.created(await recordPayment(storeOf(req, db), req.params.orderId, req.body, links), 'payment.recorded'),
  );
}
