import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { orderStore, type OrderStore } from '../orders/order.fixtures.ts';

// The invoices of the orders chosen in the list, printed together (docs/product-rules.md "Invoices").
let t: TestApp;
let s: OrderStore;
beforeAll(async () => {
  t = await createTestApp();
  s = await orderStore(t, { taxPercent: 15 });
});
afterAll(() => t.close());

const print = (store: OrderStore, body: Record<string, unknown>) =>
  t.call('POST', '/api/v2/order/invoices/print', body, { token: store.token, lang: 'en' });
/** The pages of a PDF and the size of each, in points. */
const pages = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/\/MediaBox \[([\d. ]+)\]/g)].map((m) => m[1]);

describe('POST /order/invoices/print', () => {
  it('answers the orders’ invoices as one PDF, each on its own page, on the paper asked', async () => {
    const orders = [
      await s.placeOrder({ paid: true, paymentMethod: 'cash' }),
      await s.placeOrder(),
      await s.placeOrder({ paid: true, paymentMethod: 'cash' }),
    ];
    const res = await print(s, { orderIds: orders.map((o) => o.orderId), size: 'a5' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoices-a5.pdf"');
    expect(pages(res.raw)).toEqual(['0 0 419.529999 595.280029', '0 0 419.529999 595.280029', '0 0 419.529999 595.280029']);
  });

  it('refuses an empty list, more than 50 orders and an order twice, and answers 404 for another store’s order', async () => {
    const { orderId } = await s.placeOrder();
    const fields = (res: { body: { error: { fields: { path: string; code: string }[] } } }) =>
      res.body.error.fields.map((f) => `${f.path}:${f.code}`);
    expect(fields(await print(s, { orderIds: [] }))).toEqual(['orderIds:too_small']);
    const many = Array.from({ length: 51 }, () => orderId);
    expect(fields(await print(s, { orderIds: many }))[0]).toBe('orderIds:too_big');
    expect(fields(await print(s, { orderIds: [orderId, orderId] }))).toEqual(['orderIds:duplicate_item']);
    const other = await orderStore(t);
    const foreign = await print(other, { orderIds: [orderId] });
    expect([foreign.status, foreign.body.error.code]).toEqual([404, 'NOT_FOUND']);
  });
});
