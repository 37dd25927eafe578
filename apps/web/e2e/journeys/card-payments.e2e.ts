// Journey of issue 14 (card payments): in Arabic, the demo merchant connects Stripe (the local
// server that answers as Stripe's API does stands in for Stripe; its onboarding page is a redirect
// straight back), finds card payments on, sends a pending order's payment link, and sees the order
// paid once Stripe's signed event arrives, not before. Screenshots of the payment link in Arabic
// and English, light and dark.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { signedStripeEvent } from '../../../server/test/stripe-server.ts';
import { apiAs, BASE_URL, demoSession, inEveryLook, launch, newContext, shot } from '../support.ts';

const STRIPE_URL = process.env.E2E_STRIPE_URL ?? '';
let browser: Browser;
let session: string;
let api: ReturnType<typeof apiAs>;
before(async () => {
  assert.ok(STRIPE_URL, 'the journeys run with the local Stripe server (apps/web/e2e/run.mjs)');
  browser = await launch();
  session = await demoSession();
  api = apiAs(session);
});
after(() => browser.close());

interface Order {
  orderId: string;
  number: number;
  totalAmount: number;
}
let order: Order;

test('Stripe is connected and turned on, and a payment link paid by card makes its order paid on Stripe’s event alone', async () => {
  const context = await newContext(browser, { 'app-language': 'ar', 'app-theme-name': 'light', 'souqna-session': session });
  // Stripe's onboarding: the merchant finishes it, and Stripe sends them back to the payments page.
  await context.route('https://connect.stripe.test/**', async (route) => {
    const account = new URL(route.request().url()).pathname.split('/').pop()!;
    await fetch(`${STRIPE_URL}/_test/accounts/${account}`, {
      method: 'POST',
      body: JSON.stringify({ details_submitted: true, charges_enabled: true, payouts_enabled: true }),
    });
    await route.fulfill({ status: 302, headers: { location: `${BASE_URL}/integrations/payments?stripe=return` } });
  });
  const page = await context.newPage();
  await page.goto('/integrations/payments');
  const card = page.getByRole('region', { name: 'الدفع بالبطاقة (Stripe)' });
  await card.getByRole('button', { name: 'ربط Stripe' }).click();
  await card.getByText('مفعّلة').waitFor();
  await card.getByRole('button', { name: 'لوحة Stripe' }).waitFor();
  const status = await api<{ enabled: string[] }>('/store/payment-provider/status');
  assert.ok(status.enabled.includes('stripe'));

  const pending = await api<Order[]>('/order/store-orders?page=1&pageSize=1', {
    method: 'POST',
    body: { statuses: ['Pending'] },
  });
  order = pending[0]!;
  await page.goto(`/orders/orders-page/${order.orderId}`);
  const section = page.getByRole('region', { name: 'الدفع' });
  await section.getByRole('button', { name: 'رابط دفع' }).click();
  const dialog = page.getByRole('dialog', { name: 'رابط الدفع للعميل' });
  const link = await dialog.getByRole('textbox', { name: 'رابط دفع' }).inputValue();
  assert.match(link, /^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
  // Its own «إغلاق» button, not the dialog's × («إغلاق النافذة»).
  await dialog.getByRole('button', { name: 'إغلاق', exact: true }).click();
  // The customer's return to the browser pays nothing: the order is still owed.
  const before = await api<{ status: string }>(`/order/store-order-details/${order.orderId}`);
  assert.equal(before.status, 'Pending');

  const { storeId } = (JSON.parse(session) as { user: { storeId: string } }).user;
  const providers = await api<{ id: string; settings: { accountId: string } | null }[]>('/store/payment-provider');
  const accountId = providers.find((p) => p.id === 'stripe')!.settings!.accountId;
  const paid = signedStripeEvent(
    'checkout.session.completed',
    {
      id: link.split('/').pop(),
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: Math.round(order.totalAmount * 100),
      currency: 'sar',
      payment_intent: 'pi_e2e_journey',
      metadata: { storeId, orderId: order.orderId },
    },
    accountId,
  );
  const hook = await fetch(`${BASE_URL}/api/v2/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': paid.signature },
    body: paid.body,
  });
  assert.equal(hook.status, 200);
  await page.reload();
  const entries = page.getByRole('region', { name: 'الدفع' }).getByRole('list', { name: 'الدفعات والمبالغ المستردة' });
  await entries.getByText('بطاقة (Stripe)').waitFor();
  await entries.getByText('pi_e2e_journey').waitFor();
  const after = await api<{ status: string }>(`/order/store-order-details/${order.orderId}`);
  assert.equal(after.status, 'Paid');
  await context.close();
});

test('screenshots of a payment link in every look', async () => {
  const pending = await api<Order[]>('/order/store-orders?page=1&pageSize=1', {
    method: 'POST',
    body: { statuses: ['Pending'] },
  });
  await inEveryLook(browser, session, async (page, look) => {
    await page.goto(`/orders/orders-page/${pending[0]!.orderId}`);
    await page.locator('#order-payment-title').waitFor();
    await page
      .getByRole('region', { name: look.lang === 'ar' ? 'الدفع' : 'Payment' })
      .getByRole('button', { name: look.lang === 'ar' ? 'رابط دفع' : 'Payment link' })
      .click();
    await page.getByRole('dialog').getByRole('textbox').waitFor();
    await shot(page, `payment-link-${look.lang}-${look.theme}`);
  });
});
