// Journey of issue 13 (reports): the demo merchant opens /reports, finds the month's products by
// orders, searches one, sorts by profit, then exports the whole report as CSV and finds in the file
// every row the report counts, with the figures the API answers. Screenshots in Arabic and English,
// light and dark.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
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

interface Row {
  name: string;
  orders: number;
  sales: number;
}

test('a report is read, searched, sorted and exported whole to a file that holds every row', async () => {
  const context = await newContext(
    browser,
    { 'app-language': 'ar', 'app-theme-name': 'light', 'souqna-session': session },
    'ar-SA',
  );
  const page = await context.newPage();
  const asked: URL[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v2/reports/orders-grouped-by-product')) asked.push(new URL(r.url()));
  });
  await page.goto('/reports');
  await page.getByRole('heading', { name: 'التقارير' }).waitFor();
  const rows = page.locator('tbody tr');
  await rows.first().waitFor();
  const range = asked[0]!.searchParams;
  const api = async (query: string) => {
    const res = await fetch(`${BASE_URL}/api/v2/reports/orders-grouped-by-product?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await res.json()) as { data: Row[]; pagination: { total: number } };
  };
  const all = await api(`startDate=${range.get('startDate')}&endDate=${range.get('endDate')}&pageSize=100`);
  assert.ok(all.pagination.total > 10, 'the demo store sold more than ten products this month');
  assert.equal(await rows.count(), 10);
  assert.equal((await rows.first().locator('td').first().innerText()).trim(), all.data[0]!.name);

  // A search narrows it to the products of that name.
  const name = all.data[0]!.name;
  await page.getByRole('textbox', { name: 'بحث' }).fill(name);
  await page.waitForFunction(
    (n) =>
      document.querySelectorAll('tbody tr').length >= 1 &&
      [...document.querySelectorAll('tbody tr')].every((r) => r.textContent!.includes(n)),
    name,
  );
  await page.getByRole('textbox', { name: 'بحث' }).fill('');
  await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 10);

  // Sorted by profit, most first.
  await page.getByRole('button', { name: 'الترتيب حسب الربح' }).click();
  await page.waitForFunction(() => document.querySelector('th[aria-sort="descending"]')?.textContent?.includes('الربح'));

  // The whole report, every page of it, in one file.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'تصدير CSV' }).click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  assert.ok(csv.startsWith('\uFEFF'), 'the file starts with the BOM a spreadsheet needs for Arabic');
  const lines = csv.slice(1).trim().split('\r\n');
  assert.equal(lines[0]!.split(',')[0], 'المنتج');
  assert.equal(lines.length - 1, all.pagination.total);
  const sales = lines.slice(1).map((l) => Number(l.split(',').at(3)));
  const expected = all.data.reduce((sum, r) => sum + r.sales, 0);
  assert.equal(Math.round(sales.reduce((a, b) => a + b, 0) * 100), Math.round(expected * 100));
  await context.close();
});

test('the tax invoices report, in English, lists the invoiced orders newest first, as the API does', async () => {
  const context = await newContext(
    browser,
    { 'app-language': 'en', 'app-theme-name': 'dark', 'souqna-session': session },
    'en-US',
  );
  const page = await context.newPage();
  await page.goto('/home/reports');
  await page.getByRole('heading', { name: 'Reports' }).waitFor();
  await page.locator('tbody tr').first().waitFor();
  await page.getByLabel('Report', { exact: true }).first().click();
  await page.getByRole('option', { name: 'Tax invoices' }).click();
  await page.getByRole('columnheader', { name: 'Before VAT' }).waitFor();
  await page.waitForFunction(() => document.querySelector('tbody tr td')?.textContent?.startsWith('#'));
  const asked = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  const url = new URL(asked.filter((u) => u.includes('/api/v2/reports/tax-invoice')).at(-1)!);
  const res = await fetch(`${BASE_URL}/api/v2/reports/tax-invoice?${url.searchParams}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await res.json()) as { data: { number: number; status: string }[] };
  assert.ok(data.length > 0, 'the demo store invoiced orders this month');
  const numbers = await page.locator('tbody tr td:first-child').allInnerTexts();
  assert.deepEqual(
    numbers.map((n) => n.trim()),
    data.map((r) => `#${r.number}`),
  );
  await shot(page, 'reports-tax-invoice-en-dark');
  await context.close();
});

test('the home shows the sales summary by month and the abandoned carts, each opening its cart', async () => {
  const context = await newContext(
    browser,
    { 'app-language': 'ar', 'app-theme-name': 'light', 'souqna-session': session },
    'ar-SA',
  );
  const page = await context.newPage();
  await page.goto('/home');
  const summary = page.getByRole('region', { name: 'ملخص المبيعات' });
  await summary.getByRole('button', { name: 'الأشهر' }).click();
  await page.waitForFunction(() => document.querySelectorAll('[aria-labelledby="sales-summary-title"] tbody tr').length === 12);
  const res = await fetch(`${BASE_URL}/api/v2/dashbor-summary/sales-summary?sortBy=month`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  const { data } = (await res.json()) as { data: { periods: { orders: number }[] } };
  const thisMonth = summary.locator('tbody tr').first();
  assert.equal((await thisMonth.locator('td').nth(1).innerText()).trim(), String(data.periods.at(-1)!.orders));
  const carts = page.getByRole('region', { name: 'السلال المتروكة' });
  await carts.getByRole('listitem').first().waitFor();
  assert.equal(await carts.getByRole('listitem').count(), 3, 'the demo store left three carts hours ago');
  await shot(page, 'home-widgets-ar-light');
  await carts.getByRole('listitem').first().getByRole('link').click();
  await page.waitForURL(/\/orders\/add-order\/[0-9a-f-]{36}$/);
  await context.close();
});

test('screenshots of the reports page in every look', async () => {
  await inEveryLook(browser, session, async (page, look) => {
    await page.goto('/reports');
    await page.locator('tbody tr').first().waitFor();
    await shot(page, `reports-${look.lang}-${look.theme}`);
  });
});
