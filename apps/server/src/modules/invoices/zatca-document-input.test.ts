import { describe, expect, it } from 'vitest';
import { INITIAL_PIH } from './zatca/hash.ts';
import { buildUbl } from './zatca/ubl.ts';
import { paymentMeansCodeOf, zatcaDocumentInputOf, type OrderForZatca } from './zatca-document-input.ts';
import { invoiceInput } from './zatca/zatca.fixtures.ts';

// An order as stored, as ZATCA phase 2's document (docs/product-rules.md "Invoices"): the totals
// are the order's to the halala, whether its prices include VAT or not.
const seller = invoiceInput().seller;
const facts = {
  kind: 'invoice' as const,
  id: '0196a8f2-3c4d-7e5f-8a9b-0c1d2e3f4a5b',
  number: 7,
  issuedAt: new Date('2026-03-01T10:00:00Z'),
  icv: 1,
  pih: INITIAL_PIH,
  invoiceNumber: null,
  timeZone: 'Asia/Riyadh',
};
const order = (o: Partial<OrderForZatca>): OrderForZatca => ({
  currency: 'SAR',
  pricesIncludeTax: false,
  shippingFee: 0,
  paymentFee: 0,
  shippingTax: 0,
  paymentFeeTax: 0,
  feesTaxBp: 0,
  paymentMethod: 'mada',
  customerName: 'سارة',
  lines: [],
  ...o,
});

describe('the document of an order', () => {
  it('prices without VAT: the line as sold, the coupon as its discount, shipping and the fee taxed as the goods, no O beside S', () => {
    // 3 × 100.00, a coupon of 10.00, VAT 15 % on 290.00 = 43.50; shipping 25.00 + 3.75, fee 15.00 + 2.25.
    const input = zatcaDocumentInputOf(
      order({
        shippingFee: 2_500,
        paymentFee: 1_500,
        shippingTax: 375,
        paymentFeeTax: 225,
        feesTaxBp: 1500,
        lines: [{ name: 'مسك', variantLabel: '50 مل', unitPrice: 10_000, quantity: 3, discount: 1_000, tax: 4_350, taxBp: 1500 }],
      }),
      facts,
      seller,
    );
    expect(input.lines.map((l) => [l.name, l.unitPrice, l.lineExtension, l.vat, l.vatCategory, l.vatBasisPoints])).toEqual([
      ['مسك - 50 مل', 10_000, 29_000, 4_350, 'S', 1500],
      ['الشحن', 2_500, 2_500, 375, 'S', 1500],
      ['رسوم الدفع عند الاستلام', 1_500, 1_500, 225, 'S', 1500],
    ]);
    expect(input.totals).toMatchObject({ vat: 4_950, payable: 29_000 + 4_000 + 4_950 });
    expect([input.number, input.paymentMeansCode, input.buyerName]).toEqual(['INV-7', '48', 'سارة']);
    const xml = buildUbl(input);
    expect(xml).toContain('<cbc:PayableAmount currencyID="SAR">379.50</cbc:PayableAmount>');
    // EN 16931 BR-O-11: no "not subject to VAT" beside standard-rated lines.
    expect(xml).not.toMatch(/<cbc:ID>O<\/cbc:ID>/);
    expect(xml).not.toContain('VATEX-SA-OOS');
  });

  it('keeps shipping and the fee not subject to VAT in a store that does not tax them', () => {
    const input = zatcaDocumentInputOf(order({ shippingFee: 2_500, lines: [] }), facts, seller);
    expect(input.lines.map((l) => [l.name, l.lineExtension, l.vat, l.vatCategory])).toEqual([['الشحن', 2_500, 0, 'O']]);
  });

  it('writes each line at the rate it was sold at, not the store’s rate now', () => {
    const input = zatcaDocumentInputOf(
      order({ lines: [{ name: 'مسك', variantLabel: null, unitPrice: 10_000, quantity: 1, discount: 0, tax: 500, taxBp: 500 }] }),
      facts,
      seller,
    );
    expect(input.lines.map((l) => [l.vatBasisPoints, l.vat])).toEqual([[500, 500]]);
    expect(buildUbl(input)).toContain('<cbc:Percent>5.00</cbc:Percent>');
  });

  it('dates the document on the store’s wall clock: a sale at 01:30 in Riyadh is of that day', () => {
    const late = { ...facts, issuedAt: new Date('2026-03-01T22:30:05Z') };
    const xml = buildUbl(zatcaDocumentInputOf(order({ shippingFee: 2_500 }), late, seller));
    expect(xml).toContain('<cbc:IssueDate>2026-03-02</cbc:IssueDate>');
    expect(xml).toContain('<cbc:IssueTime>01:30:05</cbc:IssueTime>');
  });

  it('prices with VAT: the net is the line less its VAT, the unit price before VAT rounded up, the total the order’s', () => {
    // 3 × 100.00 with VAT, a coupon of 10.00: 290.00 of which VAT 37.83.
    const input = zatcaDocumentInputOf(
      order({
        pricesIncludeTax: true,
        lines: [{ name: 'مسك', variantLabel: null, unitPrice: 10_000, quantity: 3, discount: 1_000, tax: 3_783, taxBp: 1500 }],
      }),
      facts,
      seller,
    );
    expect(input.lines.map((l) => [l.unitPrice, l.lineExtension, l.vat])).toEqual([[8_696, 25_217, 3_783]]);
    expect(input.totals.payable).toBe(29_000);
    expect(buildUbl(input)).toContain('<cbc:PayableAmount currencyID="SAR">290.00</cbc:PayableAmount>');
  });

  it('a credit note names its invoice and why; a line without VAT is not subject to VAT', () => {
    const input = zatcaDocumentInputOf(
      order({
        customerName: ' ',
        lines: [{ name: 'كتاب', variantLabel: null, unitPrice: 5_000, quantity: 1, discount: 0, tax: 0, taxBp: 0 }],
      }),
      { ...facts, kind: 'credit_note', number: 2, invoiceNumber: 7 },
      seller,
    );
    expect([input.number, input.corrects, input.buyerName, input.lines[0]!.vatCategory]).toEqual([
      'CN-2',
      { invoiceNumber: 'INV-7', reason: 'استرداد كامل للطلب' },
      undefined,
      'O',
    ]);
    expect(buildUbl(input)).toContain('<cbc:InvoiceTypeCode name="0200000">381</cbc:InvoiceTypeCode>');
  });

  it('names the way it was paid by UNTDID 4461', () => {
    expect(['cash_on_delivery', 'bank_transfer', 'moyasar', 'manual', null].map(paymentMeansCodeOf)).toEqual([
      '10',
      '42',
      '48',
      '1',
      '1',
    ]);
  });
});
