import type { FastifyInstance } from 'fastify';
import { cartEndpoints as endpoints } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { route } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import * as carts from './cart.service.ts';
import { openCarts } from './cart-list.ts';
import { applyCoupon, removeCoupon } from './cart-coupon.service.ts';
import { placeManualOrder } from './manual-order.service.ts';
import { orderDetails } from '../orders/order-read.ts';

/** The merchant's cart for a manual order and the order it becomes (spec §7 "Cart", "Orders"). */
export function cartRoutes(app: FastifyInstance, db: Db) {
  const onRequest = app.guard({ role: 'admin' });
  const cart = { onRequest, tags: ['cart'] };

  route(app, endpoints.get, cart, async (req, reply) => reply.ok(await carts.getCart(storeOf(req, db), req.params.sessionId)));
  route(app, endpoints.open, cart, async (req, reply) => reply.paged(await openCarts(storeOf(req, db), req.query), req.query));
  route(app, endpoints.addItem, cart, async (req, reply) =>
    reply.ok(await carts.addItem(storeOf(req, db), req.params.sessionId, req.body), 'cart.itemAdded'),
  );
  route(app, endpoints.setQuantity, cart, async (req, reply) =>
    reply.ok(
      await carts.setQuantity(storeOf(req, db), req.params.sessionId, req.params.cartDetailId, req.body.quantity),
      'cart.updated',
    ),
  );
  route(app, endpoints.removeLine, cart, async (req, reply) =>
    reply.ok(await carts.removeLine(storeOf(req, db), req.params.sessionId, req.params.cartDetailId), 'cart.itemRemoved'),
  );
  route(app, endpoints.clear, cart, async (req, reply) =>
    reply.ok(await carts.clearLines(storeOf(req, db), req.params.sessionId, req.params.cartHeaderId), 'cart.cleared'),
  );
  route(app, endpoints.setCustomer, cart, async (req, reply) =>
    reply.ok(await carts.setCustomer(storeOf(req, db), req.params.sessionId, req.body.customerId), 'cart.updated'),
  );
  route(app, endpoints.setAddress, cart, async (req, reply) =>
    reply.ok(await carts.setAddress(storeOf(req, db), req.params.addressId, req.body), 'cart.updated'),
  );
  route(app, endpoints.setShipping, cart, async (req, reply) =>
    reply.ok(await carts.setShipping(storeOf(req, db), req.params.id, req.body), 'cart.updated'),
  );
  route(app, endpoints.setPayment, cart, async (req, reply) =>
    reply.ok(await carts.setPayment(storeOf(req, db), req.params.sessionId, req.body.paymentMethod), 'cart.updated'),
  );
  route(app, endpoints.setWarehouse, cart, async (req, reply) =>
    reply.ok(await carts.setWarehouse(storeOf(req, db), req.params.sessionId, req.body.warehouseId), 'cart.updated'),
  );
  route(app, endpoints.discard, cart, async (req, reply) => {
    await carts.discard(storeOf(req, db), req.params.sessionId);
    return reply.ok(null, 'cart.cleared');
  });

  const coupons = { onRequest, tags: ['coupons'] };
  route(app, endpoints.applyCoupon, coupons, async (req, reply) =>
    reply.ok(await applyCoupon(storeOf(req, db), req.query.cartHeaderId, req.query.couponCode), 'coupon.applied'),
  );
  route(app, endpoints.removeCoupon, coupons, async (req, reply) =>
    reply.ok(await removeCoupon(storeOf(req, db), req.body.cartHeaderId), 'coupon.removed'),
  );

  route(app, endpoints.placeOrder, { onRequest, tags: ['orders'] }, async (req, reply) => {
    const store = storeOf(req, db);
    const made = await placeManualOrder(store, req.body);
    const order = await orderDetails(db, store.id, made.orderId);
    const params = { number: made.number };
    return made.created ? reply.created(order, 'order.created', params) : reply.ok(order, 'order.created', params);
  });
}
