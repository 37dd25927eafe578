import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { stores } from '../stores/tables.ts';
import { orderStore, type OrderStore } from '../orders/order.fixtures.ts';
import { quickSummary, salesSummary } from './dashboard.service.ts';

// The home's quick figures: today, this week (from Saturday) and this month so far, each beside the
// same stretch of the period before, in the store's days (Asia/Riyadh). "Now" is Wednesday 15
// April 2026, 15:00 in Riyadh.
let t: TestApp;
let s: OrderStore;
const NOW = new Date('2026-04-15T12:00:00Z');
const paidOn = (at: string) => s.placeOrder({ paid: true, at: new Date(at) });

beforeAll(async () => {
  t = await createTestApp();
  s = await orderStore(t, { taxPercent: 15 });
  await paidOn('2026-04-15T06:00:00Z'); // today
  await paidOn('2026-04-14T06:00:00Z'); // yesterday, this week
  await paidOn('2026-04-08T06:00:00Z'); // last week's Wednesday: the stretch before this week's
  await paidOn('2026-04-09T06:00:00Z'); // last week's Thursday: after that stretch, still this month
  await paidOn('2026-03-10T06:00:00Z'); // last month, before the 15th
  await paidOn('2026-03-20T06:00:00Z'); // last month, after the 15th: not in the stretch
  await s.placeOrder({ paid: false, at: new Date('2026-04-15T07:00:00Z') }); // pending: no sale
});
afterAll(() => t.close());

const figures = (orders: number) => ({ orders, sales: 115 * orders, profit: 100 * orders });

describe('the quick summary', () => {
  it('compares today with yesterday, the week so far with last week’s same days, the month with last month’s', async () => {
    const summary = await quickSummary(s.context(), NOW);
    expect(summary).toEqual({
      currency: 'SAR',
      today: { start: '2026-04-15', end: '2026-04-15', current: figures(1), previous: figures(1) },
      week: { start: '2026-04-11', end: '2026-04-15', current: figures(2), previous: figures(1) },
      month: { start: '2026-04-01', end: '2026-04-15', current: figures(4), previous: figures(1) },
    });
  });

  it('needs a verified store: an unverified one is told why, an active one gets its figures', async () => {
    const before = await s.get('/dashbor-summary/quick-summary');
    expect([before.status, before.body.error.code]).toEqual([403, 'STORE_NOT_VERIFIED']);
    await t.database.db.update(stores).set({ status: 'active' }).where(eq(stores.id, s.storeId));
    const after = await s.get('/dashbor-summary/quick-summary');
    expect(after.status).toBe(200);
    expect(Object.keys(after.body.data)).toEqual(['currency', 'today', 'week', 'month']);
  });
});

describe('the sales summary', () => {
  const of = (start: string, end: string, orders: number) => ({
    start,
    end,
    ...figures(orders),
    averageOrder: orders ? 115 : 0,
  });
  it('sums the last 7 days, the current one today', async () => {
    const { periods } = await salesSummary(s.context(), 'day', NOW);
    expect(periods.map((p) => [p.start, p.orders])).toEqual([
      ['2026-04-09', 1],
      ['2026-04-10', 0],
      ['2026-04-11', 0],
      ['2026-04-12', 0],
      ['2026-04-13', 0],
      ['2026-04-14', 1],
      ['2026-04-15', 1],
    ]);
    expect(periods[0]).toEqual(of('2026-04-09', '2026-04-09', 1));
    expect(periods[1]).toEqual(of('2026-04-10', '2026-04-10', 0));
  });

  it('sums 8 weeks from Saturday, 12 months and 5 years, each to the day before the next and the last to today', async () => {
    const weeks = (await salesSummary(s.context(), 'week', NOW)).periods;
    expect(weeks).toHaveLength(8);
    expect(weeks.slice(2)).toEqual([
      of('2026-03-07', '2026-03-13', 1),
      of('2026-03-14', '2026-03-20', 1),
      of('2026-03-21', '2026-03-27', 0),
      of('2026-03-28', '2026-04-03', 0),
      of('2026-04-04', '2026-04-10', 2),
      of('2026-04-11', '2026-04-15', 2),
    ]);
    expect(weeks[0]!.start).toBe('2026-02-21');
    const months = (await salesSummary(s.context(), 'month', NOW)).periods;
    expect([months.length, months[0]!.start]).toEqual([12, '2025-05-01']);
    expect(months.slice(-2)).toEqual([of('2026-03-01', '2026-03-31', 2), of('2026-04-01', '2026-04-15', 4)]);
    const years = (await salesSummary(s.context(), 'year', NOW)).periods;
    expect(years.map((p) => [p.start, p.end, p.orders])).toEqual([
      ['2022-01-01', '2022-12-31', 0],
      ['2023-01-01', '2023-12-31', 0],
      ['2024-01-01', '2024-12-31', 0],
      ['2025-01-01', '2025-12-31', 0],
      ['2026-01-01', '2026-04-15', 6],
    ]);
  });
});
