import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, merchant, type TestApp } from '../../../test/harness.ts';
import { stores } from '../stores/tables.ts';
import { platformInvoices } from '../store-config/tables.ts';
import { platformInvoiceView } from './platform-invoice.ts';

// The platform's invoice to a store (docs/product-rules.md "Plans"): moving to standard issues one
// (99.00 + 15% VAT), and its PDF is the store's to download, not another's.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PLATFORM_VAT = '300000000000003';
const plain = (text: string) => text.replaceAll('\u00a0', ' ');

async function upgradedStore() {
  const m = await merchant(t);
  const changed = await t.post('/api/v2/store/plan', { plan: 'standard' }, { token: m.token });
  expect(changed.status).toBe(200);
  const list = await t.get('/api/v2/wallet/invoices?page=1&pageSize=10', { token: m.token });
  const [invoice] = list.body.data as { invoiceId: string; number: number }[];
  return { ...m, invoice: invoice! };
}

describe('GET /wallet/invoices/{invoiceId}/pdf', () => {
  it('answers the invoice of a plan change as a PDF named by its number', async () => {
    const { token, invoice } = await upgradedStore();
    const res = await t.get(`/api/v2/wallet/invoices/${invoice.invoiceId}/pdf`, { token });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="souqna-invoice-${invoice.number}.pdf"`);
    expect(res.raw.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 for another store’s invoice and 400 for a language it does not write', async () => {
    const mine = await upgradedStore();
    const other = await upgradedStore();
    expect((await t.get(`/api/v2/wallet/invoices/${other.invoice.invoiceId}/pdf`, { token: mine.token })).status).toBe(404);
    const bad = await t.get(`/api/v2/wallet/invoices/${mine.invoice.invoiceId}/pdf?lang=fr`, { token: mine.token });
    expect(bad.status).toBe(400);
  });
});

describe('what the platform’s invoice says', () => {
  it('is a tax invoice from the platform to the store for the plan’s month: 99.00, VAT 14.85, 113.85', async () => {
    const { invoice, session } = await upgradedStore();
    const db = t.database.db;
    const [row] = await db.select().from(platformInvoices).where(eq(platformInvoices.id, invoice.invoiceId));
    await db.update(stores).set({ name: 'متجر الأمل', vatNumber: '310122393500003' }).where(eq(stores.id, session.user.storeId));
    const [store] = await db.select().from(stores).where(eq(stores.id, session.user.storeId));
    const view = platformInvoiceView(row!, store!, 'ar', PLATFORM_VAT);
    expect([view.title, view.seller.name, view.buyer!.name]).toEqual(['فاتورة ضريبية', 'سوقنا', 'متجر الأمل']);
    expect(view.buyer!.lines).toEqual([{ label: 'الرقم الضريبي', value: '310122393500003', ltr: true }]);
    expect(view.facts[0]).toEqual({ label: 'رقم الفاتورة', value: `#${invoice.number}`, ltr: true });
    expect(view.lines[0]!.name).toMatch(/^اشتراك الباقة القياسية من \d+ \S+ \d{4} إلى \d+ \S+ \d{4}$/);
    expect(view.totals.map((f) => [f.label, plain(f.value)])).toEqual([
      ['المجموع الفرعي', '99.00 ر.س.'],
      ['ضريبة القيمة المضافة 15%', '14.85 ر.س.'],
      ['الإجمالي شامل الضريبة', '113.85 ر.س.'],
    ]);
    const tlv = Buffer.from(view.qr!.text, 'base64').toString('utf8');
    expect(tlv).toContain(PLATFORM_VAT);
    expect(tlv).toContain('113.85');
    // Without the platform's VAT number, no QR code.
    expect(platformInvoiceView(row!, store!, 'en', null).qr).toBeNull();
    expect(platformInvoiceView(row!, store!, 'en', null).title).toBe('Tax invoice');
  });
});
