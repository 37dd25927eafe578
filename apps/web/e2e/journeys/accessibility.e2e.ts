// Journey of issue 11 (accessibility): axe-core finds no critical and no serious violation on any
// main page (the charts, the invoice layout editor and a payment method's dialog among them), in
// Arabic with the light theme and in English with the dark one; a keyboard user sees where the
// focus is on fields and in the description editor; the side menu shows that it scrolls.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { demoSession, launch, newContext, seriousViolations, settled, type Look } from '../support.ts';

let browser: Browser;
let session: string;
before(async () => {
  browser = await launch();
  session = await demoSession();
});
after(() => browser.close());

/** The main pages and what shows that each has loaded. */
const PAGES: { name: string; path: string; ready?: string; signedOut?: boolean }[] = [
  { name: 'login', path: '/auth/login', signedOut: true },
  { name: 'register', path: '/auth/register', signedOut: true },
  { name: 'home', path: '/home' },
  { name: 'products list', path: '/products/show', ready: '[data-testid="product-card"]' },
  { name: 'product form', path: '/products/products-page', ready: '[contenteditable]' },
  { name: 'categories', path: '/products/categories', ready: '[data-testid="category-row"]' },
  { name: 'orders list', path: '/orders/orders-page', ready: '[data-testid="order-row"]' },
  { name: 'manual order', path: '/orders/add-order', ready: '[data-testid="picker-product"]' },
  { name: 'customers', path: '/order/customer-mangemant', ready: 'a[href^="/order/customer-mangemant/"]' },
  { name: 'coupons', path: '/marketing/coupons', ready: '[data-testid="coupon-row"]' },
  { name: 'VAT', path: '/mony-management/vat' },
  { name: 'analytics', path: '/home/analytics', ready: '.recharts-wrapper' },
  { name: 'wallet', path: '/mony-management/wallet' },
  { name: 'invoice layout', path: '/pdf-identity', ready: '[data-testid="invoice-preview"]' },
  { name: 'payments', path: '/integrations/payments' },
  { name: 'store settings', path: '/store-setting' },
  { name: 'warehouses', path: '/warehouse', ready: '[data-testid="branch-card"]' },
  { name: 'notifications', path: '/order/notifications' },
];

/** Every main page in one look: the violations found, by page. */
async function checkEveryPage(look: Look, phone = false): Promise<string[]> {
  const storage = { 'app-language': look.lang, 'app-theme-name': look.theme };
  const locale = look.lang === 'ar' ? 'ar-SA' : 'en-US';
  const signedOut = await newContext(browser, storage, locale, { axe: true, phone });
  const signedIn = await newContext(browser, { ...storage, 'souqna-session': session }, locale, { axe: true, phone });
  const pages = { out: await signedOut.newPage(), in: await signedIn.newPage() };
  const found: string[] = [];
  const check = async (page: Page, name: string) => {
    for (const v of await seriousViolations(page)) found.push(`${name}: ${v}`);
  };
  const opened = new Set<Page>();
  for (const { name, path, ready, signedOut: out } of PAGES) {
    const page = out ? pages.out : pages.in;
    // After the first page, the router moves (as a link would): no reload, axe stays in the page.
    // The old page's heading is marked, so the check waits for the new page's.
    if (opened.has(page))
      await page.evaluate((to) => {
        document.querySelectorAll('h1').forEach((h) => h.setAttribute('data-left', ''));
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    else await page.goto(path);
    opened.add(page);
    await page.waitForURL((url) => url.pathname.startsWith(path));
    await settled(page, ready);
    await check(page, name);
    if (name === 'orders list') {
      // The order details, opened from the list as the merchant does.
      await page.getByTestId('order-row').first().getByRole('link').first().click();
      await settled(page, '[data-testid="order-line"]');
      await check(page, 'order details');
    }
    if (name === 'payments') {
      // A payment method's dialog, opened as the merchant sets it up.
      await page
        .getByRole('button', { name: /^(تعديل|شغّلها|اضبطها|Edit|Turn on|Set up)$/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await check(page, 'payment dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
  }
  await signedOut.close();
  await signedIn.close();
  return found;
}

test('no critical or serious axe violation on the main pages, in Arabic with the light theme', async () => {
  assert.deepEqual(await checkEveryPage({ lang: 'ar', theme: 'light' }), []);
});

test('no critical or serious axe violation on the main pages, in English with the dark theme', async () => {
  assert.deepEqual(await checkEveryPage({ lang: 'en', theme: 'dark' }), []);
});

/** The outline the page draws on an element: the focus ring, when it is focused. */
const ringOf = (locator: Locator) =>
  locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return { width: parseFloat(style.outlineWidth), style: style.outlineStyle, colour: style.outlineColor };
  });

test('a keyboard user sees a ring on the focused field and around the description being written', async () => {
  const context = await newContext(browser, { 'app-language': 'ar', 'app-theme-name': 'light', 'souqna-session': session });
  const page = await context.newPage();
  await page.goto('/products/products-page');
  await settled(page, '[contenteditable]');

  const name = page.getByRole('textbox', { name: /اسم المنتج بالعربية/ });
  await name.focus();
  const field = await ringOf(name);
  assert.ok(field.style !== 'none' && field.width >= 2, `a 2 px ring on the focused field, got ${JSON.stringify(field)}`);

  await page.locator('[contenteditable]').focus();
  const editor = await ringOf(page.locator('.app-editor'));
  assert.ok(editor.style !== 'none' && editor.width >= 2, `a 2 px ring around the description, got ${JSON.stringify(editor)}`);
  assert.equal(editor.colour, field.colour, 'the same ring colour as the fields');
  await context.close();
});

test('the side menu fades at the edge it goes on beyond, and the fade goes once the end is reached', async () => {
  const context = await newContext(browser, { 'app-language': 'ar', 'souqna-session': session });
  const page = await context.newPage();
  // A laptop's 900 px: the last group of the menu is below the fold.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/home');
  await settled(page);
  const below = page.getByTestId('sidebar-more-below');
  await below.waitFor();
  assert.equal(await page.getByTestId('sidebar-more-above').count(), 0, 'nothing above at the start');
  await page.getByRole('navigation', { name: 'أقسام لوحة التحكم' }).hover();
  await page.mouse.wheel(0, 2000);
  await below.waitFor({ state: 'detached' });
  await page.getByTestId('sidebar-more-above').waitFor();
  await context.close();
});
