import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { startStripeServer, type StripeServer } from '../../../test/stripe-server.ts';
import { ledgerEntries } from '../ledger/tables.ts';
import { orderStore, type OrderStore } from '../orders/order.fixtures.ts';
import { orderPayments } from '../orders/payment-tables.ts';
import { orders } from '../orders/tables.ts';

// Card payments through Stripe Connect (docs/product-rules.md "Payments"), against a local server
// that answers as Stripe's API does: the store's account made once, onboarded, enabled only once
// Stripe lets it charge; a payment link of what an order owes, charged on the store's account; the
// order paid by Stripe's signed event alone, once however often it comes; nothing from another
// store's account, an unsigned event or a Stripe that cannot be reached.
let stripe: StripeServer;
let t: TestApp;
let s: OrderStore;
let other: OrderStore;

beforeAll(async () => {
  stripe = await startStripeServer();
  t = await createTestApp(stripe.env);
  s = await orderStore(t);
  other = await orderStore(t);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const webhook = (event: { body: string; signature: string }) =>
  t.call('POST', '/api/v2/webhooks/stripe', event.body, {
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
  });
/** A POST without a body, answered in English. */
const inEnglish = (store: { token: string }, url: string) =>
  t.call('POST', `/api/v2${url}`, undefined, { token: store.token, lang: 'en' });
const stripeProvider = async (store: OrderStore) =>
  (
    (await store.get('/store/payment-provider')).body.data as {
      id: string;
      enabled: boolean;
      available: boolean;
      settings: { accountId: string; chargesEnabled: boolean } | null;
    }[]
  ).find((p) => p.id === 'stripe')!;

let accountId = '';

describe('a store connects its Stripe account', () => {
  it('makes one account for the store however often it is asked, and another for another store', async () => {
    expect(await stripeProvider(s)).toMatchObject({ available: true, enabled: false, settings: null });
    const made = await s.post('/store/stripe/create-account/stripe', undefined);
    expect(made.status).toBe(200);
    expect(made.body.message).toBe('تم إنشاء حساب Stripe لمتجرك');
    accountId = made.body.data.accountId;
    expect(made.body.data).toEqual({ accountId, detailsSubmitted: false, chargesEnabled: false, payoutsEnabled: false });
    expect((await s.post('/store/stripe/create-account/stripe', undefined)).body.data.accountId).toBe(accountId);
    const asked = stripe.calls.filter((c) => c.path === '/v1/accounts');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.form).toMatchObject({ type: 'express', 'metadata[storeId]': s.storeId });
    const theirs = await other.post('/store/stripe/create-account/stripe', undefined);
    expect(theirs.body.data.accountId).not.toBe(accountId);
    expect((await s.post('/store/stripe/create-account/paypal', undefined)).status).toBe(404);
  });

  it('sends the merchant to Stripe onboarding, and back to the payments page', async () => {
    const link = await s.post('/store/stripe/create-account-link', undefined);
    expect(link.status).toBe(200);
    expect(link.body.data.url).toBe(`https://connect.stripe.test/setup/${accountId}`);
    expect(link.body.data.expiresAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const asked = stripe.calls.findLast((c) => c.path === '/v1/account_links')!;
    expect(asked.form).toMatchObject({
      account: accountId,
      type: 'account_onboarding',
      return_url: `${t.config.appUrl}/integrations/payments?stripe=return`,
      refresh_url: `${t.config.appUrl}/integrations/payments?stripe=refresh`,
    });
  });

  it('is enabled only once Stripe lets the account charge, saying what is missing before', async () => {
    const early = await inEnglish(s, '/store/stripe/enable');
    expect([early.status, early.body.error.code, early.body.message]).toEqual([
      409,
      'CONFLICT',
      'Finish your account details on Stripe first',
    ]);
    stripe.setAccount(accountId, { details_submitted: true });
    const waiting = await s.post('/store/stripe/enable', undefined);
    expect([waiting.status, waiting.body.message]).toEqual([409, 'لم يفعّل Stripe استقبال المدفوعات لحسابك بعد']);
    expect(await stripeProvider(s)).toMatchObject({ enabled: false, settings: { accountId, chargesEnabled: false } });
    stripe.setAccount(accountId, { charges_enabled: true, payouts_enabled: true });
    const on = await s.post('/store/stripe/enable', undefined);
    expect(on.status).toBe(200);
    expect(on.body.data).toEqual({ accountId, detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true });
    expect((await s.get('/store/payment-provider/status')).body.data).toEqual({ enabled: ['stripe'], anyEnabled: true });
  });

  it('opens the Stripe dashboard by a one-time link', async () => {
    const res = await s.get('/store/stripe/dashboard');
    expect(res.body.data).toEqual({ url: `https://connect.stripe.test/express/${accountId}`, expiresAt: null });
  });
});

describe('a payment link and the event that pays', () => {
  let orderId = '';
  it('checks out what the order owes on the store own account, in its currency', async () => {
    orderId = (await s.placeOrder()).orderId;
    const res = await s.post(`/order/${orderId}/payment-link`, undefined);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ amount: 100, currency: 'SAR', provider: 'stripe' });
    expect(res.body.data.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const asked = stripe.calls.findLast((c) => c.path === '/v1/checkout/sessions')!;
    expect(asked.account).toBe(accountId);
    expect(asked.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '10000',
      'line_items[0][price_data][currency]': 'sar',
      'metadata[orderId]': orderId,
      'metadata[storeId]': s.storeId,
      success_url: `${t.config.appUrl}/payment/done`,
    });
    // Asked again for the same amount: the same checkout.
    expect((await s.post(`/order/${orderId}/payment-link`, undefined)).body.data.url).toBe(res.body.data.url);
  });

  it('refuses a link for another store order, one with nothing owed, or a store without card payments', async () => {
    expect((await other.post(`/order/${orderId}/payment-link`, undefined)).status).toBe(404);
    const theirs = (await other.placeOrder()).orderId;
    const off = await inEnglish(other, `/order/${theirs}/payment-link`);
    expect([off.status, off.body.message]).toEqual([409, 'Turn on card payments in payment methods to send a payment link']);
    const paid = (await s.placeOrder({ paid: true })).orderId;
    expect((await s.post(`/order/${paid}/payment-link`, undefined)).body.message).toBe('لا يوجد مبلغ متبقٍ على هذا الطلب');
  });

  it('pays the order when Stripe signs that the checkout was paid, once however often it comes', async () => {
    const session = {
      id: 'cs_test_paid',
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: 10000,
      currency: 'sar',
      payment_intent: 'pi_test_1',
      metadata: { storeId: s.storeId, orderId },
    };
    const event = stripe.event('checkout.session.completed', session, accountId);
    expect((await webhook(event)).status).toBe(200);
    expect((await webhook(event)).status).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect([order!.status, order!.paymentStatus]).toEqual(['Paid', 'paid']);
    const payments = await t.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
    expect(payments.map((p) => [p.kind, p.method, p.amount, p.reference])).toEqual([['payment', 'stripe', 10000, 'pi_test_1']]);
    const ledger = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.storeId, s.storeId)));
    expect(ledger.map((e) => [e.kind, e.amount])).toEqual([['order_payment', 10000]]);
    const seen = await s.get(`/order/${orderId}/payments`);
    expect(seen.body.data).toMatchObject({ paid: 100, outstanding: 0 });
  });

  it('takes nothing from an unsigned event, a wrong secret, or another store account naming this store order', async () => {
    const theirs = (await other.placeOrder()).orderId;
    const mine = (await s.placeOrder()).orderId;
    const session = (order: string, store: string) => ({
      id: 'cs_test_x',
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: 10000,
      currency: 'sar',
      payment_intent: `pi_${order.slice(-6)}`,
      metadata: { storeId: store, orderId: order },
    });
    const forged = stripe.event('checkout.session.completed', session(mine, s.storeId), accountId, 'whsec_not_ours');
    const bad = await webhook(forged);
    expect([bad.status, bad.body.error.code]).toEqual([400, 'BAD_REQUEST']);
    expect((await webhook({ ...forged, signature: '' })).status).toBe(400);
    const otherAccount = (await stripeProvider(other)).settings!.accountId;
    // The other store's account claims this store's order (and this store's id): nothing is paid.
    expect((await webhook(stripe.event('checkout.session.completed', session(mine, s.storeId), otherAccount))).status).toBe(200);
    // This store's account names the other store's order: nothing is paid either.
    expect((await webhook(stripe.event('checkout.session.completed', session(theirs, s.storeId), accountId))).status).toBe(200);
    for (const id of [mine, theirs]) {
      const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
      expect(order!.paymentStatus).toBe('pending');
    }
  });

  it('turns card payments off when Stripe stops the account charges', async () => {
    const account = { ...stripe.setAccount(accountId, { charges_enabled: false }) };
    expect((await webhook(stripe.event('account.updated', account, accountId))).status).toBe(200);
    expect(await stripeProvider(s)).toMatchObject({ enabled: false, settings: { accountId, chargesEnabled: false } });
  });
});

describe('without Stripe', () => {
  it('says Stripe cannot be reached, in the merchant language, when its API does not answer', async () => {
    const down = await createTestApp({ ...stripe.env, STRIPE_API_BASE: 'http://127.0.0.1:9' });
    try {
      const store = await orderStore(down);
      const res = await down.call('POST', '/api/v2/store/stripe/create-account/stripe', undefined, {
        token: store.token,
        lang: 'en',
      });
      expect([res.status, res.body.message]).toEqual([409, 'Stripe could not be reached; try again shortly']);
    } finally {
      await down.close();
    }
  });

  it('says Stripe is not available on a server without its key, and refuses its events', async () => {
    const bare = await createTestApp();
    try {
      const store = await orderStore(bare);
      const res = await store.post('/store/stripe/create-account/stripe', undefined);
      expect([res.status, res.body.message]).toEqual([409, 'الدفع بالبطاقة عبر Stripe غير متاح على هذا الخادم']);
      const event = stripe.event('account.updated', { id: 'acct_x' });
      const hook = await bare.call('POST', '/api/v2/webhooks/stripe', event.body, {
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      });
      expect(hook.status).toBe(409);
    } finally {
      await bare.close();
    }
  });
});
