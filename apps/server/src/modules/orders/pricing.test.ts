import { describe, expect, it } from 'vitest';
import { discountedUnitPrice, mulDivHalfUp, priceOrder, shareInProportion, type PricingInput } from './pricing.ts';

const line = (productId: string, unitPrice: number, quantity = 1, taxable = true) => ({
  productId,
  unitPrice,
  quantity,
  taxable,
});
const base: PricingInput = { lines: [], coupon: null, taxBasisPoints: 0, pricesIncludeTax: false, shipping: null };

describe('order pricing in minor units', () => {
  it('adds 0.10 and 0.20 to exactly 0.30', () => {
    const priced = priceOrder({ ...base, lines: [line('a', 10), line('b', 20)] });
    expect(priced.total).toBe(30);
  });

  it('rounds tax half up per line: 15% of 0.03 is 0.0045 → 0.00, of 0.10 is 0.015 → 0.02', () => {
    const priced = priceOrder({ ...base, taxBasisPoints: 1500, lines: [line('a', 3), line('b', 10)] });
    expect(priced.lines.map((l) => l.tax)).toEqual([0, 2]);
    expect(priced.tax).toBe(2);
    expect(priced.total).toBe(15);
  });

  it('takes the tax out of a tax-inclusive price: 115.00 with 15% holds 15.00 of tax and costs 115.00', () => {
    const priced = priceOrder({ ...base, taxBasisPoints: 1500, pricesIncludeTax: true, lines: [line('a', 11_500)] });
    expect(priced.tax).toBe(1500);
    expect(priced.total).toBe(11_500);
  });

  it('taxes only taxable lines', () => {
    const priced = priceOrder({ ...base, taxBasisPoints: 1500, lines: [line('a', 10_000), line('b', 10_000, 1, false)] });
    expect(priced.tax).toBe(1500);
    expect(priced.total).toBe(21_500);
  });

  it('applies a percentage coupon to its product only, before tax', () => {
    const priced = priceOrder({
      ...base,
      taxBasisPoints: 1500,
      coupon: { type: 'percentage', productId: 'a', basisPoints: 1000 },
      lines: [line('a', 5_000, 2), line('b', 3_000)],
    });
    expect(priced.discount).toBe(1_000);
    // (10,000 − 1,000) × 15% = 1,350 and 3,000 × 15% = 450
    expect(priced.tax).toBe(1_800);
    expect(priced.total).toBe(9_000 + 1_350 + 3_000 + 450);
  });

  it('makes a 100% coupon free of charge and of tax', () => {
    const priced = priceOrder({
      ...base,
      taxBasisPoints: 1500,
      coupon: { type: 'percentage', productId: 'a', basisPoints: 10_000 },
      lines: [line('a', 4_999, 3)],
    });
    expect(priced.discount).toBe(14_997);
    expect(priced.tax).toBe(0);
    expect(priced.total).toBe(0);
  });

  it('never takes more with a fixed coupon than the lines it applies to', () => {
    const priced = priceOrder({
      ...base,
      coupon: { type: 'fixed', productId: 'a', amount: 50_000 },
      lines: [line('a', 1_000), line('b', 2_000)],
    });
    expect(priced.discount).toBe(1_000);
    expect(priced.total).toBe(2_000);
  });

  it('shares a fixed coupon over its lines so the shares add up exactly', () => {
    const shares = shareInProportion(100, [1, 1, 1]);
    expect(shares.reduce((a, b) => a + b)).toBe(100);
    expect(shares).toEqual([34, 33, 33]);
  });

  it('charges shipping until the subtotal after discounts reaches the free threshold', () => {
    const shipping = { fee: 1_500, freeFrom: 20_000 };
    expect(priceOrder({ ...base, shipping, lines: [line('a', 19_999)] }).shippingFee).toBe(1_500);
    expect(priceOrder({ ...base, shipping, lines: [line('a', 20_000)] }).shippingFee).toBe(0);
  });

  it('makes shipping free with an "other" coupon', () => {
    const priced = priceOrder({
      ...base,
      shipping: { fee: 2_000, freeFrom: null },
      coupon: { type: 'other', productId: 'z' },
      lines: [line('a', 100)],
    });
    expect(priced.shippingFee).toBe(0);
    expect(priced.total).toBe(100);
  });

  it('taxes shipping and the cash-on-delivery fee as the goods when the store taxes them, each half up', () => {
    const taxed = { ...base, taxBasisPoints: 1500, taxFees: true, shipping: { fee: 2_500, freeFrom: null }, paymentFee: 1_500 };
    const priced = priceOrder({ ...taxed, lines: [line('a', 10_000)] });
    expect([priced.shippingTax, priced.paymentFeeTax, priced.feesTaxBp, priced.lines[0]!.taxBp]).toEqual([375, 225, 1500, 1500]);
    expect(priced.tax).toBe(1_500 + 375 + 225);
    expect(priced.total).toBe(10_000 + 2_500 + 1_500 + 2_100);
    // Prices with VAT: 25.00 of shipping holds 3.26 of it, 15.00 of fee 1.96; the total is what was asked.
    const included = priceOrder({ ...taxed, pricesIncludeTax: true, lines: [line('a', 11_500)] });
    expect([included.tax, included.shippingTax, included.paymentFeeTax, included.total]).toEqual([
      1_500 + 326 + 196,
      326,
      196,
      11_500 + 2_500 + 1_500,
    ]);
    // Not taxed: none on either, the rate kept as 0; an untaxed line keeps 0 too.
    const untaxed = priceOrder({ ...taxed, taxFees: false, lines: [line('a', 10_000, 1, false)] });
    expect([untaxed.tax, untaxed.shippingTax, untaxed.feesTaxBp, untaxed.lines[0]!.taxBp]).toEqual([0, 0, 0, 0]);
  });

  it('stays exact for amounts beyond 2^53 / 10,000', () => {
    expect(mulDivHalfUp(9_000_000_000_000, 1500, 10_000)).toBe(1_350_000_000_000);
  });

  it("prices a product's own discount while it lasts", () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(discountedUnitPrice(10_000, { percent: 12.5, amount: null, expiresAt: null }, now)).toBe(8_750);
    expect(discountedUnitPrice(10_000, { percent: null, amount: 2_500, expiresAt: null }, now)).toBe(7_500);
    expect(discountedUnitPrice(10_000, { percent: 50, amount: null, expiresAt: new Date('2026-05-31T00:00:00Z') }, now)).toBe(
      10_000,
    );
  });
});
