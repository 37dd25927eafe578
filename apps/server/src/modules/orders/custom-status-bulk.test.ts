import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS_IDS, type OrderStatus } from '@souqna/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { orderStore, type OrderStore } from './order.fixtures.ts';

// The bulk move into a custom status (docs/decisions.md "Custom order statuses"): each order is
// checked on its own, as a single move into that stage would be; the refused are listed with
// their number and the reason in the merchant's language, and the others move.

let t: TestApp;
let s: OrderStore;
beforeAll(async () => {
  t = await createTestApp();
  s = await orderStore(t);
  await s.post('/product/stock/update-stock', {
    changes: [{ productId: s.musk.productId, warehouseId: s.mainWarehouseId, quantity: 10 }],
  });
});
afterAll(() => t.close());

async function addStage(store: OrderStore, base: OrderStatus, nameAr: string, nameEn: string) {
  const res = await store.post('/order/status', { nameAr, nameEn, color: 'cyan', baseStatus: base });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}
const move = async (orderId: string, statusId: string) =>
  expect((await s.put(`/order/store-update-status-orders-by/${orderId}?statusId=${statusId}`, undefined)).status).toBe(200);
const details = async (orderId: string) => (await s.get(`/order/store-order-details/${orderId}`)).body.data;
const bulk = (statusId: string, orderIds: string[], lang: 'ar' | 'en' = 'ar', store: OrderStore = s) =>
  t.call('PUT', '/api/v2/order/store-update-status-orders-bulk', { orderIds, statusId }, { token: store.token, lang });

describe('moving picked orders into a custom status', () => {
  it('moves the orders that may enter it and lists each refused one with its number and reason', async () => {
    const packing = await addStage(s, 'Approved', 'قيد التجهيز', 'Being packed');
    const pending = await s.placeOrder();
    const approved = await s.placeOrder();
    await move(approved.orderId, ORDER_STATUS_IDS.Approved);
    const packed = await s.placeOrder();
    await move(packed.orderId, packing);
    const completed = await s.placeOrder();
    await move(completed.orderId, ORDER_STATUS_IDS.Paid);
    await move(completed.orderId, ORDER_STATUS_IDS.Completed);
    const elsewhere = await (await orderStore(t)).placeOrder();

    const ids = [pending.orderId, approved.orderId, packed.orderId, completed.orderId, elsewhere.orderId];
    const res = await bulk(packing, ids, 'en');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.moved).toEqual([
      { orderId: pending.orderId, number: pending.number },
      { orderId: approved.orderId, number: approved.number },
    ]);
    expect(res.body.data.refused).toEqual([
      {
        orderId: packed.orderId,
        number: packed.number,
        code: 'INVALID_STATUS_TRANSITION',
        message: 'The order is already in "Being packed"',
      },
      {
        orderId: completed.orderId,
        number: completed.number,
        code: 'INVALID_STATUS_TRANSITION',
        message: 'The order cannot move from "Completed" to "Being packed"',
      },
      // Another store's order is not named: no number, and "not found".
      { orderId: elsewhere.orderId, number: null, code: 'NOT_FOUND', message: expect.any(String) },
    ]);
    expect(res.body.message).toBe('2 orders moved, 3 refused');

    // A Pending order made the table's move to Approved, then entered the stage; an Approved one only the stage.
    for (const id of [pending.orderId, approved.orderId]) {
      const order = await details(id);
      expect(order.status).toBe('Approved');
      expect(order.customStatus).toMatchObject({ id: packing, nameAr: 'قيد التجهيز', nameEn: 'Being packed', color: 'cyan' });
      expect(order.history.at(-1)).toMatchObject({ to: 'Approved', toCustomStatus: { id: packing } });
    }
    expect((await details(completed.orderId)).status).toBe('Completed');
    expect((await details(completed.orderId)).customStatus ?? null).toBeNull();
  });

  it('words the refusals in Arabic for an Arabic request', async () => {
    const waiting = await addStage(s, 'Paid', 'بانتظار المندوب', 'Awaiting the courier');
    const cancelled = await s.placeOrder();
    await move(cancelled.orderId, ORDER_STATUS_IDS.Cancelled);
    const pending = await s.placeOrder();
    const res = await bulk(waiting, [cancelled.orderId, pending.orderId]);
    expect(res.body.data.moved).toEqual([{ orderId: pending.orderId, number: pending.number }]);
    expect(res.body.data.refused).toEqual([
      {
        orderId: cancelled.orderId,
        number: cancelled.number,
        code: 'INVALID_STATUS_TRANSITION',
        message: 'لا يمكن نقل الطلب من «ملغي» إلى «بانتظار المندوب»',
      },
    ]);
    expect(res.body.message).toBe('نُقل طلب واحد، ورُفض طلب واحد');
    // Entering a stage of Paid is the move to Paid, with all it does: the payment is taken.
    expect(await details(pending.orderId)).toMatchObject({ status: 'Paid', paymentStatus: 'paid' });
  });

  it('puts the stock back of the orders it moves into a stage of Cancelled, and of those only', async () => {
    const returned = await addStage(s, 'Cancelled', 'مرتجع للمورد', 'Returned to supplier');
    const pending = await s.placeOrder();
    const alreadyCancelled = await s.placeOrder();
    await move(alreadyCancelled.orderId, ORDER_STATUS_IDS.Cancelled);
    const stock = await s.stockOf(s.musk.productId);
    const res = await bulk(returned, [pending.orderId, alreadyCancelled.orderId]);
    expect(res.body.data.moved.map((o: { orderId: string }) => o.orderId)).toEqual([pending.orderId, alreadyCancelled.orderId]);
    expect(res.body.data.refused).toEqual([]);
    // The pending order's one musk comes back; the cancelled one gave its back already.
    expect(await s.stockOf(s.musk.productId)).toBe(stock + 1);
    expect(await details(alreadyCancelled.orderId)).toMatchObject({ status: 'Cancelled', customStatus: { id: returned } });
  });

  it("refuses the whole call, on its field, for another store's custom status, and moves nothing", async () => {
    const other = await orderStore(t);
    const theirs = await addStage(other, 'Approved', 'مرحلة أخرى', 'Their stage');
    const pending = await s.placeOrder();
    const res = await bulk(theirs, [pending.orderId], 'en');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields.map((f: { path: string }) => f.path)).toEqual(['statusId']);
    expect((await details(pending.orderId)).status).toBe('Pending');
  });
});
