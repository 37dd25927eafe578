import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, tokenWithRole, type TestApp } from '../../../test/harness.ts';
import { productCategories, products } from '../catalogue/product-tables.ts';
import { orderStore, type OrderStore } from '../orders/order.fixtures.ts';
import { moveOrder } from '../orders/order-status.service.ts';

// Known orders → known figures (docs/product-rules.md "Sales figures"): days are the store's
// (Asia/Riyadh, UTC+3), a pending order does not count, a refund counts on its own day.
let t: TestApp;
let s: OrderStore;
let other: OrderStore;
const APRIL = 'startDate=2026-04-01&endDate=2026-04-30';
const inEnglish = (url: string) => t.get(`/api/v2${url}`, { token: s.token, lang: 'en' });

beforeAll(async () => {
  t = await createTestApp();
  s = await orderStore(t, { taxPercent: 15 });
  other = await orderStore(t, { taxPercent: 15 });
  const db = t.database.db;
  // The musk costs 40.00 and is of the store's brand and category; the oud costs 120.00 and has neither.
  await db.update(products).set({ costPrice: 4000, brandId: s.brandId }).where(eq(products.id, s.musk.productId));
  await db.update(products).set({ costPrice: 12000 }).where(eq(products.id, s.oud.productId));
  await db.insert(productCategories).values({ productId: s.musk.productId, categoryId: s.categoryId, storeId: s.storeId });
  const oud = [{ productId: s.oud.productId, variantId: s.variants[0]!.variantId, quantity: 1 }];
  // 23:30 in Riyadh on 10 April: two musks, 230.00 with VAT.
  await s.placeOrder({
    paid: true,
    at: new Date('2026-04-10T20:30:00Z'),
    items: [{ productId: s.musk.productId, variantId: null, quantity: 2 }],
  });
  // 00:30 in Riyadh on 11 April (still the 10th in UTC): one oud, 345.00.
  await s.placeOrder({ paid: true, at: new Date('2026-04-10T21:30:00Z'), items: oud });
  // Pending: not a sale.
  await s.placeOrder({ paid: false, at: new Date('2026-04-10T09:00:00Z') });
  // Paid on 5 April (115.00), refunded on 2 May, after April closed.
  const refunded = await s.placeOrder({ paid: true, at: new Date('2026-04-05T09:00:00Z') });
  await db.transaction((tx) =>
    moveOrder(tx, { storeId: s.storeId, userId: null, lang: 'ar' }, refunded.orderId, {
      to: 'Refunded',
      at: new Date('2026-05-02T10:00:00Z'),
    }),
  );
  // Another store's sale, on the same days.
  await other.placeOrder({ paid: true, at: new Date('2026-04-10T09:00:00Z') });
});
afterAll(() => t.close());

describe('reports from known orders', () => {
  it('sums April by product: units, sales, tax, cost and profit, the best seller first', async () => {
    const res = await s.get(`/reports/best-sellers?${APRIL}`);
    expect(res.status).toBe(200);
    expect(res.body.pagination).toMatchObject({ page: 1, total: 2 });
    expect(res.body.data).toEqual([
      {
        key: s.musk.productId,
        name: 'مسك أبيض',
        orders: 2,
        units: 3,
        sales: 345,
        discount: 0,
        tax: 45,
        shipping: 0,
        cost: 120,
        refunds: 0,
        profit: 180,
      },
      {
        key: s.oud.productId,
        name: 'عود كمبودي',
        orders: 1,
        units: 1,
        sales: 345,
        discount: 0,
        tax: 45,
        shipping: 0,
        cost: 120,
        refunds: 0,
        profit: 180,
      },
    ]);
  });

  it('puts an order on the store’s day: 23:30 on the 10th and 00:30 on the 11th in Riyadh', async () => {
    const tenth = await s.get('/reports/orders-grouped-by-product?startDate=2026-04-10&endDate=2026-04-10');
    expect(tenth.body.data.map((r: { name: string; units: number }) => [r.name, r.units])).toEqual([['مسك أبيض', 2]]);
    const eleventh = await s.get('/reports/orders-grouped-by-product?startDate=2026-04-11&endDate=2026-04-11');
    expect(eleventh.body.data.map((r: { name: string; units: number }) => [r.name, r.units])).toEqual([['عود كمبودي', 1]]);
  });

  it('counts a refund on its own day, as a negative, and leaves the closed month as it was', async () => {
    const april = (await s.get(`/reports/net-profit?${APRIL}`)).body.data;
    expect(april).toEqual({
      orders: 3,
      units: 4,
      sales: 690,
      discount: 0,
      tax: 90,
      shipping: 0,
      cost: 240,
      refunds: 0,
      profit: 360,
      currency: 'SAR',
    });
    const may = (await s.get('/reports/net-profit?startDate=2026-05-01&endDate=2026-05-31')).body.data;
    expect(may).toEqual({
      orders: -1,
      units: -1,
      sales: -115,
      discount: 0,
      tax: -15,
      shipping: 0,
      cost: -40,
      refunds: 115,
      profit: -60,
      currency: 'SAR',
    });
  });

  it('groups by brand and category, with "not set" for a product that has none, in the request’s language', async () => {
    const brands = await inEnglish(`/reports/brand-sales?${APRIL}`);
    expect(brands.body.data.map((r: { key: string | null; name: string; sales: number }) => [r.key, r.name, r.sales])).toEqual([
      [null, 'Not set', 345],
      [s.brandId, expect.any(String), 345],
    ]);
    const categories = await inEnglish(`/reports/orders-grouped-by-category?${APRIL}`);
    expect(categories.body.data.map((r: { name: string; orders: number }) => [r.name, r.orders])).toEqual([
      ['Oriental perfumes', 2],
    ]);
  });

  it('groups by city, branch and customer from the order, searches by name and sorts by any column', async () => {
    const cities = (await s.get(`/reports/city-sales?${APRIL}`)).body.data;
    expect(cities.map((r: { name: string; sales: number }) => [r.name, r.sales])).toEqual([['الرياض', 690]]);
    const customers = (await s.get(`/reports/orders-grouped-by-customer?${APRIL}`)).body.data;
    expect(customers.map((r: { name: string; orders: number }) => [r.name, r.orders])).toEqual([['سارة القحطاني', 3]]);
    const branches = (await s.get(`/reports/branch-sales?${APRIL}`)).body.data;
    expect(branches).toHaveLength(1);
    const searched = (await s.get(`/reports/orders-grouped-by-product?${APRIL}&searchText=عود`)).body.data;
    expect(searched.map((r: { name: string }) => r.name)).toEqual(['عود كمبودي']);
    const byName = (await s.get(`/reports/orders-grouped-by-product?${APRIL}&sortBy=name&sortDir=asc`)).body.data;
    expect(byName.map((r: { name: string }) => r.name)).toEqual(['عود كمبودي', 'مسك أبيض']);
    const paged = await s.get(`/reports/orders-grouped-by-product?${APRIL}&pageSize=1&page=2`);
    expect(paged.body.data.map((r: { name: string }) => r.name)).toEqual(['عود كمبودي']);
    expect(paged.body.pagination).toMatchObject({ page: 2, pageSize: 1, total: 2, totalPages: 2 });
    const past = await s.get(`/reports/orders-grouped-by-product?${APRIL}&pageSize=10&page=5`);
    expect([past.body.data, past.body.pagination.total]).toEqual([[], 2]);
  });

  it('draws revenue by day for a month, with the empty days as zeros', async () => {
    const res = await s.get(`/charts/revenue?${APRIL}`);
    expect(res.body.data.bucket).toBe('day');
    expect(res.body.data.points).toHaveLength(30);
    const on = (day: string) => res.body.data.points.find((p: { start: string }) => p.start === day);
    expect(on('2026-04-05')).toEqual({ start: '2026-04-05', sales: 115, orders: 1, profit: 60 });
    expect(on('2026-04-10')).toEqual({ start: '2026-04-10', sales: 230, orders: 1, profit: 120 });
    expect(on('2026-04-11')).toEqual({ start: '2026-04-11', sales: 345, orders: 1, profit: 180 });
    expect(on('2026-04-20')).toEqual({ start: '2026-04-20', sales: 0, orders: 0, profit: 0 });
    const year = (await s.get('/charts/revenue?startDate=2026-01-01&endDate=2026-12-31')).body.data;
    expect([year.bucket, year.points.length]).toEqual(['month', 12]);
    const quarter = (await s.get('/charts/revenue?startDate=2026-04-01&endDate=2026-06-29')).body.data;
    expect([quarter.bucket, quarter.points.length, quarter.points[0].start]).toEqual(['week', 13, '2026-04-01']);
  });
});

describe('products performance', () => {
  it('puts each product’s stock now beside its sales, and the days it lasts at the range’s pace', async () => {
    const res = await s.get(`/reports/products-performance?${APRIL}&sortBy=units`);
    expect(res.status).toBe(200);
    expect(
      res.body.data.map((r: { name: string; units: number; stock: number; coverDays: number | null }) => [
        r.name,
        r.units,
        r.stock,
        r.coverDays,
      ]),
    ).toEqual([
      // 3 units in April's 30 days is 0.1 a day: 7 in stock last 70 days.
      ['مسك أبيض', 3, 7, 70],
      ['عود كمبودي', 1, 19, 570],
    ]);
    const sorted = async (sort: string, dir: string) =>
      (await s.get(`/reports/products-performance?${APRIL}&sortBy=${sort}&sortDir=${dir}`)).body.data.map(
        (r: { stock: number; coverDays: number | null }) => [r.stock, r.coverDays],
      );
    expect(await sorted('stock', 'desc')).toEqual([
      [19, 570],
      [7, 70],
    ]);
    expect(await sorted('coverDays', 'asc')).toEqual([
      [7, 70],
      [19, 570],
    ]);
    const found = await s.get(`/reports/products-performance?${APRIL}&sortBy=stock&searchText=${encodeURIComponent('عود')}`);
    expect([found.body.data.map((r: { stock: number }) => r.stock), found.body.pagination.total]).toEqual([[19], 1]);
    const may = await s.get('/reports/products-performance?startDate=2026-05-01&endDate=2026-05-31');
    // May holds only the refund: a unit back, none sold, nothing to run out by.
    expect(may.body.data.map((r: { units: number; coverDays: number | null }) => [r.units, r.coverDays])).toEqual([[-1, null]]);
    const mayByCover = await s.get('/reports/products-performance?startDate=2026-05-01&endDate=2026-05-31&sortBy=coverDays');
    expect(mayByCover.body.data.map((r: { coverDays: number | null }) => r.coverDays)).toEqual([null]);
  });
});

describe('new and returning customers', () => {
  it('counts a customer new in the range of her first paid order and returning in a later one', async () => {
    expect((await s.get(`/charts/customers?${APRIL}`)).body.data).toEqual({ newCustomers: 1, returning: 0 });
    // Her order of the 11th (Riyadh) follows those of the 5th (refunded since) and the 10th.
    const later = await s.get('/charts/customers?startDate=2026-04-11&endDate=2026-04-30');
    expect(later.body.data).toEqual({ newCustomers: 0, returning: 1 });
    // May holds only the refund: nobody bought.
    expect((await s.get('/charts/customers?startDate=2026-05-01&endDate=2026-05-31')).body.data).toEqual({
      newCustomers: 0,
      returning: 0,
    });
  });
});

describe('who reads reports, and what they ask', () => {
  it('lets the manager role read them; without a session the answer is 401', async () => {
    const manager = await tokenWithRole(t, s.token, 'manager');
    const res = await t.get(`/api/v2/reports/net-profit?${APRIL}`, { token: manager });
    expect([res.status, res.body.data.orders]).toEqual([200, 3]);
    expect((await t.get(`/api/v2/reports/net-profit?${APRIL}`)).status).toBe(401);
  });

  it('shows a store only its own sales', async () => {
    const mine = (await other.get(`/reports/net-profit?${APRIL}`)).body.data;
    expect([mine.orders, mine.sales]).toEqual([1, 115]);
    const products = (await other.get(`/reports/orders-grouped-by-product?${APRIL}`)).body.data;
    expect(products.map((r: { key: string }) => r.key)).toEqual([other.musk.productId]);
  });

  it('refuses an end before the start, a range over five years, a date that is not one and an unknown report', async () => {
    const reversed = await inEnglish('/reports/net-profit?startDate=2026-04-30&endDate=2026-04-01');
    expect([reversed.status, reversed.body.error.fields]).toEqual([
      400,
      [{ path: 'endDate', code: 'range_reversed', message: 'The maximum is below the minimum' }],
    ]);
    const long = await inEnglish('/reports/best-sellers?startDate=2020-01-01&endDate=2026-01-02');
    expect([long.status, long.body.error.fields[0].code, long.body.error.fields[0].message]).toEqual([
      400,
      'range_too_long',
      'The range is longer than five years',
    ]);
    const notADate = await s.get('/charts/revenue?startDate=2026-02-30&endDate=2026-03-01');
    expect([notADate.status, notADate.body.error.code, notADate.body.error.fields[0].path]).toEqual([
      400,
      'VALIDATION_FAILED',
      'startDate',
    ]);
    const unknown = await s.get(`/reports/sales-by-moon?${APRIL}`);
    expect([unknown.status, unknown.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
