import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Cart,
  CartAddressInput,
  CartCustomerInput,
  CartHeader,
  CartItemInput,
  CartQuantityInput,
  CartShippingInput,
  CartWarehouseInput,
  ApplyCouponQuery,
  ListQuery,
  RemoveCouponInput,
  ManualOrderInput,
  OrderDetails,
  ShippingOptionCode,
} from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { envelope, pagedEnvelope } from '../../platform/envelope.ts';
import { storeOf } from '../../platform/store-context.ts';
import * as carts from './cart.service.ts';
import { applyCoupon, removeCoupon } from './cart-coupon.service.ts';
import { placeManualOrder } from './manual-order.service.ts';
import { orderDetails } from './order-read.ts';

const security = [{ bearer: [] }];
const tags = ['cart'];
const Session = z.strictObject({ sessionId: z.uuid() });
const Line = z.strictObject({ cartDetailId: z.uuid(), sessionId: z.uuid() });
const Header = z.strictObject({ cartHeaderId: z.uuid(), sessionId: z.uuid() });
const Address = z.strictObject({ addressId: z.uuid() });
const Shipping = z.strictObject({ id: ShippingOptionCode });
const cart = { 200: envelope(Cart) };

/** The merchant's cart for a manual order and the order it becomes (spec §7 "Cart", "Orders"). */
export function cartRoutes(server: FastifyInstance, db: Db) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.guard({ role: 'admin' });
  const schema = { tags, security };

  app.get(
    '/cart/marchant/cart/:sessionId',
    { onRequest, schema: { ...schema, params: Session, response: cart } },
    async (req, reply) => reply.ok(await carts.getCart(storeOf(req, db), req.params.sessionId)),
  );
  app.get(
    '/cart/marchant/cart-header',
    { onRequest, schema: { ...schema, querystring: ListQuery, response: { 200: pagedEnvelope(CartHeader) } } },
    async (req, reply) => {
      return reply.paged(await carts.openCarts(storeOf(req, db), req.query), req.query);
    },
  );
  app.post(
    '/cart/marchant/cart-details/:sessionId',
    { onRequest, schema: { ...schema, params: Session, body: CartItemInput, response: cart } },
    async (req, reply) => reply.ok(await carts.addItem(storeOf(req, db), req.params.sessionId, req.body), 'cart.itemAdded'),
  );
  app.put(
    '/cart/marchant/details/:cartDetailId/:sessionId',
    { onRequest, schema: { ...schema, params: Line, body: CartQuantityInput, response: cart } },
    async (req, reply) =>
      reply.ok(
        await carts.setQuantity(storeOf(req, db), req.params.sessionId, req.params.cartDetailId, req.body.quantity),
        'cart.updated',
      ),
  );
  app.delete(
    '/cart/marchant/details/:cartDetailId/:sessionId',
    { onRequest, schema: { ...schema, params: Line, response: cart } },
    async (req, reply) =>
      reply.ok(await carts.removeLine(storeOf(req, db), req.params.sessionId, req.params.cartDetailId), 'cart.itemRemoved'),
  );
  app.delete(
    '/cart/marchant/all-details/:cartHeaderId/:sessionId',
    { onRequest, schema: { ...schema, params: Header, response: cart } },
    async (req, reply) =>
      reply.ok(await carts.clearLines(storeOf(req, db), req.params.sessionId, req.params.cartHeaderId), 'cart.cleared'),
  );
  app.post(
    '/cart/marchant/customer/:sessionId',
    { onRequest, schema: { ...schema, params: Session, body: CartCustomerInput, response: cart } },
    async (req, reply) =>
      reply.ok(await carts.setCustomer(storeOf(req, db), req.params.sessionId, req.body.customerId), 'cart.updated'),
  );
  app.post(
    '/cart/marchant/customer-address/:addressId',
    { onRequest, schema: { ...schema, params: Address, body: CartAddressInput, response: cart } },
    async (req, reply) => reply.ok(await carts.setAddress(storeOf(req, db), req.params.addressId, req.body), 'cart.updated'),
  );
  app.post(
    '/cart/marchant/shipping-provider-store/:id',
    { onRequest, schema: { ...schema, params: Shipping, body: CartShippingInput, response: cart } },
    async (req, reply) => reply.ok(await carts.setShipping(storeOf(req, db), req.params.id, req.body), 'cart.updated'),
  );
  app.post(
    '/cart/marchant/warehouse/:sessionId',
    { onRequest, schema: { ...schema, params: Session, body: CartWarehouseInput, response: cart } },
    async (req, reply) =>
      reply.ok(await carts.setWarehouse(storeOf(req, db), req.params.sessionId, req.body.warehouseId), 'cart.updated'),
  );
  app.delete(
    '/cart/marchant/cart/:sessionId',
    { onRequest, schema: { ...schema, params: Session, response: { 200: envelope(z.null()) } } },
    async (req, reply) => {
      await carts.discard(storeOf(req, db), req.params.sessionId);
      return reply.ok(null, 'cart.cleared');
    },
  );

  app.post(
    '/coupon/merchant/apply-coupon',
    { onRequest, schema: { tags: ['coupons'], security, querystring: ApplyCouponQuery, response: cart } },
    async (req, reply) =>
      reply.ok(await applyCoupon(storeOf(req, db), req.query.cartHeaderId, req.query.couponCode), 'coupon.applied'),
  );
  app.post(
    '/coupon/merchant/remove-coupon',
    { onRequest, schema: { tags: ['coupons'], security, body: RemoveCouponInput, response: cart } },
    async (req, reply) => reply.ok(await removeCoupon(storeOf(req, db), req.body.cartHeaderId), 'coupon.removed'),
  );

  app.post(
    '/order/merchant/manual-order',
    {
      onRequest,
      schema: {
        tags: ['orders'],
        security,
        body: ManualOrderInput,
        response: { 200: envelope(OrderDetails), 201: envelope(OrderDetails) },
      },
    },
    async (req, reply) => {
      const store = storeOf(req, db);
      const made = await placeManualOrder(store, req.body);
      const order = await orderDetails(db, store.id, made.orderId);
      const params = { number: made.number };
      return made.created ? reply.created(order, 'order.created', params) : reply.ok(order, 'order.created', params);
    },
  );
}
