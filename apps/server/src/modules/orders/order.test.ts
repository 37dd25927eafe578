import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ORDER_STATUS_IDS, ORDER_STATUS_MOVES, ORDER_STATUSES, type OrderStatus } from '@souqna/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { orderStore, type OrderStore } from './order.fixtures.ts';

let t: TestApp;
let s: OrderStore;
beforeAll(async () => {
  t = await createTestApp();
  s = await orderStore(t);
});
afterAll(() => t.close());

const move = (store: OrderStore, orderId: string, to: OrderStatus) =>
  store.put(`/order/store-update-status-orders-by/${orderId}?statusId=${ORDER_STATUS_IDS[to]}`, undefined);
const details = async (store: OrderStore, orderId: string) =>
  (await store.get(`/order/store-order-details/${orderId}`)).body.data;

/** Walks an order from Pending to `status` by allowed moves. */
async function orderIn(status: OrderStatus): Promise<string> {
  const paths: Record<OrderStatus, OrderStatus[]> = {
    Pending: [],
    Approved: ['Approved'],
    Paid: ['Paid'],
    ReadyForPickup: ['Approved', 'ReadyForPickup'],
    Completed: ['Paid', 'Completed'],
    Refunded: ['Paid', 'Refunded'],
    Cancelled: ['Cancelled'],
    CancelledByCustomer: ['CancelledByCustomer'],
  };
  const { orderId } = await s.placeOrder();
  for (const to of paths[status]) expect((await move(s, orderId, to)).status).toBe(200);
  return orderId;
}

describe('order statuses', () => {
  it('lists the eight statuses with their fixed ids, Arabic and English names and next moves', async () => {
    const res = await s.get('/order/status');
    expect(res.body.data).toHaveLength(8);
    const pending = res.body.data.find((x: { code: string }) => x.code === 'Pending');
    expect(pending).toMatchObject({ id: ORDER_STATUS_IDS.Pending, nameAr: 'قيد الانتظار', nameEn: 'Pending' });
    expect(pending.next).toEqual(['Approved', 'Paid', 'Cancelled', 'CancelledByCustomer']);
  });

  it('allows every move of the table and refuses every other with 409 INVALID_STATUS_TRANSITION', async () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        if (s.musk && (await s.stockOf(s.musk.productId)) < 2)
          await s.post('/product/stock/update-stock', {
            changes: [{ productId: s.musk.productId, warehouseId: s.mainWarehouseId, quantity: 10 }],
          });
        const orderId = await orderIn(from);
        const res = await move(s, orderId, to);
        if (ORDER_STATUS_MOVES[from].includes(to)) {
          expect(res.status, `${from} → ${to}`).toBe(200);
          expect(res.body.data.status).toBe(to);
        } else {
          expect(res.status, `${from} → ${to}`).toBe(409);
          expect(res.body.error.code).toBe('INVALID_STATUS_TRANSITION');
          expect((await details(s, orderId)).status).toBe(from);
        }
      }
    }
  }, 120_000);

  it('says the order status was updated, in Arabic, and keeps who moved it and when in the history', async () => {
    const { orderId } = await s.placeOrder();
    const res = await move(s, orderId, 'Approved');
    expect(res.body.message).toBe('تم تحديث حالة الطلب');
    const history = res.body.data.history;
    expect(history.map((h: { from: string | null; to: string }) => [h.from, h.to])).toEqual([
      [null, 'Pending'],
      ['Pending', 'Approved'],
    ]);
    expect(history[1].by).toBe(s.session.user.name);
    expect(Date.now() - Date.parse(history[1].at)).toBeLessThan(60_000);
  });

  it('names both statuses when a move is refused', async () => {
    const orderId = await orderIn('Completed');
    const res = await move(s, orderId, 'Pending');
    expect(res.body.message).toBe('لا يمكن نقل الطلب من «مكتمل» إلى «قيد الانتظار»');
  });

  it('refuses a status id that names no status, on the field', async () => {
    const { orderId } = await s.placeOrder();
    const res = await s.put(
      `/order/store-update-status-orders-by/${orderId}?statusId=01900000-0000-7000-8000-000000000099`,
      undefined,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields[0]).toMatchObject({ path: 'statusId', code: 'invalid_value' });
  });
});

describe('stock and orders', () => {
  it('takes stock when the order is made and puts it back on Cancelled, CancelledByCustomer and Refunded', async () => {
    for (const final of ['Cancelled', 'CancelledByCustomer', 'Refunded'] as const) {
      await s.post('/product/stock/update-stock', {
        changes: [{ productId: s.musk.productId, warehouseId: s.mainWarehouseId, quantity: 10 }],
      });
      const { orderId } = await s.placeOrder({ items: [{ productId: s.musk.productId, variantId: null, quantity: 3 }] });
      expect(await s.stockOf(s.musk.productId)).toBe(7);
      if (final === 'Refunded') await move(s, orderId, 'Paid');
      expect((await move(s, orderId, final)).status).toBe(200);
      expect(await s.stockOf(s.musk.productId), final).toBe(10);
    }
  });

  it('keeps the stock history of an order: taken with its number, then returned', async () => {
    await s.post('/product/stock/update-stock', {
      changes: [{ productId: s.musk.productId, warehouseId: s.mainWarehouseId, quantity: 10 }],
    });
    const { orderId, number } = await s.placeOrder({ items: [{ productId: s.musk.productId, variantId: null, quantity: 2 }] });
    await move(s, orderId, 'Cancelled');
    const history = (await s.get(`/product/${s.musk.productId}/stock-history`)).body.data;
    expect(
      history
        .slice(0, 2)
        .map((h: { reason: string; before: number; after: number; note: string }) => [h.reason, h.before, h.after, h.note]),
    ).toEqual([
      ['order_return', 8, 10, `#${number}`],
      ['order', 10, 8, `#${number}`],
    ]);
  });

  it('refuses an order larger than the stock with 409 INSUFFICIENT_STOCK naming the product, and writes nothing', async () => {
    await s.post('/product/stock/update-stock', {
      changes: [{ productId: s.musk.productId, warehouseId: s.mainWarehouseId, quantity: 2 }],
    });
    const before = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders where store_id = ${s.storeId}`,
    );
    await expect(s.placeOrder({ items: [{ productId: s.musk.productId, variantId: null, quantity: 3 }] })).rejects.toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      params: { name: 'مسك أبيض', available: 2 },
    });
    const after = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders where store_id = ${s.storeId}`,
    );
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    expect(await s.stockOf(s.musk.productId)).toBe(2);
  });

  it('sells exactly the stock to 50 buyers at once: 10 in stock make 10 orders and 0 left, never below', async () => {
    const v = s.variants[0]!.variantId;
    await s.post('/product/stock/update-stock', {
      changes: [{ productId: s.oud.productId, variantId: v, warehouseId: s.mainWarehouseId, quantity: 10 }],
    });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => s.placeOrder({ items: [{ productId: s.oud.productId, variantId: v, quantity: 1 }] })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.every((r) => r.reason.code === 'INSUFFICIENT_STOCK')).toBe(true);
    expect(await s.stockOf(s.oud.productId, v)).toBe(0);
  });

  it('answers the first order again for a repeated idempotency key, and takes the stock once', async () => {
    await s.post('/product/stock/update-stock', {
      changes: [{ productId: s.musk.productId, warehouseId: s.mainWarehouseId, quantity: 10 }],
    });
    const key = '01930000-0000-7000-8000-0000000000aa';
    const first = await s.placeOrder({ idempotencyKey: key });
    const again = await s.placeOrder({ idempotencyKey: key });
    expect(again).toEqual({ orderId: first.orderId, number: first.number, created: false });
    expect(await s.stockOf(s.musk.productId)).toBe(9);
  });
});

describe('the plan limit on orders', () => {
  it('refuses the 11th order of the month on the free plan with 402, its limit and usage, and takes no stock', async () => {
    const free = await orderStore(t, { plan: 'free' });
    for (let i = 0; i < 10; i += 1)
      await free.placeOrder({
        items: [{ productId: free.oud.productId, variantId: free.variants[i % 4]!.variantId, quantity: 1 }],
      });
    const stock = await free.stockOf(free.musk.productId);
    await expect(free.placeOrder()).rejects.toMatchObject({ code: 'PLAN_LIMIT_REACHED', extra: { limit: 10, usage: 10 } });
    expect(await free.stockOf(free.musk.productId)).toBe(stock);
    expect((await free.get('/store/plan')).body.data.usage.ordersThisMonth).toBe(10);
  });
});

describe('bulk status change', () => {
  it('moves the orders it may and lists the refused ones with their number and reason', async () => {
    await s.post('/product/stock/update-stock', {
      changes: [{ productId: s.musk.productId, warehouseId: s.mainWarehouseId, quantity: 10 }],
    });
    const pending = await s.placeOrder();
    const completed = await orderIn('Completed');
    const res = await s.put('/order/store-update-status-orders-bulk', {
      orderIds: [pending.orderId, completed],
      statusId: ORDER_STATUS_IDS.Approved,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.moved).toEqual([{ orderId: pending.orderId, number: pending.number }]);
    expect(res.body.data.refused).toHaveLength(1);
    expect(res.body.data.refused[0]).toMatchObject({ orderId: completed, code: 'INVALID_STATUS_TRANSITION' });
    expect(res.body.data.refused[0].message).toContain('مكتمل');
    expect(res.body.message).toBe('نُقل طلب واحد، ورُفض طلب واحد');
  });
});

describe("another store's orders", () => {
  it('answers 404 for every call that takes an order id, and lists none of them', async () => {
    const other = await orderStore(t);
    const { orderId } = await s.placeOrder();
    expect((await other.get(`/order/store-order-details/${orderId}`)).status).toBe(404);
    expect((await move(other, orderId, 'Approved')).status).toBe(404);
    const bulk = await other.put('/order/store-update-status-orders-bulk', {
      orderIds: [orderId],
      statusId: ORDER_STATUS_IDS.Approved,
    });
    expect(bulk.body.data.refused[0]).toMatchObject({ orderId, number: null, code: 'NOT_FOUND' });
    const list = await other.post('/order/store-orders?page=1&pageSize=10', {});
    expect(list.body.data).toEqual([]);
    expect((await details(s, orderId)).status).toBe('Pending');
  });
});
