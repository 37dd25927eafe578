import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { normalizeArabic, ORDER_STATUS_MOVES, type OrderStatus, type ReportName, type ReportSort } from '@souqna/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { searchKeyOf } from '../catalogue/search-key.ts';
import { customers } from '../customers/tables.ts';
import { orderStore, type OrderStore } from '../orders/order.fixtures.ts';
import { moveOrder } from '../orders/order-status.service.ts';
import { rebuildSales } from '../orders/sales-rollups.ts';
import { customerMix, groupedReport } from './report.service.ts';

// The copy of the daily sales in memory (sales-cube.ts) chooses the same page as PostgreSQL does
// from the rows themselves: random orders of six products by five customers, paid or not, moved
// through random statuses and refunds, a rebuild now and then, and after each batch random pages
// of random ranges and sorts compared both ways, order and ties included (names repeat; the names
// are read a few at a time, so a page's groups come from several looks).
let t: TestApp;
let s: OrderStore;
const products: string[] = [];
const buyers: { id: string; name: string; phone: string; email: string }[] = [];
const BASE = Date.parse('2026-01-01T00:00:00Z');
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  s = await orderStore(t, { taxPercent: 15 });
  products.push(s.musk.productId);
  for (const [i, price] of [55, 55, 120, 9.5, 300].entries())
    products.push((await s.addProduct({ nameAr: `منتج ${i % 3}`, price, sku: `CUBE-${i}-${s.storeId.slice(-6)}` })).productId);
  for (let i = 0; i < 5; i += 1) {
    const id = uuidv7();
    const name = `عميل ${i % 3}`;
    const text = normalizeArabic(`${name} 96655000000${i}`);
    await t.database.db.insert(customers).values({
      id,
      storeId: s.storeId,
      firstName: name,
      lastName: 'الزبون',
      phone: `+96655000000${i}`,
      email: `c${i}@example.com`,
      searchText: text,
      searchKey: searchKeyOf(text),
    });
    buyers.push({ id, name, phone: `+96655000000${i}`, email: `c${i}@example.com` });
  }
});
afterAll(() => t.close());

const day = (offset: number) => new Date(BASE + offset * DAY_MS).toISOString().slice(0, 10);

const step = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      minute: fc.integer({ min: 0, max: 60 * 24 * 60 }),
      lines: fc.uniqueArray(fc.record({ product: fc.nat(5), quantity: fc.integer({ min: 1, max: 3 }) }), {
        minLength: 1,
        maxLength: 3,
        selector: (l) => l.product,
      }),
      buyer: fc.nat(4),
      paid: fc.boolean(),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), choice: fc.nat(), later: fc.nat(60 * 24 * 30) }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('rebuild' as const) }), weight: 1 },
);

const ask = fc.record({
  report: fc.constantFrom<ReportName>(
    'orders-grouped-by-product',
    'best-sellers',
    'most-profitable',
    'orders-grouped-by-customer',
    'orders-grouped-by-category',
    'orders-grouped-by-brand',
    'city-sales',
    'branch-sales',
    'coupon-sales',
  ),
  sortBy: fc.constantFrom<ReportSort>('orders', 'units', 'sales', 'refunds', 'profit', 'discount', 'tax', 'cost', 'name'),
  namesAtOnce: fc.integer({ min: 1, max: 4 }),
  lang: fc.constantFrom('ar' as const, 'en' as const),
  sortDir: fc.constantFrom('asc' as const, 'desc' as const),
  start: fc.integer({ min: -5, max: 90 }),
  length: fc.integer({ min: 0, max: 120 }),
  page: fc.integer({ min: 1, max: 3 }),
  pageSize: fc.integer({ min: 1, max: 4 }),
  searchText: fc.option(fc.constantFrom('منتج', 'مسك', 'عميل 1', '3', 'x%', 'cube-2', 'C3@EXAMPLE'), { nil: undefined }),
});

describe('the sales copy in memory', () => {
  it('chooses every page PostgreSQL chooses, and counts the same new and returning customers, through writes, refunds and rebuilds', async () => {
    const placed: { orderId: string; at: number }[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 8 }),
        fc.array(ask, { minLength: 4, maxLength: 8 }),
        async (steps, asks) => {
          for (const st of steps) {
            if (st.kind === 'order') {
              const at = BASE + st.minute * 60_000;
              const made = await s.placeOrder({
                items: st.lines.map((l) => ({ productId: products[l.product]!, variantId: null, quantity: l.quantity })),
                customer: buyers[st.buyer]!,
                paid: st.paid,
                at: new Date(at),
                takesStock: false,
              });
              placed.push({ orderId: made.orderId, at });
            } else if (st.kind === 'move' && placed.length) {
              const order = placed[st.pick % placed.length]!;
              const { rows } = await t.database.db.execute<{ status: OrderStatus }>(
                sql`select status from orders where id = ${order.orderId}`,
              );
              const moves = ORDER_STATUS_MOVES[rows[0]!.status];
              if (!moves.length) continue;
              await t.database.db.transaction((tx) =>
                moveOrder(tx, { storeId: s.storeId, userId: null, lang: 'ar' }, order.orderId, {
                  to: moves[st.choice % moves.length]!,
                  at: new Date(order.at + (st.later + 1) * 60_000),
                }),
              );
            } else if (st.kind === 'rebuild') {
              await t.database.db.transaction((tx) => rebuildSales(tx, s.storeId));
            }
          }
          for (const q of asks) {
            const query = {
              startDate: day(q.start),
              endDate: day(q.start + q.length),
              page: q.page,
              pageSize: q.pageSize,
              sortBy: q.sortBy,
              sortDir: q.sortDir,
              ...(q.searchText ? { searchText: q.searchText } : {}),
            };
            const fromMemory = await groupedReport(s.context(q.lang), q.report, query, { namesAtOnce: q.namesAtOnce });
            const fromSql = await groupedReport(s.context(q.lang), q.report, query, { cube: false });
            expect(fromMemory).toEqual(fromSql);
            const range = { startDate: query.startDate, endDate: query.endDate };
            expect(await customerMix(s.context(), range)).toEqual(await customerMix(s.context(), range, { cube: false }));
          }
        },
      ),
      { numRuns: 15 },
    );
    expect(placed.length).toBeGreaterThan(10);
  });
});
