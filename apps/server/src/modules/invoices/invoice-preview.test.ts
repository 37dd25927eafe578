import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { DEFAULT_INVOICE_SETTINGS, type InvoiceSettings } from '@souqna/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { imageForm } from '../../../test/multipart.ts';
import { stores } from '../accounts/tables.ts';
import { orderLines } from '../orders/tables.ts';
import { orderStore, type OrderStore } from '../orders/order.fixtures.ts';
import { createUploadStorage } from '../../platform/uploads/storage.ts';
import { invoicePreviewView, orderInvoiceViewFor } from './order-invoice.ts';
import { barcodePaths } from './pdf/barcode-path.ts';

// The editor's live preview (`POST /pdf/preview`), the pictures and barcodes a layout adds, and
// the orders' invoices printed together
// (docs/product-rules.md "Invoices"). What the PDF says is read from the view it is drawn from.
let t: TestApp;
let s: OrderStore;
beforeAll(async () => {
  t = await createTestApp();
  s = await orderStore(t, { taxPercent: 15 });
});
afterAll(() => t.close());

const deps = () => ({ baseDomain: 'souqna.store', storage: createUploadStorage(t.config.uploads) });
const layout = (changes: Partial<InvoiceSettings> = {}): InvoiceSettings => ({ ...DEFAULT_INVOICE_SETTINGS, ...changes });
const preview = (store: OrderStore, body: Record<string, unknown>) =>
  t.call('POST', '/api/v2/pdf/preview', body, { token: store.token, lang: 'en' });
const mediaBoxes = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/\/MediaBox \[([\d. ]+)\]/g)].map((m) => m[1]);
const images = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

/** Uploads a picture as the store and answers its path (`/images/uploads/{storeId}/….webp`). */
async function upload(store: OrderStore, colour: string) {
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const form = imageForm(png, 'picture.png', 'image/png');
  const res = await t.call('POST', '/api/v2/upload/single', form.body, { token: store.token, headers: form.headers });
  expect(res.status).toBe(201);
  return res.body.data.path as string;
}

const SETTINGS = { currency: 'SAR', timeZone: 'Asia/Riyadh', pricesIncludeTax: false, digitStyle: 'latin' };

describe('POST /pdf/preview', () => {
  it('draws a layout not yet saved on the sample order, as the store’s next invoice, on the paper asked', async () => {
    const res = await preview(s, { settings: layout({ title: { ar: 'فاتورة المعاينة', en: 'Preview invoice' } }), size: 'a5' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.raw.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mediaBoxes(res.raw)).toEqual(['0 0 419.529999 595.280029']); // A5
    // Nothing was saved.
    expect((await s.get('/pdf/config')).body.data).toEqual(DEFAULT_INVOICE_SETTINGS);

    const { order: placed } = { order: await s.placeOrder({ paid: true, paymentMethod: 'cash' }) };
    const view = await invoicePreviewView(
      s.context(),
      { settings: layout({ title: { ar: 'فاتورة المعاينة', en: 'Preview invoice' } }), orderId: null, size: 'a4', lang: 'en' },
      deps(),
    );
    expect(view.title).toBe('Preview invoice');
    expect(view.lines.map((l) => l.name)).toEqual(['Royal oud perfume', 'Cambodian incense', 'Brass incense burner']);
    // The sample is the store's next invoice (the order just placed took the one before).
    const [issued] = (await s.get(`/order/${placed.orderId}/invoices`)).body.data;
    expect(view.facts[0]).toEqual({ label: 'Invoice no.', value: `INV-${issued.number + 1}`, ltr: true });
    // 2 × 120 + 85.50 + 3 × 15, shipping 25, no VAT: the store has no VAT number.
    expect(view.totals.map((f) => f.value.replaceAll('\u00a0', ' '))).toEqual(['SAR 370.50', 'SAR 25.00', 'SAR 395.50']);
    expect(view.qr).toBeNull();
  });

  it('charges VAT on the sample’s shipping as the store’s orders do: with a VAT number by default, not once turned off', async () => {
    const store = await orderStore(t, { taxPercent: 15 });
    const totals = async () =>
      (
        await invoicePreviewView(store.context(), { settings: layout(), orderId: null, size: 'a4', lang: 'en' }, deps())
      ).totals.map((f) => f.value.replaceAll('\u00a0', ' '));
    expect((await store.put('/store/settings', { ...SETTINGS, vatNumber: '310122393500003' })).status).toBe(200);
    // 370.50 at 15 % per line (36.00 + 12.83 + 6.75) and 25.00 of shipping at 15 % (3.75).
    expect(await totals()).toEqual(['SAR 370.50', 'SAR 25.00', 'SAR 59.33', 'SAR 454.83']);
    expect((await store.put('/store/settings', { ...SETTINGS, taxShipping: false })).body.data.taxShipping).toBe(false);
    expect(await totals()).toEqual(['SAR 370.50', 'SAR 25.00', 'SAR 55.58', 'SAR 451.08']);
  });

  it('draws it on one of the store’s orders; another store’s order is 404 and a bad layout 400 on its path', async () => {
    const { orderId, number } = await s.placeOrder({ paid: true, paymentMethod: 'cash' });
    const view = await invoicePreviewView(
      s.context(),
      { settings: layout({ display: { ...DEFAULT_INVOICE_SETTINGS.display, sku: false } }), orderId, size: 'a4', lang: 'ar' },
      deps(),
    );
    expect(view.facts).toContainEqual({ label: 'رقم الطلب', value: `#${number}`, ltr: true });
    expect(view.lines[0]!.sku).toBeNull();
    expect((await preview(s, { settings: layout(), orderId })).status).toBe(200);

    const other = await orderStore(t);
    const res = await preview(other, { settings: layout(), orderId });
    expect([res.status, res.body.error.code]).toEqual([404, 'NOT_FOUND']);
    const bad = await preview(s, { settings: layout({ labelColor: 'red' }), orderId: null });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.map((f: { path: string; code: string }) => `${f.path}:${f.code}`)).toEqual([
      'settings.labelColor:invalid_color',
    ]);
  });
});

describe('the pictures and barcodes of a layout', () => {
  it('draws the store’s logo, watermark and stamp, and never another store’s upload', async () => {
    const store = await orderStore(t, { taxPercent: 15 });
    const [logo, watermark, stamp] = [
      await upload(store, '#0b7a75'),
      await upload(store, '#f59e0b'),
      await upload(store, '#1d4ed8'),
    ];
    await t.database.db.update(stores).set({ logo }).where(eq(stores.id, store.storeId));
    const settings = layout({
      watermarkImage: watermark,
      watermarkOpacity: 20,
      stampImage: stamp,
      stampPosition: 'bottom-center',
    });
    const view = await invoicePreviewView(store.context(), { settings, orderId: null, size: 'a4', lang: 'ar' }, deps());
    expect(view.logo).toMatchObject({ size: 30, position: 'right' });
    expect(view.logo!.src).toMatch(/^data:image\/png;base64,/);
    expect(view.watermark).toMatchObject({ opacity: 0.2 });
    expect(view.stamp).toMatchObject({ opacity: 0.3, position: 'bottom-center' });
    const pdf = await preview(store, { settings });
    expect(images(pdf.raw)).toBe(3);

    // Another store's upload path in this store's layout is left out.
    const other = await orderStore(t);
    const foreign = await upload(other, '#000000');
    const borrowed = await invoicePreviewView(
      store.context(),
      { settings: layout({ watermarkImage: foreign }), orderId: null, size: 'a4', lang: 'ar' },
      deps(),
    );
    expect(borrowed.watermark).toBeNull();
  });

  it('shows the products’ pictures, their SKUs as barcodes and the invoice’s number as one when the layout asks', async () => {
    const store = await orderStore(t, { taxPercent: 15 });
    const { orderId } = await store.placeOrder({ paid: true, paymentMethod: 'cash' });
    const picture = await upload(store, '#7c3aed');
    await t.database.db.update(orderLines).set({ image: picture }).where(eq(orderLines.orderId, orderId));
    const display = { ...DEFAULT_INVOICE_SETTINGS.display, productImage: true, barcode: true, invoiceBarcode: true };
    await t.call('PATCH', '/api/v2/pdf/config', { changes: { display } }, { token: store.token });
    const { view, document } = await orderInvoiceViewFor(
      store.context(),
      orderId,
      { size: 'a4', lang: 'ar', kind: 'invoice' },
      deps(),
    );
    const line = view.lines[0]!;
    expect(line.image).toMatch(/^data:image\/png;base64,/);
    expect(line.barcode).toBe(line.sku);
    expect(view.invoiceBarcode).toBe(`INV-${document!.number}`);
    const pdf = await t.get(`/api/v2/order/${orderId}/invoice`, { token: store.token });
    expect([pdf.status, images(pdf.raw)]).toEqual([200, 1]);
  });

  it('makes Code 128 bars of Latin text and none of text Code 128 cannot hold', () => {
    const code = barcodePaths('INV-1024')!;
    expect(code.height).toBeGreaterThan(0);
    expect(code.bars.flatMap((b) => b.d.match(/M/g) ?? []).length).toBeGreaterThan(20);
    expect(barcodePaths('مسك')).toBeNull();
    expect(barcodePaths('')).toBeNull();
  });
});

// The invoices of the orders chosen in the list, printed together.
const print = (store: OrderStore, body: Record<string, unknown>) =>
  t.call('POST', '/api/v2/order/invoices/print', body, { token: store.token, lang: 'en' });

describe('POST /order/invoices/print', () => {
  it('answers the orders’ invoices as one PDF, each on its own page, on the paper asked', async () => {
    const orders = [
      await s.placeOrder({ paid: true, paymentMethod: 'cash' }),
      await s.placeOrder(),
      await s.placeOrder({ paid: true, paymentMethod: 'cash' }),
    ];
    const res = await print(s, { orderIds: orders.map((o) => o.orderId), size: 'a5' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoices-a5.pdf"');
    expect(mediaBoxes(res.raw)).toEqual(['0 0 419.529999 595.280029', '0 0 419.529999 595.280029', '0 0 419.529999 595.280029']);
  });

  it('refuses an empty list, more than 50 orders and an order twice, and answers 404 for another store’s order', async () => {
    const { orderId } = await s.placeOrder();
    const fields = (res: { body: { error: { fields: { path: string; code: string }[] } } }) =>
      res.body.error.fields.map((f) => `${f.path}:${f.code}`);
    expect(fields(await print(s, { orderIds: [] }))).toEqual(['orderIds:too_small']);
    const many = Array.from({ length: 51 }, () => orderId);
    expect(fields(await print(s, { orderIds: many }))[0]).toBe('orderIds:too_big');
    expect(fields(await print(s, { orderIds: [orderId, orderId] }))).toEqual(['orderIds:duplicate_item']);
    const other = await orderStore(t);
    const foreign = await print(other, { orderIds: [orderId] });
    expect([foreign.status, foreign.body.error.code]).toEqual([404, 'NOT_FOUND']);
  });
});
