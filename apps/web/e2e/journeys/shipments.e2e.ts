// Journey of issue 14 (shipments): in Arabic, the demo merchant connects SMSA Express with its key
// (the local server that answers as SMSA's e-commerce API does stands in for SMSA), ships a pending
// order from its page, sees the waybill number, and, once SMSA has scanned the parcel, its tracking.
// Screenshots of the carriers and of an order's shipment in Arabic and English, light and dark.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { apiAs, demoSession, inEveryLook, launch, newContext, shot } from '../support.ts';

const SMSA_URL = process.env.E2E_SMSA_URL ?? '';
const SMSA_KEY = process.env.E2E_SMSA_KEY ?? '';
let browser: Browser;
let session: string;
let api: ReturnType<typeof apiAs>;
before(async () => {
  assert.ok(SMSA_URL && SMSA_KEY, 'the journeys run with the local SMSA server (apps/web/e2e/run.mjs)');
  browser = await launch();
  session = await demoSession();
  api = apiAs(session);
});
after(() => browser.close());

let orderId = '';

test('SMSA is connected, a pending order is shipped from its page, and its tracking follows SMSA’s scans', async () => {
  const context = await newContext(browser, { 'app-language': 'ar', 'app-theme-name': 'light', 'souqna-session': session });
  const page = await context.newPage();
  await page.goto('/integrations/shipping');
  const card = page.getByRole('region', { name: 'سمسا إكسبرس' });
  await card.getByLabel('مفتاح API').fill(SMSA_KEY);
  await card.getByRole('button', { name: 'حفظ وتفعيل' }).click();
  await card.getByText('مفعّلة').waitFor();

  const pending = await api<{ orderId: string; city: string | null }[]>('/order/store-orders?page=1&pageSize=50', {
    method: 'POST',
    body: { statuses: ['Pending'] },
  });
  orderId = pending.find((o) => o.city)!.orderId;
  await page.goto(`/orders/orders-page/${orderId}`);
  const section = page.getByRole('region', { name: 'الشحنات' });
  await section.getByRole('button', { name: 'الشحن مع سمسا إكسبرس' }).click();
  await section.getByText('أُنشئت').waitFor();
  const [shipment] = await api<{ trackingNumber: string; shipmentId: string }[]>(`/order/${orderId}/shipments`);
  assert.match(shipment!.trackingNumber, /^\d+$/);
  await section.getByText(shipment!.trackingNumber).waitFor();

  await fetch(`${SMSA_URL}/_test/scan/${shipment!.trackingNumber}`, {
    method: 'POST',
    body: JSON.stringify({ type: 'AF', description: 'Arrived Delivery Facility' }),
  });
  await section.getByRole('button', { name: 'تحديث التتبع' }).click();
  await section.getByText('Arrived Delivery Facility').waitFor();
  await section.getByText('في الطريق').waitFor();
  await context.close();
});

test('screenshots of the carriers and of an order’s shipment in every look', async () => {
  await inEveryLook(browser, session, async (page, look) => {
    await page.goto('/integrations/shipping');
    await page.getByRole('region', { name: look.lang === 'ar' ? 'سمسا إكسبرس' : 'SMSA Express' }).scrollIntoViewIfNeeded();
    await shot(page, `carriers-${look.lang}-${look.theme}`);
    await page.goto(`/orders/orders-page/${orderId}`);
    await page.locator('#order-shipment-title').waitFor();
    await page.locator('#order-shipment-title').scrollIntoViewIfNeeded();
    await shot(page, `order-shipment-${look.lang}-${look.theme}`);
  });
});
