import { describe, expect, it } from 'vitest';
import { parseXml } from './hash.ts';
import { amountOf } from './totals.ts';
import { buildUbl, qrFieldsOf, QR_PLACEHOLDER, SIGNATURE_PLACEHOLDER, ZatcaInputError } from './ubl.ts';
import { ARABIC_SELLER, invoiceInput } from './zatca.fixtures.ts';

const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';

/** The document's elements of a namespace and local name, in document order. */
const all = (doc: Document, ns: string, name: string): Element[] => Array.from(doc.getElementsByTagNameNS(ns, name));
const kids = (node: Element, name: string): Element[] =>
  Array.from(node.childNodes).filter((c): c is Element => c.nodeType === 1 && (c as Element).localName === name);
const kid = (node: Element, name: string): Element => {
  const [found] = kids(node, name);
  if (!found) throw new Error(`no ${name} in ${node.localName}`);
  return found;
};
/** Decimal text "123.45" back to minor units, for sums without floats. */
const minor = (text: string | null): number => {
  expect(text).toMatch(/^\d+\.\d{2}$/);
  return Number(text!.replace('.', ''));
};

describe('UBL simplified tax invoice', () => {
  const input = invoiceInput();
  const xml = buildUbl(input);
  const doc = parseXml(xml);
  const root = doc.documentElement;

  it('is well-formed UBL 2.1 with the reporting profile and the simplified invoice type', () => {
    expect(root.localName).toBe('Invoice');
    expect(root.namespaceURI).toBe('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2');
    expect(root.getAttribute('xmlns:cac')).toBe(CAC);
    expect(root.getAttribute('xmlns:cbc')).toBe(CBC);
    expect(root.getAttribute('xmlns:ext')).toBe('urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2');
    expect(kid(root, 'ProfileID').textContent).toBe('reporting:1.0');
    const type = kid(root, 'InvoiceTypeCode');
    expect([type.textContent, type.getAttribute('name')]).toEqual(['388', '0200000']);
    expect(kid(root, 'ID').textContent).toBe('INV-1');
    expect(kid(root, 'UUID').textContent).toBe(input.uuid);
    // 10:20:30 UTC is 13:20:30 in Riyadh, the store's wall clock.
    expect([kid(root, 'IssueDate').textContent, kid(root, 'IssueTime').textContent]).toEqual(['2026-03-01', '13:20:30']);
    expect(kids(root, 'BillingReference')).toHaveLength(0);
  });

  it('carries ICV and PIH references and the placeholders signing fills', () => {
    const refs = kids(root, 'AdditionalDocumentReference');
    expect(refs.map((r) => kid(r, 'ID').textContent)).toEqual(['ICV', 'PIH', 'QR']);
    expect(kid(refs[0]!, 'UUID').textContent).toBe('1');
    const pih = kid(kid(refs[1]!, 'Attachment'), 'EmbeddedDocumentBinaryObject');
    expect([pih.textContent, pih.getAttribute('mimeCode')]).toEqual([input.pih, 'text/plain']);
    expect(xml).toContain(SIGNATURE_PLACEHOLDER);
    expect(xml).toContain(QR_PLACEHOLDER);
    expect(kid(kid(root, 'Signature'), 'SignatureMethod').textContent).toBe(
      'urn:oasis:names:specification:ubl:dsig:enveloped:xades',
    );
  });

  it('keeps an Arabic seller name with quotes, ampersand and angle brackets exactly', () => {
    expect(all(doc, CBC, 'RegistrationName')[0]!.textContent).toBe(ARABIC_SELLER);
    expect(all(doc, CBC, 'CityName')[0]!.textContent).toBe('الرياض');
    expect(xml).toContain('مؤسسة "الأمل" &amp; أبناؤه &lt;للتجارة&gt;');
  });

  it('has a TaxTotal equal to the sum of the lines’ VAT, split by category', () => {
    const [withSubtotals, inSar] = kids(root, 'TaxTotal');
    const lineVats = kids(root, 'InvoiceLine').map((l) => minor(kid(kid(l, 'TaxTotal'), 'TaxAmount').textContent));
    const total = minor(kid(withSubtotals!, 'TaxAmount').textContent);
    expect(total).toBe(lineVats.reduce((a, b) => a + b, 0));
    expect(total).toBe(2_250);
    const subtotals = kids(withSubtotals!, 'TaxSubtotal');
    expect(subtotals.map((s) => minor(kid(s, 'TaxAmount').textContent)).reduce((a, b) => a + b, 0)).toBe(total);
    expect(subtotals.map((s) => kid(kid(s, 'TaxCategory'), 'ID').textContent)).toEqual(['S', 'Z']);
    expect(kid(kid(subtotals[1]!, 'TaxCategory'), 'TaxExemptionReasonCode').textContent).toBe('VATEX-SA-35');
    expect(minor(kid(inSar!, 'TaxAmount').textContent)).toBe(total);
  });

  it('has a LegalMonetaryTotal that adds up', () => {
    const totals = kid(root, 'LegalMonetaryTotal');
    const get = (name: string) => minor(kid(totals, name).textContent);
    const lines = kids(root, 'InvoiceLine').map((l) => minor(kid(l, 'LineExtensionAmount').textContent));
    const vat = minor(kid(kids(root, 'TaxTotal')[0]!, 'TaxAmount').textContent);
    expect(get('LineExtensionAmount')).toBe(lines.reduce((a, b) => a + b, 0));
    expect(get('TaxExclusiveAmount')).toBe(get('LineExtensionAmount') - get('AllowanceTotalAmount'));
    expect(get('TaxInclusiveAmount')).toBe(get('TaxExclusiveAmount') + vat);
    expect(get('PayableAmount')).toBe(get('TaxInclusiveAmount') - get('PrepaidAmount'));
    expect(kid(totals, 'PayableAmount').textContent).toBe('197.47');
  });

  it('writes every amount in the document currency, and a line discount as the line’s allowance', () => {
    const amounts = Array.from(doc.getElementsByTagNameNS(CBC, '*')).filter((e) => e.hasAttribute('currencyID'));
    expect(amounts.length).toBeGreaterThan(20);
    expect(new Set(amounts.map((e) => e.getAttribute('currencyID')))).toEqual(new Set(['SAR']));
    const [first] = kids(root, 'InvoiceLine');
    expect(kid(kid(first!, 'AllowanceCharge'), 'Amount').textContent).toBe('10.00');
    expect(kid(kid(first!, 'TaxTotal'), 'RoundingAmount').textContent).toBe('103.50');
  });

  it('writes a credit note as type 381 with a billing reference and its reason', () => {
    const note = parseXml(
      buildUbl(
        invoiceInput({ kind: 'credit_note', number: 'CN-1', corrects: { invoiceNumber: 'INV-1', reason: 'استرجاع الطلب' } }),
      ),
    ).documentElement;
    const type = kid(note, 'InvoiceTypeCode');
    expect([type.textContent, type.getAttribute('name')]).toEqual(['381', '0200000']);
    expect(kid(kid(kid(note, 'BillingReference'), 'InvoiceDocumentReference'), 'ID').textContent).toBe('INV-1');
    expect(kid(kid(note, 'PaymentMeans'), 'InstructionNote').textContent).toBe('استرجاع الطلب');
  });

  it('writes a debit note as type 383 with a billing reference and its reason', () => {
    const note = parseXml(
      buildUbl(invoiceInput({ kind: 'debit_note', number: 'DN-1', corrects: { invoiceNumber: 'INV-1', reason: 'تعديل السعر' } })),
    ).documentElement;
    expect(kid(note, 'InvoiceTypeCode').textContent).toBe('383');
    expect(kid(kid(kid(note, 'BillingReference'), 'InvoiceDocumentReference'), 'ID').textContent).toBe('INV-1');
    expect(() => buildUbl(invoiceInput({ kind: 'debit_note', number: 'DN-2' }))).toThrow(/names its invoice and reason/);
  });

  it('works a document-level discount into the tax exclusive amount and the category’s VAT', () => {
    const base = invoiceInput();
    const t = base.totals;
    const doc2 = parseXml(
      buildUbl({
        ...base,
        allowances: [{ amount: 1_000, reason: 'coupon', vatCategory: 'S', vatBasisPoints: 1500 }],
        totals: {
          ...t,
          allowance: 1_000,
          taxExclusive: t.lineExtension - 1_000,
          vat: t.vat - 150,
          taxInclusive: t.taxInclusive - 1_150,
          payable: t.payable - 1_150,
        },
      }),
    );
    const [standard] = kids(kids(doc2.documentElement, 'TaxTotal')[0]!, 'TaxSubtotal');
    expect(kid(standard!, 'TaxableAmount').textContent).toBe('139.97');
    expect(kid(standard!, 'TaxAmount').textContent).toBe('21.00');
  });

  it('refuses totals that do not add up, a malformed VAT number, and a zero-rated line without its reason', () => {
    const base = invoiceInput();
    expect(() => buildUbl({ ...base, totals: { ...base.totals, payable: base.totals.payable + 1 } })).toThrow(ZatcaInputError);
    expect(() => buildUbl({ ...base, totals: { ...base.totals, vat: base.totals.vat - 1 } })).toThrow(/VAT total/);
    expect(() => buildUbl({ ...base, seller: { ...base.seller, vatNumber: '123' } })).toThrow(/VAT number/);
    const [a, b, c] = base.lines;
    expect(() => buildUbl({ ...base, lines: [a!, b!, { ...c!, exemption: undefined }] })).toThrow(/exemption/);
    expect(() => buildUbl({ ...base, kind: 'credit_note' })).toThrow(/credit note/);
  });

  it('gives the QR code the total with VAT and the VAT', () => {
    expect(qrFieldsOf(input)).toMatchObject({
      sellerName: ARABIC_SELLER,
      vatNumber: '310122393500003',
      total: '197.47',
      vat: '22.50',
    });
  });
});

describe('amounts', () => {
  it('writes minor units as exact two-digit decimals', () => {
    expect([0, 5, 50, 100, 123_456, -5].map(amountOf)).toEqual(['0.00', '0.05', '0.50', '1.00', '1234.56', '-0.05']);
    expect(amountOf(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    expect(() => amountOf(1.5)).toThrow(RangeError);
  });
});
