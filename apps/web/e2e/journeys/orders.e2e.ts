// Journey of issue 5 (orders): two manual orders are made through the cart API with the demo
// merchant's token (two customers with an address each, one product in stock); the list shows them,
// a search by the customer's local mobile number finds hers alone, her order opens and moves Pending → Approved →
// Paid → Completed, each move seen in the status history. Screenshots of the list and the details in
// Arabic and English, light and dark, with the status dialog, go to docs/screenshots/.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, demoSession, inEveryLook, launch, newContext } from '../support.ts';

const DOCS = path.resolve(import.meta.dirname, '../../../../docs/screenshots');
const NOURA = { firstName: 'نورة', lastName: 'العتيبي', phone: '+966550001234', email: 'noura.orders@example.com' };
const KHALID = { firstName: 'خالد', lastName: 'الحربي', phone: '+966550005678', email: 'khalid.orders@example.com' };

let browser: Browser;
let session: string;
let token: string;
let nouraOrder: { orderId: string; number: number };
let khalidOrder: { orderId: string; number: number };

/** One call of the API as the demo merchant; anything but a success stops the journey with the server's answer. */
async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${BASE_URL}/api/v2${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'ar' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as { success: boolean; data: T };
  assert.ok(answer.success, `${method} ${url} answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** A customer with a default address in Riyadh (with its point on the map). */
async function customer(person: typeof NOURA, latitude: number, longitude: number): Promise<string> {
  const { id } = await call<{ id: string }>('POST', '/merchant/customer', person);
  await call('POST', `/merchant/customer/${id}/address`, {
    country: 'SA',
    city: 'الرياض',
    region: 'حي الملقا',
    streetAddress1: 'طريق أنس بن مالك 41',
    phone: person.phone,
    latitude,
    longitude,
    isDefault: true,
  });
  return id;
}

/** A manual order of one product for a customer, through the cart as the add-order screen makes it. */
async function manualOrder(productId: string, customerId: string) {
  const sessionId = randomUUID();
  const cart = await call<{ cartHeaderId: string; warehouseId: string }>('POST', `/cart/marchant/cart-details/${sessionId}`, {
    productId,
    quantity: 1,
  });
  await call('POST', `/cart/marchant/customer/${sessionId}`, { customerId });
  await call('POST', '/cart/marchant/shipping-provider-store/standard', { cartHeaderId: cart.cartHeaderId });
  return call<{ orderId: string; number: number }>('POST', '/order/merchant/manual-order', {
    sessionId,
    idempotencyKey: randomUUID(),
    warehouseId: cart.warehouseId,
  });
}

before(async () => {
  browser = await launch();
  session = await demoSession();
  token = (JSON.parse(session) as { accessToken: string }).accessToken;
  const products = await call<{ productId: string; hasViarant: boolean }[]>(
    'POST',
    '/product/dashboard-product-cards?page=1&pageSize=20',
    { stockState: 'in_stock', sort: 'newest' },
  );
  const product = products.find((p) => !p.hasViarant);
  assert.ok(product, 'the demo store has a product in stock without variants');
  khalidOrder = await manualOrder(product.productId, await customer(KHALID, 24.8201, 46.6201));
  nouraOrder = await manualOrder(product.productId, await customer(NOURA, 24.7136, 46.6753));
});
after(() => browser.close());

const signedIn = async (lang = 'ar', theme = 'light') =>
  (
    await newContext(
      browser,
      { 'app-language': lang, 'app-theme-name': theme, 'souqna-session': session },
      lang === 'ar' ? 'ar-SA' : 'en-US',
    )
  ).newPage();

/** Moves the open order to `status` with a note, through the dialog, and waits for the server's word. */
async function move(page: Page, status: string, note: string) {
  await page.getByRole('group', { name: 'تغيير حالة الطلب' }).getByRole('button', { name: status, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'ملاحظة (اختيارية)' }).fill(note);
  await dialog.getByRole('button', { name: `نقل إلى «${status}»` }).click();
  await page.getByText('تم تحديث حالة الطلب').first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await page.locator('[data-testid="order-header"] [data-status]').filter({ hasText: status }).waitFor();
}

test("the list shows the orders, a search finds Noura's, and her order moves Pending → Approved → Paid → Completed", async () => {
  const page = await signedIn();
  await page.goto('/orders/orders-page');
  await page.getByTestId('order-row').first().waitFor();
  assert.ok((await page.getByTestId('order-row').count()) >= 2, 'both orders are listed');

  // Her local mobile number (the demo store has other customers named نورة).
  await page.getByRole('searchbox', { name: 'بحث' }).fill('0550001234');
  await page.waitForURL((url) => url.searchParams.get('q') === '0550001234');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="order-row"]').length === 1);
  const row = page.getByTestId('order-row');
  assert.match(await row.innerText(), /نورة العتيبي/);
  await row.getByRole('link', { name: `#${nouraOrder.number}` }).click();
  await page.waitForURL(new RegExp(`/orders/orders-page/${nouraOrder.orderId}$`));
  await page.getByRole('heading', { level: 1, name: new RegExp(`#${nouraOrder.number}`) }).waitFor();
  assert.equal(await page.locator('[data-testid="order-header"] [data-status]').getAttribute('data-status'), 'Pending');

  await move(page, 'تمت الموافقة', 'اتصلنا بالعميلة وأكدت الطلب');
  await move(page, 'مدفوع', 'تحويل بنكي');
  await move(page, 'مكتمل', 'سُلِّم الطلب');

  // Read afresh from the server (a reload), the history has the creation and the three moves, in order.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: new RegExp(`#${nouraOrder.number}`) }).waitFor();
  const history = page.getByTestId('history-entry');
  assert.equal(await history.count(), 4);
  const targets = await history.evaluateAll((items) =>
    items.map((item) => [...item.querySelectorAll('[data-status]')].map((b) => b.getAttribute('data-status')).join('→')),
  );
  assert.deepEqual(targets, ['Pending', 'Pending→Approved', 'Approved→Paid', 'Paid→Completed']);
  assert.match(await history.nth(1).innerText(), /اتصلنا بالعميلة وأكدت الطلب/);
  assert.match(await history.nth(3).innerText(), /سُلِّم الطلب/);
  assert.equal(await page.getByText('هذه حالة نهائية: لا ينتقل الطلب منها إلى غيرها.').count(), 0);
  await page.context().close();
});

test('a wrong order id shows "no data for this order" with the way back, not a crash', async () => {
  const page = await signedIn();
  await page.goto(`/orders/orders-page/${randomUUID()}`);
  await page.getByText('لا توجد بيانات لهذا الطلب').waitFor();
  await page.context().close();
});

test('screenshots of the list and the details, in Arabic and English, light and dark', async () => {
  await inEveryLook(browser, session, async (page, { lang, theme }) => {
    await page.goto('/orders/orders-page');
    await page.getByTestId('order-row').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(DOCS, `orders-list-${lang}-${theme}.png`), fullPage: true });
    await page.goto(`/orders/orders-page/${nouraOrder.orderId}`);
    await page.getByTestId('history-entry').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(DOCS, `order-details-${lang}-${theme}.png`), fullPage: true });
    // The status dialog of an order still pending: its title names the order as the header does.
    await page.goto(`/orders/orders-page/${khalidOrder.orderId}`);
    await page.getByTestId('history-entry').first().waitFor();
    await page
      .getByRole('group')
      .filter({ has: page.getByRole('button') })
      .first()
      .getByRole('button')
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    assert.match(await dialog.getByRole('heading').first().innerText(), new RegExp(`#${khalidOrder.number}`));
    await page.waitForTimeout(300); // the dialog's opening transition
    await page.screenshot({ path: path.join(DOCS, `order-status-dialog-${lang}-${theme}.png`) });
  });
});
