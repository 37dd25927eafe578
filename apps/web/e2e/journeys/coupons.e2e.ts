// Journey of issue 5 (coupons and availability notifications): the demo merchant adds a coupon for a
// product found by typing its name, with a date picked in the calendar, finds it by its code typed in
// lower case, edits its percentage and deletes it; then marks a customer waiting for a product as
// notified and deletes another's request. Screenshots of both screens (and the coupon form) in Arabic
// and English, light and dark.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, demoSession, inEveryLook, launch, newContext, shot } from '../support.ts';

let browser: Browser;
let session: string;
let token: string;
before(async () => {
  browser = await launch();
  session = await demoSession();
  token = (JSON.parse(session) as { accessToken: string }).accessToken;
});
after(() => browser.close());

const signedIn = () =>
  newContext(browser, { 'app-language': 'ar', 'app-theme-name': 'light', 'souqna-session': session }, 'ar-SA');

async function callApi(method: string, path: string, body?: unknown) {
  const res = await fetch(`${BASE_URL}/api/v2${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as { data: unknown };
}

const CODE = `eid${Date.now() % 100_000}`;
const row = (page: Page, text: string) => page.getByTestId('coupon-row').filter({ hasText: text });

async function pickNextMonthDay(page: Page, day: string) {
  await page.getByRole('textbox', { name: 'تاريخ الانتهاء' }).click();
  await page.locator('.mantine-DateInput-calendarHeaderControl[data-direction="next"]').click();
  await page
    .locator('.mantine-DateInput-day:not([data-outside])', { hasText: new RegExp(`^${day}$`) })
    .first()
    .click();
}

test('a coupon is added for a searched product, found by its code, edited and deleted', async () => {
  const context = await signedIn();
  const page = await context.newPage();
  await page.goto('/marketing/coupons');
  await page.getByRole('heading', { name: 'كوبونات الخصم', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'إضافة كوبون' }).first().click();

  const dialog = page.getByRole('dialog', { name: 'إضافة كوبون' });
  await dialog.getByRole('textbox', { name: 'رمز الكوبون' }).fill(CODE);
  await dialog.getByRole('textbox', { name: 'نسبة الخصم' }).fill('15');
  await dialog.getByRole('textbox', { name: 'الحد الأدنى لمجموع السلة' }).fill('100');
  await dialog.getByPlaceholder('اكتب اسم المنتج للبحث').fill('الأمير');
  await page.getByRole('option', { name: /عطر الأمير الأسود/ }).click();
  await pickNextMonthDay(page, '15');
  await shot(page, 'coupons-form-ar-light');
  await dialog.getByRole('button', { name: 'إضافة الكوبون' }).click();
  await page.getByText('تمت إضافة الكوبون').waitFor();

  const added = row(page, CODE.toUpperCase());
  await added.waitFor();
  // Intl marks the direction of the number beside its sign (LRM); the merchant reads 15%.
  const text = (await added.innerText()).replace(/[\u200e\u200f]/g, '');
  assert.match(text, /15%|15٪/);
  assert.match(text, /عطر الأمير الأسود/);
  assert.match(text, /لم يُستخدم/);

  await page.getByRole('textbox', { name: 'البحث في الكوبونات' }).fill(CODE.toLowerCase());
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="coupon-row"]').length === 1);

  await page.getByRole('button', { name: `تعديل الكوبون ${CODE.toUpperCase()}` }).click();
  const editing = page.getByRole('dialog', { name: `تعديل الكوبون ${CODE.toUpperCase()}` });
  await editing.getByRole('textbox', { name: 'نسبة الخصم' }).fill('20');
  await editing.getByRole('button', { name: 'حفظ التعديلات' }).click();
  await page.getByText('تم تحديث الكوبون').waitFor();
  await page.waitForFunction(
    (code) =>
      [...document.querySelectorAll('[data-testid="coupon-row"]')].some(
        (r) => r.textContent?.includes(code) && /20(%|٪)/.test(r.textContent.replace(/[\u200e\u200f]/g, '')),
      ),
    CODE.toUpperCase(),
  );

  await page.reload();
  await page.getByTestId('coupon-row').first().waitFor();
  await page.getByRole('button', { name: `حذف الكوبون ${CODE.toUpperCase()}` }).click();
  await page.getByRole('dialog', { name: 'حذف الكوبون' }).getByRole('button', { name: 'حذف' }).click();
  await page.getByText('تم حذف الكوبون').waitFor();
  await row(page, CODE.toUpperCase()).waitFor({ state: 'detached' });
  await context.close();
});

test('a waiting customer is marked notified and another request is deleted', async () => {
  const products = await callApi('POST', '/product/dashboard-product-cards?page=1&pageSize=1', {});
  const productId = (products.data as { productId: string }[])[0]!.productId;
  const stamp = Date.now() % 100_000;
  const told = `told.${stamp}@example.com`;
  const dropped = `dropped.${stamp}@example.com`;
  for (const email of [dropped, told])
    await callApi('POST', '/store/productavailabilitynotifications', { productId, email, customerName: 'ريم العتيبي' });

  const context = await signedIn();
  const page = await context.newPage();
  await page.goto('/order/notifications');
  const toldRow = page.getByTestId('notification-row').filter({ hasText: told });
  await toldRow.waitFor();
  await toldRow.getByRole('switch', { name: `تم إبلاغ ${told}` }).click({ force: true });
  await page.getByText('تم تحديث حالة التنبيه').waitFor();
  await toldRow.waitFor({ state: 'detached' });

  await page.getByText('تم إبلاغهم', { exact: true }).click();
  await page.getByTestId('notification-row').filter({ hasText: told }).waitFor();
  assert.equal(await page.getByTestId('notification-row').filter({ hasText: told }).getByRole('switch').isChecked(), true);

  await page.getByText('بانتظار التوفر', { exact: true }).click();
  await page.getByRole('button', { name: `حذف تنبيه ${dropped}` }).click();
  await page.getByRole('dialog', { name: 'حذف التنبيه' }).getByRole('button', { name: 'حذف' }).click();
  await page.getByText('تم حذف التنبيه').waitFor();
  await page.getByTestId('notification-row').filter({ hasText: dropped }).waitFor({ state: 'detached' });
  await context.close();
});

test('screenshots of the coupons and notifications screens, in Arabic and English, light and dark', async () => {
  const products = await callApi('POST', '/product/dashboard-product-cards?page=1&pageSize=3', {});
  const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  for (const [i, p] of (products.data as { productId: string }[]).entries()) {
    await callApi('POST', '/coupon', {
      productId: p.productId,
      couponCode: `SHOT${i}${Date.now() % 10_000}`,
      discountAmount: [15, 50, 0][i],
      discountType: ['percentage', 'fixed', 'other'][i],
      minAmount: [0, 200, 150][i],
      expiryDate: day,
    });
    await callApi('POST', '/store/productavailabilitynotifications', {
      productId: p.productId,
      email: `shot.${i}@example.com`,
      customerName: ['نورة السالم', 'فهد الدوسري', null][i],
    });
  }
  await inEveryLook(browser, session, async (page, { lang, theme }) => {
    await page.goto('/marketing/coupons');
    await page.getByTestId('coupon-row').first().waitFor();
    await shot(page, `coupons-${lang}-${theme}`);
    await page.goto('/order/notifications');
    await page.getByTestId('notification-row').first().waitFor();
    await shot(page, `notifications-${lang}-${theme}`);
  });
});
