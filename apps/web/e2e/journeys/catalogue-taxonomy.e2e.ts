// Journey of issue 4 (taxonomy): the demo merchant grows the category tree and re-parents by drag and
// drop (an invalid drop is refused with the rule), adds a brand whose website is fixed after the
// error, adds a unit; screenshots of the three screens in Arabic and English, light and dark.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, DEMO, SCREENSHOTS, demoSession, inEveryLook, launch, newContext, shot } from '../support.ts';

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

/** The category tree as the server has it now. */
interface Node {
  categoryId: string;
  name: string;
  children: Node[];
}
async function serverTree(page: Page): Promise<Node[]> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('souqna-session') ?? '{}').accessToken);
  const res = await fetch(`${BASE_URL}/api/v2/store-management/category`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()).data;
}

const row = (page: Page, name: string) => page.locator(`[data-testid="category-row"][data-name="${name}"]`);

/** Every PUT of a category the page sends from now on. */
function categoryPuts(page: Page): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname.startsWith('/api/v2/store-management/category/'))
      bodies.push(request.postDataJSON());
  });
  return bodies;
}

test('the demo merchant adds a category and a child, re-parents by drag and drop, and an invalid drop is refused', async () => {
  const context = await newContext(browser, { 'app-language': 'ar' });
  const page = await context.newPage();
  // The whole tree in view: a drag that scrolls the page would start over another row.
  await page.setViewportSize({ width: 1280, height: 1600 });
  const puts = categoryPuts(page);
  await logIn(page);

  await page.getByRole('link', { name: 'التصنيفات' }).click();
  await page.waitForURL(/\/products\/categories$/);
  await row(page, 'عطور').waitFor();

  // A main category with its English name, then a child through its row's "+".
  await page.getByRole('button', { name: 'إضافة تصنيف', exact: true }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /اسم التصنيف/ }).fill('مسك وعنبر');
  await dialog.getByRole('textbox', { name: /الاسم بالإنجليزية/ }).fill('Musk and amber');
  await shot(page, 'categories-form-ar-light');
  await dialog.getByRole('button', { name: 'إضافة التصنيف' }).click();
  await page.getByText('تمت إضافة التصنيف').first().waitFor();
  await row(page, 'مسك وعنبر').waitFor();

  await page.getByRole('button', { name: 'إضافة تصنيف فرعي داخل مسك وعنبر' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /اسم التصنيف/ }).fill('مسك أبيض');
  await dialog.getByRole('button', { name: 'إضافة التصنيف' }).click();
  await row(page, 'مسك أبيض').waitFor();
  assert.deepEqual(
    (await serverTree(page)).find((c) => c.name === 'مسك وعنبر')?.children.map((c) => c.name),
    ['مسك أبيض'],
  );

  // Drag "مسك وعنبر" into the middle of "بخور وعود": it becomes its last sub-category.
  await row(page, 'مسك وعنبر').dragTo(row(page, 'بخور وعود'));
  await page.getByText('تم تحديث التصنيف').first().waitFor();
  const incense = (await serverTree(page)).find((c) => c.name === 'بخور وعود')!;
  assert.deepEqual(puts, [
    {
      name: 'مسك وعنبر',
      nameEn: 'Musk and amber',
      description: null,
      image: null,
      parentCategoryId: incense.categoryId,
      position: 3,
    },
  ]);
  assert.deepEqual(
    incense.children.map((c) => c.name),
    ['دهن العود', 'عود طبيعي', 'بخور معطر', 'مسك وعنبر'],
  );
  assert.deepEqual(
    incense.children[3]!.children.map((c) => c.name),
    ['مسك أبيض'],
  );

  // Dropping "بخور وعود" inside its own grandchild is refused on the spot, with the rule, and sends nothing.
  await row(page, 'بخور وعود').dragTo(row(page, 'مسك أبيض'));
  await page.getByText('لا يمكن نقل التصنيف إلى داخل نفسه أو أحد تصنيفاته الفرعية').first().waitFor();
  await shot(page, 'categories-drop-refused-ar-light');
  assert.equal(puts.length, 1);
  assert.ok(
    (await serverTree(page)).some((c) => c.name === 'بخور وعود'),
    'still a main category',
  );
  await context.close();
});

test('a brand with a bad website shows the error, is fixed and added; a unit is added', async () => {
  const context = await newContext(browser, { 'app-language': 'ar' });
  const page = await context.newPage();
  await logIn(page);

  await page.getByRole('link', { name: 'العلامات التجارية' }).click();
  await page.waitForURL(/\/brand-form$/);
  await page.getByText('دار العود', { exact: true }).waitFor();
  await page.getByRole('textbox', { name: /اسم العلامة التجارية/ }).fill('عود الملوك');
  await page.getByPlaceholder('اختر أو اكتب البلد').fill('الإمارات');
  await page.keyboard.press('Escape');
  const website = page.getByRole('textbox', { name: /الموقع الإلكتروني/ });
  await website.fill('oud-almulook');
  await page.getByRole('button', { name: 'إضافة العلامة' }).click();
  await page.getByText('الرابط غير صالح').waitFor();
  assert.equal(await website.getAttribute('aria-invalid'), 'true');
  await shot(page, 'brand-form-website-error-ar-light');

  await website.fill('https://oud-almulook.example');
  await page.getByRole('button', { name: 'إضافة العلامة' }).click();
  await page.getByText('تمت إضافة العلامة التجارية').first().waitFor();
  await page.getByRole('link', { name: 'oud-almulook.example' }).waitFor();
  // The search finds it typed without the hamza.
  await page.getByRole('textbox', { name: 'البحث في العلامات التجارية' }).fill('الملوك');
  await page.getByRole('cell', { name: 'عود الملوك', exact: true }).waitFor();

  await page.getByRole('link', { name: 'وحدات القياس' }).click();
  await page.waitForURL(/\/uint-form$/);
  await page.getByText('كيلوغرام', { exact: true }).waitFor();
  await page.getByRole('textbox', { name: /اسم الوحدة/ }).fill('كرتونة');
  await page.getByRole('textbox', { name: /الرمز/ }).fill('كرتون');
  await page.getByRole('button', { name: 'إضافة الوحدة' }).click();
  await page.getByText('تمت إضافة الوحدة').first().waitFor();
  await page.getByRole('cell', { name: 'كرتونة', exact: true }).waitFor();
  await context.close();
});

const SCREENS = [
  { name: 'categories', path: '/products/categories', ready: '[data-testid="category-row"]' },
  { name: 'brand-form', path: '/brand-form', ready: 'table' },
  { name: 'uint-form', path: '/uint-form', ready: 'table' },
];

test('screenshots of the categories, brands and units screens, in Arabic and English, light and dark', async () => {
  await inEveryLook(browser, await demoSession(), async (page, { lang, theme }) => {
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await page.locator(screen.ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(SCREENSHOTS, `${screen.name}-${lang}-${theme}.png`), fullPage: true });
    }
  });
});
