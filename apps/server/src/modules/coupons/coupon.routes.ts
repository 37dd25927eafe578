import type { FastifyInstance } from 'fastify';
import { couponEndpoints as endpoints } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { collectionRoutes, withOptions } from '../../platform/route.ts';
import * as coupons from './coupon.service.ts';

const tags = ['coupons'];

/** The coupon form path of spec §7 "Coupons" (`/coupon`): the list, one coupon, add, edit, delete. */
export function couponRoutes(app: FastifyInstance, db: Db, now: Clock) {
  const onRequest = app.guard({ role: 'admin' });
  collectionRoutes(app, db, endpoints, { onRequest, tags }, withOptions(coupons, { now }), {
    created: 'coupon.created',
    updated: 'coupon.updated',
    deleted: 'coupon.deleted',
  });
}
