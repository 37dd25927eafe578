import { sql, type SQLWrapper } from 'drizzle-orm';
import type { ManualOrderInput, OrderAddress, ShippingOptionId } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { invalidFields, isUniqueViolation, notFound } from '../../platform/errors.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { createOrder, orderOfKey } from '../orders/order-create.ts';
import { assertPaymentOffered, paymentFeeOf } from '../payments/payment-provider.service.ts';
import { couponForCart } from './cart-coupon.service.ts';
import { cartLines, carts } from './tables.ts';
import { orderAddressSql, orderCustomerSql } from '../customers/customer-row.ts';

type ManualOrder = Omit<ManualOrderInput, 'paid'> & { paid: boolean };

/** The open cart of a session, closed ("ordered") by the reading, with what its order needs. */
interface ClosedCart extends Record<string, unknown> {
  id: string;
  shipping_option: ShippingOptionId | null;
  coupon_code: string | null;
  address_id: string | null;
  lines: { productId: string; variantId: string | null; quantity: number }[];
  customer: { id: string; name: string; phone: string | null; email: string | null } | null;
  address: OrderAddress | null;
}

const closeStatement = preparedQuery<ClosedCart>(
  'cart_close',
  () => sql`
    with cart as (
      update ${carts} set status = 'ordered', updated_at = now()
       where store_id = ${sql.placeholder('storeId')} and session_id = ${sql.placeholder('sessionId')} and status = 'open'
      returning id, customer_id, address_id, shipping_option, coupon_code)
    select cart.id, cart.shipping_option, cart.coupon_code, cart.address_id,
           coalesce((select json_agg(json_build_object('productId', l.product_id, 'variantId', l.variant_id,
                                                       'quantity', l.quantity) order by l.created_at, l.id)
                       from ${cartLines} l where l.cart_id = cart.id), '[]') as lines,
           ${orderCustomerSql(sql`cart.customer_id`)} as customer,
           ${orderAddressSql(sql`cart.address_id`, sql`cart.customer_id`)} as address
      from cart`,
);

/** The closed cart given its order's id, inside the statement that writes the order (orders/order-insert.ts). */
const cartGetsOrder = (orderId: SQLWrapper, cartId: SQLWrapper) =>
  sql`update ${carts} set order_id = ${orderId} where id = ${cartId}`;

/**
 * Closes the session's open cart and reads its lines, customer and address in one statement. The
 * update takes the cart's row lock: a twin retry waits on it, then finds the cart closed.
 */
async function closeCart(tx: Tx, storeId: string, sessionId: string): Promise<ClosedCart | undefined> {
  const { rows } = await closeStatement(tx, { storeId, sessionId });
  return rows[0];
}

/**
 * Turns the session's cart into one order (order-create.ts) and closes the cart, in one
 * transaction of five statements for a one-line cart. A cart that is not open (a retry whose twin
 * made the order, or a key used before) answers the order its key made, or 404; the unique key
 * index is the last guard.
 */
export async function placeManualOrder(store: StoreContext, input: ManualOrder) {
  try {
    return await store.transaction(async (tx) => {
      const cart = await closeCart(tx, store.id, input.sessionId);
      if (!cart) {
        const done = await orderOfKey(tx, store.id, input.idempotencyKey);
        if (done) return done;
        throw notFound();
      }
      if (!cart.lines.length) throw invalidFields({ path: 'sessionId', code: 'required', messageKey: 'order.emptyCart' });
      if (!cart.customer) throw invalidFields({ path: 'customerId', code: 'required', messageKey: 'order.noCustomer' });
      if (!cart.shipping_option)
        throw invalidFields({ path: 'shippingProviderStoreId', code: 'required', messageKey: 'order.noShipping' });
      if (!cart.address_id && cart.shipping_option !== 'pickup')
        throw invalidFields({ path: 'customerAddressId', code: 'required', messageKey: 'order.noAddress' });
      // The coupon is checked again: it may have expired, or its minimum stopped being met, since it was applied.
      const coupon = cart.coupon_code ? await couponForCart(tx, store.id, cart, cart.coupon_code, store.lang) : null;
      const made = await createOrder(
        tx,
        { storeId: store.id, userId: store.userId },
        {
          customer: cart.customer,
          address: cart.address,
          warehouseId: input.warehouseId,
          items: cart.lines,
          coupon,
          shippingOption: cart.shipping_option,
          notes: input.notes ?? null,
          paid: input.paid,
          paymentMethod: input.paymentMethod ?? null,
          paymentFee: await paymentFeeOf(tx, store.id, input.paymentMethod ?? null),
          idempotencyKey: input.idempotencyKey,
          keyChecked: true,
          closesCart: { id: cart.id, setOrder: cartGetsOrder },
        },
      );
      // The way it is paid must be offered for this order (its city, branch and total): else nothing is kept.
      await assertPaymentOffered(tx, store.id, input.paymentMethod ?? null, made.placed!);
      return made;
    });
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    const done = await store.read((db) => orderOfKey(db, store.id, input.idempotencyKey));
    if (!done) throw e;
    return done;
  }
}
