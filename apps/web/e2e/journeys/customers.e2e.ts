// Journey of issue 5 (customers and taxes): the demo merchant adds a customer, is told beside the
// phone field when the number is already a customer's, adds an address that becomes the default,
// finds the customer again by the mobile typed without its zero, and adds VAT 15% on the VAT page,
// which shows twelve months. Screenshots of the list, the customer page and the VAT page in Arabic
// and English, light and dark.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { BASE_URL, demoSession, inEveryLook, launch, newContext, shot } from '../support.ts';

let browser: Browser;
let session: string;
before(async () => {
  browser = await launch();
  session = await demoSession();
});
after(() => browser.close());

/** A Saudi mobile no other run used, in local form. */
const freshPhone = () => `0555${String(Date.now()).slice(-6)}`;

/** Calls the API as the demo merchant (to give the screenshots a few customers to show). */
async function asMerchant(method: string, path: string, body?: unknown) {
  const { accessToken } = JSON.parse(session) as { accessToken: string };
  const res = await fetch(`${BASE_URL}/api/v2${path}`, {
    method,
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { success: boolean; data: unknown };
}

const SOME_CUSTOMERS = [
  { firstName: 'نورة', lastName: 'العتيبي', email: 'noura@example.sa' },
  { firstName: 'أحمد', lastName: 'الحداد', email: 'ahmed.haddad@example.ye', phone: '+967771234567' },
  { firstName: 'Sara', lastName: 'Al-Dosari', email: 'sara.d@example.com' },
];

test('a merchant adds a customer and an address, finds them by mobile, and adds VAT', async () => {
  for (const [i, c] of SOME_CUSTOMERS.entries())
    await asMerchant('POST', '/merchant/customer', { phone: `0556${String(Date.now() + i).slice(-6)}`, ...c });

  const context = await newContext(browser, { 'app-language': 'ar', 'app-theme-name': 'light', 'souqna-session': session });
  const page = await context.newPage();
  const phone = freshPhone();
  await page.goto('/order/customer-mangemant');
  await page.getByRole('heading', { name: 'العملاء', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'إضافة عميل' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('الاسم الأول').fill('ليلى');
  await dialog.getByLabel('اسم العائلة').fill('الحربي');
  await dialog.getByLabel('رقم الجوال').fill(phone);
  await dialog.getByLabel('البريد الإلكتروني').fill('layla@example.sa');
  await dialog.getByRole('button', { name: 'إضافة العميل' }).click();

  // The new customer's page opens.
  await page.waitForURL(/\/order\/customer-mangemant\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { name: 'ليلى الحربي' }).waitFor();
  const customerUrl = page.url();

  await page.getByRole('button', { name: 'إضافة عنوان' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel(/^المدينة/).fill('جدة');
  await form.getByLabel('العنوان (الشارع والمبنى)').fill('شارع فلسطين، حي الروضة');
  await form.getByLabel('خط العرض').fill('21.5433');
  await form.getByLabel('خط الطول').fill('39.1728');
  await form.getByRole('button', { name: 'حفظ العنوان' }).click();
  await form.waitFor({ state: 'hidden' });
  await page.getByText('شارع فلسطين، حي الروضة').waitFor();
  assert.ok(await page.getByText('افتراضي', { exact: true }).isVisible(), 'the first address is the default');
  const map = await page.getByRole('link', { name: 'افتح على الخريطة' }).getAttribute('href');
  assert.match(map ?? '', /openstreetmap\.org\/\?mlat=21\.5433&mlon=39\.1728/);

  // The same phone again: the form says so beside the phone field.
  await page.goto('/order/customer-mangemant');
  await page.getByRole('button', { name: 'إضافة عميل' }).first().click();
  await dialog.getByLabel('الاسم الأول').fill('ليلى');
  await dialog.getByLabel('اسم العائلة').fill('أخرى');
  await dialog.getByLabel('رقم الجوال').fill(`+966${phone.slice(1)}`);
  await dialog.getByLabel('البريد الإلكتروني').fill('other@example.sa');
  await dialog.getByRole('button', { name: 'إضافة العميل' }).click();
  await dialog.getByText('لديك عميل بهذا الرقم').first().waitFor();
  await dialog.getByRole('button', { name: 'إلغاء' }).click();

  // Found by the mobile typed without its zero; the search is kept in the address.
  await page.getByRole('searchbox', { name: 'البحث في العملاء' }).fill(phone.slice(1));
  await page.waitForURL((url) => url.searchParams.get('search') === phone.slice(1));
  // The list shows the previous page while the search is fetched: wait until only the match is left.
  const names = page.getByRole('link', { name: /الحربي|العتيبي|الحداد|Al-Dosari/ });
  await page.waitForFunction(
    () => [...document.querySelectorAll('a[href^="/order/customer-mangemant/"]')].length === 1,
    undefined,
    { timeout: 10_000 },
  );
  assert.deepEqual(await names.allTextContents(), ['ليلى الحربي']);

  // VAT: add 15% when the store has none, and see the return of the year's four quarters, then its twelve months.
  await page.goto('/mony-management/vat');
  await page.getByRole('heading', { name: 'إدارة ضريبة القيمة المضافة', level: 1 }).waitFor();
  const vatReturn = page.getByRole('table', { name: 'إقرار ضريبة القيمة المضافة' });
  await vatReturn.waitFor();
  if (!(await page.getByRole('cell', { name: 'ضريبة القيمة المضافة', exact: true }).isVisible())) {
    await page.getByRole('button', { name: 'إضافة ضريبة' }).first().click();
    await page.getByRole('dialog').getByLabel('اسم الضريبة').fill('ضريبة القيمة المضافة');
    await page.getByRole('dialog').getByLabel('النسبة').fill('15');
    await page.getByRole('dialog').getByRole('button', { name: 'إضافة الضريبة' }).click();
  }
  await page.getByRole('cell', { name: 'ضريبة القيمة المضافة', exact: true }).waitFor();
  assert.equal(await vatReturn.locator('tbody tr').count(), 4);
  assert.match((await vatReturn.locator('tbody tr').first().textContent()) ?? '', /^الربع الأول \(يناير – مارس\)/);
  await page.getByRole('button', { name: 'شهري' }).click();
  await page.waitForFunction(
    () => document.querySelectorAll('table[aria-label="إقرار ضريبة القيمة المضافة"] tbody tr').length === 12,
  );
  await context.close();

  await inEveryLook(browser, session, async (p, { lang, theme }) => {
    await p.goto('/order/customer-mangemant');
    await p.getByRole('link', { name: 'ليلى الحربي' }).first().waitFor();
    await shot(p, `customers-list-${lang}-${theme}`);
    await p.goto(customerUrl.replace(/^https?:\/\/[^/]+/, ''));
    await p.getByText('شارع فلسطين، حي الروضة').waitFor();
    await shot(p, `customer-page-${lang}-${theme}`);
    await p.goto('/mony-management/vat');
    await p.locator('.vat-chart').waitFor();
    await shot(p, `vat-${lang}-${theme}`);
  });
});
