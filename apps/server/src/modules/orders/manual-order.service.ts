import { and, eq } from 'drizzle-orm';
import type { ManualOrderInput, ShippingOptionId } from '@souqna/contracts';
import { invalidFields, notFound } from '../../platform/errors.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { isUniqueViolation } from '../store/store-row.ts';
import { createOrder, orderOfKey } from './order-create.ts';
import { couponForCart } from './cart-coupon.service.ts';
import { cartLines, carts, customerAddresses, customers } from './tables.ts';

const NO_ADDRESS = '00000000-0000-0000-0000-000000000000';

type ManualOrder = Omit<ManualOrderInput, 'paid'> & { paid: boolean };

/**
 * Turns the session's cart into one order (order-create.ts) and closes the cart, in one
 * transaction. The cart is locked first and the key looked up after, so a retry that waited on the
 * lock finds the order its twin made; the unique key index is the last guard.
 */
export async function placeManualOrder(store: StoreContext, input: ManualOrder) {
  try {
    return await store.transaction(async (tx) => {
      // Wait for a twin retry holding the cart, then look for its order before anything else.
      const [cart] = await tx
        .select()
        .from(carts)
        .where(and(eq(carts.storeId, store.id), eq(carts.sessionId, input.sessionId)))
        .for('update');
      const done = await orderOfKey(tx, store.id, input.idempotencyKey);
      if (done) return done;
      if (!cart || cart.status !== 'open') throw notFound();
      const lines = await tx.select().from(cartLines).where(eq(cartLines.cartId, cart.id));
      if (!lines.length) throw invalidFields({ path: 'sessionId', code: 'required', messageKey: 'order.emptyCart' });
      if (!cart.customerId) throw invalidFields({ path: 'customerId', code: 'required', messageKey: 'order.noCustomer' });
      if (!cart.shippingOption)
        throw invalidFields({ path: 'shippingProviderStoreId', code: 'required', messageKey: 'order.noShipping' });
      if (!cart.addressId && cart.shippingOption !== 'pickup')
        throw invalidFields({ path: 'customerAddressId', code: 'required', messageKey: 'order.noAddress' });
      const [{ customer, address }] = (await tx
        .select({ customer: customers, address: customerAddresses })
        .from(customers)
        .leftJoin(
          customerAddresses,
          and(eq(customerAddresses.id, cart.addressId ?? NO_ADDRESS), eq(customerAddresses.customerId, customers.id)),
        )
        .where(eq(customers.id, cart.customerId))) as [
        { customer: typeof customers.$inferSelect; address: typeof customerAddresses.$inferSelect | null },
      ];
      // The coupon is checked again: it may have expired, or its minimum stopped being met, since it was applied.
      const coupon = cart.couponCode ? await couponForCart(tx, store.id, cart, cart.couponCode) : null;
      const made = await createOrder(
        tx,
        { storeId: store.id, userId: store.userId },
        {
          customer: customer
            ? {
                id: customer.id,
                name: `${customer.firstName} ${customer.lastName}`,
                phone: customer.phone,
                email: customer.email,
              }
            : null,
          address: address
            ? {
                country: address.country,
                city: address.city,
                region: address.region,
                streetAddress1: address.streetAddress1,
                streetAddress2: address.streetAddress2,
                postalCode: address.postalCode,
                phone: address.phone,
                latitude: address.latitude,
                longitude: address.longitude,
              }
            : null,
          warehouseId: input.warehouseId,
          items: lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity })),
          coupon: coupon ?? null,
          shippingOption: cart.shippingOption as ShippingOptionId,
          notes: input.notes ?? null,
          paid: input.paid,
          paymentMethod: input.paymentMethod ?? null,
          idempotencyKey: input.idempotencyKey,
          keyChecked: true,
        },
      );
      await tx
        .update(carts)
        .set({ status: 'ordered', orderId: made.orderId, updatedAt: new Date() })
        .where(eq(carts.id, cart.id));
      return made;
    });
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    const done = await store.read((db) => orderOfKey(db, store.id, input.idempotencyKey));
    if (!done) throw e;
    return done;
  }
}
