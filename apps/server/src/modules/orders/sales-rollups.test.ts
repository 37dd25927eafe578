import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { ORDER_STATUS_MOVES, type OrderStatus } from '@souqna/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { products } from '../catalogue/product-tables.ts';
import { orderStore, type OrderStore } from './order.fixtures.ts';
import { moveOrder } from './order-status.service.ts';
import { countsAsSale, rebuildSales } from './sales-rollups.ts';

// The daily sales kept beside the orders (docs/product-rules.md "Sales figures") always equal what
// the orders themselves say: random orders, paid or not, placed around midnight in the store's time
// zone, moved through random allowed statuses and refunds, then every day's figure compared with a
// count made from the raw orders, and every row with the same rows made again from nothing.
let t: TestApp;
let s: OrderStore;
const ZONE = 'Asia/Riyadh';
const DAY_MS = 86_400_000;
const BASE = Date.parse('2026-03-01T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  s = await orderStore(t, { taxPercent: 15 });
  const db = t.database.db;
  // Cost prices, so profit has something to read: 40.00 the musk, 120.00 the oud.
  await db.update(products).set({ costPrice: 4000 }).where(eq(products.id, s.musk.productId));
  await db.update(products).set({ costPrice: 12000 }).where(eq(products.id, s.oud.productId));
});
afterAll(() => t.close());

const storeDayOf = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** Each day's figures as the raw orders, their lines and their history say (the VAT return's too). */
const FIGURES = ['orders', 'sales', 'refunds', 'cost', 'taxable', 'refunded_taxable', 'refunded_tax', 'refunded_orders'] as const;
type Day = Record<(typeof FIGURES)[number], number>;

async function fromOrders(): Promise<Map<string, Day>> {
  const { rows } = await t.database.db.execute<{
    id: string;
    status: OrderStatus;
    created_at: string;
    total: string;
    tax: string;
    cost: string;
    base: string;
    refunded_at: string | null;
  }>(sql`
    select o.id, o.status, o.created_at, o.total, o.tax,
           (select coalesce(sum(coalesce(l.cost_price, 0) * l.quantity), 0) from order_lines l where l.order_id = o.id) as cost,
           (select coalesce(sum(l.total - l.tax), 0) from order_lines l where l.order_id = o.id and l.tax > 0) as base,
           (select h.created_at from order_status_history h where h.order_id = o.id and h.to_status = 'Refunded') as refunded_at
    from orders o where o.store_id = ${s.storeId}`);
  const days = new Map<string, Day>();
  const add = (day: string, figures: Partial<Day>) => {
    const d = days.get(day) ?? (Object.fromEntries(FIGURES.map((f) => [f, 0])) as Day);
    for (const f of FIGURES) d[f] += figures[f] ?? 0;
    days.set(day, d);
  };
  for (const o of rows) {
    if (!countsAsSale(o.status) && o.status !== 'Refunded') continue;
    const [total, tax, cost, base] = [Number(o.total), Number(o.tax), Number(o.cost), Number(o.base)];
    add(storeDayOf(new Date(o.created_at)), { orders: 1, sales: total, cost, taxable: base });
    if (o.refunded_at)
      add(storeDayOf(new Date(o.refunded_at)), {
        orders: -1,
        sales: -total,
        refunds: total,
        cost: -cost,
        refunded_taxable: base,
        refunded_tax: tax,
        refunded_orders: 1,
      });
  }
  return days;
}

async function storeRows() {
  const { rows } = await t.database.db.execute<Record<string, string | number>>(sql`
    select day::text as day, ${sql.raw(FIGURES.join(', '))} from sales_daily where store_id = ${s.storeId} and dimension = 'store'`);
  return new Map(
    rows
      .map((r) => [String(r.day), Object.fromEntries(FIGURES.map((f) => [f, Number(r[f])])) as Day] as const)
      .filter(([, r]) => FIGURES.some((f) => r[f] !== 0)),
  );
}

async function allRows() {
  const { rows } = await t.database.db.execute(sql`
    select dimension, key, day::text as day, orders, units, sales, discount, tax, shipping, cost, refunds,
           taxable, refunded_taxable, refunded_tax, refunded_orders
    from sales_daily where store_id = ${s.storeId} order by dimension, key, day`);
  return rows;
}

const step = fc.oneof(
  fc.record({
    kind: fc.constant('order' as const),
    // Minutes from the base: days apart, and often the last hours of a UTC day (the next day in Riyadh).
    minute: fc.integer({ min: 0, max: 60 * 24 * 40 }),
    musk: fc.integer({ min: 0, max: 2 }),
    oud: fc.integer({ min: 0, max: 1 }),
    paid: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('move' as const),
    pick: fc.nat(),
    choice: fc.nat(),
    laterMinutes: fc.integer({ min: 1, max: 60 * 24 * 20 }),
  }),
);

describe('daily sales', () => {
  it('equal the raw orders on every day, and the same rows made again from nothing', async () => {
    const placed: { orderId: string; at: number }[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const st of steps) {
          if (st.kind === 'order') {
            const items = [
              ...(st.musk ? [{ productId: s.musk.productId, variantId: null, quantity: st.musk }] : []),
              ...(st.oud || !st.musk ? [{ productId: s.oud.productId, variantId: s.variants[0]!.variantId, quantity: 1 }] : []),
            ];
            const at = BASE + st.minute * 60_000;
            // Stock does not matter here: orders that take none can always be made.
            const made = await s.placeOrder({ items, paid: st.paid, at: new Date(at), takesStock: false });
            placed.push({ orderId: made.orderId, at });
          } else if (placed.length) {
            const order = placed[st.pick % placed.length]!;
            const [row] = await t.database.db
              .execute<{ status: OrderStatus }>(sql`select status from orders where id = ${order.orderId}`)
              .then((r) => r.rows);
            const moves = ORDER_STATUS_MOVES[row!.status];
            if (!moves.length) continue;
            const to = moves[st.choice % moves.length]!;
            const at = new Date(order.at + st.laterMinutes * 60_000);
            await t.database.db.transaction((tx) =>
              moveOrder(tx, { storeId: s.storeId, userId: null, lang: 'ar' }, order.orderId, { to, at }),
            );
          }
        }
        expect(await storeRows()).toEqual(await fromOrders());
      }),
      { numRuns: 12 },
    );
    const kept = await allRows();
    await t.database.db
      .transaction(async (tx) => {
        await rebuildSales(tx, s.storeId);
        const again = await tx.execute(sql`
        select dimension, key, day::text as day, orders, units, sales, discount, tax, shipping, cost, refunds,
               taxable, refunded_taxable, refunded_tax, refunded_orders
        from sales_daily where store_id = ${s.storeId} order by dimension, key, day`);
        // Rows the events summed to nothing may stay after incremental writes; made again they are not there.
        const nonZero = (rows: Record<string, unknown>[]) =>
          rows.filter((r) =>
            ['orders', 'units', 'sales', 'discount', 'tax', 'shipping', 'cost', 'refunds', 'taxable', 'refunded_tax'].some(
              (k) => Number(r[k]) !== 0,
            ),
          );
        expect(nonZero(again.rows)).toEqual(nonZero(kept));
        tx.rollback();
      })
      .catch((e: unknown) => {
        if (!(e instanceof Error) || !/rollback/i.test(e.message)) throw e;
      });
    expect(kept.filter((r) => r.dimension === 'product').length).toBeGreaterThan(0);
  });

  it('keep the cost price a line was sold at, whatever the product costs later', async () => {
    const made = await s.placeOrder({ paid: true, at: new Date(BASE + 90 * DAY_MS) });
    await t.database.db.update(products).set({ costPrice: 9999 }).where(eq(products.id, s.musk.productId));
    const { rows } = await t.database.db.execute<{ cost_price: string }>(
      sql`select cost_price from order_lines where order_id = ${made.orderId}`,
    );
    expect(rows.map((r) => Number(r.cost_price))).toEqual([4000]);
    await t.database.db.update(products).set({ costPrice: 4000 }).where(eq(products.id, s.musk.productId));
  });
});
