import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { ORDER_STATUS_IDS } from '@souqna/contracts';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, tokenWithRole, type TestApp } from '../../../test/harness.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { stores } from '../stores/tables.ts';
import { carts } from '../carts/tables.ts';
import { availabilityNotifications } from '../notifications/tables.ts';
import { orderStore, type OrderStore } from '../orders/order.fixtures.ts';
import { moveOrder } from '../orders/order-status.service.ts';

// The reports that are lists, not sums (docs/product-rules.md "Reports"): the tax invoices of a
// range, the availability requests by product and the abandoned carts, asked by GET and by the
// spec's POST form; and the home's sales summary. Days are Riyadh's (UTC+3).
let t: TestApp;
let s: OrderStore;
let other: OrderStore;
const APRIL = { startDate: '2026-04-01', endDate: '2026-04-30' };
const APRIL_QUERY = 'startDate=2026-04-01&endDate=2026-04-30';
const riyadhToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
let numbers: { musk: number; oud: number; refunded: number };

beforeAll(async () => {
  t = await createTestApp();
  s = await orderStore(t, { taxPercent: 15 });
  other = await orderStore(t, { taxPercent: 15 });
  const db = t.database.db;
  const oud = [{ productId: s.oud.productId, variantId: s.variants[0]!.variantId, quantity: 1 }];
  const musk = await s.placeOrder({
    paid: true,
    at: new Date('2026-04-10T20:30:00Z'),
    items: [{ productId: s.musk.productId, variantId: null, quantity: 2 }],
  });
  const oudOrder = await s.placeOrder({ paid: true, at: new Date('2026-04-10T21:30:00Z'), items: oud });
  await s.placeOrder({ paid: false, at: new Date('2026-04-12T09:00:00Z') }); // pending: no invoice
  await s.placeOrder({ paid: true, at: new Date('2026-03-31T20:59:00Z') }); // 23:59 on 31 March in Riyadh
  const refunded = await s.placeOrder({ paid: true, at: new Date('2026-04-05T09:00:00Z') });
  await db.transaction((tx) =>
    moveOrder(tx, { storeId: s.storeId, userId: null, lang: 'ar' }, refunded.orderId, {
      to: 'Refunded',
      at: new Date('2026-05-02T10:00:00Z'),
    }),
  );
  numbers = { musk: musk.number, oud: oudOrder.number, refunded: refunded.number };
  await other.placeOrder({ paid: true, at: new Date('2026-04-10T09:00:00Z') });
});
afterAll(() => t.close());

type Invoice = { number: number; status: string; taxable: number; tax: number; total: number };
const invoiceOf = (r: Invoice) => [r.number, r.status, r.taxable, r.tax, r.total];

describe('the tax invoice report', () => {
  it('lists the orders that issued an invoice in the range, newest first: not a pending one, not another month’s', async () => {
    const res = await s.get(`/reports/tax-invoice?${APRIL_QUERY}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map(invoiceOf)).toEqual([
      [numbers.oud, 'Paid', 300, 45, 345],
      [numbers.musk, 'Paid', 200, 30, 230],
      [numbers.refunded, 'Refunded', 100, 15, 115],
    ]);
    expect(res.body.data[0]).toMatchObject({ customerName: 'سارة القحطاني', currency: 'SAR' });
    expect(res.body.pagination).toMatchObject({ total: 3, totalPages: 1 });
  });

  it('sorts by any column, finds an invoice by its number and counts past the last page', async () => {
    const byTotal = (await s.get(`/reports/tax-invoice?${APRIL_QUERY}&sortBy=total&sortDir=asc`)).body.data;
    expect(byTotal.map((r: Invoice) => r.total)).toEqual([115, 230, 345]);
    // By status in the order's life: paid before refunded, not by the codes' letters.
    const byStatus = (await s.get(`/reports/tax-invoice?${APRIL_QUERY}&sortBy=status&sortDir=desc`)).body.data;
    expect(byStatus.map((r: Invoice) => r.status)).toEqual(['Refunded', 'Paid', 'Paid']);
    const found = (await s.get(`/reports/tax-invoice?${APRIL_QUERY}&searchText=${numbers.musk}`)).body.data;
    expect(found.map((r: Invoice) => r.number)).toEqual([numbers.musk]);
    const past = await s.get(`/reports/tax-invoice?${APRIL_QUERY}&page=3&pageSize=2`);
    expect([past.body.data, past.body.pagination.total]).toEqual([[], 3]);
  });

  it('answers the POST form (range and search in the body) as the GET does, and refuses a reversed range', async () => {
    const posted = await s.post('/reports/tax-invoice?pageSize=2', APRIL);
    const got = await s.get(`/reports/tax-invoice?${APRIL_QUERY}&pageSize=2`);
    expect(posted.status).toBe(200);
    expect(posted.body.data).toEqual(got.body.data);
    expect(posted.body.pagination).toEqual(got.body.pagination);
    const reversed = await s.post('/reports/tax-invoice', { startDate: '2026-04-30', endDate: '2026-04-01' });
    expect([reversed.status, reversed.body.error.fields[0].code]).toEqual([400, 'range_reversed']);
    const stray = await s.post('/reports/tax-invoice', { ...APRIL, page: 2 });
    expect([stray.status, stray.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('shows a store only its own invoices', async () => {
    const theirs = (await other.get(`/reports/tax-invoice?${APRIL_QUERY}`)).body.data;
    expect(theirs).toHaveLength(1);
    expect(theirs[0].total).toBe(115);
  });
});

describe('the POST form of the grouped reports and the net profit', () => {
  it('gives the same page as the GET, the page and sort in the query', async () => {
    const posted = await s.post('/reports/best-sellers?pageSize=1&sortBy=units', APRIL);
    const got = await s.get(`/reports/best-sellers?${APRIL_QUERY}&pageSize=1&sortBy=units`);
    expect(posted.status).toBe(200);
    expect(posted.body.data).toEqual(got.body.data);
    expect([posted.body.data[0].name, posted.body.data[0].units]).toEqual(['مسك أبيض', 3]);
    const profit = await s.post('/reports/net-profit', APRIL);
    expect([profit.status, profit.body.data.orders, profit.body.data.sales]).toEqual([200, 3, 690]);
  });

  it('lets the manager role ask it', async () => {
    const manager = await tokenWithRole(t, s.token, 'manager');
    const res = await t.post('/api/v2/reports/city-sales', APRIL, { token: manager });
    expect([res.status, res.body.data[0].name]).toEqual([200, 'الرياض']);
  });
});

describe('the availability notifications report', () => {
  it('counts the requests of the range by product, waiting and told, with the stock now', async () => {
    const ask = (productId: string, at: string, isNotified = false) => ({
      id: uuidv7(),
      storeId: s.storeId,
      productId,
      email: `${randomUUID().slice(0, 8)}@example.com`,
      isNotified,
      createdAt: new Date(at),
    });
    await t.database.db.insert(availabilityNotifications).values([
      ask(s.musk.productId, '2026-04-03T09:00:00Z'),
      ask(s.musk.productId, '2026-04-04T09:00:00Z', true),
      ask(s.musk.productId, '2026-04-06T09:00:00Z'),
      ask(s.oud.productId, '2026-04-07T09:00:00Z'),
      ask(s.oud.productId, '2026-03-31T20:00:00Z'), // 23:00 on 31 March in Riyadh
    ]);
    const res = await s.get(`/reports/availability-notifications?${APRIL_QUERY}`);
    expect(res.body.data).toEqual([
      { productId: s.musk.productId, name: 'مسك أبيض', requests: 3, waiting: 2, notified: 1, stock: 6 },
      { productId: s.oud.productId, name: 'عود كمبودي', requests: 1, waiting: 1, notified: 0, stock: 19 },
    ]);
    const searched = await t.get(`/api/v2/reports/availability-notifications?${APRIL_QUERY}&searchText=oud`, {
      token: s.token,
      lang: 'en',
    });
    expect(searched.body.data.map((r: { name: string }) => r.name)).toEqual(['Cambodian oud']);
    const byStock = await s.post('/reports/availability-notifications?sortBy=stock&sortDir=asc', APRIL);
    expect(byStock.body.data.map((r: { stock: number }) => r.stock)).toEqual([6, 19]);
    expect((await other.get(`/reports/availability-notifications?${APRIL_QUERY}`)).body.data).toEqual([]);
  });
});

describe('abandoned carts', () => {
  it('lists the carts that hold something and nobody touched for an hour, on the home (verified) and as a report', async () => {
    const add = (sessionId: string) =>
      s.post(`/cart/marchant/cart-details/${sessionId}`, { productId: s.musk.productId, quantity: 2 });
    const left = randomUUID();
    expect((await add(left)).status).toBe(200);
    await s.post(`/cart/marchant/customer/${left}`, { customerId: s.customer.id });
    await add(randomUUID()); // touched just now: not abandoned yet
    await s.get(`/cart/marchant/cart/${randomUUID()}`); // an empty cart is never abandoned
    const unverified = await s.get('/dashbor-summary/abandoned-cart?page=1&pageSize=6');
    expect([unverified.status, unverified.body.error.code]).toEqual([403, 'STORE_NOT_VERIFIED']);
    await t.database.db.update(stores).set({ status: 'active' }).where(eq(stores.id, s.storeId));
    const fresh = await s.get('/dashbor-summary/abandoned-cart?page=1&pageSize=6');
    expect([fresh.status, fresh.body.data]).toEqual([200, []]);

    // An hour and a minute pass for the first cart.
    await t.database.db
      .update(carts)
      .set({ updatedAt: sql`updated_at - interval '61 minutes'` })
      .where(eq(carts.sessionId, left));
    const home = await s.get('/dashbor-summary/abandoned-cart?page=1&pageSize=6');
    expect(home.body.data).toEqual([
      expect.objectContaining({ sessionId: left, fullName: 'سارة القحطاني', linesCount: 1, cartTotal: 230, currency: 'SAR' }),
    ]);
    expect(home.body.pagination).toMatchObject({ page: 1, pageSize: 6, total: 1 });
    const today = riyadhToday();
    // A second abandoned cart worth more (345: the oud at 300 and its VAT) comes first by value, last ascending.
    const dearer = randomUUID();
    await s.post(`/cart/marchant/cart-details/${dearer}`, {
      productId: s.oud.productId,
      productVariantId: s.variants[0]!.variantId,
      quantity: 1,
    });
    await t.database.db
      .update(carts)
      .set({ updatedAt: sql`updated_at - interval '2 hours'` })
      .where(eq(carts.sessionId, dearer));
    const range = `startDate=2026-01-01&endDate=${today}`;
    const byValue = async (dir: string) =>
      (await s.get(`/reports/abandoned-carts?${range}&sortBy=value&sortDir=${dir}`)).body.data.map(
        (r: { cartTotal: number }) => r.cartTotal,
      );
    expect([await byValue('desc'), await byValue('asc')]).toEqual([
      [345, 230],
      [230, 345],
    ]);
    const second = await s.get(`/reports/abandoned-carts?${range}&sortBy=value&pageSize=1&page=2`);
    expect([second.body.data.map((r: { sessionId: string }) => r.sessionId), second.body.pagination.total]).toEqual([[left], 2]);
    const report = await s.get(`/reports/abandoned-carts?startDate=2026-01-01&endDate=${today}&searchText=سارة`);
    expect(report.body.data.map((r: { sessionId: string }) => r.sessionId)).toEqual([left]);
    const none = await s.post('/reports/abandoned-carts', { startDate: '2026-01-01', endDate: '2026-01-31' });
    expect(none.body.data).toEqual([]);
    expect((await other.get(`/reports/abandoned-carts?startDate=2026-01-01&endDate=${today}`)).body.data).toEqual([]);
  });
});

describe('the sales summary', () => {
  it('answers the periods asked (days by default), the current one ending today, and refuses an unknown period', async () => {
    const months = await s.post('/dashbor-summary/sales-summary?sortBy=month', {});
    expect([months.status, months.body.data.periods.length]).toEqual([200, 12]);
    const years = (await s.post('/dashbor-summary/sales-summary?sortBy=year', {})).body.data.periods;
    expect(years).toHaveLength(5);
    expect(years.at(-1).end).toBe(riyadhToday());
    const days = (await s.post('/dashbor-summary/sales-summary', {})).body.data;
    expect([days.sortBy, days.periods.length]).toEqual(['day', 7]);
    const wrong = await s.post('/dashbor-summary/sales-summary?sortBy=hour', {});
    expect([wrong.status, wrong.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('the tax invoices’ count', () => {
  it('is kept between pages, and counted again once an order is invoiced', async () => {
    const count = async () => (await s.get(`/reports/tax-invoice?${APRIL_QUERY}&pageSize=1`)).body.pagination.total;
    expect([await count(), await count()]).toEqual([3, 3]);
    const pending = await s.placeOrder({ paid: false, at: new Date('2026-04-20T09:00:00Z') });
    expect(await count()).toBe(3);
    await s.put(`/order/store-update-status-orders-by/${pending.orderId}?statusId=${ORDER_STATUS_IDS.Paid}`, undefined);
    expect(await count()).toBe(4);
    const searched = await s.get(`/reports/tax-invoice?${APRIL_QUERY}&searchText=${pending.number}`);
    expect(searched.body.pagination.total).toBe(1);
  });
});
