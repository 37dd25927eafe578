import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { ORDER_STATUS_IDS, formatMoney } from '@souqna/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { download } from '../catalogue/product-import.fixtures.ts';
import { stores } from '../accounts/tables.ts';
import { receiveProviderPayment } from '../orders/order-payment.service.ts';
import { orderStore, type OrderStore } from '../orders/order.fixtures.ts';
import { fieldCodes } from '../store/store.fixtures.ts';
import { adjust, decidePayout } from './payouts.service.ts';

// The wallet (docs/product-rules.md "Wallet"): the balance is the ledger's sum, card payments wait
// for settlement, payouts take from what is available when asked and come back when refused, the
// transactions list filters and exports the entries. The clock is the server's, moved by `ahead`.
let t: TestApp;
let s: OrderStore;
let ahead = 0;
const DAY = 86_400_000;
const IBAN = 'SA03 8000 0000 6080 1016 7519';
const OTHER_IBAN = 'SA44 2000 0001 2345 6789 1234';
beforeAll(async () => {
  t = await createTestApp({}, () => new Date(Date.now() + ahead));
  s = await orderStore(t);
});
afterAll(() => t.close());

const balance = async (store = s) => (await store.get('/wallet/balance')).body.data;
const verify = (storeId: string) => t.database.db.update(stores).set({ status: 'active' }).where(eq(stores.id, storeId));
const withdraw = (body: object, store = s) => store.post('/wallet/withdraw', { idempotencyKey: randomUUID(), ...body });
/** The store's ledger re-summed from its entries, and from its days (which must agree). */
const sums = async (storeId: string) => {
  const { rows } = await t.database.db.execute<{ entries: string; days: string; by_day: boolean }>(sql`
    select (select coalesce(sum(amount), 0) from ledger_entries where store_id = ${storeId})::bigint as entries,
           (select coalesce(sum(amount), 0) from ledger_days where store_id = ${storeId})::bigint as days,
           not exists (
             select kind, (created_at at time zone 'Asia/Riyadh')::date as day, sum(amount), count(*)::int
               from ledger_entries where store_id = ${storeId} group by 1, 2
             except select kind, day, amount, entries from ledger_days where store_id = ${storeId}) as by_day`);
  return { entries: Number(rows[0]!.entries), days: Number(rows[0]!.days), byDay: rows[0]!.by_day };
};

describe('the wallet', () => {
  it('starts empty, takes a paid order at once and a card payment (less its fee) after settlement', async () => {
    expect(await balance()).toEqual({ currency: 'SAR', available: 0, pending: 0, onHold: 0, total: 0 });
    await s.placeOrder({ paid: true, paymentMethod: 'bank_transfer' });
    expect(await balance()).toEqual({ currency: 'SAR', available: 100, pending: 0, onHold: 0, total: 100 });

    const { orderId } = await s.placeOrder();
    const outcome = await t.database.db.transaction((tx) =>
      receiveProviderPayment(tx, {
        storeId: s.storeId,
        orderId,
        method: 'moyasar',
        amount: 10_000,
        fee: 275,
        currency: 'SAR',
        reference: 'pay_1',
        at: new Date(),
      }),
    );
    expect(outcome).toBe('added');
    expect(await balance()).toEqual({ currency: 'SAR', available: 100, pending: 97.25, onHold: 0, total: 197.25 });
    ahead = 2 * DAY + 60_000;
    expect(await balance()).toEqual({ currency: 'SAR', available: 197.25, pending: 0, onHold: 0, total: 197.25 });
    ahead = 0;
    const list = (await s.get('/wallet/transactions?pageSize=10')).body;
    expect(list.data.map((e: { type: string; amount: number }) => [e.type, e.amount])).toEqual([
      ['provider_fee', -2.75],
      ['order_payment', 100],
      ['order_payment', 100],
    ]);
    expect(list.pagination).toMatchObject({ total: 3 });
  });

  it('pays out only from a verified store with its own account, at most what is available, once per key', async () => {
    expect((await withdraw({ amount: 10 })).body.error.code).toBe('STORE_NOT_VERIFIED');
    await verify(s.storeId);
    const none = await withdraw({ amount: 10 });
    expect([none.status, none.body.message]).toEqual([409, 'أضف حساب متجرك البنكي (الآيبان) أولاً لتتمكن من السحب']);

    expect(
      fieldCodes((await s.put('/wallet/accounts/own', { holderName: 'متجر', bankName: 'الراجحي', iban: 'SA00 1234' })).body),
    ).toEqual(['iban:iban_length']);
    const own = await s.put('/wallet/accounts/own', { holderName: 'مؤسسة العطور', bankName: 'مصرف الراجحي', iban: IBAN });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ own: true, ibanLast4: '7519', holderName: 'مؤسسة العطور' });
    expect(JSON.stringify(own.body.data)).not.toContain('SA0380000000');

    // 197.25 held, 97.25 of it pending for two days: 100 available.
    const above = await withdraw({ amount: 100.01 });
    expect([above.status, fieldCodes(above.body)]).toEqual([400, ['amount:above_available']]);
    expect(above.body.error.fields[0].message).toBe(`المبلغ أكبر من الرصيد المتاح (${formatMoney(100, 'SAR', 'ar')})`);
    expect(formatMoney(100, 'SAR', 'ar')).toMatch(/^\S*100\.00\s*ر\.س\.\S*$/u);
    expect(fieldCodes((await withdraw({ amount: 10.005 })).body)).toEqual(['amount:too_many_decimals']);
    expect(fieldCodes((await withdraw({ amount: -5 })).body)).toEqual(['amount:too_small']);
    expect(fieldCodes((await withdraw({ amount: 0 })).body)).toEqual(['amount:too_small']);
    expect(fieldCodes((await s.post('/wallet/withdraw', { amount: 5 })).body)).toEqual(['idempotencyKey:required']);

    const key = randomUUID();
    const first = await withdraw({ amount: 30, idempotencyKey: key, note: 'رواتب' });
    expect([first.status, first.body.message]).toEqual([201, 'تم استلام طلبك، سيُراجع ويُحوَّل المبلغ خلال يومي عمل']);
    expect(first.body.data).toMatchObject({ kind: 'withdrawal', amount: 30, status: 'requested', note: 'رواتب' });
    expect(first.body.data.account).toEqual({ holderName: 'مؤسسة العطور', bankName: 'مصرف الراجحي', ibanLast4: '7519' });
    const again = await withdraw({ amount: 30, idempotencyKey: key });
    expect([again.status, again.body.data.payoutId]).toEqual([200, first.body.data.payoutId]);
    expect(await balance()).toEqual({ currency: 'SAR', available: 70, pending: 97.25, onHold: 30, total: 167.25 });
  });

  it('lets only one of two withdrawals through when together they exceed the balance', async () => {
    const [a, b] = await Promise.all([withdraw({ amount: 40 }), withdraw({ amount: 40 })]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    expect((await balance()).available).toBe(30);
    // The one asked second may carry an older clock than the first's entry (its request began
    // first): that entry is spent money, never "pending" money to add back.
    const first = await withdraw({ amount: 20 });
    ahead = -5_000;
    const second = await withdraw({ amount: 20 });
    ahead = 0;
    expect([first.status, second.status, fieldCodes(second.body)]).toEqual([201, 400, ['amount:above_available']]);
    expect((await balance()).available).toBe(10);
  });

  it('transfers only to a beneficiary of the store: an unknown one, the own account or another store’s is not found', async () => {
    const other = await orderStore(t);
    const theirs = await other.post('/wallet/accounts', { holderName: 'مورد', bankName: 'الأهلي', iban: OTHER_IBAN });
    expect(theirs.status).toBe(403); // not verified: nothing leaves, not even an account
    await verify(other.storeId);
    const theirAccount = (await other.post('/wallet/accounts', { holderName: 'مورد', bankName: 'الأهلي', iban: OTHER_IBAN })).body
      .data;
    const ownAccount = (await s.get('/wallet/accounts')).body.data[0];
    for (const accountId of [randomUUID(), theirAccount.accountId, ownAccount.accountId]) {
      const res = await s.post('/wallet/transfer', { accountId, amount: 1, idempotencyKey: randomUUID() });
      expect([accountId, res.status]).toEqual([accountId, 404]);
    }
    expect((await s.delete(`/wallet/accounts/${theirAccount.accountId}`)).status).toBe(404);
    const supplier = await s.post('/wallet/accounts', { holderName: 'مصنع الزجاج', bankName: 'الأهلي', iban: OTHER_IBAN });
    expect(supplier.status).toBe(201);
    const sent = await s.post('/wallet/transfer', {
      accountId: supplier.body.data.accountId,
      amount: 5,
      idempotencyKey: randomUUID(),
    });
    expect(sent.body.data).toMatchObject({
      kind: 'transfer',
      amount: 5,
      account: { holderName: 'مصنع الزجاج', ibanLast4: '1234' },
    });
    expect((await s.delete(`/wallet/accounts/${supplier.body.data.accountId}`)).status).toBe(200);
    // The payout keeps its copy of the account it went to.
    expect((await s.get('/wallet/payouts')).body.data[0].account.holderName).toBe('مصنع الزجاج');
    expect((await balance(other)).total).toBe(0);
  });

  it('returns a refused payout’s amount by a new entry; a paid one stays paid; neither is decided twice', async () => {
    const before = await balance();
    const asked = (await s.get('/wallet/payouts?pageSize=100')).body.data as {
      payoutId: string;
      status: string;
      amount: number;
    }[];
    const [refuse, pay] = asked.filter((p) => p.status === 'requested');
    await decidePayout(t.database.db, refuse!.payoutId, { paid: false, reason: 'الآيبان لا يطابق اسم المتجر' });
    await decidePayout(t.database.db, pay!.payoutId, { paid: true, reference: 'BNK-77' });
    await expect(decidePayout(t.database.db, pay!.payoutId, { paid: false, reason: 'x' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const after = await balance();
    expect(after.available).toBeCloseTo(before.available + refuse!.amount, 2);
    expect(after.onHold).toBeCloseTo(before.onHold - refuse!.amount - pay!.amount, 2);
    const seen = (await s.get('/wallet/payouts?pageSize=100')).body.data as {
      payoutId: string;
      status: string;
      reason: string | null;
      reference: string | null;
    }[];
    expect(seen.find((p) => p.payoutId === refuse!.payoutId)).toMatchObject({
      status: 'refused',
      reason: 'الآيبان لا يطابق اسم المتجر',
    });
    expect(seen.find((p) => p.payoutId === pay!.payoutId)).toMatchObject({ status: 'paid', reference: 'BNK-77' });
    const returned = (await s.get('/wallet/transactions?type=payout_returned')).body;
    expect(returned.data).toHaveLength(1);
    expect(returned.data[0]).toMatchObject({
      amount: refuse!.amount,
      payoutId: refuse!.payoutId,
      note: 'الآيبان لا يطابق اسم المتجر',
    });
    expect(await sums(s.storeId)).toMatchObject({ byDay: true });
  });

  it('filters the transactions by type, day, amount and order number, and counts them', async () => {
    const { orderId } = await s.placeOrder({ paid: true, paymentMethod: 'cash' });
    const number = (await s.get(`/order/store-order-details/${orderId}`)).body.data.number as number;
    const byOrder = (await s.get(`/wallet/transactions?orderNumber=${number}`)).body;
    expect([byOrder.data.length, byOrder.data[0].orderId, byOrder.data[0].orderNumber, byOrder.pagination.total]).toEqual([
      1,
      orderId,
      number,
      1,
    ]);
    const payments = (await s.get('/wallet/transactions?type=order_payment&pageSize=2')).body;
    expect([payments.data.length, payments.pagination.total]).toEqual([2, 3]);
    const big = (await s.get('/wallet/transactions?amountMin=99&amountMax=100')).body;
    expect(big.data.every((e: { amount: number }) => Math.abs(e.amount) >= 99 && Math.abs(e.amount) <= 100)).toBe(true);
    expect(big.pagination.total).toBe(big.data.length);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });
    const tomorrow = new Date(Date.now() + DAY).toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });
    expect((await s.get(`/wallet/transactions?startDate=${tomorrow}`)).body.pagination.total).toBe(0);
    const all = (await s.get(`/wallet/transactions?startDate=${today}&endDate=${today}&pageSize=100`)).body;
    expect(all.pagination.total).toBe(all.data.length);
    // Page by page (each page's entries found through the ledger's index, then read), the same entries in the same order.
    const paged: unknown[] = [];
    const pageOf = (page: number) => s.get(`/wallet/transactions?startDate=${today}&endDate=${today}&pageSize=2&page=${page}`);
    for (let page = 1; page <= Math.ceil(all.data.length / 2); page += 1) paged.push(...(await pageOf(page)).body.data);
    expect(paged).toEqual(all.data);
    expect((await pageOf(Math.ceil(all.data.length / 2) + 1)).body.data).toEqual([]);
    for (const bad of [
      'type=gift',
      `startDate=${tomorrow}&endDate=${today}`,
      'amountMin=5&amountMax=1',
      'orderNumber=-1',
      'pageSize=101',
    ])
      expect([bad, (await s.get(`/wallet/transactions?${bad}`)).status]).toEqual([bad, 400]);
  });

  it('draws the balance day by day and exports the entries as CSV and XLSX in the merchant’s language', async () => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });
    const weekAgo = new Date(Date.now() - 6 * DAY).toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });
    const history = (await s.get(`/wallet/balance-history?startDate=${weekAgo}&endDate=${today}`)).body.data;
    expect(history.days).toHaveLength(7);
    expect(history.days[0]).toEqual({ date: weekAgo, balance: 0, change: 0 });
    expect(history.days[6].balance).toBe((await balance()).total);
    expect((await s.get(`/wallet/balance-history?startDate=2020-01-01&endDate=${today}`)).status).toBe(400);

    const csv = await download(t, s, 'csv', 'ar', '/wallet/transactions/export?type=order_payment');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...csv.data.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.data.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('التاريخ,النوع,المبلغ,العملة,رقم الطلب,ملاحظة,متاح للسحب في,رقم القيد');
    expect(lines.slice(1).map((l) => l.split(',').slice(1, 4).join(','))).toEqual([
      'دفعة طلب,100,SAR',
      'دفعة طلب,100,SAR',
      'دفعة طلب,100,SAR',
    ]);
    const xlsx = await download(t, s, 'xlsx', 'en', '/wallet/transactions/export?');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.data as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Transactions')!;
    expect(sheet.getRow(1).values).toContain('Order number');
    const total = (await s.get('/wallet/transactions')).body.pagination.total as number;
    expect(sheet.rowCount).toBe(total + 1);
    expect((await s.get('/wallet/transactions/export?format=pdf')).status).toBe(400);
  });

  it('keeps the balance the sum of its entries through a random run of payments, refunds, payouts and adjustments', async () => {
    const r = await orderStore(t);
    await verify(r.storeId);
    await r.put('/wallet/accounts/own', { holderName: 'متجر', bankName: 'البلاد', iban: IBAN });
    let seed = 20261126;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let step = 0; step < 40; step++) {
      const choice = next(5);
      if (choice === 0) await r.placeOrder({ paid: true, paymentMethod: 'cash' });
      else if (choice === 1) await adjust(t.database.db, r.storeId, (next(2000) - 1000) / 100, 'تصحيح');
      else if (choice === 2) await withdraw({ amount: 1 + next(50) }, r);
      else if (choice === 3) {
        const asked = ((await r.get('/wallet/payouts?pageSize=100')).body.data as { payoutId: string; status: string }[]).find(
          (p) => p.status === 'requested',
        );
        if (asked)
          await decidePayout(
            t.database.db,
            asked.payoutId,
            next(2) ? { paid: true, reference: null } : { paid: false, reason: 'مرفوض' },
          );
      } else {
        const { orderId } = await r.placeOrder({ paid: true, paymentMethod: 'cash' });
        await r.put(`/order/store-update-status-orders-by/${orderId}?statusId=${ORDER_STATUS_IDS.Refunded}`, undefined);
      }
      const sum = await sums(r.storeId);
      const shown = await balance(r);
      expect([step, sum.entries, sum.days, sum.byDay]).toEqual([step, Math.round(shown.total * 100), sum.entries, true]);
    }
  });
});
