// Journey of issue 14 (payments): in Arabic, the demo merchant sets up bank transfer (a mistyped
// IBAN refused, then the right one), finds it offered on a manual order (and cash on delivery's fee
// in the cart's summary once it is on and chosen), opens a pending order,
// records the customer's transfer with its reference, and sees the order paid, its payment listed
// and nothing left to pay; the API then answers the same payment. Screenshots of the payment and
// shipping methods and of an order's payments in Arabic and English, light and dark.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { apiAs, demoSession, inEveryLook, launch, newContext, shot } from '../support.ts';

let browser: Browser;
let session: string;
let api: ReturnType<typeof apiAs>;
before(async () => {
  browser = await launch();
  session = await demoSession();
  api = apiAs(session);
});
after(() => browser.close());

interface Payments {
  payments: { method: string; amount: number; reference: string | null }[];
  paid: number;
  outstanding: number;
}

test('bank transfer is set up, and a pending order’s transfer recorded makes it paid', async () => {
  const context = await newContext(browser, { 'app-language': 'ar', 'app-theme-name': 'light', 'souqna-session': session });
  const page = await context.newPage();
  await page.goto('/integrations/payments');
  const card = page.getByRole('region', { name: 'التحويل البنكي' });
  await card.getByRole('button', { name: 'اضبطها' }).click();
  const dialog = page.getByRole('dialog', { name: 'التحويل البنكي' });
  await dialog.getByRole('textbox', { name: 'اسم البنك' }).fill('مصرف الراجحي');
  await dialog.getByRole('textbox', { name: 'اسم صاحب الحساب' }).fill('مؤسسة عطور الشرق');
  const iban = dialog.getByRole('textbox', { name: 'رقم الآيبان' });
  await iban.fill('SA04 8000 0000 6080 1016 7519');
  await dialog.getByRole('button', { name: 'حفظ وتشغيل' }).click();
  await dialog.getByText('الآيبان غير صحيح: راجع الأرقام كما في كشف الحساب').waitFor();
  await iban.fill('sa0380000000608010167519');
  assert.equal(await iban.inputValue(), 'SA03 8000 0000 6080 1016 7519');
  await dialog.getByRole('button', { name: 'حفظ وتشغيل' }).click();
  await card.getByText('مفعّلة').waitFor();
  const providers = await api<{ id: string; enabled: boolean; settings: { iban: string } | null }[]>('/store/payment-provider');
  const bank = providers.find((p) => p.id === 'bank_transfer')!;
  assert.deepEqual([bank.enabled, bank.settings?.iban], [true, 'SA0380000000608010167519']);

  // A manual order now offers bank transfer, and not cash on delivery, which is off.
  await page.goto(`/orders/add-order/${crypto.randomUUID()}`);
  await page.getByRole('combobox', { name: 'طريقة الدفع' }).click();
  await page.getByRole('option', { name: 'تحويل بنكي' }).waitFor();
  assert.equal(await page.getByRole('option', { name: 'الدفع عند الاستلام' }).count(), 0);
  // Cash on delivery turned on with a fee: chosen in the cart, its fee is a line of the summary.
  await page.keyboard.press('Escape');
  await api('/store/payment-provider/cash-on-delivery', {
    method: 'PUT',
    body: { fee: 12, maxOrderAmount: null, warehouseIds: [], cities: [] },
  });
  await page.reload();
  await page.getByRole('combobox', { name: 'طريقة الدفع' }).click();
  await page.getByRole('option', { name: 'الدفع عند الاستلام' }).click();
  await page.getByText('رسوم الدفع عند الاستلام').waitFor();

  const pending = await api<{ orderId: string; number: number; totalAmount: number }[]>('/order/store-orders?page=1&pageSize=1', {
    method: 'POST',
    body: { statuses: ['Pending'] },
  });
  const order = pending[0]!;
  await page.goto(`/orders/orders-page/${order.orderId}`);
  const section = page.getByRole('region', { name: 'الدفع' });
  await section.getByRole('button', { name: 'تسجيل دفعة' }).click();
  const record = page.getByRole('dialog', { name: 'تسجيل دفعة' });
  await record.getByRole('textbox', { name: 'المرجع' }).fill('TRX-2026-001');
  await record.getByRole('button', { name: 'تسجيل الدفعة' }).click();
  await section.getByRole('list', { name: 'الدفعات والمبالغ المستردة' }).getByText('TRX-2026-001').waitFor();
  // Paid in full: the order is Paid, and nothing is left to record.
  await page.getByRole('heading', { level: 1 }).waitFor();
  await section.getByRole('button', { name: 'تسجيل دفعة' }).waitFor({ state: 'detached' });
  const after = await api<{ status: string }>(`/order/store-order-details/${order.orderId}`);
  assert.equal(after.status, 'Paid');
  const paid = await api<Payments>(`/order/${order.orderId}/payments`);
  assert.deepEqual(
    [paid.payments.map((p) => [p.method, p.amount, p.reference]), paid.paid, paid.outstanding],
    [[['bank_transfer', order.totalAmount, 'TRX-2026-001']], order.totalAmount, 0],
  );
  await context.close();
});

test('screenshots of the payment methods, the shipping methods and an order’s payments in every look', async () => {
  const paid = await api<{ orderId: string }[]>('/order/store-orders?page=1&pageSize=1', {
    method: 'POST',
    body: { statuses: ['Paid'] },
  });
  await inEveryLook(browser, session, async (page, look) => {
    await page.goto('/integrations/payments');
    await page.getByRole('region').first().waitFor();
    await shot(page, `payments-${look.lang}-${look.theme}`);
    await page.goto('/integrations/shipping');
    await page.getByRole('region').first().waitFor();
    await shot(page, `shipping-${look.lang}-${look.theme}`);
    await page.goto(`/orders/orders-page/${paid[0]!.orderId}`);
    await page.locator('#order-payment-title').waitFor();
    await page.locator('#order-payment-title').scrollIntoViewIfNeeded();
    await shot(page, `order-payments-${look.lang}-${look.theme}`);
  });
});
