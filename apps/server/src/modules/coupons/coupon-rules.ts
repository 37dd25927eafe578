import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { toMajor, type CouponType, type Language } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { moneyText } from '../../platform/money-text.ts';
import { readStore } from '../stores/store-row.ts';
import { coupons } from './tables.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** The type of a stored coupon; `aaa` is how `other` (free shipping) was stored long ago. */
export const couponTypeOf = (stored: string): CouponType => (stored === 'aaa' ? 'other' : (stored as CouponType));

/** A use of the coupon `couponId` (an SQL value), counted inside the statement that writes its order. */
export const couponUsedSql = (couponId: SQLWrapper) =>
  sql`update ${coupons} set times_used = times_used + 1 where id = ${couponId}`;

/** A coupon lasts through its expiry day, in the store's time zone. */
export const isExpired = (expiryDate: string, today: string) => today > expiryDate;

export interface CartForCoupon {
  /** The products of the cart's lines. */
  productIds: string[];
  /** The cart's subtotal after line discounts, in minor units. */
  subtotalMinor: number;
  /** Today in the store's time zone (`todayIn`). */
  today: string;
  /** The language of the answer (the minimum's money text). */
  lang: Language;
}

/**
 * The one place of the rules that decide whether a code applies to a cart (docs/product-rules.md "Money"):
 * a coupon of this store with this code (any case), not expired, for a product on one of the lines,
 * and a subtotal at least its minimum. Answers the coupon row (its type read as `couponTypeOf`);
 * otherwise throws a 422 the merchant can read: `COUPON_INVALID`, `COUPON_EXPIRED` or `COUPON_MIN_AMOUNT`.
 */
export async function findCouponForCart(tx: Tx, storeId: string, code: string, cart: CartForCoupon): Promise<CouponRow> {
  const [row] = await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.storeId, storeId), eq(coupons.code, code.trim().toUpperCase())));
  if (!row) throw new AppError('COUPON_INVALID', 'coupon.invalid');
  if (isExpired(row.expiryDate, cart.today)) throw new AppError('COUPON_EXPIRED', 'coupon.expired');
  if (!cart.productIds.includes(row.productId)) throw new AppError('COUPON_INVALID', 'coupon.notForCart');
  if (cart.subtotalMinor < row.minAmount) {
    const { currency } = await readStore(tx, storeId);
    throw new AppError('COUPON_MIN_AMOUNT', 'coupon.minAmount', {
      minAmount: moneyText(toMajor(row.minAmount, currency), currency, cart.lang),
    });
  }
  return { ...row, discountType: couponTypeOf(row.discountType) };
}
