import { sql } from 'drizzle-orm';
import type { ManualOrderInput, OrderAddress, ShippingOptionId } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { invalidFields, isUniqueViolation, notFound } from '../../platform/errors.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { createOrder, orderOfKey } from '../orders/order-create.ts';
import { assertPaymentOffered, paymentFeeOf } from '../payments/payment-provider.service.ts';
import { couponForCart } from './cart-coupon.service.ts';
import { cartLines, carts } from './tables.ts';
import { customerAddresses, customers } from '../customers/tables.ts';

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
           case when c.id is not null then json_build_object('id', c.id, 'name', c.first_name || ' ' || c.last_name,
                                                             'phone', c.phone, 'email', c.email) end as customer,
           case when a.id is not null then json_build_object('country', a.country, 'city', a.city, 'region', a.region,
                  'streetAddress1', a.street_address_1, 'streetAddress2', a.street_address_2, 'postalCode', a.postal_code,
                  'phone', a.phone, 'latitude', a.latitude, 'longitude', a.longitude) end as address
      from cart left join ${customers} c on c.id = cart.customer_id
      left join ${customerAddresses} a on a.id = cart.address_id and a.customer_id = c.id`,
);

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
          closesCart: cart.id,
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
