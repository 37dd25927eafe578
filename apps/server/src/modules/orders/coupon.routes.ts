import type { FastifyInstance } from 'fastify';
import { couponEndpoints as endpoints } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { route } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import { CouponsService } from './coupon.service.ts';

const tags = ['coupons'];

/** The coupon form path of spec §7 "Coupons" (`/coupon`): the list, one coupon, add, edit, delete. */
export function couponRoutes(app: FastifyInstance, db: Db, now?: () => Date) {
  const onRequest = app.guard({ role: 'admin' });
  const coupons = new CouponsService(now);

  route(app, endpoints.list, { onRequest, tags }, async (req, reply) => {
    return reply.paged(await coupons.list(storeOf(req, db), req.query), req.query);
  });
  route(app, endpoints.create, { onRequest, tags }, async (req, reply) =>
    reply.created(await coupons.create(storeOf(req, db), req.body), 'coupon.created'),
  );
  route(app, endpoints.get, { onRequest, tags }, async (req, reply) =>
    reply.ok(await coupons.get(storeOf(req, db), req.params.id)),
  );
  route(app, endpoints.update, { onRequest, tags }, async (req, reply) =>
    reply.ok(await coupons.update(storeOf(req, db), req.params.id, req.body), 'coupon.updated'),
  );
  route(app, endpoints.remove, { onRequest, tags }, async (req, reply) => {
    await coupons.remove(storeOf(req, db), req.params.id);
    return reply.ok(null, 'coupon.deleted');
  });
}
