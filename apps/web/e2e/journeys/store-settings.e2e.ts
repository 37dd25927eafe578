// Journeys of issue 3 (web): the store info tabs save only what changed; screenshots of every
// settings screen in Arabic and English, light and dark.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { DEMO, SCREENSHOTS, demoSession, inEveryLook, launch, newContext } from '../support.ts';
import { editBannerAndSeo, patchesOf } from '../steps/store-style.ts';

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

test('the demo merchant edits the banner title and the SEO texts, saves only those paths, and sees them after a reload', async () => {
  const context = await newContext(browser, { 'app-language': 'ar' });
  const page = await context.newPage();
  await logIn(page);
  await editBannerAndSeo(page);
  await context.close();
});

test('a title template without %s shows the field error and saves nothing', async () => {
  const context = await newContext(browser, { 'app-language': 'ar' });
  const page = await context.newPage();
  const patches = patchesOf(page);
  await logIn(page);

  await page.goto('/store-setting?tab=seo');
  await page.getByLabel('قالب عنوان الصفحة').fill('متجر الأمل للعطور');
  await page.getByRole('region', { name: 'حفظ التغييرات' }).getByRole('button', { name: 'حفظ' }).click();
  await page.getByText('يجب أن يحتوي القالب على %s ليحل محله عنوان الصفحة').waitFor();
  await page
    .getByRole('tab', { name: /محركات البحث/ })
    .getByRole('img', { name: 'حقول تحتاج إلى تصحيح' })
    .waitFor();
  await page.waitForTimeout(300);
  assert.deepEqual(patches, []);

  // Leaving now asks first; staying keeps the edit.
  await page.getByRole('link', { name: 'ألوان المتجر' }).first().click();
  await page.getByText('المغادرة دون حفظ؟').waitFor();
  await page.getByRole('button', { name: 'البقاء في الصفحة' }).click();
  assert.equal(await page.getByLabel('قالب عنوان الصفحة').inputValue(), 'متجر الأمل للعطور');
  await context.close();
});

const TABS = ['identity', 'homepage', 'footer', 'social', 'seo', 'analytics'];
const PAGES = [
  { name: 'store-color', path: '/store-color' },
  { name: 'setting', path: '/setting' },
  { name: 'email', path: '/email' },
  { name: 'profile', path: '/profile' },
  { name: 'plans', path: '/plans' },
  { name: 'billing-page', path: '/billing-page' },
];

test('screenshots of every settings tab and screen, in Arabic and English, light and dark', async () => {
  await inEveryLook(browser, await demoSession(), async (page, { lang, theme }) => {
    const shoot = async (name: string) => {
      await page.waitForLoadState('networkidle');
      await page.locator('h1').first().waitFor();
      await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${lang}-${theme}.png`), fullPage: true });
    };
    for (const tab of TABS) {
      await page.goto(`/store-setting?tab=${tab}`);
      await page.getByRole('tabpanel').waitFor();
      await shoot(`store-setting-${tab}`);
    }
    for (const { name, path: to } of PAGES) {
      await page.goto(to);
      await shoot(name);
    }
    await page.goto('/store-color');
    await page.getByRole('button', { name: lang === 'ar' ? 'تغيير اللون' : 'Change colour' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SCREENSHOTS, `store-color-drawer-${lang}-${theme}.png`) });
  });
});
