import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ORDER_STATUS_IDS, type OrderStatus } from '@souqna/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { orderStore, type OrderStore } from './order.fixtures.ts';

// Migration 0024 gives the orders made before invoices existed theirs (docs/product-rules.md
// "Invoices"): run again on orders whose documents were issued as they were made, it must number
// them exactly as they were numbered then.
let t: TestApp;
let stores: OrderStore[];
beforeAll(async () => {
  t = await createTestApp();
  stores = [await orderStore(t, { taxPercent: 15 }), await orderStore(t, { taxPercent: 15 })];
});
afterAll(() => t.close());

const move = (s: OrderStore, orderId: string, to: OrderStatus) =>
  s.put(`/order/store-update-status-orders-by/${orderId}?statusId=${ORDER_STATUS_IDS[to]}`, undefined);

/** Every document as [store, order, kind, number, the kind of what it refers to]. */
async function documents() {
  const { rows } = await t.database.db.execute<Record<string, unknown>>(sql`
    select d.store_id, d.order_id, d.kind, d.number, r.kind as refers
      from order_invoices d left join order_invoices r on r.id = d.refers_to
     order by d.store_id, d.kind, d.number`);
  return rows;
}

/** The backfill statements of the migration (those after its tables and indexes). */
const backfill = () =>
  readFileSync(new URL('../../db/migrations/0024_order_invoices.sql', import.meta.url), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => /^(-- .*\n)*(INSERT|UPDATE)/.test(statement));

describe('migration 0024 (invoices for the orders before them)', () => {
  it('numbers invoices and credit notes per store and kind as they were issued', async () => {
    for (const s of stores) {
      const paid = await s.placeOrder({ paid: true, paymentMethod: 'cash' });
      const later = await s.placeOrder();
      await s.placeOrder(); // stays Pending: no invoice
      for (const to of ['Approved', 'Paid', 'Completed'] as const) await move(s, later.orderId, to);
      await move(s, paid.orderId, 'Refunded');
      const third = await s.placeOrder({ paid: true, paymentMethod: 'cash' });
      await move(s, third.orderId, 'ReadyForPickup');
    }
    const issued = await documents();
    // Each store: its refunded order's credit note, then its three invoices.
    const perStore = [
      ['credit_note', 1, 'invoice'],
      ['invoice', 1, null],
      ['invoice', 2, null],
      ['invoice', 3, null],
    ];
    expect(issued.map((d) => [d.kind, d.number, d.refers])).toEqual([...perStore, ...perStore]);
    await t.database.db.execute(sql`delete from order_invoices`);
    await t.database.db.execute(sql`delete from invoice_counters`);
    const statements = backfill();
    expect(statements).toHaveLength(3);
    for (const statement of statements) await t.database.db.execute(sql.raw(statement));
    expect(await documents()).toEqual(issued);
    // The counters go on from where the backfill left them.
    const s = stores[0]!;
    const next = await s.placeOrder({ paid: true, paymentMethod: 'cash' });
    const [invoice] = (await s.get(`/order/${next.orderId}/invoices`)).body.data;
    expect(invoice.number).toBe(4);
  });
});
