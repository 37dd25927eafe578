import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, TEST_ENCRYPTION_KEY, type TestApp } from '../../../test/harness.ts';
import { startMoyasarServer, type MoyasarServer } from '../../../test/moyasar-server.ts';
import { SecretBox } from '../../platform/sealed-secrets.ts';
import { orderStore, type OrderStore } from '../orders/order.fixtures.ts';
import { orderPayments } from '../orders/payment-tables.ts';
import { orders } from '../orders/tables.ts';
import { paymentProviderSettings } from './tables.ts';

// Card payments through Moyasar (docs/product-rules.md "Payments"), against a local server that
// answers as Moyasar's API does: the store's key checked before it is kept, both secrets sealed and
// never answered; a payment link is a Moyasar invoice of what is owed; a paid invoice's notification
// pays its order only with the store's token and once Moyasar confirms it, once however often it
// comes, and never another store's order.
const KEY = 'sk_test_8Ffi9VqWdU1oT5pL3mXzQk2n';
const OTHER_KEY = 'sk_test_Z1x2C3v4B5n6M7a8S9d0';
const TOKEN = 'a-long-webhook-secret-token';
let moyasar: MoyasarServer;
let t: TestApp;
let s: OrderStore;
let other: OrderStore;

beforeAll(async () => {
  moyasar = await startMoyasarServer([KEY, OTHER_KEY]);
  t = await createTestApp({ MOYASAR_API_BASE: moyasar.url });
  s = await orderStore(t);
  other = await orderStore(t);
});
afterAll(async () => {
  await t.close();
  await moyasar.close();
});

const put = (store: OrderStore, body: unknown, lang: 'ar' | 'en' = 'ar') =>
  t.call('PUT', '/api/v2/store/payment-provider/moyasar', body, { token: store.token, lang });
const notify = (storeId: string, body: unknown) => t.call('POST', `/api/v2/webhooks/moyasar/${storeId}`, body);
const fieldCodesOf = (res: { body: { error: { fields: { path: string; code: string }[] } } }) =>
  res.body.error.fields.map((f) => [f.path, f.code]);

describe('a store connects its Moyasar account', () => {
  it('needs both secrets the first time, and refuses a key Moyasar refuses, on its field', async () => {
    expect(fieldCodesOf(await put(s, {}))).toEqual([
      ['secretKey', 'required'],
      ['webhookSecret', 'required'],
    ]);
    expect(fieldCodesOf(await put(s, { secretKey: 'pk_test_abc', webhookSecret: TOKEN }))).toEqual([
      ['secretKey', 'moyasar_key'],
    ]);
    const short = await put(s, { secretKey: 'sk_test_123', webhookSecret: TOKEN }, 'en');
    expect(short.body.error.fields).toEqual([
      {
        path: 'secretKey',
        code: 'moyasar_key_short',
        message:
          'This key is too short: after sk_test_ or sk_live_ come at least 10 letters or digits, so copy the whole key from your Moyasar dashboard',
      },
    ]);
    expect(fieldCodesOf(await put(s, { secretKey: 'sk_live_abc-def-ghi-jkl', webhookSecret: TOKEN }))).toEqual([
      ['secretKey', 'moyasar_key_chars'],
    ]);
    const refused = await put(s, { secretKey: 'sk_test_NotAKeyMoyasarKnows1', webhookSecret: TOKEN }, 'en');
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual([
      {
        path: 'secretKey',
        code: 'moyasar_key_refused',
        message: 'Moyasar refused this key: copy it again from your Moyasar dashboard',
      },
    ]);
  });

  it('keeps both secrets sealed and answers only that they are set, with the webhook address to add', async () => {
    const res = await put(s, { secretKey: KEY, webhookSecret: TOKEN });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: 'moyasar',
      enabled: true,
      settings: {
        secretKeySet: true,
        secretKeyHint: '…Qk2n',
        liveMode: false,
        webhookSecretSet: true,
        webhookUrl: `${t.config.appUrl}/api/v2/webhooks/moyasar/${s.storeId}`,
      },
    });
    expect(JSON.stringify(res.body)).not.toContain(KEY);
    expect(JSON.stringify((await s.get('/store/payment-provider')).body)).not.toContain(TOKEN);
    const [row] = await t.database.db
      .select()
      .from(paymentProviderSettings)
      .where(eq(paymentProviderSettings.storeId, s.storeId));
    const kept = JSON.stringify(row!.settings);
    expect(kept).not.toContain(KEY);
    expect(kept).not.toContain(TOKEN);
    const box = new SecretBox(TEST_ENCRYPTION_KEY);
    expect(box.open((row!.settings as { secretKey: string }).secretKey)).toBe(KEY);
    // Saved again without secrets: both kept.
    const again = await put(s, {});
    expect(again.body.data.settings.secretKeyHint).toBe('…Qk2n');
    expect(await put(other, { secretKey: OTHER_KEY, webhookSecret: `${TOKEN}-other` })).toMatchObject({ status: 200 });
  });
});

describe('a Moyasar payment link and the notification that pays it', () => {
  let orderId = '';
  let invoiceId = '';
  it('makes an invoice of what the order owes with the store own key', async () => {
    orderId = (await s.placeOrder()).orderId;
    const res = await s.post(`/order/${orderId}/payment-link?provider=moyasar`, undefined);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ amount: 100, currency: 'SAR', provider: 'moyasar' });
    invoiceId = res.body.data.url.split('/').pop();
    const asked = moyasar.calls.findLast((c) => c.path === '/v1/invoices' && c.method === 'POST')!;
    expect(asked.key).toBe(KEY);
    expect(asked.body).toMatchObject({ amount: 10000, currency: 'SAR', metadata: { orderId, storeId: s.storeId } });
  });

  it('pays nothing for a wrong token, another store address, or before Moyasar says it is paid', async () => {
    const payment = moyasar.pay(invoiceId);
    expect((await notify(s.storeId, moyasar.notification(payment, 'not-the-token'))).status).toBe(400);
    // The other store's own token, at its own address: its invoice list has no such link.
    expect((await notify(other.storeId, moyasar.notification(payment, `${TOKEN}-other`))).status).toBe(200);
    // A payment Moyasar does not know: nothing.
    const unknown = { ...payment, id: '00000000-0000-4000-8000-000000000000' };
    expect((await notify(s.storeId, moyasar.notification(unknown, TOKEN))).status).toBe(409);
    expect((await notify('not-a-store', moyasar.notification(payment, TOKEN))).status).toBe(404);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.paymentStatus).toBe('pending');
  });

  it('pays the order once Moyasar confirms it, once however often the notification comes', async () => {
    const payment = moyasar.pay(invoiceId);
    const note = moyasar.notification(payment, TOKEN);
    expect((await notify(s.storeId, note)).status).toBe(200);
    expect((await notify(s.storeId, note)).status).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect([order!.status, order!.paymentStatus]).toEqual(['Paid', 'paid']);
    const payments = await t.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
    expect(payments.map((p) => [p.method, p.amount, p.reference])).toEqual([['moyasar', 10000, payment.id]]);
    expect(moyasar.calls.findLast((c) => c.path === `/v1/payments/${payment.id}`)!.key).toBe(KEY);
  });

  it('turned off, it makes no link', async () => {
    const list = (await s.get('/store/payment-provider')).body.data as { id: string; paymentProviderStorePublicId: string }[];
    const id = list.find((p) => p.id === 'moyasar')!.paymentProviderStorePublicId;
    expect((await s.delete(`/store/payment-provider/disable/${id}`)).status).toBe(200);
    const owed = (await s.placeOrder()).orderId;
    const res = await s.post(`/order/${owed}/payment-link`, undefined);
    expect([res.status, res.body.error.code]).toEqual([409, 'CONFLICT']);
  });
});
