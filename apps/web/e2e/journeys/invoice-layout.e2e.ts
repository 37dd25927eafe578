// Journey of issue 16 (the invoice layout editor): in Arabic, the demo merchant gives the invoice
// a title of their own on /pdf-identity and sees the preview beside the form redrawn with it (the
// preview is the server's own PDF: its text is read with pdftotext), saves, renames the grand total
// on /pdf-form with the preview on one of their orders, saves, and downloads that order's invoice,
// which says both. Then the two screens in Arabic and English, light and dark.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_INVOICE_SETTINGS } from '@souqna/contracts';
import { apiAs, demoSession, inEveryLook, launch, newContext, pdfText, shot } from '../support.ts';

let browser: Browser;
let session: string;
before(async () => {
  browser = await launch();
  session = await demoSession();
});
after(() => browser.close());

const folder = mkdtempSync(path.join(tmpdir(), 'invoice-layout-'));
let drawings = 0;

/**
 * The PDFs the server answered the page's preview requests with, newest last (read on their way to
 * the page, which shows each as a blob: address no script of the test can read back under the CSP).
 */
interface Previews {
  drawn: Buffer[];
  asked: number;
}

async function recordPreviews(page: Page): Promise<Previews> {
  const previews: Previews = { drawn: [], asked: 0 };
  await page.route('**/api/v2/pdf/preview', async (route) => {
    previews.asked += 1;
    const response = await route.fetch();
    const body = await response.body();
    if (response.status() === 200) previews.drawn.push(body);
    await route.fulfill({ response, body });
  });
  return previews;
}

/** The text of the preview once the page has redrawn it after `act` (read with pdftotext). */
async function nextPreview(page: Page, previews: Previews, act: () => Promise<void>): Promise<string> {
  const frame = page.getByTestId('invoice-preview');
  // Each drawing is shown from its own blob: address.
  const before = (await frame.count()) ? await frame.getAttribute('src') : null;
  await act();
  await page.waitForFunction(
    (previous) => {
      const shown = document.querySelector('[data-testid="invoice-preview"]');
      return shown && shown.getAttribute('src') !== previous;
    },
    before,
    { timeout: 15_000 },
  );
  // A drawing asked for while another was on its way replaces it: the shown one is the last answered.
  const started = Date.now();
  while (previews.drawn.length < previews.asked && Date.now() - started < 15_000) await page.waitForTimeout(100);
  const file = path.join(folder, `preview-${(drawings += 1)}.pdf`);
  writeFileSync(file, previews.drawn.at(-1)!);
  return pdfText(file);
}

test('the merchant edits the layout, sees the real PDF change beside the form, saves, and the order’s invoice follows', async () => {
  const api = apiAs(session);
  const [order] = await api<{ orderId: string; number: number }[]>('/order/store-orders?page=1&pageSize=1', {
    method: 'POST',
    body: { statuses: ['Completed'] },
  });
  assert.ok(order, 'the demo store has a completed order');
  const context = await newContext(browser, { 'app-language': 'ar', 'app-theme-name': 'light', 'souqna-session': session });
  const page = await context.newPage();
  const previews = await recordPreviews(page);
  try {
    // The first drawing: the sample order, as the store's next invoice.
    const first = await nextPreview(page, previews, async () => {
      await page.goto('/pdf-identity');
    });
    assert.ok(first.includes('عطر العود الملكي'), `the sample order's first line:\n${first}`);
    await page.getByTestId('invoice-preview').waitFor();

    const titled = await nextPreview(page, previews, () =>
      page.getByRole('textbox', { name: 'العربية' }).first().fill('فاتورة متجر الأمل'),
    );
    assert.ok(titled.includes('فاتورة متجر الأمل'), `the preview has the new title:\n${titled}`);
    const saveBar = page.getByRole('region', { name: 'حفظ التغييرات' });
    await saveBar.getByRole('button', { name: 'حفظ' }).click();
    await page.getByText('تم حفظ تصميم الفاتورة').waitFor();

    // The words, previewed on a real order.
    await page.locator('label', { hasText: 'المحتوى' }).click();
    await page.waitForURL('**/pdf-form');
    await page.getByRole('heading', { name: 'ما تعرضه الفاتورة' }).waitFor();
    await page.getByTestId('invoice-preview').waitFor();
    const onOrder = await nextPreview(page, previews, async () => {
      await page.getByRole('combobox', { name: 'المعاينة على' }).fill(String(order.number));
      await page.getByRole('option', { name: new RegExp(`^#${order.number} `) }).click();
    });
    assert.ok(onOrder.includes(`#${order.number}`), `the preview shows order #${order.number}:\n${onOrder}`);
    const renamed = await nextPreview(page, previews, () =>
      page.getByRole('textbox', { name: 'الإجمالي النهائي بـالعربية' }).fill('المبلغ المطلوب'),
    );
    assert.ok(renamed.includes('المبلغ المطلوب'), `the preview has the new label:\n${renamed}`);
    assert.ok(renamed.includes('فاتورة متجر الأمل'), 'and keeps the saved title');
    await saveBar.getByRole('button', { name: 'حفظ' }).click();
    await page.getByText('تم حفظ تصميم الفاتورة').last().waitFor();

    // The order's invoice, downloaded from its page, says both.
    await page.goto(`/orders/orders-page/${order.orderId}`);
    await page.getByTestId('order-header').waitFor();
    await page.getByRole('button', { name: 'الفاتورة' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'A4 (بالعربية)' }).click(),
    ]);
    const file = path.join(folder, download.suggestedFilename());
    await download.saveAs(file);
    const invoice = pdfText(file);
    for (const words of ['فاتورة متجر الأمل', 'المبلغ المطلوب'])
      assert.ok(invoice.includes(words), `the order's invoice says "${words}":\n${invoice}`);
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await api('/pdf/config/save', { method: 'POST', body: DEFAULT_INVOICE_SETTINGS });
    await context.close();
  }
});

test('the layout editor in Arabic and English, light and dark', async () => {
  await inEveryLook(browser, session, async (page, { lang, theme }) => {
    for (const screen of ['pdf-identity', 'pdf-form']) {
      await page.goto(`/${screen}`);
      await page.getByTestId('invoice-preview').waitFor();
      // The PDF viewer draws its page after the frame loads.
      await page.waitForTimeout(3000);
      await shot(page, `${screen}-${lang}-${theme}`);
    }
  });
});
