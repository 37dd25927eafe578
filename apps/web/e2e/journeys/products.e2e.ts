// Journey of issue 4 (products): the demo merchant adds a product with two options (3 sizes × 2
// colours = 6 variants), uploads 3 images, reorders them by drag and drop and picks a new main one,
// puts stock in two warehouses, saves, and reads it all back on the details page. Screenshots of the
// form and the details in Arabic and English, light and dark, go to docs/screenshots/.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, DEMO, demoSession, inEveryLook, launch, newContext } from '../support.ts';
import { file, png } from '../png.ts';

const DOCS = path.resolve(import.meta.dirname, '../../../../docs/screenshots');
const MAIN = 'الفرع الرئيسي - العليا';
const JEDDAH = 'مستودع جدة';
const SIZES = ['صغير', 'وسط', 'كبير'];
const COLOURS = ['أحمر', 'أسود'];

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(() => browser.close());

async function logIn(page: Page) {
  await page.goto('/auth/login');
  await page.getByLabel('البريد الإلكتروني').fill(DEMO.email);
  await page.getByRole('textbox', { name: 'كلمة المرور' }).fill(DEMO.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.waitForURL(/\/home$/);
}

/** A bottle-coloured square, one colour per image so the three are told apart. */
const bottle = (rgb: [number, number, number]) =>
  png(240, 240, (x, y) => (Math.hypot(x - 120, y - 130) < 80 ? [...rgb, 255] : [250, 245, 235, 255]));

async function serverProduct(page: Page, id: string) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('souqna-session') ?? '{}').accessToken);
  const res = await fetch(`${BASE_URL}/api/v2/product/asem-product/${id}`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()).data;
}

const tiles = (page: Page) => page.getByTestId('media-tile');

let productId = '';

test('the demo merchant adds a product with 6 variants, 3 reordered images and stock in two warehouses', async () => {
  const context = await newContext(browser, { 'app-language': 'ar' });
  const page = await context.newPage();
  await logIn(page);
  await page.goto('/products/products-page');
  await page.getByRole('heading', { name: 'إضافة منتج' }).waitFor();

  await page.getByRole('textbox', { name: 'اسم المنتج بالعربية' }).fill('عطر العود الملكي');
  await page.getByRole('textbox', { name: 'اسم المنتج بالإنجليزية' }).fill('Royal Oud');
  await page.getByRole('textbox', { name: 'السعر', exact: true }).fill('250');
  await page.getByRole('textbox', { name: 'رمز SKU' }).fill('OUD-ROYAL');

  // Media: three images at once, then the third dragged to the front, then the second made main.
  await page.getByRole('tab', { name: 'الصور والفيديو' }).click();
  await page
    .getByLabel('اسحب الصور إلى هنا أو انقر لاختيارها')
    .setInputFiles([
      file('oud-1.png', bottle([120, 53, 15])),
      file('oud-2.png', bottle([180, 83, 9])),
      file('oud-3.png', bottle([60, 40, 30])),
    ]);
  await tiles(page).nth(2).waitFor();
  assert.deepEqual(await tiles(page).evaluateAll((t) => t.map((e) => e.getAttribute('aria-label'))), ['oud-1', 'oud-2', 'oud-3']);
  await tiles(page).nth(2).dragTo(tiles(page).nth(0));
  assert.deepEqual(await tiles(page).evaluateAll((t) => t.map((e) => e.getAttribute('aria-label'))), ['oud-3', 'oud-1', 'oud-2']);
  await page.getByRole('button', { name: 'جعل oud-2 الرئيسية' }).click();

  // Options: sizes and colours make six variants.
  await page.getByRole('tab', { name: 'الخيارات' }).click();
  const addOption = page.getByRole('button', { name: 'إضافة خيار' });
  const values = async (option: number, labels: string[]) => {
    for (const [i, label] of labels.entries()) {
      if (i > 0)
        await page
          .getByTestId('option-card')
          .nth(option - 1)
          .getByRole('button', { name: 'إضافة قيمة' })
          .click();
      await page.getByRole('textbox', { name: `القيمة ${i + 1} من الخيار ${option}` }).fill(label);
    }
  };
  await addOption.click();
  await page.getByRole('textbox', { name: 'اسم الخيار 1' }).fill('المقاس');
  await values(1, SIZES);
  await addOption.click();
  await page.getByRole('textbox', { name: 'اسم الخيار 2' }).fill('اللون');
  await values(2, COLOURS);
  await page.getByText('6 أنواع').waitFor();
  assert.equal(await page.getByTestId('variant-row').count(), 6);

  // Stock of every variant in both warehouses: n in the main one, 10 in Jeddah.
  let n = 0;
  for (const size of SIZES)
    for (const colour of COLOURS) {
      n += 1;
      await page.getByRole('textbox', { name: `كمية ${size} / ${colour} في ${MAIN}` }).fill(String(n));
      await page.getByRole('textbox', { name: `كمية ${size} / ${colour} في ${JEDDAH}` }).fill('10');
    }
  await page.getByRole('radio', { name: 'وسط / أسود هو النوع الافتراضي' }).check();

  await page.getByRole('button', { name: 'إضافة المنتج' }).click();
  await page.waitForURL(/\/products\/show\/[0-9a-f-]{36}$/);
  productId = page.url().split('/').at(-1)!;
  await page.getByRole('heading', { name: 'عطر العود الملكي' }).waitFor();

  const saved = await serverProduct(page, productId);
  assert.deepEqual(
    saved.media.map((m: { altText: string; isMain: boolean; displayOrder: number }) => [m.displayOrder, m.altText, m.isMain]),
    [
      [1, 'oud-3', false],
      [2, 'oud-1', false],
      [3, 'oud-2', true],
    ],
  );
  assert.equal(saved.variants.length, 6);
  assert.equal(saved.quantity, 21 + 60);
  assert.deepEqual(saved.variants.find((v: { isDefault: boolean }) => v.isDefault).values, ['وسط', 'أسود']);

  // The details show it back: the gallery in its order with the main marked, the six variants.
  // A details tab mounts its panel once the address (?tab=) has changed, which React Router renders
  // in a transition after the click: wait for the panel's content before reading it.
  await page.getByRole('tab', { name: 'الصور والفيديو' }).click();
  const gallery = page.getByTestId('gallery-item');
  await gallery.nth(2).waitFor();
  assert.deepEqual(await gallery.evaluateAll((g) => g.map((e) => e.getAttribute('aria-label'))), ['oud-3', 'oud-1', 'oud-2']);
  await gallery.nth(2).getByText('الرئيسية').waitFor();
  await page.getByRole('tab', { name: 'الأنواع' }).click();
  await page.getByTestId('variant-row').nth(5).waitFor();
  assert.equal(await page.getByTestId('variant-row').count(), 6);
  await page
    .getByRole('cell', { name: JEDDAH })
    .or(page.getByRole('columnheader', { name: JEDDAH }))
    .first()
    .waitFor();
  await context.close();
});

test('the plan-limit page shows the plan and its product usage from the server, after a reload too', async () => {
  const context = await newContext(browser, { 'app-language': 'ar' });
  const page = await context.newPage();
  await logIn(page);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('souqna-session') ?? '{}').accessToken);
  const plan = await (await fetch(`${BASE_URL}/api/v2/store/plan`, { headers: { authorization: `Bearer ${token}` } })).json();
  await page.goto('/subscribe-required');
  // The demo store is on the premium plan, with no limit: the page says it has not reached one.
  await page.getByRole('heading', { name: 'لم يصل متجرك إلى حد باقته' }).waitFor();
  await page.getByText('باقتك الحالية: المميزة').waitFor();
  await page.getByText(`المنتجات: ${plan.data.usage.products} (بلا حد)`).waitFor();
  await page.reload();
  await page.getByText(`المنتجات: ${plan.data.usage.products} (بلا حد)`).waitFor();
  await context.close();
});

test('screenshots of the product form and details, in Arabic and English, light and dark', async () => {
  assert.ok(productId, 'the product of the first journey');
  await inEveryLook(browser, await demoSession(), async (page, { lang, theme }) => {
    const shoot = async (name: string) => {
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(DOCS, `${name}-${lang}-${theme}.png`), fullPage: true });
    };
    await page.goto(`/products/products-page?productId=${productId}`);
    await page.locator('[role="tablist"]').first().waitFor();
    await shoot('product-form');
    await page.getByRole('tab').nth(3).click();
    await page.getByTestId('variant-row').first().waitFor();
    await shoot('product-form-options');
    await page.goto(`/products/show/${productId}`);
    await page.locator('[role="tablist"]').first().waitFor();
    await shoot('product-details');
    await page.goto(`/products/show/${productId}?tab=variants`);
    await page.getByTestId('variant-row').first().waitFor();
    await shoot('product-details-variants');
  });
});
