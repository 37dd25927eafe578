import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { orderStore, type OrderStore } from '../orders/order.fixtures.ts';

let t: TestApp;
let s: OrderStore;
let addressId: string;
beforeAll(async () => {
  t = await createTestApp();
  s = await orderStore(t, { taxPercent: 15 });
  addressId = await s.addDefaultAddress();
});
afterAll(() => t.close());

const session = () => uuidv7();
const add = (store: OrderStore, sessionId: string, body: Record<string, unknown>) =>
  store.post(`/cart/marchant/cart-details/${sessionId}`, body);
const restock = (quantity = 10) =>
  s.post('/product/stock/update-stock', { changes: [{ productId: s.musk.productId, warehouseId: s.mainWarehouseId, quantity }] });

/** A cart ready to order: `quantity` musk, the customer with their default address, standard shipping. */
async function readyCart(store: OrderStore, quantity = 1) {
  const sessionId = session();
  const added = await add(store, sessionId, { productId: store.musk.productId, quantity });
  if (added.status !== 200) throw new Error(JSON.stringify(added.body));
  await store.post(`/cart/marchant/customer/${sessionId}`, { customerId: store.customer.id });
  await store.post('/cart/marchant/shipping-provider-store/standard', { cartHeaderId: added.body.data.cartHeaderId });
  return sessionId;
}
const order = (store: OrderStore, sessionId: string, key = uuidv7()) =>
  store.post('/order/merchant/manual-order', { sessionId, idempotencyKey: key, warehouseId: store.mainWarehouseId });

describe('the manual-order cart', () => {
  it('opens an empty cart in the main warehouse, in the store currency', async () => {
    const id = session();
    const res = await s.get(`/cart/marchant/cart/${id}`);
    expect(res.body.data).toMatchObject({
      sessionId: id,
      warehouseId: s.mainWarehouseId,
      details: [],
      cartTotal: 0,
      currency: { code: 'SAR' },
    });
    expect((await s.get(`/cart/marchant/cart/${id}`)).body.data.cartHeaderId).toBe(res.body.data.cartHeaderId);
  });

  it('adds a product twice as one line and prices it on the server with 15% tax', async () => {
    const id = session();
    await add(s, id, { productId: s.musk.productId, quantity: 1 });
    const res = await add(s, id, { productId: s.musk.productId, quantity: 2 });
    expect(res.body.message).toBe('تمت إضافة المنتج إلى السلة');
    expect(res.body.data.details).toEqual([
      expect.objectContaining({
        name: 'مسك أبيض',
        quantity: 3,
        unitPrice: 100,
        total: 300,
        taxAmount: 45,
        totalAfterProductDiscount: 300,
        available: 10,
      }),
    ]);
    expect(res.body.data).toMatchObject({
      totalPrice: 300,
      discountAmount: 0,
      subtotalAfterDiscounts: 300,
      taxAmountTotal: 45,
      cartTotal: 345,
    });
  });

  it('asks for the variant of a product that has them', async () => {
    const res = await add(s, session(), { productId: s.oud.productId, quantity: 1 });
    expect(res.status).toBe(400);
    expect(res.body.error.fields[0]).toMatchObject({
      path: 'productVariantId',
      code: 'required',
      message: 'اختر نوع المنتج (المقاس أو اللون)',
    });
  });

  it('refuses more than the warehouse holds with 409 INSUFFICIENT_STOCK and says how many there are', async () => {
    await restock();
    const res = await add(s, session(), { productId: s.musk.productId, quantity: 11 });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'INSUFFICIENT_STOCK', available: 10 });
    expect(res.body.message).toBe('الكمية المتوفرة من «مسك أبيض» في هذا المستودع 10 فقط');
  });

  it('changes a quantity, removes a line and empties the cart', async () => {
    const id = session();
    const first = await add(s, id, { productId: s.musk.productId, quantity: 1 });
    const line = first.body.data.details[0].cartDetailId;
    const variant = s.variants[0]!.variantId;
    await add(s, id, { productId: s.oud.productId, productVariantId: variant, quantity: 1 });
    expect((await s.put(`/cart/marchant/details/${line}/${id}`, { quantity: 4 })).body.data.details[0].quantity).toBe(4);
    const removed = await s.delete(`/cart/marchant/details/${line}/${id}`);
    expect(removed.body.data.details.map((d: { productVariantId: string }) => d.productVariantId)).toEqual([variant]);
    const cleared = await s.delete(`/cart/marchant/all-details/${first.body.data.cartHeaderId}/${id}`);
    expect(cleared.body.data.details).toEqual([]);
  });

  it("takes the customer's default address with the customer", async () => {
    const id = session();
    await add(s, id, { productId: s.musk.productId, quantity: 1 });
    const res = await s.post(`/cart/marchant/customer/${id}`, { customerId: s.customer.id });
    expect(res.body.data).toMatchObject({ customerId: s.customer.id, fullName: 'سارة القحطاني', customerAddressId: addressId });
  });

  it('charges standard shipping below 200 and none from 200; express 20; pickup free', async () => {
    const id = session();
    const cart = await add(s, id, { productId: s.musk.productId, quantity: 1 });
    const ship = async (option: string) =>
      (await s.post(`/cart/marchant/shipping-provider-store/${option}`, { cartHeaderId: cart.body.data.cartHeaderId })).body.data;
    expect(await ship('standard')).toMatchObject({ shippingFee: 15, cartTotal: 130 });
    expect(await ship('express')).toMatchObject({ shippingFee: 20, cartTotal: 135 });
    expect(await ship('pickup')).toMatchObject({ shippingFee: 0, cartTotal: 115 });
    await add(s, id, { productId: s.musk.productId, quantity: 1 });
    expect(await ship('standard')).toMatchObject({ subtotalAfterDiscounts: 200, shippingFee: 0, cartTotal: 230 });
  });

  it('lists open carts with their customer, lines and total, and drops a discarded one', async () => {
    const id = await readyCart(s);
    const listed = (await s.get('/cart/marchant/cart-header?page=1&pageSize=100')).body.data;
    expect(listed.find((c: { sessionId: string }) => c.sessionId === id)).toMatchObject({
      fullName: 'سارة القحطاني',
      linesCount: 1,
      cartTotal: 130,
    });
    const age = listed.find((c: { sessionId: string }) => c.sessionId === id).updatedAt;
    await s.get(`/cart/marchant/cart/${id}`);
    const again = (await s.get('/cart/marchant/cart-header?page=1&pageSize=100')).body.data;
    expect(again.find((c: { sessionId: string }) => c.sessionId === id).updatedAt).toBe(age);
    await s.delete(`/cart/marchant/cart/${id}`);
    const after = (await s.get('/cart/marchant/cart-header?page=1&pageSize=100')).body.data;
    expect(after.some((c: { sessionId: string }) => c.sessionId === id)).toBe(false);
  });
});

describe('the manual order', () => {
  it('says what is missing: the customer first', async () => {
    const id = session();
    await add(s, id, { productId: s.musk.productId, quantity: 1 });
    const res = await order(s, id);
    expect(res.status).toBe(400);
    expect(res.body.error.fields[0]).toMatchObject({ path: 'customerId', message: 'اختر العميل أولاً' });
  });

  it('requires the warehouse', async () => {
    const res = await s.post('/order/merchant/manual-order', { sessionId: session(), idempotencyKey: uuidv7() });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toContainEqual(expect.objectContaining({ path: 'warehouseId', code: 'required' }));
  });

  it('makes the order from the cart: its number, lines, address and totals; takes the stock and closes the cart', async () => {
    await restock();
    const id = await readyCart(s, 2);
    const res = await order(s, id);
    expect(res.status).toBe(201);
    expect(res.body.message).toMatch(/^تم إنشاء الطلب رقم \d{4}$/);
    expect(res.body.data).toMatchObject({
      status: 'Pending',
      customerName: 'سارة القحطاني',
      subtotal: 200,
      tax: 30,
      shippingFee: 0,
      totalAmount: 230,
      shippingMethod: 'standard',
      address: { city: 'الرياض', streetAddress1: 'شارع العليا 5' },
      products: [expect.objectContaining({ name: 'مسك أبيض', quantity: 2, total: 230 })],
    });
    expect(await s.stockOf(s.musk.productId)).toBe(8);
    expect((await s.get(`/cart/marchant/cart/${id}`)).status).toBe(404);
  });

  it('makes one order whatever the retries of one key, even at once', async () => {
    await restock();
    const id = await readyCart(s);
    const key = uuidv7();
    const answers = await Promise.all([order(s, id, key), order(s, id, key), order(s, id, key)]);
    const numbers = new Set(answers.map((a) => a.body.data.number));
    expect(numbers.size).toBe(1);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(await s.stockOf(s.musk.productId)).toBe(9);
  });

  it('sells 10 in stock to 50 buyers ordering at once: exactly 10 orders, 0 left', async () => {
    await restock(10);
    const sessions = await Promise.all(Array.from({ length: 50 }, () => readyCart(s)));
    const before = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders where store_id = ${s.storeId}`,
    );
    const answers = await Promise.all(sessions.map((id) => order(s, id)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.error.code === 'INSUFFICIENT_STOCK')).toBe(true);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(40);
    expect(await s.stockOf(s.musk.productId)).toBe(0);
    const after = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders where store_id = ${s.storeId}`,
    );
    expect(after.rows[0]!.n - before.rows[0]!.n).toBe(10);
  });
});

describe("another store's cart", () => {
  it("answers 404 for another store's line, cart, customer, address and warehouse", async () => {
    await restock();
    const other = await orderStore(t);
    const id = session();
    const mine = await add(s, id, { productId: s.musk.productId, quantity: 1 });
    const line = mine.body.data.details[0].cartDetailId;
    const theirs = session();
    await other.get(`/cart/marchant/cart/${theirs}`);
    expect((await other.put(`/cart/marchant/details/${line}/${theirs}`, { quantity: 2 })).status).toBe(404);
    expect((await other.delete(`/cart/marchant/details/${line}/${theirs}`)).status).toBe(404);
    expect((await other.delete(`/cart/marchant/all-details/${mine.body.data.cartHeaderId}/${theirs}`)).status).toBe(404);
    expect((await other.post(`/cart/marchant/customer/${theirs}`, { customerId: s.customer.id })).status).toBe(404);
    expect(
      (
        await other.post(`/cart/marchant/customer-address/${addressId}`, {
          customerId: s.customer.id,
          cartHeaderId: mine.body.data.cartHeaderId,
        })
      ).status,
    ).toBe(404);
    expect(
      (await other.post('/cart/marchant/shipping-provider-store/express', { cartHeaderId: mine.body.data.cartHeaderId })).status,
    ).toBe(404);
    expect((await other.post(`/cart/marchant/warehouse/${theirs}`, { warehouseId: s.mainWarehouseId })).status).toBe(404);
    expect((await add(other, theirs, { productId: s.musk.productId, quantity: 1 })).status).toBe(404);
    // Their session id names their own cart: mine is untouched.
    expect((await s.get(`/cart/marchant/cart/${id}`)).body.data.details).toHaveLength(1);
  });

  it("refuses another store's customer named with the shipping, and leaves the cart as it was", async () => {
    await restock();
    const other = await orderStore(t);
    const id = session();
    const mine = await add(s, id, { productId: s.musk.productId, quantity: 1 });
    const cartHeaderId = mine.body.data.cartHeaderId;
    const res = await s.post('/cart/marchant/shipping-provider-store/express', { cartHeaderId, customerId: other.customer.id });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    expect((await s.get(`/cart/marchant/cart/${id}`)).body.data.shippingOption).not.toBe('express');
    const own = await s.post('/cart/marchant/shipping-provider-store/express', { cartHeaderId, customerId: s.customer.id });
    expect(own.status).toBe(200);
  });
});

describe('a VAT-registered store’s cart', () => {
  it('charges VAT on shipping as its order does: the cart and the order say the same VAT and total', async () => {
    const vat = await orderStore(t, { taxPercent: 15 });
    await vat.addDefaultAddress();
    const settings = { currency: 'SAR', timeZone: 'Asia/Riyadh', pricesIncludeTax: false, digitStyle: 'latin' };
    expect((await vat.put('/store/settings', { ...settings, vatNumber: '310122393500003' })).status).toBe(200);
    const id = await readyCart(vat);
    // 100.00 + 15.00 of shipping, VAT 15 % on both: 15.00 + 2.25.
    expect((await vat.get(`/cart/marchant/cart/${id}`)).body.data).toMatchObject({
      shippingFee: 15,
      taxAmountTotal: 17.25,
      cartTotal: 132.25,
    });
    const res = await order(vat, id);
    expect(res.body.data).toMatchObject({ subtotal: 100, shippingFee: 15, tax: 17.25, totalAmount: 132.25 });
    // The order's one write (orders/order-insert.ts) keeps the rates and shipping's VAT apart.
    const { rows } = await t.database.db.execute<{
      shipping_tax: string;
      payment_fee_tax: string;
      fees_tax_bp: number;
      line_bp: number;
    }>(
      sql`select o.shipping_tax, o.payment_fee_tax, o.fees_tax_bp, l.tax_bp as line_bp
            from orders o join order_lines l on l.order_id = o.id where o.id = ${res.body.data.orderId}`,
    );
    expect(rows.map((r) => [Number(r.shipping_tax), Number(r.payment_fee_tax), r.fees_tax_bp, r.line_bp])).toEqual([
      [225, 0, 1500, 1500],
    ]);
  });
});
