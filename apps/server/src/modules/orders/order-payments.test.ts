import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ORDER_STATUS_IDS, type OrderStatus } from '@souqna/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { fieldCodes } from '../store/store.fixtures.ts';
import { orderStore, type OrderStore } from './order.fixtures.ts';

// An order's payments and the store's ledger (docs/product-rules.md "Payments"): a payment recorded
// by hand (a bank transfer with its receipt, in parts), a status moved to Paid or Refunded, a
// cash-on-delivery order completed; each writes its payment and one ledger entry, and the ledger
// of an order always sums to what it holds. Musk is 100.00 + 15% VAT = 115.00.
let t: TestApp;
let s: OrderStore;
beforeAll(async () => {
  t = await createTestApp();
  s = await orderStore(t, { taxPercent: 15 });
});
afterAll(() => t.close());

const move = (orderId: string, to: OrderStatus) =>
  s.put(`/order/store-update-status-orders-by/${orderId}?statusId=${ORDER_STATUS_IDS[to]}`, undefined);
const record = (orderId: string, body: object) => s.post(`/order/${orderId}/payments`, body);
/** The order's ledger entries as [kind, amount in minor units]. */
const ledgerOf = async (orderId: string) =>
  (
    await t.database.db.execute<{ kind: string; amount: string }>(
      sql`select kind, amount from ledger_entries where order_id = ${orderId} order by created_at, id`,
    )
  ).rows.map((r) => [r.kind, Number(r.amount)]);
const payments = async (orderId: string) => (await s.get(`/order/${orderId}/payments`)).body.data;

describe('an order’s payments', () => {
  it('takes a bank transfer in two parts, the second with its receipt, and moves the order to Paid when paid in full', async () => {
    const { orderId } = await s.placeOrder({ paymentMethod: 'bank_transfer' });
    expect(await payments(orderId)).toMatchObject({ payments: [], total: 115, paid: 0, outstanding: 115, currency: 'SAR' });

    const first = await record(orderId, { method: 'bank_transfer', amount: 15, reference: 'TRX-1' });
    expect([first.status, first.body.message]).toEqual([201, 'تم تسجيل الدفعة']);
    expect(first.body.data).toMatchObject({ paid: 15, outstanding: 100 });
    expect((await s.get(`/order/store-order-details/${orderId}`)).body.data.status).toBe('Pending');

    // The receipt is one of the store's private uploads; another store's, or a public file, is refused.
    const receipt = `/images/private/${s.storeId}/${uuidv7()}.webp`;
    const foreign = `/images/private/${uuidv7()}/${uuidv7()}.webp`;
    expect(fieldCodes((await record(orderId, { method: 'bank_transfer', receiptImage: foreign })).body)).toEqual([
      'receiptImage:invalid_value',
    ]);
    const open = '/images/uploads/receipt.webp';
    expect(fieldCodes((await record(orderId, { method: 'bank_transfer', receiptImage: open })).body)).toEqual([
      'receiptImage:invalid_value',
    ]);
    const rest = await record(orderId, { method: 'bank_transfer', receiptImage: receipt });
    expect(rest.body.data).toMatchObject({ paid: 115, outstanding: 0 });
    type Row = { amount: number; reference: string | null; receiptImage: string | null };
    const [one, two] = rest.body.data.payments as Row[];
    expect([one!.amount, one!.reference, one!.receiptImage, two!.amount, two!.reference]).toEqual([15, 'TRX-1', null, 100, null]);
    // Answered as a link signed for a while, never the bare path.
    expect(two!.receiptImage).toMatch(new RegExp(`^${receipt}\\?expires=\\d+&signature=[0-9a-f]{64}$`));
    expect(rest.body.data.payments[0]).toMatchObject({
      kind: 'payment',
      method: 'bank_transfer',
      recordedBy: s.session.user.name,
    });
    const order = (await s.get(`/order/store-order-details/${orderId}`)).body.data;
    expect([order.status, order.payment.status]).toEqual(['Paid', 'paid']);
    expect(order.history.map((h: { to: string }) => h.to)).toEqual(['Pending', 'Paid']);
    expect(await ledgerOf(orderId)).toEqual([
      ['order_payment', 1500],
      ['order_payment', 10000],
    ]);
  });

  it('refuses a payment above what is owed, fils beyond the currency, and any once paid in full or cancelled', async () => {
    const { orderId } = await s.placeOrder();
    const above = await record(orderId, { method: 'cash', amount: 115.01 });
    expect(fieldCodes(above.body)).toEqual(['amount:above_outstanding']);
    expect(above.body.error.fields[0].message).toBe('المبلغ أكبر من المتبقي على الطلب (115)');
    expect(fieldCodes((await record(orderId, { method: 'cash', amount: 1.005 })).body)).toEqual(['amount:too_many_decimals']);
    expect(fieldCodes((await record(orderId, { method: 'cheque' })).body)).toEqual(['method:invalid_value']);
    expect(fieldCodes((await record(orderId, { method: 'cash', amount: -5 })).body)).toEqual(['amount:too_small']);
    expect((await record(orderId, { method: 'cash' })).status).toBe(201);
    const again = await record(orderId, { method: 'cash' });
    expect([again.status, again.body.error.code, again.body.message]).toEqual([
      409,
      'CONFLICT',
      'لا يوجد مبلغ متبقٍ على هذا الطلب',
    ]);

    const cancelled = await s.placeOrder();
    await move(cancelled.orderId, 'Cancelled');
    const refused = await record(cancelled.orderId, { method: 'cash' });
    expect([refused.status, refused.body.message]).toEqual([409, 'لا يمكن تسجيل دفعة لطلب ملغي']);
    expect(await ledgerOf(cancelled.orderId)).toEqual([]);
  });

  it('records what a status move means: Paid by hand takes the total, Refunded gives it back, and the ledger nets to zero', async () => {
    const { orderId } = await s.placeOrder({ paymentMethod: 'mada' });
    await move(orderId, 'Paid');
    await move(orderId, 'Refunded');
    const data = await payments(orderId);
    expect(data.payments.map((p: { kind: string; method: string; amount: number }) => [p.kind, p.method, p.amount])).toEqual([
      ['payment', 'mada', 115],
      ['refund', 'mada', -115],
    ]);
    expect([data.paid, data.outstanding]).toEqual([0, 0]);
    expect(await ledgerOf(orderId)).toEqual([
      ['order_payment', 11500],
      ['order_refund', -11500],
    ]);
  });

  it('takes a cash-on-delivery payment when the order is completed, and only what a partial payment left', async () => {
    const { orderId } = await s.placeOrder({ paymentMethod: 'cash_on_delivery' });
    await move(orderId, 'Approved');
    await move(orderId, 'ReadyForPickup');
    await record(orderId, { method: 'cash_on_delivery', amount: 50 });
    await move(orderId, 'Completed');
    expect(await ledgerOf(orderId)).toEqual([
      ['order_payment', 5000],
      ['order_payment', 6500],
    ]);
    expect((await payments(orderId)).outstanding).toBe(0);
  });

  it('keeps the payment of an order made paid, once, with its ledger entry', async () => {
    const { orderId } = await s.placeOrder({ paid: true, paymentMethod: 'cash' });
    expect((await payments(orderId)).payments.map((p: { method: string; amount: number }) => [p.method, p.amount])).toEqual([
      ['cash', 115],
    ]);
    expect(await ledgerOf(orderId)).toEqual([['order_payment', 11500]]);
  });

  it('takes one of two payments of the whole amount sent at once', async () => {
    const { orderId } = await s.placeOrder();
    const both = await Promise.all([record(orderId, { method: 'cash' }), record(orderId, { method: 'cash' })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await ledgerOf(orderId)).toEqual([['order_payment', 11500]]);
  });

  it('answers 404 for another store’s order, and changes nothing there', async () => {
    const { orderId } = await s.placeOrder();
    const other = await orderStore(t);
    expect((await other.get(`/order/${orderId}/payments`)).status).toBe(404);
    expect((await other.post(`/order/${orderId}/payments`, { method: 'cash' })).status).toBe(404);
    expect(await ledgerOf(orderId)).toEqual([]);
  });
});
