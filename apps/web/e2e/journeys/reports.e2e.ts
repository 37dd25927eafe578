// Journey of issue 13 (reports): the demo merchant opens /reports, finds the month's products by
// orders, searches one, sorts by profit, then exports the whole report as CSV and finds in the file
// every row the report counts, with the figures the API answers. Screenshots in Arabic and English,
// light and dark.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import { strFromU8, unzipSync } from 'fflate';
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

  // The same report as a spreadsheet: a row per group, amounts as numbers, right to left.
  const [sheetDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'تصدير Excel' }).click(),
  ]);
  assert.match(sheetDownload.suggestedFilename(), /\.xlsx$/);
  const files = unzipSync(new Uint8Array(await readFile((await sheetDownload.path())!)));
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
  assert.match(sheet, /rightToLeft="1"/);
  const sheetRows = [...sheet.matchAll(/<row r="(\d+)">(.*?)<\/row>/g)];
  assert.equal(sheetRows.length - 1, all.pagination.total);
  const salesCells = sheetRows
    .slice(1)
    .map(([, n, row]) => Number(new RegExp(`<c r="D${n}"[^>]*><v>([^<]+)</v>`).exec(row!)![1]));
  assert.equal(Math.round(salesCells.reduce((a, b) => a + b, 0) * 100), Math.round(expected * 100));
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
  await page.getByRole('region', { name: 'أحدث الطلبات' }).getByRole('listitem').first().waitFor();
  assert.equal(await page.getByRole('region', { name: 'أحدث الطلبات' }).getByRole('listitem').count(), 5);
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

test('the home tabs: the store summary, the analytics and the products performance agree with the API', async () => {
  const context = await newContext(
    browser,
    { 'app-language': 'en', 'app-theme-name': 'light', 'souqna-session': session },
    'en-US',
  );
  const page = await context.newPage();
  const api = async (path: string, body?: unknown) => {
    const res = await fetch(`${BASE_URL}/api/v2${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return ((await res.json()) as { data: unknown }).data;
  };

  // The store summary: the newest order first, linked.
  await page.goto('/home/dashboard');
  const latest = (await api('/order/store-orders?page=1&pageSize=5', {})) as { number: number }[];
  const first = page.getByRole('region', { name: 'Latest orders' }).getByRole('listitem').first().getByRole('link');
  await first.waitFor();
  assert.match(await first.innerText(), new RegExp(`^#${latest[0]!.number} `));

  // The analytics: the last 30 days' sales, as the net profit report sums them.
  await page.getByRole('tab', { name: 'Smart analytics' }).click();
  await page.waitForURL(/\/home\/analytics$/);
  const asked = await page.waitForRequest((r) => r.url().includes('/api/v2/reports/net-profit'));
  const range = new URL(asked.url()).searchParams;
  const totals = (await api(`/reports/net-profit?startDate=${range.get('startDate')}&endDate=${range.get('endDate')}`)) as {
    sales: number;
  };
  const sales = page.getByRole('group', { name: 'Sales' });
  await page.waitForFunction(
    (want) => document.querySelector('[role="group"][aria-label="Sales"]')?.textContent?.includes(want),
    totals.sales.toLocaleString('en-US', { minimumFractionDigits: 2 }),
  );
  assert.ok(await sales.isVisible());
  await page.getByRole('button', { name: 'Table' }).click();
  assert.ok((await page.getByRole('table', { name: 'Sales over time' }).locator('tbody tr').count()) >= 28);

  // The products performance: the best-selling product first, with its stock.
  await page.getByRole('tab', { name: 'Store performance' }).click();
  await page.waitForURL(/\/home\/products-performance$/);
  await page.getByRole('columnheader', { name: 'Stock lasts' }).waitFor();
  await page.locator('tbody tr').first().waitFor();
  const top = page.locator('tbody tr').first();
  assert.ok((await top.locator('td').nth(5).innerText()).trim().length > 0, 'the stock shows');
  await context.close();
});

test('screenshots of the home tabs in every look', async () => {
  await inEveryLook(browser, session, async (page, look) => {
    for (const [path, name] of [
      ['/home/dashboard', 'store-summary'],
      ['/home/analytics', 'analytics'],
      ['/home/products-performance', 'products-performance'],
    ] as const) {
      await page.goto(path);
      await page
        .locator(name === 'store-summary' ? 'li' : name === 'analytics' ? '.recharts-surface' : 'tbody tr')
        .first()
        .waitFor();
      await shot(page, `home-${name}-${look.lang}-${look.theme}`);
    }
  });
});
