// Journey of issue 16 (the invoice): in Arabic, the demo merchant enters the store's VAT number on
// /setting, opens an order and downloads its invoice in each size and language from the order page,
// then a refunded order's credit note;
// each file's text, read by poppler's pdftotext as a reader or a search engine would, holds the
// Arabic words in their logical order, the VAT number and the order's total; page 1 of each is
// saved as a picture beside the screenshots (pdftoppm).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { INVOICE_SIZES, LANGUAGES, type InvoiceSize, type Language } from '@souqna/contracts';
import { SCREENSHOTS, apiAs, demoSession, inEveryLook, launch, newContext, pdfText, shot } from '../support.ts';

const VAT_NUMBER = '310122393500003';
const SIZE_NAMES: Record<InvoiceSize, string> = { a4: 'A4', a5: 'A5', receipt: 'إيصال 80 مم' };
const LANGUAGE_NAMES: Record<Language, string> = { ar: 'بالعربية', en: 'بالإنجليزية' };

let browser: Browser;
let session: string;
before(async () => {
  browser = await launch();
  session = await demoSession();
});
after(() => browser.close());

async function downloadFrom(page: Page, size: InvoiceSize, lang: Language, folder: string, menu = 'الفاتورة'): Promise<string> {
  await page.getByRole('button', { name: menu }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: `${SIZE_NAMES[size]} (${LANGUAGE_NAMES[lang]})` }).click(),
  ]);
  const file = path.join(folder, download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

test('the invoice of an order, in three sizes and two languages, keeps its Arabic readable as text', async () => {
  const api = apiAs(session);
  const settings = await api<Record<string, unknown>>('/store/settings');
  const [order] = await api<{ orderId: string; number: number; totalAmount: number }[]>('/order/store-orders?page=1&pageSize=1', {
    method: 'POST',
    body: { statuses: ['Completed'] },
  });
  assert.ok(order, 'the demo store has a completed order');
  const store = await api<{ name: string }>('/store/get-all-store-data');

  // The demo store is registered for VAT: the merchant enters the number afresh.
  await api('/store/settings', { method: 'PUT', body: { ...settings, vatNumber: null } });
  const context = await newContext(browser, { 'app-language': 'ar', 'app-theme-name': 'light', 'souqna-session': session });
  const page = await context.newPage();
  try {
    await page.goto('/setting');
    await page.getByRole('textbox', { name: 'الرقم الضريبي' }).fill(VAT_NUMBER);
    await page.getByRole('region', { name: 'حفظ التغييرات' }).getByRole('button', { name: 'حفظ' }).click();
    await page.getByText('تم حفظ إعدادات المتجر').waitFor();

    await page.goto(`/orders/orders-page/${order.orderId}`);
    await page.getByTestId('order-header').waitFor();
    const folder = mkdtempSync(path.join(tmpdir(), 'invoices-'));
    const total = order.totalAmount.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    for (const lang of LANGUAGES)
      for (const size of INVOICE_SIZES) {
        const file = await downloadFrom(page, size, lang, folder);
        assert.equal(readFileSync(file).subarray(0, 5).toString(), '%PDF-');
        const text = pdfText(file);
        assert.ok(text.includes(lang === 'ar' ? 'فاتورة ضريبية مبسطة' : 'Simplified tax invoice'), `${size} ${lang}: the title`);
        if (lang === 'ar')
          for (const words of ['الإجمالي شامل الضريبة', 'ضريبة القيمة المضافة', 'الرقم الضريبي', 'المجموع الفرعي'])
            assert.ok(text.includes(words), `${size} ar: "${words}" in logical order in:\n${text}`);
        else assert.ok(text.includes('Total incl. VAT'), `${size} en: the total's label`);
        assert.ok(text.includes(store.name), `${size} ${lang}: the store's name`);
        assert.ok(text.includes(VAT_NUMBER), `${size} ${lang}: the VAT number`);
        assert.ok(text.includes(total), `${size} ${lang}: the order's total ${total}`);
        execFileSync('pdftoppm', [
          '-r',
          '80',
          '-png',
          '-f',
          '1',
          '-l',
          '1',
          '-singlefile',
          file,
          path.join(SCREENSHOTS, `invoice-${size}-${lang}`),
        ]);
      }
    // A refunded order's credit note, which names the invoice it corrects.
    const [refunded] = await api<{ orderId: string }[]>('/order/store-orders?page=1&pageSize=1', {
      method: 'POST',
      body: { statuses: ['Refunded'] },
    });
    assert.ok(refunded, 'the demo store has a refunded order');
    await page.goto(`/orders/orders-page/${refunded.orderId}`);
    await page.getByTestId('order-header').waitFor();
    const note = pdfText(await downloadFrom(page, 'a4', 'ar', folder, 'إشعار دائن'));
    for (const words of ['إشعار دائن لفاتورة ضريبية مبسطة', 'يعدّل الفاتورة', 'استرداد كامل للطلب'])
      assert.ok(note.includes(words), `the credit note says "${words}":\n${note}`);
    assert.match(note, /INV-\d+/);
    assert.match(note, /CN-\d+/);
  } finally {
    await api('/store/settings', { method: 'PUT', body: settings });
    await context.close();
  }
});

test('the order page with its invoice menu, and the settings with the VAT number, in Arabic and English, light and dark', async () => {
  const api = apiAs(session);
  const [order] = await api<{ orderId: string }[]>('/order/store-orders?page=1&pageSize=1', {
    method: 'POST',
    body: { statuses: ['Refunded'] },
  });
  await inEveryLook(browser, session, async (page, { lang, theme }) => {
    await page.goto(`/orders/orders-page/${order!.orderId}`);
    await page.getByTestId('order-header').waitFor();
    await page.getByRole('button', { name: lang === 'ar' ? 'الفاتورة' : 'Invoice' }).click();
    await page.getByRole('menu').waitFor();
    // The menu fades in: its items in full before the picture.
    await page.waitForTimeout(300);
    await shot(page, `order-invoice-menu-${lang}-${theme}`);
    await page.goto('/setting');
    await page.getByRole('textbox', { name: lang === 'ar' ? 'الرقم الضريبي' : 'VAT number' }).waitFor();
    await shot(page, `settings-vat-number-${lang}-${theme}`);
  });
});
