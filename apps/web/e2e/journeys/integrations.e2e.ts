// Journey of issue 17 (messaging, custom statuses, webhooks): in Arabic, the demo merchant sets the
// store's own mail server at /email to a local SMTP server (plain, with a user and password) and sends
// the test message, which arrives there; sets WhatsApp at /integrations/settings to the local Cloud API
// server that run.mjs starts and sends its test template; adds a custom status «قيد التغليف» inside
// «تمت الموافقة», turns on a WhatsApp message for it at /integrations/customer-messages, moves a pending
// order into it from the order page's menu and sees the order's customer-messages card say the
// WhatsApp message was sent (the local server got the order's number in its parameters); then adds a
// webhook endpoint for order.status_changed, gives the secret the dialog shows once to a local
// receiver that verifies signatures with the Standard Webhooks package, moves another order, and sees
// the receiver get a verified message for it and the page's delivery log say it arrived. At
// /integrations/tools a Universal Analytics id is refused with its reason and a Google Analytics 4
// id typed in lower case is saved as the store info's analytics tab then shows it.
// Screenshots of the six pages, and of the order list's bulk menu offering the custom stage, in
// Arabic and English, light and dark.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { startSmtpServer } from '../../../server/test/smtp-server.ts';
import { startWebhookReceiver } from '../../../server/test/webhook-receiver.ts';
import type { WhatsappCall } from '../../../server/test/whatsapp-server.ts';
import { BASE_URL, apiAs, demoSession, inEveryLook, launch, newContext, settled, shot } from '../support.ts';

const WHATSAPP_URL = process.env.E2E_WHATSAPP_URL;
const WHATSAPP_NUMBER_ID = process.env.E2E_WHATSAPP_NUMBER_ID ?? '';
const WHATSAPP_TOKEN = process.env.E2E_WHATSAPP_TOKEN ?? '';
const SMTP_USER = 'orders@al-amal.store';
const SMTP_PASS = 'smtp-Pass-2026';
const STAGE = { ar: 'قيد التغليف', en: 'Being packed' };

let browser: Browser;
let session: string;
let api: ReturnType<typeof apiAs>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

interface OrderRow {
  orderId: string;
  number: number;
  customerPhone: string | null;
  status: string;
}
/** Two pending orders with a phone, from the end of the newest pending ones (other journeys take the first). */
let orders: OrderRow[] = [];

before(async () => {
  assert.ok(WHATSAPP_URL, 'E2E_WHATSAPP_URL is not set: run the journeys with npm run test:e2e');
  browser = await launch();
  session = await demoSession();
  api = apiAs(session);
  smtp = await startSmtpServer({ auth: { user: SMTP_USER, pass: SMTP_PASS } });
  receiver = await startWebhookReceiver();
  const pending = await api<OrderRow[]>('/order/store-orders?page=1&pageSize=30', {
    method: 'POST',
    body: { statuses: ['Pending'] },
  });
  orders = pending.filter((o) => o.customerPhone).slice(-2);
  assert.equal(orders.length, 2, 'the demo store has two pending orders with a phone');
});

after(async () => {
  // The demo store as it was for the journeys after this one: its mail to the development outbox,
  // no WhatsApp number, no endpoint, no custom status (its order goes back to «تمت الموافقة»).
  if (api) {
    // A DELETE has no body, so no JSON content type (apiAs sends one).
    const token = (JSON.parse(session) as { accessToken: string }).accessToken;
    const remove = async (path: string) => {
      const res = await fetch(`${BASE_URL}/api/v2${path}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) console.warn(`cleanup: DELETE ${path} answered ${res.status}`);
    };
    const settings = await api<{ messagingSettingsPublicId: string }[]>('/messaging-settings/store').catch(() => []);
    for (const s of settings ?? []) await remove(`/messaging-settings/${s.messagingSettingsPublicId}`);
    const hooks = await api<{ id: string }[]>('/store/webhooks').catch(() => []);
    for (const h of hooks ?? []) await remove(`/store/webhooks/${h.id}`);
    const statuses = await api<{ id: string; isCustom: boolean; nameAr: string }[]>('/order/status').catch(() => []);
    for (const s of (statuses ?? []).filter((s) => s.isCustom && s.nameAr === STAGE.ar)) await remove(`/order/status/${s.id}`);
    await api('/store/config', { method: 'PATCH', body: { changes: { 'analytics.webAnalyticsId': '' } } }).catch(() => undefined);
  }
  await browser?.close();
  await smtp?.close();
  await receiver?.close();
});

/** The script errors each page met (shown when a step finds nothing on screen). */
const pageErrors = new WeakMap<Page, string[]>();

const arabicPage = async () => {
  const context = await newContext(browser, { 'app-language': 'ar', 'app-theme-name': 'light', 'souqna-session': session });
  const page = await context.newPage();
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error.message));
  return page;
};

/** Waits until `check` answers something truthy (polled), or fails with `what`. */
async function until<T>(what: string, check: () => Promise<T | undefined | null | false>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** What the local WhatsApp Cloud API server has received so far. */
const whatsappCalls = async () => (await (await fetch(`${WHATSAPP_URL}/_test/calls`)).json()) as WhatsappCall[];

/** The test message's outcome on screen: its success box, or the journey stops with the failure it shows. */
async function testResult(page: Page) {
  const sent = page.getByRole('status').filter({ hasText: 'أُرسلت رسالة الاختبار' });
  const failed = page.getByRole('alert').filter({ hasText: /رفض|تعذّر|فشل|لم تُرسل/ });
  const shown = await sent
    .or(failed)
    .first()
    .waitFor({ timeout: 20_000 })
    .then(
      () => true,
      () => false,
    );
  if (!shown)
    assert.fail(
      `the test message showed neither success nor failure; the page's script errors: ${JSON.stringify(pageErrors.get(page) ?? [])}`,
    );
  if (await failed.count()) assert.fail(`the test message failed on screen: ${await failed.first().innerText()}`);
  return sent;
}

/** The form on the page that holds the field `name` (a settings card's form). */
const formWith = (page: Page, name: string) => page.locator('form').filter({ has: page.getByRole('textbox', { name }) });

test('the store’s own mail server: saved at /email, its test message arrives at the server', async () => {
  const page = await arabicPage();
  try {
    await page.goto('/email');
    await settled(page);
    const form = formWith(page, 'خادم SMTP');
    await form.getByRole('textbox', { name: 'خادم SMTP' }).fill('127.0.0.1');
    // The encryption first: it proposes its usual port, which ours then replaces.
    await form.getByText('بدون', { exact: true }).click();
    await form.getByRole('textbox', { name: 'المنفذ' }).fill(String(smtp.port));
    await form.getByRole('textbox', { name: 'اسم المستخدم' }).fill(SMTP_USER);
    await form.getByRole('textbox', { name: 'كلمة المرور' }).fill(SMTP_PASS);
    await form.getByRole('textbox', { name: 'اسم المرسل عبر خادمك' }).fill('متجر الأمل');
    await form.getByRole('textbox', { name: 'بريد المرسل' }).fill(SMTP_USER);
    await form.getByRole('button', { name: 'حفظ', exact: true }).click();
    // Saved and on: the platform's sender card says the store's mail now leaves from its own server.
    await page.getByText('بريد متجرك يُرسل الآن من خادمك؛ تُستخدم هذه البيانات إن أوقفته.').waitFor();
    await page.getByText('مفعّل', { exact: true }).waitFor();
    await page.getByText('محفوظ، ينتهي بـ').waitFor();

    await page.getByRole('textbox', { name: 'إلى البريد' }).fill('owner@al-amal.test');
    await page.getByRole('button', { name: 'أرسل رسالة اختبار' }).click();
    const sent = await testResult(page);
    assert.match(await sent.innerText(), /owner@al-amal\.test/);

    const store = await api<{ name: string }>('/store/get-all-store-data');
    const mail = await until('the test message at the SMTP server', async () =>
      smtp.received.find((m) => m.to && !Array.isArray(m.to) && m.to.text === 'owner@al-amal.test'),
    );
    assert.equal(mail.subject, `رسالة اختبار من ${store.name}`);
    assert.equal(mail.from?.value[0]?.address, SMTP_USER);
    assert.match(mail.text ?? '', /إعدادات الرسائل تعمل/);
  } finally {
    await page.context().close();
  }
});

test('WhatsApp: the number is saved at /integrations/settings and its test template goes out', async () => {
  const page = await arabicPage();
  try {
    await page.goto('/integrations/settings');
    await settled(page);
    const form = formWith(page, 'معرّف رقم الهاتف (Phone number ID)');
    await form.getByRole('textbox', { name: 'معرّف رقم الهاتف (Phone number ID)' }).fill(WHATSAPP_NUMBER_ID);
    await form.getByRole('textbox', { name: 'رمز الوصول (Access token)' }).fill(WHATSAPP_TOKEN);
    await form.getByRole('button', { name: 'حفظ', exact: true }).click();
    await page.getByText('محفوظ، ينتهي بـ').waitFor();

    await page.getByRole('textbox', { name: 'إلى الرقم' }).fill('+966501234567');
    await page.getByRole('button', { name: 'أرسل رسالة اختبار' }).click();
    const sent = await testResult(page);
    assert.match(await sent.innerText(), /\+966501234567/);
    const call = (await whatsappCalls()).findLast((c) => c.body?.to === '966501234567');
    assert.ok(call, 'the Cloud API server got the test message');
    assert.equal(call.path, `/v21.0/${WHATSAPP_NUMBER_ID}/messages`);
    assert.equal(call.token, WHATSAPP_TOKEN);
    assert.deepEqual(call.body?.template, { name: 'hello_world', language: { code: 'en_US' } });
  } finally {
    await page.context().close();
  }
});

test('a custom status with a WhatsApp message: an order moved into it gets the message, as its page shows', async () => {
  const page = await arabicPage();
  const order = orders[0]!;
  try {
    // The custom status «قيد التغليف», a stage of «تمت الموافقة».
    await page.goto('/orders/order-statuses');
    await settled(page);
    await page.getByRole('button', { name: 'إضافة حالة' }).first().click();
    const form = page.getByRole('dialog', { name: 'إضافة حالة خاصة' });
    await form.getByRole('textbox', { name: 'الاسم بالعربية' }).fill(STAGE.ar);
    await form.getByRole('textbox', { name: 'الاسم بالإنجليزية' }).fill(STAGE.en);
    await form.getByRole('combobox', { name: 'تتبع الحالة الأساسية' }).click();
    await page.getByRole('option', { name: 'تمت الموافقة' }).click();
    await form.getByRole('radio', { name: 'برتقالي' }).click();
    await form.getByRole('button', { name: 'إضافة الحالة' }).click();
    await page.getByText('تمت إضافة الحالة').first().waitFor();
    const row = page.getByTestId('custom-status').filter({ hasText: STAGE.en });
    await row.waitFor();
    assert.match(await row.innerText(), new RegExp(`${STAGE.ar}[\\s\\S]*تمت الموافقة`));

    // Its WhatsApp message: the approved template «order_update» with the order's number.
    await page.goto('/integrations/customer-messages');
    await settled(page);
    await page.getByRole('combobox', { name: 'حالة الطلب' }).click();
    await page.getByRole('option', { name: `${STAGE.ar} (تمت الموافقة)` }).click();
    await page.getByRole('tab', { name: 'واتساب' }).click();
    await page.getByRole('switch', { name: 'أرسل هذه الرسالة عند دخول الطلب هذه الحالة' }).check();
    await page.getByRole('textbox', { name: 'اسم القالب لدى Meta (العربية)' }).fill('order_update');
    await page.getByRole('button', { name: 'أضف متغيرًا' }).first().click();
    const parameter = page.getByRole('textbox', { name: 'المتغير 1 (العربية)' });
    await parameter.fill('طلبك رقم ');
    await page.getByRole('group', { name: 'أدرج متغيرًا (العربية)' }).getByRole('button', { name: 'رقم الطلب' }).click();
    assert.equal(await parameter.inputValue(), 'طلبك رقم {orderNumber}');
    // The preview, rendered by the server with a sample order.
    await page.getByTestId('preview-whatsapp-ar').getByText('طلبك رقم 1001').waitFor();
    await page.getByRole('button', { name: 'احفظ رسائل هذه الحالة' }).click();
    await page.getByText('تم حفظ رسائل العملاء لهذه الحالة').first().waitFor();

    // A pending order moved into it from its page, where the stage stands beside the forward moves.
    await page.goto(`/orders/orders-page/${order.orderId}`);
    await page.getByTestId('order-header').waitFor();
    await page.getByRole('group', { name: 'تغيير حالة الطلب' }).getByRole('button', { name: STAGE.ar }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: `نقل إلى «${STAGE.ar}»` }).click();
    await page.getByText('تم تحديث حالة الطلب').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('order-header').getByText(STAGE.ar, { exact: true }).waitFor();

    // The customer-messages card: the WhatsApp message of «قيد التغليف», sent (the queue sends it in seconds).
    await page.getByRole('heading', { name: 'الرسائل إلى العميل' }).waitFor();
    const message = page.getByTestId('customer-message').filter({ hasText: 'واتساب' });
    await message.getByText('أُرسلت', { exact: true }).waitFor({ timeout: 30_000 });
    const text = await message.innerText();
    assert.match(text, new RegExp(STAGE.ar));
    assert.ok(text.includes(order.customerPhone!.slice(-7)), `the card names the order’s phone: ${text}`);

    const call = (await whatsappCalls()).find((c) => c.body?.template?.name === 'order_update');
    assert.ok(call, 'the Cloud API server got the order’s message');
    assert.equal(call.body?.to, order.customerPhone!.replace(/^\+/, ''));
    assert.deepEqual(call.body?.template?.components, [
      { type: 'body', parameters: [{ type: 'text', text: `طلبك رقم ${order.number}` }] },
    ]);
  } finally {
    await page.context().close();
  }
});

test('a webhook endpoint gets a verified order.status_changed for an order moved in the browser, and its log says it arrived', async () => {
  const page = await arabicPage();
  const order = orders[1]!;
  const url = receiver.url('/souqna/orders');
  try {
    await page.goto('/integrations/webhooks');
    await settled(page);
    await page.getByRole('button', { name: 'إضافة نقطة استقبال' }).click();
    const form = page.getByRole('dialog', { name: 'إضافة نقطة استقبال' });
    await form.getByRole('textbox', { name: 'رابط الاستقبال' }).fill(url);
    await form.getByRole('checkbox', { name: 'تغيّر حالة طلب' }).check();
    await form.getByRole('textbox', { name: 'وصف' }).fill('نظام المحاسبة');
    await form.getByRole('button', { name: 'إضافة', exact: true }).click();

    // The secret, shown this once: the receiver verifies with it.
    const shown = page.getByRole('dialog', { name: 'المفتاح السري للتوقيع' });
    const secret = (await shown.locator('[aria-label="المفتاح السري"]').innerText()).trim();
    assert.match(secret, /^whsec_[A-Za-z0-9+/=]+$/);
    receiver.useSecret(secret);
    await shown.getByRole('button', { name: 'نسخته، أغلق' }).click();
    await shown.waitFor({ state: 'hidden' });
    const card = page.getByRole('region', { name: url });
    await card.getByText('لم يُرسل شيء بعد').waitFor();

    // Another pending order approved from its page.
    await page.goto(`/orders/orders-page/${order.orderId}`);
    await page.getByTestId('order-header').waitFor();
    await page
      .getByRole('group', { name: 'تغيير حالة الطلب' })
      .getByRole('button', { name: 'تمت الموافقة', exact: true })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'نقل إلى «تمت الموافقة»' }).click();
    await page.getByText('تم تحديث حالة الطلب').first().waitFor();

    const got = await until('the receiver to get the order’s order.status_changed', async () =>
      receiver.received.find((r) => r.body.includes(order.orderId)),
    );
    assert.equal(got.verifyError, null, 'the signature verifies with the secret the page showed');
    assert.equal(got.path, '/souqna/orders');
    assert.equal(got.payload?.type, 'order.status_changed');
    assert.deepEqual(
      [got.payload?.data.orderId, got.payload?.data.number, got.payload?.data.previousStatus, got.payload?.data.status],
      [order.orderId, order.number, 'Pending', 'Approved'],
    );

    // The page's log: that message, arrived (200) on the first try.
    await until('the delivery log to show the message delivered', async () => {
      await page.goto('/integrations/webhooks');
      await settled(page);
      await page.getByRole('region', { name: url }).getByRole('button', { name: 'سجل الإرسال' }).click();
      const log = page.getByRole('region', { name: 'سجل الإرسال' });
      const entry = log.getByRole('row').filter({ hasText: got.headers['webhook-id']! });
      if (
        !(await entry.waitFor({ timeout: 5_000 }).then(
          () => true,
          () => false,
        ))
      )
        return false;
      const text = await entry.innerText();
      return /وصلت/.test(text) && /200/.test(text) && text.includes('تغيّر حالة طلب') && /محاولة واحدة/.test(text);
    });
    assert.match(await page.getByRole('region', { name: url }).innerText(), /آخر إرسال:[\s\S]*وصلت/);
  } finally {
    await page.context().close();
  }
});

test('analytics: /integrations/tools refuses a Universal Analytics id, saves a GA4 one, and the store info shows it', async () => {
  const page = await arabicPage();
  await page.goto('/integrations/tools');
  await settled(page);
  const field = page.getByRole('textbox', { name: 'معرّف تحليلات الموقع' });
  await field.fill('UA-12345-1');
  await field.blur();
  await page.getByText(/لم تعد تجمع البيانات/).waitFor();
  await field.fill('  g-e2e2026ab ');
  await page.getByText('تم التعرّف عليه: Google Analytics 4').waitFor();
  await formWith(page, 'معرّف تحليلات الموقع').getByRole('button', { name: 'حفظ' }).click();
  await page.getByText('تم حفظ معرّف تحليلات الموقع').waitFor();
  await page.getByText(/متصل بـ .*Google Analytics 4.* بالمعرّف .*G-E2E2026AB/).waitFor();
  const config = await api<{ analytics: { webAnalyticsId: string } }>('/store/config');
  assert.equal(config.analytics.webAnalyticsId, 'G-E2E2026AB');
  await page.getByRole('link', { name: 'معلومات المتجر: تبويب التحليلات' }).click();
  await page.waitForURL(/\/store-setting\?tab=analytics/);
  await until(
    'the analytics tab showing the saved id',
    async () => (await page.getByRole('textbox', { name: 'معرّف تحليلات الموقع' }).inputValue()) === 'G-E2E2026AB',
  );
  await page.context().close();
});

test('screenshots of the mail server, WhatsApp, customer messages, order statuses, webhooks, tools and the bulk status menu in every look', async () => {
  await inEveryLook(browser, session, async (page, { lang, theme }) => {
    const ar = lang === 'ar';
    const name = (what: string) => `integrations-${what}-${lang}-${theme}`;
    await page.goto('/email');
    await settled(page);
    await shot(page, name('email'));
    await page.goto('/integrations/settings');
    await settled(page);
    await shot(page, name('settings'));
    await page.goto('/integrations/customer-messages');
    await settled(page);
    await page.getByRole('combobox', { name: ar ? 'حالة الطلب' : 'Order status' }).click();
    await page.getByRole('option', { name: ar ? `${STAGE.ar} (تمت الموافقة)` : `${STAGE.en} (Approved)` }).click();
    await page.getByRole('tab', { name: ar ? 'واتساب' : 'WhatsApp' }).click();
    await page.getByTestId('preview-whatsapp-ar').getByText(/1001/).waitFor();
    await shot(page, name('customer-messages'));
    await page.goto('/orders/order-statuses');
    await settled(page);
    await page.getByTestId('custom-status').first().waitFor();
    await shot(page, name('order-statuses'));
    await page.goto('/integrations/webhooks');
    await settled(page);
    await page.getByRole('button', { name: ar ? 'سجل الإرسال' : 'Delivery log' }).click();
    await page
      .getByRole('region', { name: ar ? 'سجل الإرسال' : 'Delivery log' })
      .getByRole('row')
      .nth(1)
      .waitFor();
    await settled(page);
    await shot(page, name('webhooks'));
    await page.goto('/integrations/tools');
    await settled(page);
    await shot(page, name('tools'));
    await page.goto('/orders/orders-page');
    await settled(page);
    await page
      .getByRole('checkbox', { name: ar ? /^تحديد الطلب/ : /^Select order/ })
      .first()
      .check();
    await page.getByRole('button', { name: ar ? 'تغيير الحالة' : 'Change status' }).click();
    await page.getByRole('menuitem', { name: ar ? STAGE.ar : STAGE.en }).waitFor();
    // The menu fades in: the picture waits until it is drawn in full.
    await page.waitForFunction(() => {
      const menu = document.querySelector('.mantine-Menu-dropdown');
      return menu !== null && getComputedStyle(menu).opacity === '1';
    });
    await shot(page, name('bulk-status'));
  });
});
