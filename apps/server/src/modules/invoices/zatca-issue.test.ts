import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { ORDER_STATUS_IDS, type OrderInvoice } from '@souqna/contracts';
import { eventually } from '../../../test/eventually.ts';
import { createTestApp, TEST_ENCRYPTION_KEY, type TestApp } from '../../../test/harness.ts';
import { startZatcaServer, type ReportingAnswer, type ZatcaServer } from '../../../test/zatca-server.ts';
import { SecretBox } from '../../platform/sealed-secrets.ts';
import { createUploadStorage } from '../../platform/uploads/storage.ts';
import { orderInvoices } from '../orders/invoice-tables.ts';
import { orderInvoiceViewFor } from './order-invoice.ts';
import { INITIAL_PIH, invoiceHash, pihOf } from './zatca/hash.ts';
import { readZatcaCertificate } from './zatca/keys.ts';
import { decodeQr } from './zatca/qr.ts';
import { verifyInvoiceSignature } from './zatca/sign.ts';
import { hasOpenssl } from './zatca/zatca.fixtures.ts';
import { validOnboarding, vatStore, ZATCA_OTP } from './zatca-store.fixtures.ts';
import { zatcaDocuments, zatcaOnboardings } from './zatca-tables.ts';
import { taxes } from '../taxes/tables.ts';

// ZATCA phase 2 when documents are issued (docs/product-rules.md "Invoices"): each tax invoice and
// credit note of an onboarded store is signed in the order's transaction, chained (ICV, PIH),
// downloadable as XML, drawn with the extended QR, and reported by the `zatca.report` job against a
// local server answering as ZATCA does. A store not onboarded issues its documents as before.
let zatca: ZatcaServer;
let t: TestApp;
let s: Awaited<ReturnType<typeof vatStore>>;
beforeAll(async () => {
  zatca = await startZatcaServer({ otp: ZATCA_OTP });
  t = await createTestApp({ ZATCA_BASE_URL: zatca.url });
  s = await vatStore(t);
  if (hasOpenssl()) expect((await s.post('/zatca/onboard', validOnboarding())).status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await zatca.close();
});

const paid = (draft: Parameters<typeof s.placeOrder>[0] = {}) => s.placeOrder({ paid: true, paymentMethod: 'cash', ...draft });
const documentsOf = async (orderId: string, token = s.token) =>
  (await t.get(`/api/v2/order/${orderId}/invoices`, { token })).body.data as OrderInvoice[];
const rowsOf = (orderId: string) =>
  t.database.db
    .select({ doc: zatcaDocuments, kind: orderInvoices.kind })
    .from(zatcaDocuments)
    .innerJoin(orderInvoices, eq(orderInvoices.id, zatcaDocuments.invoiceId))
    .where(eq(orderInvoices.orderId, orderId))
    .orderBy(asc(zatcaDocuments.icv));
/** The document's phase 2 state once the report job has done with it (or `until` says so). */
type Doc = typeof zatcaDocuments.$inferSelect;
async function settled(orderId: string, until = (doc: Doc) => doc.status !== 'pending', ms = 30_000) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    const [row] = await rowsOf(orderId);
    if (row && until(row.doc)) return row.doc;
  }
  throw new Error('the report job did not finish in time');
}
const reportedOrder = async (answers: ReportingAnswer[]) => {
  zatca.state.reporting.push(...answers);
  return paid();
};
const jobStates = async (invoiceId: string) =>
  (
    await t.database.db.execute<{ state: string }>(
      sql`select state from pgboss.job where name = 'zatca.report' and data->>'invoiceId' = ${invoiceId}`,
    )
  ).rows.map((r) => r.state);

describe.skipIf(!hasOpenssl())('documents of an onboarded store', () => {
  it('chains three invoices and a credit note: ICV 1..4, each PIH the previous hash, signed, XML and extended QR', async () => {
    const a = await paid({ items: [{ productId: s.musk.productId, variantId: null, quantity: 2 }] });
    const b = await paid({ paymentMethod: 'cash_on_delivery', paymentFee: 1_500 });
    const c = await paid({ items: [{ productId: s.oud.productId, variantId: s.variants[0]!.variantId, quantity: 1 }] });
    const refund = await s.put(
      `/order/store-update-status-orders-by/${c.orderId}?statusId=${ORDER_STATUS_IDS.Refunded}`,
      undefined,
    );
    expect(refund.status).toBe(200);
    const docs = [...(await rowsOf(a.orderId)), ...(await rowsOf(b.orderId)), ...(await rowsOf(c.orderId))];
    expect(docs.map((d) => [d.kind, d.doc.icv])).toEqual([
      ['invoice', 1],
      ['invoice', 2],
      ['invoice', 3],
      ['credit_note', 4],
    ]);
    const [onboarding] = await t.database.db.select().from(zatcaOnboardings).where(eq(zatcaOnboardings.storeId, s.storeId));
    const certificate = readZatcaCertificate(new SecretBox(TEST_ENCRYPTION_KEY).open(onboarding!.productionToken));
    docs.forEach(({ doc }, i) => {
      expect(doc.pih).toBe(i === 0 ? INITIAL_PIH : docs[i - 1]!.doc.hash);
      expect(pihOf(doc.xml)).toBe(doc.pih);
      expect(invoiceHash(doc.xml)).toBe(doc.hash);
      const signature = /<ds:SignatureValue>([^<]+)</.exec(doc.xml)![1]!;
      expect(verifyInvoiceSignature(doc.hash, signature, certificate.publicKeyDer)).toBe(true);
      const qr = decodeQr(doc.qr);
      expect(qr.map((f) => f.tag)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(qr[5]!.value.toString()).toBe(doc.hash);
    });
    expect([onboarding!.lastIcv, onboarding!.lastHash]).toEqual([4, docs[3]!.doc.hash]);

    // The XML as a download, the order's amounts to the halala (the fee taxed as the goods: 15.00 + 2.25).
    const xml = await s.get(`/order/${b.orderId}/invoice/xml`);
    expect([xml.status, xml.headers['content-type'], xml.headers['content-disposition']]).toEqual([
      200,
      'application/xml; charset=utf-8',
      `attachment; filename="invoice-${(await documentsOf(b.orderId))[0]!.number}.xml"`,
    ]);
    expect(xml.raw.toString()).toBe(docs[1]!.doc.xml);
    expect(docs[1]!.doc.xml).toContain('<cbc:PayableAmount currencyID="SAR">132.25</cbc:PayableAmount>');
    expect(docs[1]!.doc.xml).not.toContain('VATEX-SA-OOS');
    const credit = await s.get(`/order/${c.orderId}/invoice/xml?kind=credit_note`);
    expect(credit.raw.toString()).toContain('<cbc:InvoiceTypeCode name="0200000">381</cbc:InvoiceTypeCode>');
    expect((await s.get(`/order/${a.orderId}/invoice/xml?kind=credit_note`)).status).toBe(404);

    // The PDF draws the phase 2 QR code.
    const deps = { baseDomain: 'souqna.store', storage: createUploadStorage(t.config.uploads) };
    const { view } = await orderInvoiceViewFor(s.context(), a.orderId, { size: 'a4', lang: 'ar', kind: 'invoice' }, deps);
    expect(view.qr!.text).toBe(docs[0]!.doc.qr);
    // Reported by the job (ZATCA answers 200 unless told).
    for (const order of [a, b]) expect((await settled(order.orderId)).status).toBe('reported');
    expect((await documentsOf(a.orderId))[0]!.zatca).toEqual({ status: 'reported', messages: [] });
  });

  it('writes an order of taxed lines and shipping as standard-rated throughout: no O beside S (BR-O-11)', async () => {
    const order = await paid({ shippingOption: 'standard', paymentMethod: 'cash_on_delivery', paymentFee: 1_000 });
    const [row] = await rowsOf(order.orderId);
    const xml = row!.doc.xml;
    const categories = [...xml.matchAll(/<cac:(?:Classified)?TaxCategory>\s*<cbc:ID[^>]*>([A-Z])<\/cbc:ID>/g)].map((m) => m[1]);
    // The line, shipping and the fee, and the one TaxSubtotal: all S.
    expect(categories).toEqual(['S', 'S', 'S', 'S']);
    // 100.00 + 15.00 + 10.00, VAT 15 % on each: 18.75.
    expect(xml).toContain('<cbc:TaxInclusiveAmount currencyID="SAR">143.75</cbc:TaxInclusiveAmount>');
    expect((await documentsOf(order.orderId))[0]).toMatchObject({ total: 143.75, tax: 18.75 });
    // Reported before the next test queues ZATCA's answers.
    expect((await settled(order.orderId)).status).toBe('reported');
  });

  it('keeps the rate the order was made at: a later change of the store’s rate rewrites no sale', async () => {
    const order = await s.placeOrder({ shippingOption: 'standard' });
    await t.database.db.update(taxes).set({ rateBp: 500 }).where(eq(taxes.storeId, s.storeId));
    try {
      expect(
        (await s.put(`/order/store-update-status-orders-by/${order.orderId}?statusId=${ORDER_STATUS_IDS.Paid}`, undefined))
          .status,
      ).toBe(200);
    } finally {
      await t.database.db.update(taxes).set({ rateBp: 1500 }).where(eq(taxes.storeId, s.storeId));
    }
    const [row] = await rowsOf(order.orderId);
    expect(row!.doc.xml).toContain('<cbc:Percent>15.00</cbc:Percent>');
    expect(row!.doc.xml).not.toContain('<cbc:Percent>5.00</cbc:Percent>');
    expect(row!.doc.xml).toContain('<cbc:TaxAmount currencyID="SAR">17.25</cbc:TaxAmount>');
    expect((await settled(order.orderId)).status).toBe('reported');
  });

  it('keeps ZATCA’s answer: rejected with its errors (not tried again), reported with warnings, certificate refused', async () => {
    const rejected = await reportedOrder([400]);
    const doc = await settled(rejected.orderId);
    expect([doc.status, doc.messages, doc.attempts]).toEqual([
      'rejected',
      ['BR-KSA-37: The seller address building number must contain 4 digits'],
      1,
    ]);
    expect(await jobStates(doc.invoiceId)).toEqual(['completed']);
    const warned = await settled((await reportedOrder([202])).orderId);
    expect([warned.status, warned.messages]).toEqual([
      'reported_with_warnings',
      ['BR-KSA-F-06-C23: The buyer name should be present'],
    ]);
    const refused = await settled((await reportedOrder([401])).orderId);
    expect(refused.status).toBe('failed');
    expect(refused.messages[0]).toMatch(/refused the store's certificate \(HTTP 401\): renew it/);
    expect((await documentsOf(rejected.orderId))[0]!.zatca).toEqual({ status: 'rejected', messages: doc.messages });
    expect((await s.get('/zatca/status')).body.data.documents).toMatchObject({ rejected: 1, failed: 1 });
  });

  it('tries again when ZATCA answers 500, then keeps it reported', { timeout: 60_000 }, async () => {
    const order = await reportedOrder([500]);
    // The first try: kept pending, with why, and thrown so that pg-boss tries again (after 5 s or more).
    const first = await settled(order.orderId, (doc) => doc.attempts === 1);
    expect([first.status, first.messages]).toEqual(['pending', ['ZATCA could not be reached (http 500), try 1 of 6']]);
    // The job is marked for retry once its handler has thrown, a moment after the document is kept.
    expect(
      await eventually(async () => ((await jobStates(first.invoiceId))[0] === 'retry' ? 'retry' : undefined), 'the retry'),
    ).toBe('retry');
    expect(await jobStates(first.invoiceId)).toEqual(['retry']);
    const done = await settled(order.orderId, undefined, 50_000);
    expect([done.status, done.attempts]).toEqual(['reported', 2]);
    expect((await s.get('/zatca/status')).body.data.documents.pending).toBe(0);
  });

  it('answers 404 to another store for the XML and the documents, and reads its own status only', async () => {
    const order = await paid();
    const other = await vatStore(t);
    expect((await other.get(`/order/${order.orderId}/invoice/xml`)).status).toBe(404);
    expect((await other.get(`/order/${order.orderId}/invoices`)).status).toBe(404);
    expect((await other.get('/zatca/status')).body.data).toMatchObject({ status: 'off', documents: { reported: 0, pending: 0 } });
  });
});

describe('a store not onboarded', () => {
  it('issues its documents as before: no signed XML, phase 1 QR, no zatca state', async () => {
    const other = await vatStore(t);
    const order = await other.placeOrder({ paid: true, paymentMethod: 'cash' });
    const [invoice] = await documentsOf(order.orderId, other.token);
    expect(invoice).toMatchObject({ kind: 'invoice', number: 1, zatca: null });
    expect(await rowsOf(order.orderId)).toEqual([]);
    expect((await other.get(`/order/${order.orderId}/invoice/xml`)).status).toBe(404);
    const deps = { baseDomain: 'souqna.store', storage: createUploadStorage(t.config.uploads) };
    const { view } = await orderInvoiceViewFor(other.context(), order.orderId, { size: 'a4', lang: 'ar', kind: 'invoice' }, deps);
    expect(decodeQr(view.qr!.text).map((f) => f.tag)).toEqual([1, 2, 3, 4, 5]);
  });
});
