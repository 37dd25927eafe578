// Journeys of issue 2: language and direction, theme persistence, the not-found page.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { demoSession, launch, newContext, settled, shot } from '../support.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(() => browser.close());

test('switching the language flips the direction and the texts, and survives a reload', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/auth/login');
  const html = page.locator('html');
  assert.equal(await html.getAttribute('dir'), 'rtl');
  assert.equal(await html.getAttribute('lang'), 'ar');
  await page.getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();

  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('heading', { name: 'Log in' }).waitFor();
  assert.equal(await html.getAttribute('dir'), 'ltr');
  assert.equal(await html.getAttribute('lang'), 'en');

  await page.reload();
  await page.getByRole('heading', { name: 'Log in' }).waitFor();
  assert.equal(await html.getAttribute('dir'), 'ltr');
  await shot(page, 'login-en-light');
  await context.close();
});

test('the dark theme survives a reload', async () => {
  const context = await newContext(browser, { 'app-language': 'ar' });
  const page = await context.newPage();
  await page.goto('/auth/login');
  const scheme = () => page.locator('html').getAttribute('data-mantine-color-scheme');
  assert.equal(await scheme(), 'light');
  await page.getByRole('button', { name: 'الوضع الداكن' }).click();
  assert.equal(await scheme(), 'dark');
  assert.equal(await page.evaluate(() => localStorage.getItem('app-theme-name')), 'dark');

  await page.reload();
  await page.getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();
  assert.equal(await scheme(), 'dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
  assert.ok(r + g + b < 150, `a dark page background, got ${background}`);
  await shot(page, 'login-ar-dark');
  await context.close();
});

test('an unknown stored theme falls back to light', async () => {
  const context = await newContext(browser, { 'app-theme-name': 'purple' });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();
  assert.equal(await page.locator('html').getAttribute('data-mantine-color-scheme'), 'light');
  await context.close();
});

test('an unknown path shows the not-found page with a way back home', async () => {
  const context = await newContext(browser, { 'app-language': 'en' }, 'en-US');
  const page = await context.newPage();
  const res = await page.goto('/no/such/page');
  assert.equal(res?.status(), 200, 'the SPA answers and shows its own not-found page');
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  await shot(page, 'not-found-en-light');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await context.close();
});

test('pages share one content width: lists full, settings narrower, single forms narrowest, all from the same edge', async () => {
  const context = await newContext(browser, { 'app-language': 'ar', 'souqna-session': await demoSession() });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1600, height: 900 });
  const widths: Record<string, { width: number; start: number }> = {};
  for (const path of [
    '/products/show',
    '/orders/orders-page',
    '/order/customer-mangemant',
    '/setting',
    '/store-setting',
    '/warehouse',
    '/profile',
    '/warehouse/add',
  ]) {
    await page.goto(path);
    await settled(page);
    const box = await page.locator('[data-page-width] > *').first().boundingBox();
    assert.ok(box, path);
    // Arabic: the page starts at its right edge, beside the side menu.
    widths[path] = { width: Math.round(box.width), start: Math.round(box.x + box.width) };
  }
  const full = { width: 1280, start: widths['/products/show']!.start };
  assert.deepEqual(widths, {
    '/products/show': full,
    '/orders/orders-page': full,
    '/order/customer-mangemant': full,
    '/setting': { ...full, width: 1080 },
    '/store-setting': { ...full, width: 1080 },
    '/warehouse': { ...full, width: 1080 },
    '/profile': { ...full, width: 840 },
    '/warehouse/add': { ...full, width: 840 },
  });
  await context.close();
});
