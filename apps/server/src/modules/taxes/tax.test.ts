import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { fieldCodes, signedIn, type SignedIn } from '../store/store.fixtures.ts';
import { insertOrder } from '../orders/orders.fixtures.ts';
import { seedDemoTaxes } from './tax-demo.ts';
import { storeTaxRateBp } from './store-tax-rate.ts';

let t: TestApp;
let m: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  m = await signedIn(t);
});
afterAll(() => t.close());

const addTax = async (merchant: SignedIn, name: string, rate: number) => {
  const res = await merchant.post('/store-management/tax', { name, rate });
  if (res.status !== 201) throw new Error(`tax not added: ${JSON.stringify(res.body)}`);
  return res.body.data as { taxPublicId: string; name: string; rate: number };
};

describe('the taxes of a store', () => {
  it('adds a tax with a rate of up to two decimals and lists them all by name', async () => {
    const merchant = await signedIn(t);
    const res = await merchant.post('/store-management/tax', { name: ' ضريبة القيمة المضافة ', rate: 15 });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('تمت إضافة الضريبة');
    expect(res.body.data).toMatchObject({ name: 'ضريبة القيمة المضافة', rate: 15 });
    await addTax(merchant, 'رسوم بلدية', 2.75);
    const list = await merchant.get('/store-management/tax');
    expect(list.body.data.map((x: { name: string; rate: number }) => [x.name, x.rate])).toEqual([
      ['رسوم بلدية', 2.75],
      ['ضريبة القيمة المضافة', 15],
    ]);
  });

  it('refuses a rate over 100, below 0 or with three decimals, and a missing name', async () => {
    const over = await m.post('/store-management/tax', { name: 'ضريبة', rate: 100.5 });
    expect(fieldCodes(over.body)).toEqual(['rate:too_big']);
    expect(fieldCodes((await m.post('/store-management/tax', { name: 'ضريبة', rate: -1 })).body)).toEqual(['rate:too_small']);
    const decimals = await m.post('/store-management/tax', { name: 'ضريبة', rate: 7.125 });
    expect(decimals.body.error.fields).toEqual([
      { path: 'rate', code: 'percent_decimals', message: 'منزلتان عشريتان على الأكثر' },
    ]);
    expect(fieldCodes((await m.post('/store-management/tax', { rate: 5, extra: 1 })).body).sort()).toEqual([
      'extra:unrecognized_keys',
      'name:required',
    ]);
  });

  it('refuses a second tax of the same name, whatever its case, with 409 on the name', async () => {
    const merchant = await signedIn(t, 'en');
    await addTax(merchant, 'VAT', 15);
    const res = await merchant.post('/store-management/tax', { name: 'vat', rate: 5 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You already have a tax with this name');
    expect(res.body.error.fields).toEqual([
      { path: 'name', code: 'name_taken', message: 'This name is already used in your store' },
    ]);
    const other = await addTax(merchant, 'Luxury', 5);
    expect(fieldCodes((await merchant.put(`/store-management/tax/${other.taxPublicId}`, { name: 'Vat', rate: 5 })).body)).toEqual(
      ['name:name_taken'],
    );
  });

  it('updates and deletes a tax, each saying so', async () => {
    const merchant = await signedIn(t);
    const tax = await addTax(merchant, 'ضريبة انتقائية', 50);
    const res = await merchant.put(`/store-management/tax/${tax.taxPublicId}`, { name: 'ضريبة انتقائية', rate: 7.5 });
    expect(res.body).toMatchObject({ message: 'تم تحديث الضريبة', data: { rate: 7.5 } });
    const gone = await merchant.delete(`/store-management/tax/${tax.taxPublicId}`);
    expect(gone.body).toMatchObject({ success: true, message: 'تم حذف الضريبة', data: null });
    expect((await merchant.get('/store-management/tax')).body.data).toEqual([]);
  });

  it('prices with the sum of the store’s rates, in basis points', async () => {
    const merchant = await signedIn(t);
    expect(await storeTaxRateBp(t.database.db, merchant.storeId)).toBe(0);
    await addTax(merchant, 'ضريبة القيمة المضافة', 15);
    await addTax(merchant, 'رسوم', 2.5);
    expect(await storeTaxRateBp(t.database.db, merchant.storeId)).toBe(1750);
  });
});

describe('the demo taxes', () => {
  it('adds VAT 15% to a store without taxes, once', async () => {
    const merchant = await signedIn(t);
    await t.database.db.transaction((tx) => seedDemoTaxes(tx, merchant.storeId));
    await t.database.db.transaction((tx) => seedDemoTaxes(tx, merchant.storeId));
    expect((await merchant.get('/store-management/tax')).body.data).toEqual([
      expect.objectContaining({ name: 'ضريبة القيمة المضافة', rate: 15 }),
    ]);
  });
});

describe('the VAT summary', () => {
  it('gives the twelve months of the year in the store’s time zone, from sales only', async () => {
    const merchant = await signedIn(t);
    const order = (status: 'Paid' | 'Completed' | 'Pending' | 'Refunded', at: string, total: number, tax: number) =>
      insertOrder(t, merchant.storeId, { status, total, tax, createdAt: new Date(at) });
    // 22:30 UTC on 31 January is 01:30 on 1 February in Riyadh.
    await order('Paid', '2025-01-31T22:30:00Z', 11_500, 1_500);
    await order('Completed', '2025-02-10T09:00:00Z', 23_000, 3_000);
    await order('Paid', '2025-01-15T09:00:00Z', 5_750, 750);
    await order('Pending', '2025-01-16T09:00:00Z', 99_999, 9_999);
    await order('Refunded', '2025-03-01T09:00:00Z', 11_500, 1_500);
    // 21:30 UTC on 31 December 2024 is already 2025 in Riyadh; 21:30 UTC on 31 December 2025 is 2026.
    await order('Paid', '2024-12-31T21:30:00Z', 1_150, 150);
    await order('Paid', '2025-12-31T21:30:00Z', 2_300, 300);
    const res = await merchant.get('/store-management/tax/vat-summary?year=2025');
    expect(res.status).toBe(200);
    const months = res.body.data as { month: string; orders: number; sales: number; vat: number }[];
    expect(months.map((x) => x.month)).toEqual(Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`));
    expect(months[0]).toEqual({ month: '2025-01', orders: 2, sales: 69, vat: 9 });
    expect(months[1]).toEqual({ month: '2025-02', orders: 2, sales: 345, vat: 45 });
    expect(months[2]).toEqual({ month: '2025-03', orders: 0, sales: 0, vat: 0 });
    expect(months[11]).toEqual({ month: '2025-12', orders: 0, sales: 0, vat: 0 });
  });

  it('follows the store’s own time zone', async () => {
    const merchant = await signedIn(t);
    await t.database.db.execute(sql`update stores set time_zone = 'UTC' where id = ${merchant.storeId}`);
    await insertOrder(t, merchant.storeId, {
      status: 'Paid',
      total: 1_000,
      tax: 130,
      createdAt: new Date('2025-01-31T22:30:00Z'),
    });
    const months = (await merchant.get('/store-management/tax/vat-summary?year=2025')).body.data;
    expect(months[0]).toMatchObject({ orders: 1, vat: 1.3 });
    expect(months[1]).toMatchObject({ orders: 0, vat: 0 });
  });

  it('asks for a year', async () => {
    expect(fieldCodes((await m.get('/store-management/tax/vat-summary')).body)).toEqual(['year:invalid_type']);
    expect((await m.get('/store-management/tax/vat-summary?year=1999')).status).toBe(400);
  });
});

describe("another store's taxes", () => {
  it('answers 404 on update and delete, and are neither listed nor summed', async () => {
    const [a, b] = await Promise.all([signedIn(t), signedIn(t)]);
    const tax = await addTax(a, 'ضريبة القيمة المضافة', 15);
    await insertOrder(t, a.storeId, { status: 'Paid', total: 1_150, tax: 150 });
    const put = await b.put(`/store-management/tax/${tax.taxPublicId}`, { name: 'مسروقة', rate: 1 });
    const del = await b.delete(`/store-management/tax/${tax.taxPublicId}`);
    expect([put.body.error.code, del.body.error.code]).toEqual(['NOT_FOUND', 'NOT_FOUND']);
    expect((await b.get('/store-management/tax')).body.data).toEqual([]);
    const year = new Date().getUTCFullYear();
    const months = (await b.get(`/store-management/tax/vat-summary?year=${year}`)).body.data;
    expect(months.every((x: { orders: number }) => x.orders === 0)).toBe(true);
    expect((await a.get('/store-management/tax')).body.data).toEqual([
      expect.objectContaining({ name: 'ضريبة القيمة المضافة', rate: 15 }),
    ]);
  });
});
