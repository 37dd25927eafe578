// Journey of issue 5 (manual order): in Arabic, the demo merchant starts a manual order, adds a
// product twice and one variant of another, picks a customer (whose default address comes with
// them), express shipping and a coupon typed in small letters, creates the order, and lands on it.
// The order the server made holds exactly that. Screenshots of an open cart and of the pending
// invoices in Arabic and English, light and dark.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
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

/** Finds a product in the picker and presses its add button. */
async function pick(page: Page, search: string, name: string) {
  await page.getByRole('textbox', { name: 'البحث عن منتج' }).fill(search);
  await page.getByRole('button', { name: `إضافة ${name}` }).click();
}

test('a manual order in Arabic: two products, a customer with her address, express shipping and a coupon', async () => {
  const context = await newContext(browser, { 'app-language': 'ar', 'app-theme-name': 'light', 'souqna-session': session });
  const page = await context.newPage();
  await page.goto('/orders/add-order');
  await page.waitForURL(/\/orders\/add-order\/[0-9a-f-]{36}$/);

  await pick(page, 'بخور معمول', 'بخور معمول ملكي');
  await page.getByTestId('cart-line').filter({ hasText: 'بخور معمول ملكي' }).waitFor();
  const quantity = page.getByRole('textbox', { name: 'كمية بخور معمول ملكي' });
  await quantity.fill('2');
  await quantity.press('Enter');
  await page.getByTestId('cart-summary').getByText('170.00').first().waitFor();

  await pick(page, 'تمر سكري', 'تمر سكري فاخر');
  await page.getByPlaceholder('اختر النوع').click();
  await page.getByRole('option').and(page.locator(':not([data-combobox-disabled])')).first().click();
  await page
    .getByTestId('picker-product')
    .filter({ hasText: 'تمر سكري فاخر' })
    .getByRole('button', { name: 'إضافة', exact: true })
    .click();
  await page.getByTestId('cart-line').filter({ hasText: 'تمر سكري فاخر' }).waitFor();
  assert.equal(await page.getByTestId('cart-line').count(), 2);

  const customer = page.getByPlaceholder('اكتب الاسم أو رقم الجوال');
  await customer.fill('هيفاء');
  await page.getByRole('option', { name: /هيفاء المطيري/ }).click();
  // Her default address comes with her.
  await page.getByRole('radio', { checked: true }).first().waitFor();

  await page.getByRole('radio', { name: /الشحن السريع/ }).click();
  await page.getByTestId('cart-summary').getByText('20.00').waitFor();

  await page.getByRole('textbox', { name: 'رمز الكوبون' }).fill('ramadan15');
  await page.getByRole('button', { name: 'تطبيق' }).click();
  await page.getByText('RAMADAN15', { exact: true }).waitFor();
  await page.getByTestId('cart-summary').getByText('الكوبون RAMADAN15').waitFor();

  await page.getByRole('button', { name: 'إنشاء الطلب' }).click();
  await page.waitForURL(/\/orders\/orders-page\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').pop()!;
  const order = await api<{
    customerName: string;
    couponCode: string;
    shippingMethod: string;
    shippingFee: number;
    discount: number;
    status: string;
    address: { city: string } | null;
    products: { name: string; quantity: number }[];
  }>(`/order/store-order-details/${orderId}`);
  assert.equal(order.customerName, 'هيفاء المطيري');
  assert.equal(order.status, 'Pending');
  assert.equal(order.couponCode, 'RAMADAN15');
  assert.equal(order.shippingMethod, 'express');
  assert.equal(order.shippingFee, 20);
  assert.ok(order.discount > 0, 'the coupon took something off');
  assert.ok(order.address?.city, 'the order keeps the address');
  assert.deepEqual(
    order.products.map((p) => [p.name, p.quantity]),
    [
      ['بخور معمول ملكي', 2],
      ['تمر سكري فاخر', 1],
    ],
  );
  await context.close();
});

test('screenshots of an open cart and of the pending invoices in every look', async () => {
  const open = await api<{ sessionId: string; fullName: string | null }[]>('/cart/marchant/cart-header?page=1&pageSize=10');
  const cart = open.find((c) => c.fullName) ?? open[0]!;
  await inEveryLook(browser, session, async (page, look) => {
    await page.goto(`/orders/add-order/${cart.sessionId}`);
    await page.getByTestId('cart-line').first().waitFor();
    await page.getByTestId('picker-product').first().waitFor();
    await shot(page, `manual-order-${look.lang}-${look.theme}`);
    await page.goto('/pending-invoices');
    await page.getByTestId('pending-cart').first().waitFor();
    await shot(page, `pending-invoices-${look.lang}-${look.theme}`);
  });
});
