// Journey of issue 11 (phone): on a 390 px touch screen, in Arabic, the demo merchant logs in, moves
// through the side menu by touch and keyboard, finds the products first with the filters folded
// away, reads every figure of an order's lines, and makes a manual order. No page is wider than the
// screen, the header's controls are 40 px to tap, and axe finds nothing critical or serious.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { DEMO, launch, newContext, PHONE, seriousViolations, settled, shot } from '../support.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(() => browser.close());

/** Nothing on the page reaches past the screen's edge, and axe finds nothing critical or serious. */
async function fitsAndPasses(page: Page, name: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= PHONE.width, `${name}: the page is ${width} px wide on a ${PHONE.width} px screen`);
  assert.deepEqual(await seriousViolations(page), [], `${name}: axe violations`);
}

/** Whether the focused element is on the screen. */
const focusOnScreen = (page: Page) =>
  page.evaluate(() => {
    const box = document.activeElement?.getBoundingClientRect();
    return !!box && box.right > 0 && box.left < innerWidth && box.bottom > 0 && box.top < innerHeight;
  });

test('on a phone: log in, the side menu, the products, an order and a manual order', async () => {
  const context = await newContext(browser, { 'app-language': 'ar', 'app-theme-name': 'light' }, 'ar-SA', {
    phone: true,
    axe: true,
  });
  const page = await context.newPage();

  await page.goto('/auth/login');
  await settled(page);
  await fitsAndPasses(page, 'login');
  await page.getByLabel('البريد الإلكتروني').fill(DEMO.email);
  await page.getByRole('textbox', { name: 'كلمة المرور' }).fill(DEMO.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).tap();
  await page.waitForURL((url) => url.pathname === '/home');
  await settled(page);

  // The header's controls are 40 px or more to tap.
  const burger = page.getByRole('button', { name: 'فتح القائمة الجانبية وإغلاقها' });
  for (const control of [
    burger,
    page.getByRole('button', { name: 'الوضع الداكن' }),
    page.getByRole('button', { name: /قائمة الحساب/ }),
  ]) {
    const box = await control.boundingBox();
    assert.ok(box && box.width >= 40 && box.height >= 40, `a 40 px control, got ${JSON.stringify(box)}`);
  }

  // The closed menu is out of the Tab order: the focus never goes off-screen.
  await burger.focus();
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    assert.ok(await focusOnScreen(page), `Tab ${i + 1} from the menu button lands on the screen`);
  }
  // Opened, it takes the keyboard; Escape closes it and gives the focus back to its button.
  await burger.tap();
  const menu = page.getByRole('navigation', { name: 'أقسام لوحة التحكم' });
  const products = menu.getByRole('link', { name: 'المنتجات', exact: true });
  await products.waitFor();
  const inMenu = () => page.evaluate(() => !!document.activeElement?.closest('nav'));
  for (let i = 0; i < 5 && !(await inMenu()); i += 1) {
    await page.keyboard.press('Tab');
    assert.ok(await focusOnScreen(page), `Tab ${i + 1} in the open menu lands on the screen`);
  }
  assert.ok(await inMenu(), 'after the header, Tab goes into the open menu');
  await page.keyboard.press('Escape');
  await page.locator('nav.mantine-AppShell-navbar[inert]').waitFor({ state: 'attached' });
  assert.equal(await burger.evaluate((el) => el === document.activeElement), true, 'the focus is back on the menu button');

  // Products, from the menu: the first product shows in the first screen, the filters fold behind one button.
  await burger.tap();
  await products.tap();
  await page.waitForURL((url) => url.pathname === '/products/show');
  await settled(page, '[data-testid="product-card"]');
  const first = await page.getByTestId('product-card').first().boundingBox();
  assert.ok(first && first.y < PHONE.height, `the first product starts on the first screen, at ${first?.y}`);
  assert.equal(await page.getByRole('combobox', { name: 'الترتيب' }).isVisible(), false, 'the sort is folded away');
  const filters = page.getByRole('button', { name: 'عوامل التصفية' });
  await filters.tap();
  await page
    .getByRole('textbox', { name: 'الترتيب' })
    .or(page.getByRole('combobox', { name: 'الترتيب' }))
    .first()
    .waitFor();
  assert.equal(await filters.getAttribute('aria-expanded'), 'true');
  await fitsAndPasses(page, 'products list');
  await shot(page, 'phone-products-ar-light');

  // A product's details: its tabs keep their own room (the row scrolls sideways), none drawn over another.
  await page.getByTestId('product-card').first().getByRole('link').last().tap();
  await page.waitForURL(/\/products\/show\/[0-9a-f-]{36}$/);
  await settled(page);
  const tabs = await page
    .getByRole('tab')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => [r.left, r.right] as const));
  assert.ok(tabs.length >= 5, 'the product tabs are there');
  const sideBySide = [...tabs].sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < sideBySide.length; i++)
    assert.ok(sideBySide[i]![0] >= sideBySide[i - 1]![1] - 0.5, `tabs drawn over each other: ${JSON.stringify(sideBySide)}`);
  await shot(page, 'phone-product-details-ar-light');

  // An order: every line's quantity, discount, tax and total on the screen.
  await page.goto('/orders/orders-page');
  await settled(page, '[data-testid="order-row"]');
  await fitsAndPasses(page, 'orders list');
  await page.getByTestId('order-row').first().getByRole('link').first().tap();
  await settled(page, '[data-testid="order-line"]');
  const line = page.getByTestId('order-line').first();
  for (const figure of ['الكمية', 'الخصم', 'الضريبة', 'الإجمالي']) {
    const box = await line.getByText(figure, { exact: true }).boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width, `«${figure}» is on the screen: ${JSON.stringify(box)}`);
  }
  await fitsAndPasses(page, 'order details');
  await shot(page, 'phone-order-details-ar-light');

  // A manual order: a product, a customer, express shipping, and the order.
  await page.goto('/orders/add-order');
  await page.waitForURL(/\/orders\/add-order\/[0-9a-f-]{36}$/);
  await settled(page, '[data-testid="picker-product"]');
  await fitsAndPasses(page, 'manual order');
  await page.getByRole('textbox', { name: 'البحث عن منتج' }).fill('بخور معمول');
  await page.getByRole('button', { name: 'إضافة بخور معمول ملكي' }).tap();
  await page.getByTestId('cart-line').filter({ hasText: 'بخور معمول ملكي' }).waitFor();
  await page.getByPlaceholder('اكتب الاسم أو رقم الجوال').fill('هيفاء');
  await page.getByRole('option', { name: /هيفاء المطيري/ }).tap();
  await page.getByRole('radio', { checked: true }).first().waitFor();
  await page.getByRole('radio', { name: /الشحن السريع/ }).tap();
  await page.getByTestId('cart-summary').getByText('20.00').waitFor();
  await shot(page, 'phone-manual-order-ar-light');
  await page.getByRole('button', { name: 'إنشاء الطلب' }).tap();
  await page.waitForURL(/\/orders\/orders-page\/[0-9a-f-]{36}$/);
  await page.getByTestId('order-line').filter({ hasText: 'بخور معمول ملكي' }).waitFor();
  await context.close();
});
