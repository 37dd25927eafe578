import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ORDER_STATUS_IDS, type CustomOrderStatusInput, type OrderStatus } from '@souqna/contracts';
import { createTestApp, tokenWithRole, type TestApp } from '../../../test/harness.ts';
import { eventually } from '../../../test/eventually.ts';
import { startWebhookReceiver } from '../../../test/webhook-receiver.ts';
import { signedIn } from '../store/store.fixtures.ts';
import { orderStore, type OrderStore } from './order.fixtures.ts';

let t: TestApp;
let s: OrderStore;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
  s = await orderStore(t);
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

let made = 0;
/** A custom status of `base` with names no other test uses. */
const stage = (base: OrderStatus, more: Partial<CustomOrderStatusInput> = {}): CustomOrderStatusInput => {
  made += 1;
  return { nameAr: `مرحلة ${made}`, nameEn: `Stage ${made}`, color: 'orange', baseStatus: base, ...more };
};
async function addStage(base: OrderStatus, more: Partial<CustomOrderStatusInput> = {}, store: OrderStore = s) {
  const res = await store.post('/order/status', stage(base, more));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; nameAr: string; nameEn: string; position: number };
}
const moveTo = (orderId: string, statusId: string, store: OrderStore = s) =>
  store.put(`/order/store-update-status-orders-by/${orderId}?statusId=${statusId}`, undefined);
const details = async (orderId: string) => (await s.get(`/order/store-order-details/${orderId}`)).body.data;

/** What money and reports hold of the store: sales figures, wallet entries, invoices. */
async function moneyFigures() {
  const { rows } = await t.database.db.execute<{ sales: string; orders: string; ledger: string; invoices: string }>(sql`
    select (select coalesce(sum(sales), 0) from sales_daily where store_id = ${s.storeId} and dimension = 'store') as sales,
           (select coalesce(sum(orders), 0) from sales_daily where store_id = ${s.storeId} and dimension = 'store') as orders,
           (select count(*) from ledger_entries where store_id = ${s.storeId}) as ledger,
           (select count(*) from order_invoices where store_id = ${s.storeId}) as invoices`);
  return rows[0];
}

describe('managing custom statuses', () => {
  it('adds a status and lists it after the eight built-in ones, with its base, names, colour and position', async () => {
    const { id } = await addStage('Approved', { nameAr: 'قيد التجهيز', nameEn: 'Being packed', color: 'cyan' });
    const list = (await s.get('/order/status')).body.data as { id: string; isCustom: boolean }[];
    expect(list.slice(0, 8).map((x) => x.id)).toEqual(Object.values(ORDER_STATUS_IDS));
    expect(list.slice(0, 8).every((x) => !x.isCustom)).toBe(true);
    expect(list.find((x) => x.id === id)).toEqual({
      id,
      code: 'Approved',
      baseStatus: 'Approved',
      nameAr: 'قيد التجهيز',
      nameEn: 'Being packed',
      color: 'cyan',
      next: ['Paid', 'ReadyForPickup', 'Cancelled', 'CancelledByCustomer'],
      isCustom: true,
      position: 0,
    });
  });

  it('renames, recolours and reorders a status, keeping the others in order', async () => {
    const store = await orderStore(t);
    const a = await addStage('Pending', {}, store);
    const b = await addStage('Paid', {}, store);
    const c = await addStage('Paid', {}, store);
    const res = await store.put(`/order/status/${c.id}`, stage('Paid', { color: 'grape', position: 0, nameEn: 'With courier' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ nameEn: 'With courier', color: 'grape', position: 0 });
    const custom = ((await store.get('/order/status')).body.data as { id: string; isCustom: boolean; position: number }[]).filter(
      (x) => x.isCustom,
    );
    expect(custom.map((x) => [x.id, x.position])).toEqual([
      [c.id, 0],
      [a.id, 1],
      [b.id, 2],
    ]);
  });

  it('refuses a missing, a too long name, an unknown colour and base, naming each field in Arabic and in English', async () => {
    const body = { nameAr: '', nameEn: 'x'.repeat(41), color: 'purple', baseStatus: 'Shipped' };
    const ar = await s.post('/order/status', body);
    expect([ar.status, ar.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
    const codes = (res: typeof ar) => res.body.error.fields.map((f: { path: string; code: string }) => [f.path, f.code]);
    expect(codes(ar)).toEqual(
      expect.arrayContaining([
        ['nameAr', 'required'],
        ['nameEn', 'too_big'],
        ['color', 'invalid_value'],
        ['baseStatus', 'invalid_value'],
      ]),
    );
    const en = await t.post('/api/v2/order/status', body, { token: s.token, lang: 'en' });
    for (const f of ar.body.error.fields) expect(f.message).toMatch(/[\u0600-\u06FF]/);
    for (const f of en.body.error.fields) expect(f.message).toMatch(/^[^\u0600-\u06FF]*[A-Za-z][^\u0600-\u06FF]*$/);
    expect(en.body.error.fields.find((f: { path: string }) => f.path === 'nameEn').message).toContain('40');
  });

  it('refuses a name the store already has, letter forms and case ignored, naming the field', async () => {
    await addStage('Pending', { nameAr: 'بانتظار التأكيد', nameEn: 'Awaiting confirmation' });
    const res = await s.post('/order/status', stage('Approved', { nameAr: 'بإنتظار التاكيد', nameEn: 'AWAITING confirmation' }));
    expect([res.status, res.body.error.code]).toEqual([409, 'CONFLICT']);
    expect(res.body.error.fields.map((f: { path: string }) => f.path)).toEqual(['nameAr', 'nameEn']);
    expect(res.body.message).toBe('لديك حالة بهذا الاسم، اختر اسمًا آخر');
  });

  it('refuses the 21st custom status of a store with 409', async () => {
    const store = await orderStore(t);
    for (let i = 0; i < 20; i++) await addStage('Pending', {}, store);
    const res = await store.post('/order/status', stage('Pending'));
    expect([res.status, res.body.error.code, res.body.error.limit]).toEqual([409, 'CONFLICT', 20]);
  });

  it("answers 404 for another store's status, refuses moving or filtering by it, and lists none of it", async () => {
    const mine = await addStage('Approved');
    const other = await orderStore(t);
    const { orderId } = await other.placeOrder();
    const answers = await Promise.all([
      other.put(`/order/status/${mine.id}`, stage('Approved')),
      other.delete(`/order/status/${mine.id}`),
    ]);
    expect(answers.map((r) => r.status)).toEqual([404, 404]);
    const moved = await moveTo(orderId, mine.id, other);
    expect(moved.status).toBe(400);
    expect(moved.body.error.fields[0]).toMatchObject({ path: 'statusId', code: 'invalid_value' });
    const listed = await other.post('/order/store-orders', { statusIds: [mine.id] });
    expect(listed.status).toBe(400);
    expect(listed.body.error.fields[0]).toMatchObject({ path: 'statusIds.0', code: 'invalid_value' });
    expect(((await other.get('/order/status')).body.data as unknown[]).length).toBe(8);
  });

  it('lets only the admin role manage them', async () => {
    const manager = await tokenWithRole(t, s.token, 'manager');
    const res = await t.post('/api/v2/order/status', stage('Pending'), { token: manager });
    expect(res.status).toBe(403);
  });
});

describe('moving orders into custom statuses', () => {
  it('moves an order between stages of its status with no effect on stock, money or sales, keeping each in the history', async () => {
    const packing = await addStage('Paid', { nameAr: 'في التغليف', nameEn: 'Packing' });
    const courier = await addStage('Paid', { nameAr: 'مع المندوب', nameEn: 'With the courier' });
    const { orderId } = await s.placeOrder();
    expect((await moveTo(orderId, ORDER_STATUS_IDS.Paid)).status).toBe(200);
    const stock = await s.stockOf(s.musk.productId);
    const before = await moneyFigures();
    const first = await moveTo(orderId, packing.id);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      status: 'Paid',
      statusId: ORDER_STATUS_IDS.Paid,
      paymentStatus: 'paid',
      customStatus: { id: packing.id, nameAr: 'في التغليف', nameEn: 'Packing', color: 'orange' },
      next: ['Paid', 'ReadyForPickup', 'Completed', 'Refunded'],
    });
    const second = await moveTo(orderId, courier.id);
    expect(second.body.data.customStatus.id).toBe(courier.id);
    expect(await s.stockOf(s.musk.productId)).toBe(stock);
    expect(await moneyFigures()).toEqual(before);
    const history = second.body.data.history as {
      from: string;
      to: string;
      fromCustomStatus: unknown;
      toCustomStatus: { id: string } | null;
    }[];
    expect(
      history
        .slice(-2)
        .map((h) => [h.from, h.to, (h.fromCustomStatus as { id: string } | null)?.id ?? null, h.toCustomStatus?.id]),
    ).toEqual([
      ['Paid', 'Paid', null, packing.id],
      ['Paid', 'Paid', packing.id, courier.id],
    ]);
    // Leaving the stage for its own status: allowed, and only from a stage.
    const back = await moveTo(orderId, ORDER_STATUS_IDS.Paid);
    expect([back.status, back.body.data.customStatus]).toEqual([200, null]);
    const again = await moveTo(orderId, ORDER_STATUS_IDS.Paid);
    expect([again.status, again.body.error.code]).toEqual([409, 'INVALID_STATUS_TRANSITION']);
  });

  it("moves into a stage of another status by that status's move: a cancelling stage puts the stock back", async () => {
    const returned = await addStage('Cancelled', { nameAr: 'أعيد للمورد', nameEn: 'Sent back to supplier', color: 'red' });
    const stock = await s.stockOf(s.musk.productId);
    const { orderId } = await s.placeOrder({ items: [{ productId: s.musk.productId, variantId: null, quantity: 2 }] });
    expect(await s.stockOf(s.musk.productId)).toBe(stock - 2);
    const res = await moveTo(orderId, returned.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'Cancelled', paymentStatus: 'voided', customStatus: { id: returned.id } });
    expect(await s.stockOf(s.musk.productId)).toBe(stock);
    expect(res.body.data.history.at(-1)).toMatchObject({ from: 'Pending', to: 'Cancelled', toCustomStatus: { id: returned.id } });
  });

  it('counts the sale when a stage of Paid is entered from Pending', async () => {
    const checked = await addStage('Paid', { nameEn: 'Payment checked' });
    const before = await moneyFigures();
    const { orderId } = await s.placeOrder();
    expect((await moveTo(orderId, checked.id)).body.data).toMatchObject({ status: 'Paid', paymentStatus: 'paid' });
    const after = await moneyFigures();
    expect(Number(after!.orders) - Number(before!.orders)).toBe(1);
    expect(Number(after!.sales) - Number(before!.sales)).toBe(10000);
  });

  it('refuses a stage whose status the order may not move to with 409 INVALID_STATUS_TRANSITION, naming both', async () => {
    const waiting = await addStage('Pending', { nameAr: 'بانتظار الاتصال', nameEn: 'Awaiting a call' });
    const { orderId } = await s.placeOrder();
    expect((await moveTo(orderId, ORDER_STATUS_IDS.Completed)).status).toBe(409);
    expect((await moveTo(orderId, ORDER_STATUS_IDS.Paid)).status).toBe(200);
    const res = await moveTo(orderId, waiting.id);
    expect([res.status, res.body.error.code]).toEqual([409, 'INVALID_STATUS_TRANSITION']);
    expect(res.body.message).toBe('لا يمكن نقل الطلب من «مدفوع» إلى «بانتظار الاتصال»');
    expect((await details(orderId)).customStatus).toBeNull();
  });

  it('filters the order list by a stage, and by its status including the orders in its stages', async () => {
    const store = await orderStore(t);
    const vip = await addStage('Approved', { nameEn: 'VIP' }, store);
    const [a, b, c] = [await store.placeOrder(), await store.placeOrder(), await store.placeOrder()];
    expect((await moveTo(a.orderId, vip.id, store)).status).toBe(200);
    expect((await moveTo(b.orderId, ORDER_STATUS_IDS.Approved, store)).status).toBe(200);
    const byStage = await store.post('/order/store-orders', { statusIds: [vip.id] });
    expect(byStage.body.data.map((o: { orderId: string }) => o.orderId)).toEqual([a.orderId]);
    expect(byStage.body.data[0].customStatus).toMatchObject({ id: vip.id, nameEn: 'VIP' });
    const byStatus = await store.post('/order/store-orders', { statusIds: [ORDER_STATUS_IDS.Approved] });
    expect(byStatus.body.data.map((o: { orderId: string }) => o.orderId).sort()).toEqual([a.orderId, b.orderId].sort());
    const either = await store.post('/order/store-orders', { statuses: ['Pending'], statusIds: [vip.id] });
    expect(either.body.data.map((o: { orderId: string }) => o.orderId).sort()).toEqual([a.orderId, c.orderId].sort());
  });

  it('puts the orders of a deleted stage back in its status, with a history entry, and says how many', async () => {
    const gift = await addStage('Approved', { nameAr: 'تغليف هدية', nameEn: 'Gift wrapping' });
    const orders = [await s.placeOrder(), await s.placeOrder()];
    for (const o of orders) expect((await moveTo(o.orderId, gift.id)).status).toBe(200);
    const res = await s.delete(`/order/status/${gift.id}`);
    expect([res.status, res.body.data]).toEqual([200, { ordersMovedBack: 2 }]);
    expect(res.body.message).toBe('تم حذف الحالة، وعاد طلبان إلى «تمت الموافقة»');
    for (const o of orders) {
      const order = await details(o.orderId);
      expect([order.status, order.customStatus]).toEqual(['Approved', null]);
      expect(order.history.at(-1)).toMatchObject({
        from: 'Approved',
        to: 'Approved',
        fromCustomStatus: { nameAr: 'تغليف هدية' },
      });
    }
    expect(((await s.get('/order/status')).body.data as { id: string }[]).some((x) => x.id === gift.id)).toBe(false);
  });

  it('keeps the base status of a stage while orders are in it', async () => {
    const hold = await addStage('Approved');
    const { orderId } = await s.placeOrder();
    expect((await moveTo(orderId, hold.id)).status).toBe(200);
    const res = await s.put(`/order/status/${hold.id}`, { ...stage('Paid'), nameAr: hold.nameAr, nameEn: hold.nameEn });
    expect([res.status, res.body.error.code]).toEqual([409, 'CONFLICT']);
    expect(res.body.message).toContain('طلب واحد');
  });

  it('names the stage in the order.status_changed webhook', async () => {
    const sub = await s.post('/store/webhooks', { url: receiver.url('/status'), events: ['order.status_changed'] });
    expect(sub.status).toBe(201);
    receiver.useSecret(sub.body.data.secret);
    const ready = await addStage('ReadyForPickup', { nameAr: 'في نقطة الاستلام', nameEn: 'At the pickup point' });
    const { orderId } = await s.placeOrder();
    expect((await moveTo(orderId, ORDER_STATUS_IDS.Approved)).status).toBe(200);
    expect((await moveTo(orderId, ready.id)).status).toBe(200);
    const hit = await eventually(
      () =>
        receiver.received.find(
          (r) =>
            r.payload?.type === 'order.status_changed' &&
            r.payload.data.orderId === orderId &&
            r.payload.data.status === 'ReadyForPickup',
        ),
      'the status change at the receiver',
    );
    expect(hit.verifyError).toBeNull();
    expect(hit.payload!.data).toMatchObject({
      status: 'ReadyForPickup',
      previousStatus: 'Approved',
      customStatus: { id: ready.id, nameAr: 'في نقطة الاستلام', nameEn: 'At the pickup point' },
    });
    await s.delete(`/store/webhooks/${sub.body.data.id}`);
  });
});

describe('a store without custom statuses', () => {
  it('still lists exactly the eight built-in statuses', async () => {
    const fresh = await signedIn(t);
    const res = await fresh.get('/order/status');
    expect(res.body.data.map((x: { code: string }) => x.code)).toEqual(Object.keys(ORDER_STATUS_IDS));
  });
});
