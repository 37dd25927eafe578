import { and, asc, eq, inArray } from 'drizzle-orm';
import { readAll, type Tx } from '../../db/client.ts';
import { readStore, storeTaxesShipping, type StoreRow } from '../stores/store-row.ts';
import { coupons } from '../coupons/tables.ts';
import { couponTerms, shippingTerms, type CouponFacts } from '../orders/order-create.ts';
import { readItems, type ItemFacts } from '../orders/order-items.ts';
import { priceOrder } from '../orders/pricing.ts';
import { paymentFeeOf } from '../payments/payment-provider.service.ts';
import { forCity, shippingSettingsOf, type ShippingSetting } from '../shipping/shipping.service.ts';
import { customerAddresses } from '../customers/tables.ts';
import { storeTaxRateBp } from '../taxes/store-tax-rate.ts';
import { cartLines, type CartRow } from './tables.ts';

/** A cart's method as it applies to the city of its address (none chosen: none). */
const forCityOf = (setting: ShippingSetting | undefined, city: string | undefined) => (setting ? forCity(setting, city) : null);

/** What a cart costs: one pricing for its view (cart.service.ts) and for sorting many carts by value. */

/**
 * The cart's amounts by pricing.ts: its lines at today's prices (`items`, in the lines' order), its
 * coupon, the store's tax, its shipping, and the fee of the way it will be paid (`paymentFee`).
 */
export function priceCart(
  store: Pick<StoreRow, 'pricesIncludeTax' | 'taxShipping' | 'vatNumber'>,
  lines: readonly { quantity: number }[],
  items: readonly ItemFacts[],
  coupon: CouponFacts | null,
  taxBasisPoints: number,
  shipping: ShippingSetting | null,
  paymentFee: number,
) {
  return priceOrder({
    lines: items.map((item, i) => ({
      productId: item.productId,
      unitPrice: item.unitPrice,
      quantity: lines[i]!.quantity,
      taxable: item.taxable,
    })),
    coupon: couponTerms(coupon),
    taxBasisPoints,
    pricesIncludeTax: store.pricesIncludeTax,
    shipping: shippingTerms(shipping),
    paymentFee,
    taxFees: storeTaxesShipping(store),
  });
}

/**
 * Each cart's total in minor units, as its view shows it (`cartTotal`): what sorting the abandoned
 * carts by value reads. Four statements for each 200 carts (their lines' items stay well inside a
 * statement's parameters).
 */
export async function cartTotals(tx: Tx, storeId: string, rows: readonly CartRow[]): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  if (!rows.length) return totals;
  const [store, taxBp] = await readAll(tx, [() => readStore(tx, storeId), () => storeTaxRateBp(tx, storeId)] as const);
  const shippings = await shippingSettingsOf(tx, storeId, store.currency);
  const codFee = await paymentFeeOf(tx, storeId, 'cash_on_delivery');
  for (let from = 0; from < rows.length; from += 200) {
    const chunk = rows.slice(from, from + 200);
    const couponIds = [...new Set(chunk.flatMap((r) => (r.couponId ? [r.couponId] : [])))];
    const addressIds = [...new Set(chunk.flatMap((r) => (r.addressId ? [r.addressId] : [])))];
    const [lines, couponRows, addresses] = await readAll(tx, [
      () =>
        tx
          .select()
          .from(cartLines)
          .where(
            and(
              eq(cartLines.storeId, storeId),
              inArray(
                cartLines.cartId,
                chunk.map((r) => r.id),
              ),
            ),
          )
          .orderBy(asc(cartLines.createdAt), asc(cartLines.id)),
      () => (couponIds.length ? tx.select().from(coupons).where(inArray(coupons.id, couponIds)) : Promise.resolve([])),
      () =>
        addressIds.length
          ? tx
              .select({ id: customerAddresses.id, city: customerAddresses.city })
              .from(customerAddresses)
              .where(inArray(customerAddresses.id, addressIds))
          : Promise.resolve([]),
    ] as const);
    const items = await readItems(
      tx,
      storeId,
      lines.map((l) => ({ productId: l.productId, variantId: l.variantId })),
      new Date(),
    );
    const byCart = new Map<string, number[]>();
    lines.forEach((l, i) => {
      const own = byCart.get(l.cartId);
      if (own) own.push(i);
      else byCart.set(l.cartId, [i]);
    });
    for (const cart of chunk) {
      const own = byCart.get(cart.id) ?? [];
      const coupon = couponRows.find((c) => c.id === cart.couponId) ?? null;
      const priced = priceCart(
        store,
        own.map((i) => lines[i]!),
        own.map((i) => items[i]!),
        coupon,
        taxBp,
        forCityOf(
          shippings.find((m) => m.id === cart.shippingOption),
          addresses.find((a) => a.id === cart.addressId)?.city,
        ),
        cart.paymentMethod === 'cash_on_delivery' ? codFee : 0,
      );
      totals.set(cart.id, priced.total);
    }
  }
  return totals;
}
