import { eq } from 'drizzle-orm';
import type { Language } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { readStore } from '../stores/store-row.ts';
import { changeCart, sessionOf, type CartRow } from './cart.service.ts';
import { todayIn } from '../../platform/store-time.ts';
import { findCouponForCart, type CouponRow } from '../coupons/coupon-rules.ts';
import { readItems } from '../orders/order-items.ts';
import { cartLines } from './tables.ts';

/**
 * The coupon of `code` if it applies to the cart as it is now (coupon-rules.ts decides): its
 * product among the lines, the subtotal after the products' own discounts at least its minimum,
 * not expired in the store's time zone.
 */
export async function couponForCart(
  tx: Tx,
  storeId: string,
  cart: Pick<CartRow, 'id'>,
  code: string,
  lang: Language,
): Promise<CouponRow> {
  const lines = await tx.select().from(cartLines).where(eq(cartLines.cartId, cart.id));
  const now = new Date();
  const items = await readItems(
    tx,
    storeId,
    lines.map((l) => ({ productId: l.productId, variantId: l.variantId })),
    now,
  );
  const { timeZone } = await readStore(tx, storeId);
  return findCouponForCart(tx, storeId, code, {
    productIds: items.map((i) => i.productId),
    subtotalMinor: items.reduce((sum, item, i) => sum + item.unitPrice * lines[i]!.quantity, 0),
    today: todayIn(timeZone, now),
    lang,
  });
}

/** `POST /coupon/merchant/apply-coupon?cartHeaderId&couponCode`: the cart with the coupon, or 422 saying why not. */
export async function applyCoupon(store: StoreContext, cartHeaderId: string, code: string) {
  return changeCart(store, await sessionOf(store, cartHeaderId), async (tx, cart) => {
    const coupon = await couponForCart(tx, store.id, cart, code, store.lang);
    return { couponId: coupon.id, couponCode: coupon.code };
  });
}

/** `POST /coupon/merchant/remove-coupon`: spec §4, removing a coupon clears the code. */
export async function removeCoupon(store: StoreContext, cartHeaderId: string) {
  return changeCart(store, await sessionOf(store, cartHeaderId), async () => ({ couponId: null, couponCode: null }));
}
