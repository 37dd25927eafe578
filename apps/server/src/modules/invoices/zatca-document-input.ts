/**
 * An order as stored, as ZATCA phase 2's document (docs/product-rules.md "Invoices"): each line
 * with its VAT at the rate it was sold at, then shipping and the cash-on-delivery fee as lines of
 * their own with theirs, so the document's total is the order's to the halala. Pure: the issuer
 * reads the rows and signs what this answers.
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
  /** The VAT of shipping and of the fee, and the rate they were charged at (0: untaxed). */
  shippingTax: number;
  paymentFeeTax: number;
  feesTaxBp: number;
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
    /** The rate the line was charged at when the order was made, in basis points; 0: untaxed. */
    taxBp: number;
  }[];
}

export interface ZatcaDocumentFacts {
  kind: InvoiceKind;
  /** The order invoice's id: the document's UUID. */
  id: string;
  number: number;
  issuedAt: Date;
  /** The store's: the document's date and time are its wall clock. */
  timeZone: string;
  icv: number;
  pih: string;
  /** A credit note's invoice number. */
  invoiceNumber: number | null;
}

/** What the store charged no VAT on (an untaxed line; shipping and the fee in a store that does not tax them): not subject to VAT. */
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

/**
 * One line of the document: standard-rated at `taxBp` when it was charged VAT, its net amount the
 * line's less its VAT when prices include it (the unit price before VAT then rounded up, the
 * rounding shown as the line's discount, so quantity × price ≥ net always holds); not subject to
 * VAT when it was charged none.
 */
function lineOf(
  name: string,
  sold: { unitPrice: number; quantity: number; discount: number; tax: number; taxBp: number },
  included: boolean,
): ZatcaLine {
  const net = sold.unitPrice * sold.quantity - sold.discount;
  if (sold.taxBp <= 0)
    return {
      name,
      quantity: sold.quantity,
      unitPrice: sold.unitPrice,
      vatCategory: 'O',
      vatBasisPoints: 0,
      lineExtension: net,
      vat: 0,
      exemption: NOT_SUBJECT,
    };
  return {
    name,
    quantity: sold.quantity,
    unitPrice: included ? mulDivUp(sold.unitPrice, 10_000, 10_000 + sold.taxBp) : sold.unitPrice,
    vatCategory: 'S',
    vatBasisPoints: sold.taxBp,
    lineExtension: included ? net - sold.tax : net,
    vat: sold.tax,
  };
}

/** The document's lines: the order's, then shipping and the cash-on-delivery fee (each when charged), at the rates kept on the order. */
export function zatcaLinesOf(order: OrderForZatca): ZatcaLine[] {
  const included = order.pricesIncludeTax;
  const lines = order.lines.map((l) => lineOf(l.variantLabel ? `${l.name} - ${l.variantLabel}` : l.name, l, included));
  const fee = (name: string, amount: number, tax: number) =>
    lineOf(name, { unitPrice: amount, quantity: 1, discount: 0, tax, taxBp: order.feesTaxBp }, included);
  if (order.shippingFee > 0) lines.push(fee('الشحن', order.shippingFee, order.shippingTax));
  if (order.paymentFee > 0) lines.push(fee('رسوم الدفع عند الاستلام', order.paymentFee, order.paymentFeeTax));
  return lines;
}

/** The unsigned document's input for `buildUbl`: the order's lines, its totals, the seller and the buyer's name. */
export function zatcaDocumentInputOf(order: OrderForZatca, facts: ZatcaDocumentFacts, seller: ZatcaSeller): ZatcaDocumentInput {
  const lines = zatcaLinesOf(order);
  const credit = facts.kind === 'credit_note';
  return {
    kind: facts.kind,
    uuid: facts.id,
    number: `${credit ? 'CN' : 'INV'}-${facts.number}`,
    issuedAt: facts.issuedAt,
    timeZone: facts.timeZone,
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
