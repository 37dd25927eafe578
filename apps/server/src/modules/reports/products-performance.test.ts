import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { orderStore, type OrderStore } from '../orders/order.fixtures.ts';
import { moveOrder } from '../orders/order-status.service.ts';
import { rebuildSales } from '../orders/sales-rollups.ts';
import { productsPerformance } from './products-performance.ts';

// The stock and stock-cover sorts of products performance read products in stock order and stop
// early (cube-page.ts, products-performance.ts): for random stocks, ranges, directions and pages,
// read a few rows at a time, every page equals the one sorting every product does (cover = stock ×
// days ÷ units; ties by id; no pace, and no row, last by id).
let t: TestApp;
let s: OrderStore;
const products: string[] = [];
let neverSold = '';
const BASE = Date.parse('2026-01-01T09:00:00Z');
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  s = await orderStore(t, { taxPercent: 15 });
  products.push(s.musk.productId);
  for (let i = 0; i < 7; i += 1) products.push((await s.addProduct({ nameAr: `صنف ${i}`, price: 10 + i })).productId);
  // Never sold, with the most stock: never read by the stock sorts, never on a page.
  neverSold = (await s.addProduct({ nameAr: 'راكد', price: 5 })).productId;
  await t.database.db.execute(sql`update products set quantity = 1000 where id = ${neverSold}`);
  // Sales over 60 days: product i sells on days that are multiples of i + 1, i % 3 + 1 units a line.
  for (let day = 0; day < 60; day += 1) {
    const items = products
      .map((productId, i) => ({ productId, variantId: null, quantity: (i % 3) + 1, i }))
      .filter(({ i }) => day % (i + 1) === 0)
      .map(({ i: _i, ...item }) => item);
    const made = await s.placeOrder({ items, paid: true, at: new Date(BASE + day * DAY_MS), takesStock: false });
    // Every seventh order refunded ten days later: some products end a range with no units (no pace).
    if (day % 7 === 3)
      await t.database.db.transaction((tx) =>
        moveOrder(tx, { storeId: s.storeId, userId: null, lang: 'ar' }, made.orderId, {
          to: 'Refunded',
          at: new Date(BASE + (day + 10) * DAY_MS),
        }),
      );
  }
});
afterAll(() => t.close());

const day = (n: number) => new Date(BASE + n * DAY_MS).toISOString().slice(0, 10);

describe('the stock and stock-cover sorts', () => {
  it('give every page the full sort gives, however few rows each look reads', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Out of stock often: several products lasting 0 days tie, and go by id.
        fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 40 })), { minLength: 8, maxLength: 8 }),
        fc.record({
          sortBy: fc.constantFrom('stock' as const, 'coverDays' as const),
          sortDir: fc.constantFrom('asc' as const, 'desc' as const),
          start: fc.integer({ min: 0, max: 50 }),
          length: fc.integer({ min: 0, max: 40 }),
          pageSize: fc.integer({ min: 1, max: 4 }),
          atOnce: fc.integer({ min: 1, max: 3 }),
        }),
        async (stocks, q) => {
          for (const [i, id] of products.entries())
            await t.database.db.execute(sql`update products set quantity = ${stocks[i]!} where id = ${id}`);
          const range = { startDate: day(q.start), endDate: day(q.start + q.length) };
          const days = q.length + 1;
          // Every product with a sale in the range, from the product report's own rows.
          const all = await productsPerformance(s.context(), { ...range, page: 1, pageSize: 100, sortDir: 'desc' });
          const value = (r: { stock: number; units: number }) =>
            q.sortBy === 'stock' ? r.stock : r.units > 0 ? (r.stock * days) / r.units : Number.NaN;
          const sign = q.sortDir === 'asc' ? 1 : -1;
          const expected = [...all.items]
            .sort((a, b) => {
              const [va, vb] = [value(a), value(b)];
              if (Number.isNaN(va) || Number.isNaN(vb))
                return Number.isNaN(va) === Number.isNaN(vb) ? (a.key! < b.key! ? -1 : 1) : Number.isNaN(va) ? 1 : -1;
              return sign * (va - vb) || (a.key! < b.key! ? -1 : 1);
            })
            .map((r) => r.key);
          const pages = Math.ceil(all.total / q.pageSize) + 1;
          const got: (string | null)[] = [];
          for (let page = 1; page <= pages; page += 1) {
            const one = await productsPerformance(
              s.context(),
              { ...range, page, pageSize: q.pageSize, sortBy: q.sortBy, sortDir: q.sortDir },
              { atOnce: q.atOnce },
            );
            expect(one.total).toBe(all.total);
            got.push(...one.items.map((r) => r.key));
          }
          expect(got).toEqual(expected);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('read only products ever sold: each marked on its first sale, kept through a rebuild of the sales', async () => {
    const marks = async () => {
      const { rows } = await t.database.db.execute<{ id: string; first: string | null }>(
        sql`select id::text as id, first_sold_on::text as first from products where store_id = ${s.storeId}`,
      );
      return new Map(rows.map((r) => [r.id, r.first]));
    };
    const before = await marks();
    // Product i first sells on day 0 (every product sells on day 0).
    for (const id of products) expect(before.get(id)).toBe(day(0));
    expect(before.get(neverSold)).toBeNull();
    await t.database.db.transaction((tx) => rebuildSales(tx, s.storeId));
    expect(await marks()).toEqual(before);
  });
});
