// Steps shared by journeys: editing the store style (spec §4's change map) as a merchant would.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** Every PATCH /store/config body the page sends from now on. */
export function patchesOf(page: Page): { changes: Record<string, unknown> }[] {
  const bodies: { changes: Record<string, unknown> }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && new URL(request.url()).pathname === '/api/v2/store/config') {
      bodies.push(request.postDataJSON());
    }
  });
  return bodies;
}

const BANNER = 'تخفيضات الصيف على العطور';
const TEMPLATE = '%s — عطور الأمل';
const DESCRIPTION = 'عطور شرقية فاخرة وبخور وهدايا، مع توصيل سريع داخل المملكة.';

/**
 * In Arabic: edits the homepage banner title and the SEO template and description, saves, checks
 * that the PATCH held exactly those three paths, reloads and reads them back.
 */
export async function editBannerAndSeo(page: Page): Promise<void> {
  const patches = patchesOf(page);
  await page.goto('/store-setting?tab=homepage');
  await page.getByLabel('عنوان البانر').fill(BANNER);
  await page.getByRole('tab', { name: /محركات البحث/ }).click();
  await page.getByLabel('قالب عنوان الصفحة').fill(TEMPLATE);
  await page.getByLabel('الوصف الافتراضي').fill(DESCRIPTION);
  await page.getByText('3 تغييرات غير محفوظة').waitFor();
  await page.getByTestId('seo-title-preview').getByText('عطر العود الملكي — عطور الأمل').waitFor();

  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith('/api/v2/store/config'));
  await page.getByRole('region', { name: 'حفظ التغييرات' }).getByRole('button', { name: 'حفظ' }).click();
  assert.equal((await saved).status(), 200);
  assert.deepEqual(patches, [
    { changes: { 'homepage.banner.title': BANNER, 'seo.titleTemplate': TEMPLATE, 'seo.defaultDescription': DESCRIPTION } },
  ]);
  await page.getByRole('region', { name: 'حفظ التغييرات' }).waitFor({ state: 'detached' });

  await page.reload();
  assert.equal(await page.getByLabel('قالب عنوان الصفحة').inputValue(), TEMPLATE);
  assert.equal(await page.getByLabel('الوصف الافتراضي').inputValue(), DESCRIPTION);
  await page.getByRole('tab', { name: /الصفحة الرئيسية/ }).click();
  assert.equal(await page.getByLabel('عنوان البانر').inputValue(), BANNER);
}
