import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { ORDER_STATUS_IDS } from '@souqna/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { download } from '../catalogue/product-import.fixtures.ts';
import { orderStore, type OrderStore } from '../orders/order.fixtures.ts';
import { fieldCodes } from '../store/store.fixtures.ts';

// The VAT return (docs/product-rules.md "VAT"): a quarter's sales with their taxed base apart from
// the untaxed, the refunds of the quarter from the ledger with the VAT they give back, the net due;
// the file in the boxes of the Saudi return. Musk is 100.00 + 15% VAT; the gift box 20.00, untaxed.
let t: TestApp;
let s: OrderStore;
const year = Number(new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' }).slice(0, 4));
const month = Number(new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' }).slice(5, 7));
const quarter = Math.ceil(month / 3);
beforeAll(async () => {
  t = await createTestApp();
  s = await orderStore(t, { taxPercent: 15 });
  const box = await s.addProduct({ nameAr: 'علبة هدايا', nameEn: 'Gift box', price: 20, taxable: false, isInfinty: true });
  await s.placeOrder({ paid: true, paymentMethod: 'cash' });
  const refunded = await s.placeOrder({
    paid: true,
    paymentMethod: 'cash',
    items: [
      { productId: s.musk.productId, variantId: null, quantity: 2 },
      { productId: box.productId, variantId: null, quantity: 1 },
    ],
  });
  await s.put(`/order/store-update-status-orders-by/${refunded.orderId}?statusId=${ORDER_STATUS_IDS.Refunded}`, undefined);
  await s.placeOrder(); // pending: not a sale
});
afterAll(() => t.close());

describe('the VAT return', () => {
  it('sums the quarter’s sales, its refunds and the VAT due', async () => {
    const res = await s.get(`/store-management/tax/vat-return?year=${year}&period=quarter`);
    expect(res.status).toBe(200);
    const periods = res.body.data;
    expect(periods.map((p: { period: string }) => p.period)).toEqual([1, 2, 3, 4].map((q) => `${year}-Q${q}`));
    expect(periods[quarter - 1]).toEqual({
      period: `${year}-Q${quarter}`,
      startDate: `${year}-${String(quarter * 3 - 2).padStart(2, '0')}-01`,
      endDate: expect.stringMatching(new RegExp(`^${year}-${String(quarter * 3).padStart(2, '0')}-3[01]$`)),
      orders: 2,
      standardRatedSales: 300,
      otherSales: 20,
      outputVat: 45,
      refunds: 1,
      refundedSales: 220,
      refundVat: 30,
      netVat: 15,
    });
    const others = periods.filter((_: unknown, i: number) => i !== quarter - 1);
    expect(others.every((p: { orders: number; netVat: number }) => p.orders === 0 && p.netVat === 0)).toBe(true);
    const months = (await s.get(`/store-management/tax/vat-return?year=${year}&period=month`)).body.data;
    expect(months).toHaveLength(12);
    expect(months[month - 1]).toMatchObject({ period: `${year}-${String(month).padStart(2, '0')}`, outputVat: 45, netVat: 15 });
  });

  it('writes the quarter in the boxes of the Saudi return, as CSV and XLSX', async () => {
    const csv = await download(
      t,
      s,
      'csv',
      'en',
      `/store-management/tax/vat-return/export?year=${year}&by=quarter&period=${quarter}`,
    );
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="vat-return-${year}-Q${quarter}.csv"`);
    expect(csv.data.toString('utf8').slice(1).trim().split('\r\n')).toEqual([
      'Box,Description,Amount,Adjustment,VAT amount',
      '1,Standard rated sales,300,-220,15',
      '3-5,Sales without VAT (zero-rated or exempt: classify when filing),20,0,0',
      '6,Total sales,320,-220,15',
      '13,Total VAT due for the current period,,,15',
    ]);
    const xlsx = await download(
      t,
      s,
      'xlsx',
      'ar',
      `/store-management/tax/vat-return/export?year=${year}&by=quarter&period=${quarter}`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.data as unknown as ArrayBuffer);
    const sheet = book.getWorksheet(`إقرار ${year}-Q${quarter}`)!;
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    expect(sheet.getRow(2).values).toEqual([undefined, '1', 'المبيعات الخاضعة للنسبة الأساسية', 300, -220, 15]);
  });

  it('refuses a period that is not one, and shows another store nothing', async () => {
    const path = '/store-management/tax/vat-return/export';
    expect(fieldCodes((await s.get(`${path}?year=${year}&by=quarter&period=5&format=csv`)).body)).toEqual([
      'period:invalid_value',
    ]);
    expect((await s.get(`${path}?year=${year}&by=month&period=13&format=csv`)).status).toBe(400);
    expect((await s.get(`/store-management/tax/vat-return?year=1999`)).status).toBe(400);
    expect((await s.get(`/store-management/tax/vat-return?year=${year}&period=week`)).status).toBe(400);
    const other = await orderStore(t);
    const theirs = (await other.get(`/store-management/tax/vat-return?year=${year}`)).body.data;
    expect(theirs.every((p: { orders: number; refunds: number }) => p.orders === 0 && p.refunds === 0)).toBe(true);
  });
});

describe('shipping in the VAT return', () => {
  it('counts taxed shipping as standard-rated and untaxed shipping as other sales', async () => {
    const vat = await orderStore(t, { taxPercent: 15 });
    const settings = { currency: 'SAR', timeZone: 'Asia/Riyadh', pricesIncludeTax: true, digitStyle: 'latin' };
    expect((await vat.put('/store/settings', { ...settings, vatNumber: '310122393500003' })).body.data.taxShipping).toBe(true);
    // 100.00 with VAT inside and standard shipping 15.00 with VAT inside: 13.04 + 1.96 of VAT.
    await vat.placeOrder({ paid: true, paymentMethod: 'cash', shippingOption: 'standard' });
    const quarterOf = async () =>
      (await vat.get(`/store-management/tax/vat-return?year=${year}&period=quarter`)).body.data[quarter - 1];
    expect(await quarterOf()).toMatchObject({
      orders: 1,
      standardRatedSales: 100,
      otherSales: 0,
      outputVat: 15,
    });
    await vat.put('/store/settings', { ...settings, taxShipping: false });
    await vat.placeOrder({ paid: true, paymentMethod: 'cash', shippingOption: 'standard' });
    expect(await quarterOf()).toMatchObject({ orders: 2, standardRatedSales: 186.96, otherSales: 15, outputVat: 28.04 });
    // The reports' shipping is before its VAT (the VAT is in their tax), so profit counts it once.
    const { rows } = await t.database.db.execute<{ shipping: string }>(
      sql`select sum(shipping) as shipping from sales_daily where store_id = ${vat.storeId} and dimension = 'store'`,
    );
    expect(Number(rows[0]!.shipping)).toBe(1_304 + 1_500);
  });
});
