import { sql } from 'drizzle-orm';
import { toMajor, type Cart, type Language, type ShippingOptionId } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { notFound } from '../../platform/errors.ts';
import { STORE_FACTS } from '../stores/store-row.ts';
import { stockLevels } from '../catalogue/product-tables.ts';
import { coupons } from '../coupons/tables.ts';
import { customerAddresses, customers } from '../customers/tables.ts';
import type { CouponFacts } from '../orders/order-create.ts';
import { itemRowsOf, type ItemRows } from '../catalogue/item-rows.ts';
import { itemsOf } from '../orders/order-items.ts';
import { cashOnDeliveryFee } from '../payments/payment-provider.service.ts';
import { paymentProviderSettings } from '../payments/tables.ts';
import { findCurrency } from '../reference/lookup.ts';
import { forCity, settingOf, type ShippingSetting } from '../shipping/shipping.service.ts';
import { shippingMethodSettings } from '../shipping/tables.ts';
import { storeTaxBpSql } from '../taxes/store-tax-rate.ts';
import { priceCart } from './cart-totals.ts';
import { cartLines, type CartRow } from './tables.ts';

const p = sql.placeholder;
/** A column of the cart's lines, for `in (…)` or `array(…)`. */
const linesOf = (column: 'product_id' | 'variant_id') =>
  sql`select ${sql.identifier(column)} from ${cartLines} where cart_id = ${p('cartId')}`;

interface ViewFacts extends Record<string, unknown> {
  currency: string;
  pricesIncludeTax: boolean;
  taxShipping: boolean | null;
  vatNumber: string | null;
  taxBp: number;
  lines: { id: string; productId: string; variantId: string | null; quantity: number }[];
  customer: { firstName: string; lastName: string } | null;
  coupon: CouponFacts | null;
  city: string | null;
  shipping: Pick<ShippingSetting, 'enabled' | 'fee' | 'freeFrom' | 'cityFees'> | null;
  cashOnDelivery: { enabled: boolean; settings: Record<string, unknown> } | null;
  items: ItemRows;
  stock: { productId: string; variantId: string | null; quantity: number }[];
}

/**
 * Everything the cart's view reads, in one statement built once: the store's currency, prices, tax
 * and whether shipping carries it, the lines, the customer's name, the coupon, the address's city,
 * the chosen method's row, cash on delivery's row, the lines' items as they are now and their
 * stock in the cart's warehouse.
 * A statement is a round trip and, in Node, a query to write and rows to read: eight of them were
 * most of a cart change's CPU.
 */
const viewFacts = preparedQuery<ViewFacts>(
  'cart_view',
  () => sql`
    select s.currency, s.prices_include_tax as "pricesIncludeTax", s.tax_shipping as "taxShipping", s.vat_number as "vatNumber",
           ${storeTaxBpSql(sql`s.id`)} as "taxBp",
           coalesce((
             select json_agg(json_build_object('id', l.id, 'productId', l.product_id, 'variantId', l.variant_id, 'quantity', l.quantity)
                             order by l.created_at, l.id)
               from ${cartLines} l where l.cart_id = ${p('cartId')}), '[]') as lines,
           (select json_build_object('firstName', c.first_name, 'lastName', c.last_name)
              from ${customers} c where c.id = ${p('customerId')}) as customer,
           (select json_build_object('discountType', k.discount_type, 'amount', k.amount, 'productId', k.product_id)
              from ${coupons} k where k.id = ${p('couponId')}) as coupon,
           (select a.city from ${customerAddresses} a where a.id = ${p('addressId')}) as city,
           (select json_build_object('enabled', m.enabled, 'fee', m.fee, 'freeFrom', m.free_from, 'cityFees', m.city_fees)
              from ${shippingMethodSettings} m where m.store_id = s.id and m.method = ${p('shippingOption')}) as shipping,
           (select json_build_object('enabled', o.enabled, 'settings', o.settings)
              from ${paymentProviderSettings} o where o.store_id = s.id and o.provider = 'cash_on_delivery') as "cashOnDelivery",
           (select json_build_object('products', products, 'variants', variants)
              from (select ${itemRowsOf(sql`array(${linesOf('product_id')})`, sql`array(${linesOf('variant_id')})`)}) i) as items,
           coalesce((
             select json_agg(json_build_object('productId', q.product_id, 'variantId', q.variant_id, 'quantity', q.quantity))
               from ${stockLevels} q where q.warehouse_id = ${p('warehouseId')} and q.product_id in (${linesOf('product_id')})), '[]') as stock
      from ${STORE_FACTS} s where s.id = ${p('storeId')}`,
);

/** The cart as spec §3 shapes it, every amount worked out by pricing.ts from today's prices. */
export async function cartView(tx: Tx, storeId: string, cart: CartRow, lang: Language): Promise<Cart> {
  const option = cart.shippingOption as ShippingOptionId | null;
  const {
    rows: [facts],
  } = await viewFacts(tx, {
    storeId,
    cartId: cart.id,
    customerId: cart.customerId,
    couponId: cart.couponId,
    addressId: cart.addressId,
    shippingOption: option,
    warehouseId: cart.warehouseId,
  });
  if (!facts) throw notFound();
  const { lines, customer, coupon } = facts;
  const items = itemsOf(lines, facts.items, new Date());
  const stock = new Map(facts.stock.map((r) => [`${r.productId}:${r.variantId ?? ''}`, Number(r.quantity)]));
  const shipping = option ? settingOf(option, facts.shipping, facts.currency) : null;
  const paymentFee = cart.paymentMethod === 'cash_on_delivery' ? cashOnDeliveryFee(facts.cashOnDelivery) : 0;
  // The fee of the city the address is in, when the method has one for it.
  const priced = priceCart(facts, lines, items, coupon, facts.taxBp, shipping && forCity(shipping, facts.city), paymentFee);
  const major = (minor: number) => toMajor(minor, facts.currency);
  const listTotal = items.reduce((sum, item, i) => sum + item.listPrice * lines[i]!.quantity, 0);
  const currency = findCurrency(facts.currency);
  return {
    sessionId: cart.sessionId,
    cartHeaderId: cart.id,
    customerId: cart.customerId,
    fullName: customer ? `${customer.firstName} ${customer.lastName}` : null,
    customerAddressId: cart.addressId,
    warehouseId: cart.warehouseId,
    couponCode: cart.couponCode,
    shippingProviderStoreId: cart.shippingOption,
    details: items.map((item, i) => ({
      cartDetailId: lines[i]!.id,
      productId: item.productId,
      productVariantId: item.variantId,
      name: lang === 'en' && item.nameEn ? item.nameEn : item.name,
      variantLabel: item.variantLabel,
      image: item.image,
      quantity: lines[i]!.quantity,
      available: item.isInfinite ? null : (stock.get(`${item.productId}:${item.variantId ?? ''}`) ?? 0),
      unitPrice: major(item.listPrice),
      total: major(item.listPrice * lines[i]!.quantity),
      taxAmount: major(priced.lines[i]!.tax),
      totalAfterProductDiscount: major(priced.lines[i]!.subtotal),
    })),
    totalPrice: major(listTotal),
    discountAmount: major(listTotal - priced.subtotal),
    discountCoupon: major(priced.discount),
    subtotalAfterDiscounts: major(priced.subtotal - priced.discount),
    taxAmountTotal: major(priced.tax),
    shippingFee: major(priced.shippingFee),
    paymentMethod: cart.paymentMethod,
    paymentFee: major(priced.paymentFee),
    cartTotal: major(priced.total),
    amount: major(priced.total),
    pricesIncludeTax: facts.pricesIncludeTax,
    currency: {
      currencyId: facts.currency,
      code: facts.currency,
      currencyName: currency ? (lang === 'en' ? currency.nameEn : currency.nameAr) : facts.currency,
      symbol: currency ? (lang === 'en' ? currency.symbolEn : currency.symbolAr) : facts.currency,
      icon: null,
    },
    updatedAt: cart.updatedAt.toISOString(),
  };
}
