import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import type { AppError } from '../../platform/errors.ts';
import { productStore, type ProductStore } from '../catalogue/product.fixtures.ts';
import { findCouponForCart, type CartForCoupon } from './coupon-rules.ts';
import { riyadhDay, validCoupon } from './coupon.fixtures.ts';
import { coupons } from './tables.ts';

let t: TestApp;
let m: ProductStore;
let oud: string;
let musk: string;
beforeAll(async () => {
  t = await createTestApp();
  m = await productStore(t);
  oud = (await m.addProduct()).productId;
  musk = (await m.addProduct({ nameAr: 'مسك الطهارة' })).productId;
  for (const coupon of [
    validCoupon(oud, { couponCode: 'RAMADAN15' }),
    validCoupon(oud, { couponCode: 'EID50', discountType: 'fixed', discountAmount: 50, minAmount: 200 }),
    validCoupon(oud, { couponCode: 'FREESHIP', discountType: 'other', discountAmount: 0, minAmount: 0 }),
    validCoupon(oud, { couponCode: 'LASTWEEK', expiryDate: riyadhDay(0) }),
  ]) {
    const res = await m.post('/coupon', coupon);
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  }
  await t.database.db
    .update(coupons)
    .set({ expiryDate: riyadhDay(-7) })
    .where(eq(coupons.code, 'LASTWEEK'));
});
afterAll(() => t.close());

const cart = (overrides: Partial<CartForCoupon> = {}): CartForCoupon => ({
  productIds: [musk, oud],
  subtotalMinor: 30_000,
  today: riyadhDay(0),
  lang: 'en',
  ...overrides,
});
const apply = (code: string, c: CartForCoupon = cart(), storeId = m.storeId) =>
  t.database.db.transaction((tx) => findCouponForCart(tx, storeId, code, c));
const refusal = async (code: string, c?: CartForCoupon, storeId?: string) => {
  const e = (await apply(code, c, storeId).then(
    () => null,
    (err: unknown) => err,
  )) as AppError | null;
  if (!e) throw new Error('the coupon was accepted');
  return { status: e.status, code: e.code, messageKey: e.messageKey, params: e.params };
};

describe('applying a coupon to a cart', () => {
  it('answers the coupon of that code, whatever case the customer typed', async () => {
    const row = await apply(' ramadan15 ');
    expect(row).toMatchObject({ code: 'RAMADAN15', productId: oud, discountType: 'percentage', amount: 1500 });
  });

  it('answers a free-shipping coupon stored the old way (aaa) as other', async () => {
    await t.database.db
      .update(coupons)
      .set({ discountType: 'aaa' as 'other' })
      .where(eq(coupons.code, 'FREESHIP'));
    expect((await apply('FREESHIP')).discountType).toBe('other');
  });

  it('refuses a code the store does not have, even one another store has', async () => {
    expect(await refusal('NOPE')).toEqual({ status: 422, code: 'COUPON_INVALID', messageKey: 'coupon.invalid', params: {} });
    const other = await productStore(t);
    expect(await refusal('RAMADAN15', cart(), other.storeId)).toMatchObject({
      code: 'COUPON_INVALID',
      messageKey: 'coupon.invalid',
    });
  });

  it('refuses a coupon whose product has no line in the cart', async () => {
    expect(await refusal('RAMADAN15', cart({ productIds: [musk] }))).toMatchObject({
      code: 'COUPON_INVALID',
      messageKey: 'coupon.notForCart',
    });
  });

  it('refuses a coupon past its last day, and takes it on that day', async () => {
    expect(await refusal('LASTWEEK')).toMatchObject({ status: 422, code: 'COUPON_EXPIRED', messageKey: 'coupon.expired' });
    expect((await apply('LASTWEEK', cart({ today: riyadhDay(-7) }))).code).toBe('LASTWEEK');
  });

  it('refuses a cart below the minimum and names the minimum in the store currency', async () => {
    expect(await refusal('EID50', cart({ subtotalMinor: 19_999 }))).toEqual({
      status: 422,
      code: 'COUPON_MIN_AMOUNT',
      messageKey: 'coupon.minAmount',
      params: { minAmount: 'SAR\u00a0200.00' },
    });
    expect((await apply('EID50', cart({ subtotalMinor: 20_000 }))).amount).toBe(5000);
  });
});
