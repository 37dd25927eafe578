/**
 * An order as stored, as ZATCA phase 2's document (docs/product-rules.md "Invoices"): each line
 * with its VAT, then shipping and the cash-on-delivery fee as lines of their own, so the document's
 * total is the order's to the halala. Pure: the issuer reads the rows and signs what this answers.
 */
import type { InvoiceKind } from '@souqna/contracts';
import { totalsOfLines } from './zatca/totals.ts';
import type { ZatcaDocumentInput, ZatcaLine, ZatcaSeller } from './zatca/ubl.ts';

/** What the document needs of an order, in minor units as `orders` and `order_lines` keep them. */
export interface OrderForZatca {
  currency: string;
  pricesIncludeTax: boolean;
  shippingFee: number;
  paymentFee: number;
  paymentMethod: string | null;
  customerName: string;
  lines: {
    name: string;
    variantLabel: string | null;
    /** The unit price after the product's own discount; with VAT when the store's prices include it. */
    unitPrice: number;
    quantity: number;
    /** The line's share of the coupon, priced as `unitPrice` is. */
    discount: number;
    tax: number;
  }[];
}

export interface ZatcaDocumentFacts {
  kind: InvoiceKind;
  /** The order invoice's id: the document's UUID. */
  id: string;
  number: number;
  issuedAt: Date;
  icv: number;
  pih: string;
  /** A credit note's invoice number. */
  invoiceNumber: number | null;
}

/** What the store charged no VAT on (untaxed lines, shipping, the fee): not subject to VAT. */
const NOT_SUBJECT = { code: 'VATEX-SA-OOS', reason: 'Not subject to VAT' };
const CREDIT_REASON = 'استرداد كامل للطلب';

/** UNTDID 4461 for the order's way of paying: cash, bank transfer, card; 1 (not defined) otherwise. */
export function paymentMeansCodeOf(method: string | null): string {
  if (method === 'cash' || method === 'cash_on_delivery') return '10';
  if (method === 'bank_transfer') return '42';
  if (method && ['mada', 'apple_pay', 'card_terminal', 'stripe', 'moyasar'].includes(method)) return '48';
  return '1';
}

/** ⌈a × b ÷ c⌉, exact. */
const mulDivUp = (a: number, b: number, c: number) => Number((BigInt(a) * BigInt(b) + BigInt(c) - 1n) / BigInt(c));

const untaxed = (name: string, amount: number): ZatcaLine => ({
  name,
  quantity: 1,
  unitPrice: amount,
  vatCategory: 'O',
  vatBasisPoints: 0,
  lineExtension: amount,
  vat: 0,
  exemption: NOT_SUBJECT,
});

/**
 * The document's lines: a line with VAT is standard-rated at the store's rate, its net amount the
 * line's less its VAT when prices include it (the unit price before VAT then rounded up, the
 * rounding shown as the line's discount, so quantity × price ≥ net always holds); a line without
 * VAT, shipping and the fee are not subject to VAT, as the store charged none on them.
 */
export function zatcaLinesOf(order: OrderForZatca, taxBasisPoints: number): ZatcaLine[] {
  const lines = order.lines.map((l): ZatcaLine => {
    const name = l.variantLabel ? `${l.name} - ${l.variantLabel}` : l.name;
    const net = l.unitPrice * l.quantity - l.discount;
    if (l.tax <= 0 || taxBasisPoints <= 0)
      return { ...untaxed(name, 0), quantity: l.quantity, unitPrice: l.unitPrice, lineExtension: net };
    const included = order.pricesIncludeTax;
    return {
      name,
      quantity: l.quantity,
      unitPrice: included ? mulDivUp(l.unitPrice, 10_000, 10_000 + taxBasisPoints) : l.unitPrice,
      vatCategory: 'S',
      vatBasisPoints: taxBasisPoints,
      lineExtension: included ? net - l.tax : net,
      vat: l.tax,
    };
  });
  if (order.shippingFee > 0) lines.push(untaxed('الشحن', order.shippingFee));
  if (order.paymentFee > 0) lines.push(untaxed('رسوم الدفع عند الاستلام', order.paymentFee));
  return lines;
}

/** The unsigned document's input for `buildUbl`: the order's lines, its totals, the seller and the buyer's name. */
export function zatcaDocumentInputOf(
  order: OrderForZatca,
  facts: ZatcaDocumentFacts,
  seller: ZatcaSeller,
  taxBasisPoints: number,
): ZatcaDocumentInput {
  const lines = zatcaLinesOf(order, taxBasisPoints);
  const credit = facts.kind === 'credit_note';
  return {
    kind: facts.kind,
    uuid: facts.id,
    number: `${credit ? 'CN' : 'INV'}-${facts.number}`,
    issuedAt: facts.issuedAt,
    icv: facts.icv,
    pih: facts.pih,
    currency: order.currency,
    seller,
    ...(order.customerName.trim() ? { buyerName: order.customerName.trim() } : {}),
    lines,
    totals: totalsOfLines(lines),
    paymentMeansCode: paymentMeansCodeOf(order.paymentMethod),
    ...(credit ? { corrects: { invoiceNumber: `INV-${facts.invoiceNumber ?? 0}`, reason: CREDIT_REASON } } : {}),
  };
}
