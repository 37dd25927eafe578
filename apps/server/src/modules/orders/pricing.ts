/**
 * The one place an order's money is worked out (docs/product-rules.md "Money"), in integer minor units:
 * each line's own discount is in its unit price, then the coupon, then tax per taxable line on the
 * discounted amount, then shipping, then the fee of the way it is paid (cash on delivery's), each
 * taxed at the same rate when the store taxes them (`taxFees`: a delivery charged to the buyer follows
 * the goods). Every division rounds half up, per line.
 */

export interface LineToPrice {
  productId: string;
  /** The unit price after the product's own discount, in minor units. */
  unitPrice: number;
  quantity: number;
  taxable: boolean;
}

export type CouponTerms =
  | { type: 'percentage'; productId: string; basisPoints: number }
  | { type: 'fixed'; productId: string; amount: number }
  | { type: 'other'; productId: string };

export interface ShippingTerms {
  fee: number;
  /** Free when the subtotal after discounts reaches it; null when never free. */
  freeFrom: number | null;
}

export interface PricingInput {
  lines: readonly LineToPrice[];
  coupon: CouponTerms | null;
  taxBasisPoints: number;
  pricesIncludeTax: boolean;
  shipping: ShippingTerms | null;
  /** The fee of the way it is paid (cash on delivery), in minor units; none: 0. */
  paymentFee?: number;
  /** Shipping and the payment fee carry VAT at `taxBasisPoints`, priced as the lines (with it when prices include it). */
  taxFees?: boolean;
}

export interface PricedLine {
  subtotal: number;
  discount: number;
  tax: number;
  /** The rate the line is taxed at, in basis points; 0 when it is not taxed. */
  taxBp: number;
  /** What the line adds to the order: net of the coupon, with the tax when prices exclude it. */
  total: number;
}

export interface Priced {
  lines: PricedLine[];
  subtotal: number;
  discount: number;
  /** All the order's VAT: the lines', shipping's and the payment fee's. */
  tax: number;
  shippingFee: number;
  paymentFee: number;
  shippingTax: number;
  paymentFeeTax: number;
  /** The rate shipping and the payment fee are taxed at; 0 when they are not. */
  feesTaxBp: number;
  total: number;
}

/** `amount × numerator ÷ denominator`, rounded half up, exact for any amount (BigInt in between). */
export function mulDivHalfUp(amount: number, numerator: number, denominator: number): number {
  const scaled = BigInt(amount) * BigInt(numerator) * 2n + BigInt(denominator);
  return Number(scaled / (BigInt(denominator) * 2n));
}

/** `total` shared over `weights` in proportion, the remainders given to the largest fractions: the shares add up to `total` exactly. */
export function shareInProportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (BigInt(total) * BigInt(w)) / BigInt(sum));
  const shares = exact.map(Number);
  const remainders = weights.map((w, i) => ({ i, r: (BigInt(total) * BigInt(w)) % BigInt(sum) }));
  let left = total - shares.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

function couponDiscounts(lines: readonly LineToPrice[], subtotals: number[], coupon: CouponTerms | null): number[] {
  const none = lines.map(() => 0);
  if (!coupon || coupon.type === 'other') return none;
  const applies = lines.map((l) => l.productId === coupon.productId);
  if (coupon.type === 'percentage')
    return subtotals.map((s, i) => (applies[i] ? mulDivHalfUp(s, coupon.basisPoints, 10_000) : 0));
  const weights = subtotals.map((s, i) => (applies[i] ? s : 0));
  const base = weights.reduce((a, b) => a + b, 0);
  // A fixed coupon never takes more than the lines it applies to.
  return shareInProportion(Math.min(coupon.amount, base), weights);
}

function taxOf(net: number, taxable: boolean, basisPoints: number, included: boolean): number {
  if (!taxable || basisPoints === 0) return 0;
  return included ? mulDivHalfUp(net, basisPoints, 10_000 + basisPoints) : mulDivHalfUp(net, basisPoints, 10_000);
}

export function priceOrder(input: PricingInput): Priced {
  const subtotals = input.lines.map((l) => l.unitPrice * l.quantity);
  const discounts = couponDiscounts(input.lines, subtotals, input.coupon);
  const lines = input.lines.map((line, i) => {
    const net = subtotals[i]! - discounts[i]!;
    const tax = taxOf(net, line.taxable, input.taxBasisPoints, input.pricesIncludeTax);
    const taxBp = line.taxable ? input.taxBasisPoints : 0;
    return { subtotal: subtotals[i]!, discount: discounts[i]!, tax, taxBp, total: input.pricesIncludeTax ? net : net + tax };
  });
  const sum = (pick: (l: PricedLine) => number) => lines.reduce((a, l) => a + pick(l), 0);
  const subtotal = sum((l) => l.subtotal);
  const discount = sum((l) => l.discount);
  const afterDiscounts = subtotal - discount;
  const freeShipping =
    input.coupon?.type === 'other' ||
    !input.shipping ||
    (input.shipping.freeFrom !== null && afterDiscounts >= input.shipping.freeFrom);
  const shippingFee = freeShipping ? 0 : input.shipping!.fee;
  const paymentFee = input.paymentFee ?? 0;
  const feesTaxBp = input.taxFees ? input.taxBasisPoints : 0;
  const shippingTax = taxOf(shippingFee, feesTaxBp > 0, feesTaxBp, input.pricesIncludeTax);
  const paymentFeeTax = taxOf(paymentFee, feesTaxBp > 0, feesTaxBp, input.pricesIncludeTax);
  const feesTax = input.pricesIncludeTax ? 0 : shippingTax + paymentFeeTax;
  const total = sum((l) => l.total) + shippingFee + paymentFee + feesTax;
  const tax = sum((l) => l.tax) + shippingTax + paymentFeeTax;
  return { lines, subtotal, discount, tax, shippingFee, paymentFee, shippingTax, paymentFeeTax, feesTaxBp, total };
}

/** A product's unit price after its own discount (percentage or amount) while it lasts, in minor units. */
export function discountedUnitPrice(
  price: number,
  discount: { percent: number | null; amount: number | null; expiresAt: Date | null },
  now: Date,
): number {
  if (discount.expiresAt && discount.expiresAt <= now) return price;
  if (discount.amount != null && discount.amount > 0) return Math.max(0, price - discount.amount);
  if (discount.percent != null && discount.percent > 0)
    return price - mulDivHalfUp(price, Math.round(discount.percent * 100), 10_000);
  return price;
}
