// Journey of issue 11 (what a merchant notices in forms): number fields mirror in Arabic (steppers and
// currency at the inline end, the value left to right beside the label); times and dates are picked
// with the app's own localised pickers, never the browser's (`09:00 AM` inside Arabic); a map whose
// images cannot load says so and shows the coordinates, and never draws over the header.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { demoSession, inEveryLook, launch, newContext, settled, shot } from '../support.ts';

let browser: Browser;
let session: string;
before(async () => {
  browser = await launch();
  session = await demoSession();
});
after(() => browser.close());

const signedIn = (lang: 'ar' | 'en') =>
  newContext(
    browser,
    { 'app-language': lang, 'app-theme-name': 'light', 'souqna-session': session },
    lang === 'ar' ? 'ar-SA' : 'en-US',
  );

/** Where a number field's steppers sit against its box, and how its value is laid out. */
async function stepperSide(field: Locator): Promise<{ side: 'left' | 'right'; direction: string; align: string }> {
  return field.evaluate((input) => {
    const wrapper = input.closest('.mantine-NumberInput-wrapper');
    const controls = wrapper?.querySelector('.mantine-NumberInput-controls')?.getBoundingClientRect();
    const box = input.getBoundingClientRect();
    const style = getComputedStyle(input);
    const side = controls && controls.left + controls.width / 2 < box.left + box.width / 2 ? 'left' : 'right';
    return { side, direction: style.direction, align: style.textAlign };
  });
}

test('number fields keep their steppers at the inline end, the value reading left to right', async () => {
  for (const [lang, section, label, side, align] of [
    ['ar', 'إدارة الكميات', 'حد التنبيه بانخفاض المخزون', 'left', 'right'],
    ['en', 'Quantity management', 'Low-stock alert quantity', 'right', 'start'],
  ] as const) {
    const context = await signedIn(lang);
    const page = await context.newPage();
    await page.goto('/products/products-page');
    await settled(page, '[contenteditable]');
    await page.getByText(section, { exact: true }).first().click();
    const field = page.getByLabel(label);
    await field.fill('12');
    assert.deepEqual(await stepperSide(field), { side, direction: 'ltr', align }, `${lang}: the low-stock field`);
    // The price's currency sits where the steppers would, at the inline end, fully inside the field.
    await page
      .getByText(lang === 'ar' ? 'البيانات الأساسية' : 'Main data', { exact: true })
      .first()
      .click();
    const price = page.getByLabel(lang === 'ar' ? /^السعر/ : /^Price/).first();
    const sign = await price.evaluate((input) => {
      const section = input.closest('.mantine-Input-wrapper')?.querySelector('[data-position="right"]');
      const s = section?.getBoundingClientRect();
      const text = section?.firstElementChild as HTMLElement | null;
      const box = input.getBoundingClientRect();
      return { left: s ? s.left < box.left + box.width / 2 : null, fits: text ? text.scrollWidth <= text.clientWidth + 1 : null };
    });
    assert.deepEqual(sign, { left: lang === 'ar', fits: true }, `${lang}: the currency inside the price field`);
    await context.close();
  }
});

/** The branch form with the map's images refused, as on a machine without internet. */
async function branchFormWithoutTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.goto('/warehouse/add');
  await settled(page);
}

test('a time of day is written as the interface writes it, in a picker of its own', async () => {
  for (const [lang, hour, expected] of [
    ['ar', 'الساعة', ['09', '00', 'ص']],
    ['en', 'Hour', ['09', '00']],
  ] as const) {
    const context = await signedIn(lang);
    const page = await context.newPage();
    await branchFormWithoutTiles(page);
    assert.equal(await page.locator('input[type="time"], input[type="date"]').count(), 0, 'no browser time or date input');
    const fields = page.locator('.mantine-TimePicker-fieldsGroup input');
    assert.deepEqual(await fields.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)), expected);
    // Hours before minutes from the left in both directions, as a time is read.
    const [h, m] = await Promise.all([page.getByLabel(hour).boundingBox(), fields.nth(1).boundingBox()]);
    assert.ok(h && m && h.x < m.x, `${lang}: hours left of minutes`);
    // Picking 2 in the afternoon from the dropdown.
    await page.getByLabel(hour).click();
    const dropdown = page.locator('.mantine-TimePicker-dropdown');
    if (lang === 'ar') {
      await dropdown.getByRole('button', { name: '02', exact: true }).first().click();
      await dropdown.getByRole('button', { name: 'م', exact: true }).click();
    } else {
      await dropdown.getByRole('button', { name: '14', exact: true }).first().click();
    }
    assert.equal(await page.locator('.mantine-TimePicker-root input[type="hidden"]').inputValue(), '14:00');
    await context.close();
  }
});

test('the discount end is picked on a calendar in the merchant’s language, from today on', async () => {
  const context = await signedIn('ar');
  const page = await context.newPage();
  await page.goto('/products/products-page');
  await settled(page, '[contenteditable]');
  const end = page.getByLabel('ينتهي الخصم في');
  await end.click();
  const calendar = page.locator('.mantine-DateInput-dropdown, .mantine-Popover-dropdown').last();
  const month = new Intl.DateTimeFormat('ar-u-nu-latn', { month: 'long', year: 'numeric', timeZone: 'Asia/Riyadh' }).format(
    new Date(),
  );
  await calendar.getByText(month.replace(' م', '')).waitFor();
  // Days are named as the field writes them ("30 نوفمبر 2026"); yesterday cannot be picked, today and
  // the month's last day can.
  const monthOf = (day: Date) => new Intl.DateTimeFormat('ar-u-nu-latn', { month: 'long', timeZone: 'UTC' }).format(day);
  const named = (day: Date) => `${day.getUTCDate()} ${monthOf(day)} ${day.getUTCFullYear()}`;
  const today = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date())}T00:00:00Z`);
  const yesterday = new Date(today.getTime() - 86_400_000);
  const lastDay = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0));
  const day = (d: Date) => calendar.getByRole('button', { name: named(d), exact: true });
  if (yesterday.getUTCMonth() === today.getUTCMonth()) assert.ok(await day(yesterday).isDisabled(), 'yesterday is disabled');
  assert.ok(await day(today).isEnabled(), 'today can be picked');
  await day(lastDay).click();
  assert.equal(await end.inputValue(), named(lastDay));
  await context.close();
});

test('a map without its images says so, shows the coordinates, and stays under the header', async () => {
  const context = await signedIn('ar');
  const page = await context.newPage();
  await branchFormWithoutTiles(page);
  await page.getByLabel('خط العرض').fill('24.7136');
  await page.getByLabel('خط الطول').fill('46.6753');
  const status = page.locator('.souqna-map-hint');
  await status.getByText('تعذر تحميل صور الخريطة').waitFor();
  assert.match((await status.textContent()) ?? '', /24\.7136, 46\.6753/);
  // Scrolled so the map passes under the sticky header: the header is drawn over it, not the map's controls.
  const map = page.locator('.souqna-map');
  await map.evaluate((m) => window.scrollBy(0, m.getBoundingClientRect().top - 20));
  const zoom = await page.locator('.leaflet-control-zoom').boundingBox();
  assert.ok(zoom, 'the zoom buttons are there');
  const topmost = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('header') !== null,
    [zoom.x + zoom.width / 2, Math.max(zoom.y + 4, 30)],
  );
  assert.ok(topmost, 'the header, not the map, is on top where they overlap');
  await context.close();
});

test('screenshots of the branch form’s fields in every look', async () => {
  await inEveryLook(browser, session, async (page, look) => {
    await branchFormWithoutTiles(page);
    await page.getByLabel(look.lang === 'ar' ? 'الساعة' : 'Hour').scrollIntoViewIfNeeded();
    await page.getByLabel(look.lang === 'ar' ? 'الساعة' : 'Hour').click();
    await page.locator('.mantine-TimePicker-dropdown').waitFor();
    await shot(page, `branch-fields-${look.lang}-${look.theme}`);
  });
});
