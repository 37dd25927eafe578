// Journeys of issue 30: the merchant opens their store from the back-office, and a customer browses
// it (menu, filters, search, a product's options) in Arabic and English, on a desktop and a phone,
// and with JavaScript off.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, apiAs, demoSession, launch, newContext, seriousViolations, settled, shot } from '../support.ts';

let browser: Browser;
let session: string;
let productId: string;
/** The demo store's address: `http://al-amal.localhost:{port}` (Chromium sends `*.localhost` to this machine). */
const STORE = `http://al-amal.localhost:${new URL(BASE_URL).port}`;
// Its own name on each run, so a journey run again on the same product finds its own product only.
const NAME = `عطر أحمد للرحلة ${Date.now() % 100_000}`;

before(async () => {
  browser = await launch();
  session = await demoSession();
  const api = apiAs(session);
  const [main] = await api<{ warehouseId: string }[]>('/product/warehouse-select-main');
  // A product whose name has «أحمد» with a hamza, in two colours: red in stock, blue sold out.
  const made = await api<{ productId: string }>('/product/create-product', {
    method: 'POST',
    body: {
      nameAr: NAME,
      nameEn: `Ahmad journey perfume ${NAME.split(' ').at(-1)}`,
      price: 199,
      salePrice: 249,
      options: [{ name: 'اللون', type: 'text', values: [{ label: 'أحمر' }, { label: 'أزرق' }] }],
      variants: [
        { values: ['أحمر'], quantityManagement: [{ warehouseId: main!.warehouseId, quantity: 20 }] },
        { values: ['أزرق'], quantityManagement: [] },
      ],
    },
  });
  productId = made.productId;
});
after(() => browser.close());

/** The store's page is drawn: its heading is in. */
const shown = (page: Page) => page.locator('main h1').first().waitFor();

test('the merchant presses "visit store" and lands on the store, with its banner and products', async () => {
  const context = await newContext(browser, { 'app-language': 'ar', 'souqna-session': session });
  const page = await context.newPage();
  await page.goto('/home');
  await settled(page);
  await page.getByRole('button', { name: /قائمة الحساب/ }).click();
  const [store] = await Promise.all([page.waitForEvent('popup'), page.getByRole('menuitem', { name: /زيارة المتجر/ }).click()]);
  await shown(store);
  assert.equal(new URL(store.url()).origin, STORE);
  assert.equal(await store.locator('html').getAttribute('dir'), 'rtl');
  // The banner the back-office holds now (another journey may have changed it before this one).
  const config = await apiAs(session)<{ homepage: { banner: { title: string } } }>('/store/config');
  assert.equal(await store.getByRole('heading', { level: 1 }).textContent(), config.homepage.banner.title);
  assert.ok((await store.locator('li.card').count()) > 0, 'the home page shows products');
  await shot(store, 'storefront-home-ar-light');
  await context.close();
});

test('a customer browses: a category, a filter, «احمد» finds «أحمد», a sold-out colour, then English', async () => {
  const context = await browser.newContext({ locale: 'ar-SA', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(STORE);
  await shown(page);
  // A category from the menu: its listing, with page links and a count.
  const category = page.locator('nav.cats a').nth(1);
  const categoryName = (await category.textContent())!;
  await category.click();
  await shown(page);
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), categoryName);
  // In stock only: the filter's form is a GET form, so the address holds it.
  await page.getByLabel('المتوفر فقط').check();
  await page.getByRole('button', { name: 'تطبيق' }).click();
  await shown(page);
  assert.match(page.url(), /available=1/);
  // Search without the hamza.
  await page.getByRole('searchbox', { name: 'ابحث في المتجر' }).fill('احمد');
  await page.getByRole('button', { name: 'بحث', exact: true }).click();
  await shown(page);
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'نتائج البحث عن «احمد»');
  await page.getByRole('link', { name: new RegExp(NAME) }).click();
  await shown(page);
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), NAME);
  // The blue one is sold out: marked on its choice, and said once it is chosen.
  const blue = page.getByRole('link', { name: 'أزرق، نفدت الكمية' });
  await blue.click();
  await shown(page);
  assert.equal(await page.locator('.buy .state.out').textContent(), 'نفدت الكمية');
  // Notify me: a wrong e-mail is said beside the form, a right one is taken.
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('customer@example');
  await page.getByRole('button', { name: 'أعلمني' }).click();
  await shown(page);
  await page.getByRole('alert').filter({ hasText: 'اكتب بريدًا إلكترونيًا صحيحًا' }).waitFor();
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('journey.customer@example.test');
  await page.getByRole('button', { name: 'أعلمني' }).click();
  await shown(page);
  await page.getByRole('status').filter({ hasText: 'سجّلنا طلبك' }).waitFor();
  await shot(page, 'storefront-product-ar-light');
  // English: the same product, left to right, with its English name.
  await page.getByRole('link', { name: 'English' }).click();
  await shown(page);
  assert.equal(new URL(page.url()).pathname, `/en/products/${productId}`);
  assert.equal(await page.locator('html').getAttribute('dir'), 'ltr');
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), `Ahmad journey perfume ${NAME.split(' ').at(-1)}`);
  await shot(page, 'storefront-product-en-light');
  await context.close();
});

test('the customer’s request shows in the back-office’s availability requests', async () => {
  const context = await newContext(browser, { 'app-language': 'ar', 'souqna-session': session });
  const page = await context.newPage();
  await page.goto('/order/notifications');
  await settled(page);
  await page.getByText('journey.customer@example.test').first().waitFor();
  await context.close();
});

test('on a 390 px phone, in the dark, and with JavaScript off, the store browses', async () => {
  const context = await browser.newContext({
    locale: 'ar-SA',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    colorScheme: 'dark',
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto(STORE);
  await shown(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `nothing wider than the phone, got ${width}px`);
  await shot(page, 'storefront-home-ar-dark-phone');
  await page.getByRole('searchbox', { name: 'ابحث في المتجر' }).fill('احمد');
  await page.getByRole('searchbox', { name: 'ابحث في المتجر' }).press('Enter');
  await shown(page);
  await page.getByRole('link', { name: new RegExp(NAME) }).click();
  await shown(page);
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), NAME);
  await shot(page, 'storefront-product-ar-dark-phone');
  await context.close();
});

test('axe finds nothing serious or critical on the store’s pages, in both directions and both schemes', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await newContext(browser, {}, 'ar-SA', { axe: true });
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme });
    for (const path of [
      '/',
      '/products',
      `/products/${productId}`,
      '/en',
      `/en/products/${productId}`,
      '/returns',
      '/no-such-page',
    ]) {
      await page.goto(`${STORE}${path}`);
      await shown(page);
      assert.deepEqual(await seriousViolations(page), [], `${path} (${colorScheme})`);
    }
    await context.close();
  }
});

test('a store address that names no store answers 404', async () => {
  // Node does not send *.localhost to this machine as Chromium does: the host goes in the header.
  const status = await new Promise<number | undefined>((resolve, reject) =>
    http
      .get(`${BASE_URL}/`, { headers: { host: `no-such-store.localhost:${new URL(BASE_URL).port}` } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      })
      .on('error', reject),
  );
  assert.equal(status, 404);
});
