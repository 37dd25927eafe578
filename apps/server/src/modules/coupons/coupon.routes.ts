import type { FastifyInstance } from 'fastify';
import { couponEndpoints as endpoints } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { collectionRoutes } from '../../platform/route.ts';
import { CouponsService } from './coupon.service.ts';

const tags = ['coupons'];

/** The coupon form path of spec §7 "Coupons" (`/coupon`): the list, one coupon, add, edit, delete. */
export function couponRoutes(app: FastifyInstance, db: Db, now?: () => Date) {
  const onRequest = app.guard({ role: 'admin' });
  collectionRoutes(app, db, endpoints, { onRequest, tags }, new CouponsService(now), {
    created: 'coupon.created',
    updated: 'coupon.updated',
    deleted: 'coupon.deleted',
  });
}
