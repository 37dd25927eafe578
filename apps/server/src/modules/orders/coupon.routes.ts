import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Coupon, CouponInput, CouponListQuery, CouponParams } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { envelope, pagedEnvelope } from '../../platform/envelope.ts';
import { storeOf } from '../../platform/store-context.ts';
import { CouponsService } from './coupon.service.ts';

const security = [{ bearer: [] }];
const tags = ['coupons'];

/** The coupon form path of spec §7 "Coupons" (`/coupon`): the list, one coupon, add, edit, delete. */
export function couponRoutes(server: FastifyInstance, db: Db, now?: () => Date) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.guard({ role: 'admin' });
  const coupons = new CouponsService(now);

  app.get(
    '/coupon',
    { onRequest, schema: { tags, security, querystring: CouponListQuery, response: { 200: pagedEnvelope(Coupon) } } },
    async (req, reply) => {
      const { items, total } = await coupons.list(storeOf(req, db), req.query);
      return reply.paged(items, { page: req.query.page, pageSize: req.query.pageSize, total });
    },
  );
  app.post(
    '/coupon',
    { onRequest, schema: { tags, security, body: CouponInput, response: { 201: envelope(Coupon) } } },
    async (req, reply) => reply.created(await coupons.create(storeOf(req, db), req.body), 'coupon.created'),
  );
  app.get(
    '/coupon/:id',
    { onRequest, schema: { tags, security, params: CouponParams, response: { 200: envelope(Coupon) } } },
    async (req, reply) => reply.ok(await coupons.get(storeOf(req, db), req.params.id)),
  );
  app.put(
    '/coupon/:id',
    { onRequest, schema: { tags, security, params: CouponParams, body: CouponInput, response: { 200: envelope(Coupon) } } },
    async (req, reply) => reply.ok(await coupons.update(storeOf(req, db), req.params.id, req.body), 'coupon.updated'),
  );
  app.delete(
    '/coupon/:id',
    { onRequest, schema: { tags, security, params: CouponParams, response: { 200: envelope(z.null()) } } },
    async (req, reply) => {
      await coupons.remove(storeOf(req, db), req.params.id);
      return reply.ok(null, 'coupon.deleted');
    },
  );
}
