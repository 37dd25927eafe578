import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { riyadhDay, validCoupon } from '../coupons/coupon.fixtures.ts';
import { orderStore, type OrderStore } from '../orders/order.fixtures.ts';
import { coupons } from '../coupons/tables.ts';

let t: TestApp;
let s: OrderStore;
beforeAll(async () => {
  t = await createTestApp();
  s = await orderStore(t, { taxPercent: 15 });
  await s.post('/product/stock/update-stock', {
    changes: [{ productId: s.musk.productId, warehouseId: s.mainWarehouseId, quantity: 100 }],
  });
});
afterAll(() => t.close());

/** A cart of `quantity` musk (100.00 each) and one oud variant (300.00), with its header id. */
async function cart(quantity = 2) {
  const sessionId = uuidv7();
  const res = await s.post(`/cart/marchant/cart-details/${sessionId}`, { productId: s.musk.productId, quantity });
  await s.post(`/cart/marchant/cart-details/${sessionId}`, {
    productId: s.oud.productId,
    productVariantId: s.variants[1]!.variantId,
    quantity: 1,
  });
  return { sessionId, cartHeaderId: res.body.data.cartHeaderId as string };
}
const apply = (cartHeaderId: string, code: string) =>
  s.post(`/coupon/merchant/apply-coupon?cartHeaderId=${cartHeaderId}&couponCode=${encodeURIComponent(code)}`, {});
const coupon = async (overrides: Record<string, unknown>) => {
  const res = await s.post('/coupon', validCoupon(s.musk.productId, overrides));
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.data;
};

describe('coupons in the cart', () => {
  it('takes 15% off the lines of its product only, before the tax, typed in any case', async () => {
    await coupon({ couponCode: 'RAMADAN15' });
    const c = await cart();
    const res = await apply(c.cartHeaderId, 'ramadan15');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('تم تطبيق الكوبون');
    // musk 200.00 − 30.00 = 170.00 (+25.50 tax), oud 300.00 (+45.00 tax)
    expect(res.body.data).toMatchObject({
      couponCode: 'RAMADAN15',
      totalPrice: 500,
      discountCoupon: 30,
      subtotalAfterDiscounts: 470,
      taxAmountTotal: 70.5,
      cartTotal: 540.5,
    });
  });

  it('drops the coupon when a line quantity changes, and when it is removed', async () => {
    const c = await cart();
    const applied = await apply(c.cartHeaderId, 'RAMADAN15');
    const line = applied.body.data.details[0].cartDetailId;
    const changed = await s.put(`/cart/marchant/details/${line}/${c.sessionId}`, { quantity: 3 });
    expect(changed.body.data).toMatchObject({ couponCode: null, discountCoupon: 0 });
    await apply(c.cartHeaderId, 'RAMADAN15');
    const removed = await s.post('/coupon/merchant/remove-coupon', { cartHeaderId: c.cartHeaderId, couponCode: 'RAMADAN15' });
    expect(removed.body).toMatchObject({ message: 'تمت إزالة الكوبون', data: { couponCode: null, discountCoupon: 0 } });
  });

  it('refuses an unknown code, an expired one and one below its minimum, each with its own code', async () => {
    const c = await cart(1);
    expect((await apply(c.cartHeaderId, 'NOPE')).body.error.code).toBe('COUPON_INVALID');
    const old = await coupon({ couponCode: 'OLD10' });
    await t.database.db
      .update(coupons)
      .set({ expiryDate: riyadhDay(-1) })
      .where(eq(coupons.id, old.couponId));
    const expired = await apply(c.cartHeaderId, 'OLD10');
    expect(expired.status).toBe(422);
    expect(expired.body.error.code).toBe('COUPON_EXPIRED');
    await coupon({ couponCode: 'BIG', minAmount: 1000 });
    const below = await apply(c.cartHeaderId, 'BIG');
    expect(below.body.error.code).toBe('COUPON_MIN_AMOUNT');
    expect(below.body.message).toBe('يتطلب هذا الكوبون ألا يقل مجموع السلة عن 1,000.00\u00a0ر.س.');
  });

  it('makes its product free with 100%, and never takes more than its lines with a fixed amount', async () => {
    await coupon({ couponCode: 'ALL100', discountAmount: 100, minAmount: 0 });
    await coupon({ couponCode: 'FIX999', discountType: 'fixed', discountAmount: 999, minAmount: 0 });
    const c = await cart();
    expect((await apply(c.cartHeaderId, 'ALL100')).body.data).toMatchObject({
      discountCoupon: 200,
      taxAmountTotal: 45,
      cartTotal: 345,
    });
    expect((await apply(c.cartHeaderId, 'FIX999')).body.data).toMatchObject({ discountCoupon: 200, cartTotal: 345 });
  });

  it('makes shipping free with a free-shipping coupon', async () => {
    await coupon({ couponCode: 'FREESHIP', discountType: 'other', discountAmount: 0, minAmount: 0 });
    const c = await cart(1);
    await s.post('/cart/marchant/shipping-provider-store/express', { cartHeaderId: c.cartHeaderId });
    const res = await apply(c.cartHeaderId, 'FREESHIP');
    expect(res.body.data).toMatchObject({ shippingFee: 0, discountCoupon: 0 });
  });

  it('keeps the coupon on the order and counts its use', async () => {
    const made = await coupon({ couponCode: 'ORDER10', discountAmount: 10, minAmount: 0 });
    const c = await cart(1);
    await apply(c.cartHeaderId, 'ORDER10');
    await s.post(`/cart/marchant/customer/${c.sessionId}`, { customerId: s.customer.id });
    await s.post('/cart/marchant/shipping-provider-store/pickup', { cartHeaderId: c.cartHeaderId });
    const res = await s.post('/order/merchant/manual-order', {
      sessionId: c.sessionId,
      idempotencyKey: uuidv7(),
      warehouseId: s.mainWarehouseId,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ couponCode: 'ORDER10', discount: 10, subtotal: 400, tax: 58.5, totalAmount: 448.5 });
    expect((await s.get(`/coupon/${made.couponId}`)).body.data.timesUsed).toBe(1);
  });

  it("answers 404 for another store's cart", async () => {
    const other = await orderStore(t);
    const c = await cart(1);
    expect(
      (await other.post(`/coupon/merchant/apply-coupon?cartHeaderId=${c.cartHeaderId}&couponCode=RAMADAN15`, {})).status,
    ).toBe(404);
    expect((await other.post('/coupon/merchant/remove-coupon', { cartHeaderId: c.cartHeaderId })).status).toBe(404);
  });
});
