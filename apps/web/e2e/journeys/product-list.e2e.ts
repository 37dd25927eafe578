// Journey of issue 4 (product list): the demo merchant finds a product by an Arabic search typed with
// a bare alef ("الاسود" for "الأسود"), changes its stock in the grid, tries to change page and
// chooses save, and sees the saved value after a reload; a price changed in the product-edits table is saved too. Screenshots
// of the list (cards and table), the edits table and the stock grid in Arabic and English, light and dark.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { SCREENSHOTS, demoSession, launch, newContext } from '../support.ts';

/** A demo product ("عطر الأمير الأسود") with a hamza on an alef; the search types it without. */
const PRODUCT = 'الأسود';
const TYPED = 'الاسود';

let browser: Browser;
let session: string;
before(async () => {
  browser = await launch();
  session = await demoSession();
});
after(() => browser.close());

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const signedIn = (lang = 'ar', theme = 'light') =>
  newContext(
    browser,
    { 'app-language': lang, 'app-theme-name': theme, 'souqna-session': session },
    lang === 'ar' ? 'ar-SA' : 'en-US',
  );

const CARD_NAMES = '[data-testid="product-card"] a[href^="/products/show/"]:not([aria-hidden])';

/** The name of the first product the list shows for the Arabic search. */
async function findByBareAlef(page: Page): Promise<string> {
  await page.goto('/products/show');
  await page.getByTestId('product-card').first().waitFor();
  // The list keeps showing the previous page while the search is fetched: wait for the searched
  // answer (registered before typing), then for the cards to be that answer's.
  const searched = page.waitForResponse(
    (r) =>
      r.url().includes('/api/v2/product/dashboard-product-cards') &&
      (r.request().postDataJSON() as { search?: string } | null)?.search === TYPED,
  );
  await page.getByRole('searchbox', { name: 'بحث' }).fill(TYPED);
  await page.waitForURL((url) => url.searchParams.get('q') === TYPED);
  const answer = (await (await searched).json()) as { data: { nameAr: string }[] };
  const found = answer.data.map((p) => p.nameAr);
  assert.ok(found.length > 0, 'the search finds products');
  for (const name of found) assert.ok(name.includes(PRODUCT), `"${name}" matches ${TYPED}`);
  await page.waitForFunction(
    ({ selector, expected }) =>
      JSON.stringify([...document.querySelectorAll(selector)].map((a) => a.textContent)) === JSON.stringify(expected),
    { selector: CARD_NAMES, expected: found },
  );
  const names = await page.locator(CARD_NAMES).allTextContents();
  for (const name of names) assert.ok(name.includes(PRODUCT), `"${name}" matches ${TYPED}`);
  return names[0]!;
}

test('a bare-alef search finds the product; a stock change is saved from the leave dialog and survives a reload', async () => {
  const context = await signedIn();
  const page = await context.newPage();
  const name = await findByBareAlef(page);

  await page.getByRole('tab', { name: 'إدارة المخزون' }).click();
  await page.waitForURL(/\/products\/stock$/);
  // The address changes before the stock page replaces the list (whose search box already holds the
  // text): type once the stock page shows.
  await page.getByRole('heading', { level: 1, name: 'إدارة المخزون' }).waitFor();
  await page.getByRole('searchbox', { name: 'بحث' }).fill(TYPED);
  await page.waitForURL((url) => url.searchParams.get('q') === TYPED);
  const cell = page.getByRole('textbox', { name: new RegExp(`^كمية ${escaped(name)}.* في `) }).first();
  await cell.waitFor();
  const label = (await cell.getAttribute('aria-label'))!;
  const before = Number(await cell.inputValue());
  const after = before + 7;
  await cell.fill(String(after));
  await page.getByText('تغيير واحد').waitFor();

  // Changing page (here, to another tab of the product screens) with an unsaved change asks first.
  await page.getByRole('tab', { name: 'المنتجات', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'حفظ التغييرات؟' });
  await dialog.waitFor();
  assert.match(page.url(), /\/products\/stock/);
  await dialog.getByRole('button', { name: 'حفظ ومتابعة' }).click();
  await page.waitForURL(/\/products\/show$/);

  await page.goto(`/products/stock?q=${encodeURIComponent(TYPED)}`);
  await page.reload();
  const saved = page.getByRole('textbox', { name: label, exact: true });
  await saved.waitFor();
  assert.equal(Number(await saved.inputValue()), after);
  await context.close();
});

test('a price changed in the product-edits table is saved in one call and shown after a reload', async () => {
  const context = await signedIn();
  const page = await context.newPage();
  const name = await findByBareAlef(page);
  const saves: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v2/product/products-bulk-update')) saves.push(r.postDataJSON());
  });

  await page.getByRole('tab', { name: 'جدول تعديل المنتجات' }).click();
  await page.waitForURL((url) => url.searchParams.get('view') === 'edits');
  const price = page.getByRole('textbox', { name: `سعر ${name}`, exact: true });
  await price.waitFor();
  const next = Number((await price.inputValue()).replace(/,/g, '')) + 5;
  await price.fill(String(next));
  await page.getByRole('region', { name: 'حفظ التغييرات' }).getByRole('button', { name: 'حفظ', exact: true }).click();
  await page.getByText('عدّل أي خانة، ثم احفظ تغييراتك كلها مرة واحدة.').waitFor();
  assert.equal(saves.length, 1);
  assert.deepEqual(
    (saves[0] as { items: { price?: number }[] }).items.map((i) => i.price),
    [next],
  );

  await page.reload();
  const shown = page.getByRole('textbox', { name: `سعر ${name}`, exact: true });
  await shown.waitFor();
  assert.equal(Number((await shown.inputValue()).replace(/,/g, '')), next);
  await context.close();
});

const SCREENS = [
  { name: 'products-cards', path: '/products/show', ready: '[data-testid="product-card"]', layout: 'cards' },
  { name: 'products-table', path: '/products/show', ready: 'table', layout: 'table' },
  { name: 'products-edits', path: '/products/show?view=edits', ready: '[data-testid="edits-row"]' },
  { name: 'products-stock', path: '/products/stock', ready: 'table input' },
];

test('screenshots of the list (cards and table), the edits table and the stock grid, in Arabic and English, light and dark', async () => {
  for (const lang of ['ar', 'en']) {
    for (const theme of ['light', 'dark']) {
      const context = await signedIn(lang, theme);
      const page = await context.newPage();
      for (const screen of SCREENS) {
        if (screen.layout)
          await page.addInitScript((l) => localStorage.setItem('products-layout', JSON.stringify(l)), screen.layout);
        await page.goto(screen.path);
        await page.locator(screen.ready).first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: path.join(SCREENSHOTS, `${screen.name}-${lang}-${theme}.png`), fullPage: false });
      }
      await context.close();
    }
  }
});
