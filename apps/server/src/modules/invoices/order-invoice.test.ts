import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_STATUS_IDS, type OrderInvoice, type OrderStatus } from '@souqna/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { stores } from '../accounts/tables.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { orderStore, type OrderStore } from '../orders/order.fixtures.ts';
import { orderLines } from '../orders/tables.ts';
import { issueInvoice } from '../orders/order-invoices.ts';
import { orderInvoiceViewFor } from './order-invoice.ts';
import { createUploadStorage } from '../../platform/uploads/storage.ts';
import { localStamp } from '../../platform/store-time.ts';

// The order's invoice (docs/product-rules.md "Invoices"): the PDF for each paper size, and what it
// says, read from the view the PDF is drawn from (the text of the drawn PDF is checked with
// pdftotext by the invoice journey, which has the system's tools). Musk is 100.00 + 15% VAT.
let t: TestApp;
let s: OrderStore;
beforeAll(async () => {
  t = await createTestApp();
  s = await orderStore(t, { taxPercent: 15 });
  // Enough musk for every order of this file.
  await s.post('/product/stock/update-stock', {
    changes: [{ productId: s.musk.productId, warehouseId: s.mainWarehouseId, quantity: 100 }],
  });
});
afterAll(() => t.close());
const invoiceDeps = () => ({ baseDomain: 'souqna.store', storage: createUploadStorage(t.config.uploads) });

const VAT_NUMBER = '310122393500003';
const pdfOf = (orderId: string, query = '', lang: 'ar' | 'en' = 'ar') =>
  t.get(`/api/v2/order/${orderId}/invoice${query}`, { token: s.token, lang });
/** The page sizes the PDF declares, in points. */
const mediaBoxes = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\/MediaBox \[([\d. ]+)\]/g)].map((m) =>
    m[1]!.split(' ').map((n) => Math.round(Number(n) * 100) / 100),
  );
/** Money as Intl writes it, with a plain space for its no-break space. */
const plain = (text: string) => text.replaceAll('\u00a0', ' ');
const storeContext = () => s.context();
const paidOrder = (draft: Parameters<OrderStore['placeOrder']>[0] = {}) =>
  s.placeOrder({ paid: true, paymentMethod: 'cash', ...draft });
/** The order's invoice as the PDF reads, in the shared store. */
const viewOf = (orderId: string, lang: 'ar' | 'en' = 'ar') =>
  orderInvoiceViewFor(storeContext(), orderId, { size: 'a4', lang, kind: 'invoice' }, invoiceDeps());
const move = (store: OrderStore, orderId: string, to: OrderStatus) =>
  store.put(`/order/store-update-status-orders-by/${orderId}?statusId=${ORDER_STATUS_IDS[to]}`, undefined);
const setStore = (values: Partial<typeof stores.$inferInsert>) =>
  t.database.db.update(stores).set(values).where(eq(stores.id, s.storeId));

describe('GET /order/{orderId}/invoice', () => {
  it('answers an A4 PDF by default, with the typeface embedded and a file name of the order', async () => {
    const { orderId, number } = await s.placeOrder();
    const res = await pdfOf(orderId);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="order-${number}-a4.pdf"`);
    expect(res.raw.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mediaBoxes(res.raw)).toEqual([[0, 0, 595.28, 841.89]]);
    expect(res.raw.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+IBMPlexSansArabic/);
  });

  it('draws A5 pages and an 80 mm receipt as long as its lines', async () => {
    const { orderId } = await s.placeOrder({
      items: [
        { productId: s.musk.productId, variantId: null, quantity: 2 },
        ...s.variants.slice(0, 3).map((v) => ({ productId: s.oud.productId, variantId: v.variantId, quantity: 1 })),
      ],
    });
    expect(mediaBoxes((await pdfOf(orderId, '?size=a5')).raw)).toEqual([[0, 0, 419.53, 595.28]]);
    const [receipt] = mediaBoxes((await pdfOf(orderId, '?size=receipt')).raw);
    expect(receipt![2]).toBe(226.77);
    // Four lines, the header and the totals: longer than a single line's receipt, shorter than A4.
    const [short] = mediaBoxes((await pdfOf((await s.placeOrder()).orderId, '?size=receipt')).raw);
    expect(receipt![3]).toBeGreaterThan(short![3]! + 60);
  });

  it('breaks an invoice of 100 lines over pages, each line whole', async () => {
    const { orderId } = await s.placeOrder();
    // 99 more copies of its line, as a wholesale order would have them.
    const [line] = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    await t.database.db
      .insert(orderLines)
      .values(Array.from({ length: 99 }, (_, i) => ({ ...line!, id: uuidv7(), position: i + 1 })));
    expect(mediaBoxes((await pdfOf(orderId)).raw).length).toBeGreaterThanOrEqual(4);
  });

  it('refuses a size it does not draw, and answers 404 for an order of another store or none', async () => {
    const { orderId } = await s.placeOrder();
    const bad = await pdfOf(orderId, '?size=letter', 'en');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.map((f: { path: string }) => f.path)).toEqual(['size']);
    const other = await orderStore(t, { taxPercent: 15 });
    const theirs = await other.placeOrder();
    expect((await pdfOf(theirs.orderId)).status).toBe(404);
    expect((await pdfOf('0190a4a2-7c1e-7d2a-9b1e-000000000000')).status).toBe(404);
  });
});

describe('what the invoice says', () => {
  it('is an order summary, without a number or a QR code, until the order counts as a sale', async () => {
    await setStore({ vatNumber: VAT_NUMBER });
    const { orderId, number } = await s.placeOrder();
    const { view } = await viewOf(orderId);
    expect(view.title).toBe('ملخص الطلب');
    expect(view.qr).toBeNull();
    expect(view.facts[0]).toEqual({ label: 'رقم الطلب', value: `#${number}`, ltr: true });
  });

  it('is a simplified tax invoice with the seller, buyer, lines and totals as the order stores them, and ZATCA’s QR', async () => {
    await setStore({ vatNumber: VAT_NUMBER, digitStyle: 'latin' });
    const { orderId } = await paidOrder({ items: [{ productId: s.musk.productId, variantId: null, quantity: 2 }] });
    const { view, document } = await viewOf(orderId);
    expect(view.title).toBe('فاتورة ضريبية مبسطة');
    expect(view.facts[0]).toEqual({ label: 'رقم الفاتورة', value: `INV-${document!.number}`, ltr: true });
    expect(view.seller.lines[0]).toEqual({ label: 'الرقم الضريبي', value: VAT_NUMBER, ltr: true });
    expect(view.buyer).toMatchObject({ name: 'سارة القحطاني' });
    expect(view.buyer!.lines).toContainEqual({ label: 'الجوال', value: '+966551234567', ltr: true });
    expect(view.lines.map((l) => ({ ...l, price: plain(l.price), total: plain(l.total) }))).toEqual([
      {
        name: 'مسك أبيض',
        details: [],
        sku: expect.stringMatching(/^MSK-/),
        // Pictures and barcodes are off by default.
        image: null,
        barcode: null,
        quantity: '2',
        price: '100.00 ر.س.',
        total: '230.00 ر.س.',
      },
    ]);
    expect(view.totals.map((f) => [f.label, plain(f.value)])).toEqual([
      ['المجموع الفرعي', '200.00 ر.س.'],
      ['ضريبة القيمة المضافة', '30.00 ر.س.'],
      ['الإجمالي شامل الضريبة', '230.00 ر.س.'],
    ]);
    const tlv = Buffer.from(view.qr!.text, 'base64');
    const fields: string[] = [];
    for (let i = 0; i < tlv.length; i += 2 + tlv[i + 1]!) fields.push(tlv.subarray(i + 2, i + 2 + tlv[i + 1]!).toString('utf8'));
    const [name, vat, stamp, total, tax] = fields;
    expect([vat, total, tax]).toEqual([VAT_NUMBER, '230.00', '30.00']);
    expect(name).toBe(view.seller.name);
    // The store's wall clock, as the printed date and the phase 2 document's IssueDate and IssueTime.
    expect(stamp).toBe(localStamp(new Date(document!.issuedAt), 'Asia/Riyadh'));
  });

  it('taxes shipping as the goods in a VAT-registered store: the invoice and its credit note say the order’s VAT and total', async () => {
    await setStore({ vatNumber: VAT_NUMBER, digitStyle: 'latin' });
    // 100.00 + standard shipping 15.00, VAT 15 % on both: 15.00 + 2.25.
    const { orderId } = await paidOrder({ shippingOption: 'standard' });
    const { view, document } = await viewOf(orderId);
    expect(view.totals.map((f) => [f.label, plain(f.value)])).toEqual([
      ['المجموع الفرعي', '100.00 ر.س.'],
      ['الشحن', '15.00 ر.س.'],
      ['ضريبة القيمة المضافة', '17.25 ر.س.'],
      ['الإجمالي شامل الضريبة', '132.25 ر.س.'],
    ]);
    expect(document).toMatchObject({ total: 132.25, tax: 17.25 });
    expect((await move(s, orderId, 'Refunded')).status).toBe(200);
    const credit = await orderInvoiceViewFor(
      storeContext(),
      orderId,
      { size: 'a4', lang: 'ar', kind: 'credit_note' },
      invoiceDeps(),
    );
    expect(credit.document).toMatchObject({ kind: 'credit_note', total: 132.25, tax: 17.25 });
    expect(credit.view.totals.map((f) => plain(f.value))).toEqual(view.totals.map((f) => plain(f.value)));
  });

  it('is a plain invoice, without a QR code, for a store not registered for VAT', async () => {
    await setStore({ vatNumber: null });
    const { orderId } = await paidOrder();
    const { view } = await viewOf(orderId);
    await setStore({ vatNumber: VAT_NUMBER });
    expect([view.title, view.qr, view.totals.at(-1)!.label]).toEqual(['فاتورة', null, 'الإجمالي']);
  });

  it('names the VAT as included when the store’s prices include it, and the total is the prices’', async () => {
    await setStore({ pricesIncludeTax: true });
    const { orderId } = await paidOrder();
    const { view } = await viewOf(orderId);
    await setStore({ pricesIncludeTax: false });
    expect(view.totals.map((f) => [f.label, plain(f.value)])).toEqual([
      ['المجموع الفرعي', '100.00 ر.س.'],
      ['ضريبة القيمة المضافة المشمولة', '13.04 ر.س.'],
      ['الإجمالي شامل الضريبة', '100.00 ر.س.'],
    ]);
  });

  it('reads in English with the English names, and in the store’s Arabic-Indic digits in Arabic', async () => {
    const { orderId } = await paidOrder();
    const en = (await viewOf(orderId, 'en')).view;
    expect([en.title, en.lines[0]!.name, en.totals.at(-1)!.label, plain(en.totals.at(-1)!.value)]).toEqual([
      'Simplified tax invoice',
      'White musk',
      'Total incl. VAT',
      'SAR 115.00',
    ]);
    await setStore({ digitStyle: 'arabic' });
    const ar = (await viewOf(orderId)).view;
    expect(plain(ar.totals.at(-1)!.value)).toBe('١١٥.٠٠ ر.س.');
    // Identifiers stay in Latin digits: they are typed and scanned as written.
    expect(ar.seller.lines[0]!.value).toBe(VAT_NUMBER);
    await setStore({ digitStyle: 'latin' });
  });

  it('draws each part of a mixed address on its own, in the invoice’s order: the Arabic street, then the English city', async () => {
    const { orderId } = await paidOrder();
    const en = (await viewOf(orderId, 'en')).view;
    expect(en.seller.lines.find((f) => f.label === 'Address')).toEqual({
      label: 'Address',
      value: 'طريق الملك فهد, Riyadh',
      parts: ['طريق الملك فهد', 'Riyadh'],
    });
    expect(en.buyer!.lines.find((f) => f.label === 'Address')!.parts).toEqual(['شارع الأمير سلطان 12', 'الرياض']);
    const ar = (await viewOf(orderId)).view;
    expect(ar.seller.lines.find((f) => f.label === 'العنوان')!.value).toBe('طريق الملك فهد، الرياض');
  });
});

describe('invoice numbers and credit notes', () => {
  const documents = async (store: OrderStore, orderId: string) =>
    (await store.get(`/order/${orderId}/invoices`)).body.data as OrderInvoice[];

  it('numbers the invoices of a store one after another when orders start to count, with no gap for a rollback', async () => {
    const store = await orderStore(t, { taxPercent: 15 });
    const a = await store.placeOrder();
    expect(await documents(store, a.orderId)).toEqual([]);
    expect((await move(store, a.orderId, 'Paid')).status).toBe(200);
    // A transaction that issued a number and then failed gives it back.
    await expect(
      t.database.db.transaction(async (tx) => {
        await issueInvoice(tx, store.storeId, (await store.placeOrder()).orderId, new Date());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const b = await store.placeOrder({ paid: true, paymentMethod: 'cash' });
    const c = await store.placeOrder();
    for (const to of ['Approved', 'Paid', 'Completed'] as const) await move(store, c.orderId, to);
    const numbers = await Promise.all(
      [a, b, c].map(async (o) => (await documents(store, o.orderId)).map((d) => [d.kind, d.number])),
    );
    expect(numbers).toEqual([[['invoice', 1]], [['invoice', 2]], [['invoice', 3]]]);
    const [invoice] = await documents(store, b.orderId);
    expect(invoice).toMatchObject({ total: 115, tax: 15, currency: 'SAR', refersTo: null });
  });

  it('issues a credit note for a refunded order, referring to its invoice, in its own sequence', async () => {
    const store = await orderStore(t, { taxPercent: 15 });
    const { orderId } = await store.placeOrder({ paid: true, paymentMethod: 'cash' });
    expect((await store.get(`/order/${orderId}/invoice?kind=credit_note`)).status).toBe(404);
    expect((await move(store, orderId, 'Refunded')).status).toBe(200);
    const [invoice, credit] = await documents(store, orderId);
    expect([invoice!.kind, invoice!.number, credit!.kind, credit!.number, credit!.refersTo]).toEqual([
      'invoice',
      1,
      'credit_note',
      1,
      invoice!.invoiceId,
    ]);
    const pdf = await t.get(`/api/v2/order/${orderId}/invoice?kind=credit_note&size=a5`, { token: store.token });
    expect([pdf.status, pdf.headers['content-disposition']]).toEqual([200, 'attachment; filename="credit-note-1-a5.pdf"']);
    const ctx = store.context();
    const { view } = await orderInvoiceViewFor(ctx, orderId, { size: 'a4', lang: 'ar', kind: 'credit_note' }, invoiceDeps());
    expect(view.title).toBe('إشعار دائن');
    expect(view.facts.slice(0, 2)).toEqual([
      { label: 'رقم الإشعار', value: 'CN-1', ltr: true },
      { label: 'يعدّل الفاتورة', value: 'INV-1', ltr: true },
    ]);
    expect(view.notes).toContainEqual({ label: 'السبب', value: 'استرداد كامل للطلب' });
  });

  it('answers 404 for the documents of another store’s order', async () => {
    const other = await orderStore(t, { taxPercent: 15 });
    const theirs = await other.placeOrder({ paid: true, paymentMethod: 'cash' });
    expect((await s.get(`/order/${theirs.orderId}/invoices`)).status).toBe(404);
  });
});
