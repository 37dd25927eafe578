import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_INVOICE_SETTINGS } from '@souqna/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { orderStore, type OrderStore } from '../orders/order.fixtures.ts';
import { orderInvoiceViewFor } from './order-invoice.ts';
import { products } from '../catalogue/product-tables.ts';
import { createUploadStorage } from '../../platform/uploads/storage.ts';

// The invoice layout (`/pdf/config`, docs/product-rules.md "Invoices"): the defaults of spec §9,
// edits by path (the changes record of spec §4), the whole saved, and the PDF following them.
let t: TestApp;
let s: OrderStore;
beforeAll(async () => {
  t = await createTestApp();
  s = await orderStore(t, { taxPercent: 15 });
});
afterAll(() => t.close());
const invoiceDeps = () => ({ baseDomain: 'souqna.store', storage: createUploadStorage(t.config.uploads) });

const patch = (store: OrderStore, changes: Record<string, unknown>, lang: 'ar' | 'en' = 'en') =>
  t.call('PATCH', '/api/v2/pdf/config', { changes }, { token: store.token, lang });
const fields = (res: { body: any }) => res.body.error.fields.map((f: { path: string; code: string }) => `${f.path}:${f.code}`);

describe('/pdf/config', () => {
  it('starts with the defaults of spec §9: logo right at 30, opacities 30, #111111 and #333333, sent on Completed and Paid', async () => {
    const res = await s.get('/pdf/config');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(DEFAULT_INVOICE_SETTINGS);
    expect(res.body.data).toMatchObject({
      logoPosition: 'right',
      logoSize: 30,
      watermarkOpacity: 30,
      stampOpacity: 30,
      labelColor: '#111111',
      dataColor: '#333333',
      autoSendEnabled: true,
      sendOnOrderStatus: ['Completed', 'Paid'],
    });
  });

  it('applies only the paths sent, keeps them, and leaves another store’s layout alone', async () => {
    const other = await orderStore(t, { taxPercent: 15 });
    const res = await patch(s, { 'display.sku': false, 'labels.total.ar': 'المبلغ', labelColor: '#0a0a0a' }, 'ar');
    expect([res.status, res.body.message]).toEqual([200, 'تم حفظ تصميم الفاتورة']);
    expect(res.body.data.display).toEqual({ ...DEFAULT_INVOICE_SETTINGS.display, sku: false });
    expect(res.body.data.labels.total).toEqual({ ar: 'المبلغ', en: '' });
    expect((await s.get('/pdf/config')).body.data.labelColor).toBe('#0a0a0a');
    expect((await other.get('/pdf/config')).body.data).toEqual(DEFAULT_INVOICE_SETTINGS);
  });

  it('refuses a path that is no setting, a colour that is not #RRGGBB, a status twice, and nothing to change; nothing is kept', async () => {
    const before = (await s.get('/pdf/config')).body.data;
    const unknown = await patch(s, { 'display.sparkles': true, '__proto__.x': 1, labelColor: '#000000' });
    expect([unknown.status, ...fields(unknown)]).toEqual([
      400,
      'display.sparkles:unknown_setting',
      '__proto__.x:unknown_setting',
    ]);
    const colour = await patch(s, { dataColor: 'red' });
    expect(fields(colour)).toEqual(['dataColor:invalid_color']);
    expect(colour.body.error.fields[0].message).toBe('Write the colour as #RRGGBB, such as #111111');
    expect(fields(await patch(s, { sendOnOrderStatus: ['Paid', 'Paid'] }))).toEqual(['sendOnOrderStatus:duplicate_status']);
    expect(fields(await patch(s, { logoSize: 500, watermarkImage: 'https://evil.test/x.png' }))).toEqual([
      'logoSize:too_big',
      'watermarkImage:invalid_value',
    ]);
    expect(fields(await patch(s, {}))).toEqual(['changes:no_changes']);
    expect((await s.get('/pdf/config')).body.data).toEqual(before);
  });

  it('saves the whole layout, and refuses one with a field it does not know', async () => {
    const whole = { ...DEFAULT_INVOICE_SETTINGS, autoSendEnabled: false, sendOnOrderStatus: ['Completed'] };
    const saved = await s.post('/pdf/config/save', whole);
    expect([saved.status, saved.body.data]).toEqual([200, whole]);
    const extra = await s.post('/pdf/config/save', { ...whole, theme: 'dark' });
    expect([extra.status, ...fields(extra)]).toEqual([400, 'theme:unrecognized_keys']);
  });
});

describe('the invoice follows its layout', () => {
  it('hides the SKU and the summary, puts the merchant’s words and colours, and adds the return policy', async () => {
    const store = await orderStore(t, { taxPercent: 15 });
    await patch(store, {
      'display.sku': false,
      'display.summary': false,
      'display.returnPolicy': true,
      'returnPolicy.ar': 'الاسترجاع خلال 14 يومًا من الاستلام',
      'title.ar': 'فاتورة متجر الأمل',
      'labels.grandTotal.ar': 'المطلوب',
      dataColor: '#222222',
    });
    const { orderId } = await store.placeOrder({ paid: true, paymentMethod: 'cash' });
    const ctx = store.context();
    const { view } = await orderInvoiceViewFor(ctx, orderId, { size: 'a4', lang: 'ar', kind: 'invoice' }, invoiceDeps());
    expect(view.title).toBe('فاتورة متجر الأمل');
    expect(view.lines[0]!.sku).toBeNull();
    expect(view.totals.map((f) => f.label)).toEqual(['المطلوب']);
    expect(view.notes).toContainEqual({ label: 'سياسة الاسترجاع', value: 'الاسترجاع خلال 14 يومًا من الاستلام' });
    expect(view.colours).toEqual({ label: '#111111', data: '#222222' });
    // English keeps the invoice's own words where the merchant wrote none.
    const en = (await orderInvoiceViewFor(ctx, orderId, { size: 'a4', lang: 'en', kind: 'invoice' }, invoiceDeps())).view;
    expect([en.title, en.totals.at(-1)!.label]).toEqual(['Invoice', 'Total']);
  });

  it('adds a line of the product’s description and its weight, and both languages when asked', async () => {
    const store = await orderStore(t, { taxPercent: 15 });
    const long = `<p>مسك أبيض <b>نقي</b> طويل الثبات&nbsp;${'يدوم طويلًا '.repeat(20)}</p>`;
    await t.database.db
      .update(products)
      .set({ description: long, weight: 0.25, weightUnit: 'kg' })
      .where(eq(products.id, store.musk.productId));
    await patch(store, { 'display.description': true, 'display.weight': true, 'display.englishInvoice': true });
    const { orderId } = await store.placeOrder({ paid: true, paymentMethod: 'cash' });
    const { view } = await orderInvoiceViewFor(
      store.context(),
      orderId,
      { size: 'a4', lang: 'ar', kind: 'invoice' },
      invoiceDeps(),
    );
    const [name, description, weight] = view.lines[0]!.details;
    expect(name).toBe('White musk');
    expect(description).toMatch(/^مسك أبيض نقي طويل الثبات يدوم طويلًا .*…$/);
    expect(description!.length).toBeLessThanOrEqual(141);
    expect(weight).toBe('الوزن: 0.25 كجم');
    expect(view.columns.total).toBe('الإجمالي\nTotal');
    // A store without a VAT number: its total, in both languages.
    expect(view.totals.at(-1)!.label).toBe('الإجمالي\nTotal');
  });
});
