import { and, eq, sql } from 'drizzle-orm';
import {
  normalizeArabic,
  planOf,
  type OrderAddress,
  type OrderStatus,
  type PlanId,
  type ShippingOptionId,
} from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { searchKeyOf } from '../catalogue/search-key.ts';
import { STORE_FACTS, storeTaxesShipping } from '../stores/store-row.ts';
import { warehouses } from '../store/tables.ts';
import { monthOf } from '../../platform/store-time.ts';
import { stockMovementRows, takeStock, type StockLine } from './order-stock.ts';
import { ITEM_ROWS, itemValues, type ItemRows } from '../catalogue/item-rows.ts';
import { itemsOf, type ItemFacts } from './order-items.ts';
import { insertOrder, ORDER_NUMBER, type ClosesCart } from './order-insert.ts';
import { priceOrder, type CouponTerms, type ShippingTerms } from './pricing.ts';
import { addPayment } from './order-payments.ts';
import { forCity, offered, settingOf, type ShippingSetting } from '../shipping/shipping.service.ts';
import { shippingMethodSettings } from '../shipping/tables.ts';
import { countSale, countsAsSale } from './sales-rollups.ts';
import { issueInvoice } from './order-invoices.ts';
import { statusEntered } from './order-status-events.ts';
import type { coupons } from '../coupons/tables.ts';
import { orders } from './tables.ts';
import { storeTaxBpSql } from '../taxes/store-tax-rate.ts';
import { publishStoreEvent } from '../../platform/store-events.ts';

type CouponRow = typeof coupons.$inferSelect;
/** What pricing reads of a coupon. */
export type CouponFacts = Pick<CouponRow, 'discountType' | 'amount' | 'productId'>;

/** What an order is made of: the merchant's cart, or the demo and dataset generators. */
export interface OrderDraft {
  customer: { id: string; name: string; phone: string | null; email: string | null } | null;
  address: OrderAddress | null;
  warehouseId: string;
  items: readonly { productId: string; variantId: string | null; quantity: number }[];
  coupon: CouponRow | null;
  shippingOption: ShippingOptionId | null;
  notes: string | null;
  paid: boolean;
  paymentMethod: string | null;
  /** The fee of the way it is paid (cash on delivery's, from the payments' settings), in minor units. */
  paymentFee?: number;
  idempotencyKey: string | null;
  /** When it was made (the demo's past orders); now by default. */
  at?: Date;
  /** The caller looked the idempotency key up already, under its own lock. */
  keyChecked?: boolean;
  /** The cart the order closes, given the order's id in the order's own round trip (a manual order's, carts/manual-order.service.ts). */
  closesCart?: ClosesCart;
  /** False for a past order written into a store whose stock is already as it should be now (the demo): it takes no stock. */
  takesStock?: boolean;
}

export interface OrderAuthor {
  storeId: string;
  userId: string | null;
}

export function couponTerms(coupon: CouponFacts | null): CouponTerms | null {
  if (!coupon) return null;
  if (coupon.discountType === 'percentage')
    return { type: 'percentage', productId: coupon.productId, basisPoints: coupon.amount };
  if (coupon.discountType === 'fixed') return { type: 'fixed', productId: coupon.productId, amount: coupon.amount };
  return { type: 'other', productId: coupon.productId };
}

/** A shipping method's fees as pricing.ts takes them (none chosen: no shipping). */
export const shippingTerms = (setting: Pick<ShippingSetting, 'fee' | 'freeFrom'> | null): ShippingTerms | null =>
  setting && { fee: setting.fee, freeFrom: setting.freeFrom };

interface StoreFacts {
  currency: string;
  plan: PlanId;
  timeZone: string;
  pricesIncludeTax: boolean;
  taxBasisPoints: number;
  taxFees: boolean;
  warehouse: { id: string; isMain: boolean };
}

/**
 * What an order needs of its store, its warehouse (the store's, or 404), its tax (and whether
 * shipping carries it), its items as they are now (itemsOf) and the shipping method chosen (which
 * must be on), in one read built once: each statement is a round trip and a plan.
 */
const orderFactsRow = preparedQuery<
  ItemRows & {
    currency: string;
    plan: PlanId;
    time_zone: string;
    prices_include_tax: boolean;
    warehouse_id: string | null;
    is_main: boolean | null;
    tax_bp: number;
    tax_shipping: boolean | null;
    vat_number: string | null;
    shipping: Pick<ShippingSetting, 'enabled' | 'fee' | 'freeFrom' | 'cityFees'> | null;
  }
>(
  'order_facts',
  () => sql`
    select s.currency, s.plan, s.time_zone, s.prices_include_tax, s.tax_shipping, s.vat_number, w.id as warehouse_id, w.is_main,
           ${storeTaxBpSql(sql`s.id`)} as tax_bp,
           ${ITEM_ROWS},
           (select json_build_object('enabled', m.enabled, 'fee', m.fee, 'freeFrom', m.free_from, 'cityFees', m.city_fees)
              from ${shippingMethodSettings} m where m.store_id = s.id and m.method = ${sql.placeholder('shippingOption')}) as shipping
      from ${STORE_FACTS} s left join ${warehouses} w on w.id = ${sql.placeholder('warehouseId')} and w.store_id = s.id
     where s.id = ${sql.placeholder('storeId')}`,
);

async function orderFacts(
  tx: Tx,
  storeId: string,
  draft: Pick<OrderDraft, 'warehouseId' | 'items' | 'shippingOption'>,
  now: Date,
): Promise<{ store: StoreFacts; items: ItemFacts[]; shipping: ShippingSetting | null }> {
  const { rows } = await orderFactsRow(tx, {
    ...itemValues(storeId, draft.items),
    warehouseId: draft.warehouseId,
    shippingOption: draft.shippingOption,
  });
  const row = rows[0];
  if (!row?.warehouse_id) throw notFound();
  return {
    store: {
      currency: row.currency,
      plan: row.plan,
      timeZone: row.time_zone,
      pricesIncludeTax: row.prices_include_tax,
      taxBasisPoints: Number(row.tax_bp),
      taxFees: storeTaxesShipping({ taxShipping: row.tax_shipping, vatNumber: row.vat_number }),
      warehouse: { id: row.warehouse_id, isMain: Boolean(row.is_main) },
    },
    items: itemsOf(draft.items, row, now),
    // The store's fees for the method chosen, which must be on.
    shipping: draft.shippingOption
      ? offered(settingOf(draft.shippingOption, row.shipping, row.currency), 'shippingOption')
      : null,
  };
}

/** Past the plan's monthly limit the order is refused (402), which rolls the whole transaction back. */
function checkPlanLimit(plan: PlanId, counted: number): void {
  const limit = planOf(plan).limits.ordersPerMonth;
  if (limit !== null && counted > limit)
    throw new AppError('PLAN_LIMIT_REACHED', 'order.planLimit', { limit }, { limit, usage: counted - 1 });
}

/**
 * The normalised text an order search compares after its number ("<number> <this>"): the
 * customer's name and phone digits. Both normalisations go letter by letter, so the number in
 * front (digits) reads the same in the text and in its key.
 */
export function orderSearchTail(name: string, phone: string | null): string {
  const digits = phone?.replace(/\D/g, '') ?? '';
  const local = digits.replace(/^(966|967|971|965|974|973|968)/, '');
  return normalizeArabic(`${name} ${digits} 0${local}`).toLowerCase();
}

/** The order an idempotency key already made in the store, answered as a repeat (`created: false`), or null. */
export async function orderOfKey(tx: Tx, storeId: string, key: string) {
  const [done] = await tx
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.idempotencyKey, key)));
  return done ? { orderId: done.id, number: done.number, created: false } : null;
}

/**
 * Makes one order in the caller's transaction: prices it (pricing.ts), takes its stock, gives it
 * the store's next number, keeps its first history row and counts it against the plan. The same
 * idempotency key answers the order it made the first time.
 */
/** What a new order came to: where it ships from and to, and its total in minor units of its currency. */
export interface PlacedOrder {
  city: string | null;
  warehouseId: string | null;
  total: number;
  currency: string;
}

export async function createOrder(
  tx: Tx,
  author: OrderAuthor,
  draft: OrderDraft,
): Promise<{ orderId: string; number: number; created: boolean; placed?: PlacedOrder }> {
  if (draft.idempotencyKey && !draft.keyChecked) {
    const done = await orderOfKey(tx, author.storeId, draft.idempotencyKey);
    if (done) return done;
  }
  const at = draft.at ?? new Date();
  const { store, items, shipping } = await orderFacts(tx, author.storeId, draft, at);
  const priced = priceOrder({
    lines: items.map((item, i) => ({
      productId: item.productId,
      unitPrice: item.unitPrice,
      quantity: draft.items[i]!.quantity,
      taxable: item.taxable,
    })),
    coupon: couponTerms(draft.coupon),
    taxBasisPoints: store.taxBasisPoints,
    pricesIncludeTax: store.pricesIncludeTax,
    // The fee of the city it ships to, when the method has one for it.
    shipping: shippingTerms(shipping && forCity(shipping, draft.address?.city)),
    paymentFee: draft.paymentFee ?? 0,
    taxFees: store.taxFees,
  });
  const takesStock = draft.takesStock ?? true;
  const stocked: StockLine[] = items.flatMap((item, i) =>
    item.isInfinite || !takesStock
      ? []
      : [
          {
            productId: item.productId,
            variantId: item.variantId,
            variantLabel: item.variantLabel,
            name: item.name,
            quantity: draft.items[i]!.quantity,
          },
        ],
  );
  const changes = await takeStock(tx, store.warehouse, stocked);

  const orderId = uuidv7();
  const customerName = draft.customer?.name ?? '';
  const searchTail = orderSearchTail(customerName, draft.customer?.phone ?? null);
  const status: OrderStatus = draft.paid ? 'Paid' : 'Pending';
  const order = {
    id: orderId,
    storeId: author.storeId,
    status,
    paymentStatus: draft.paid ? ('paid' as const) : ('pending' as const),
    paymentMethod: draft.paymentMethod,
    customerId: draft.customer?.id ?? null,
    customerName,
    customerPhone: draft.customer?.phone ?? null,
    customerEmail: draft.customer?.email ?? null,
    address: draft.address,
    city: draft.address?.city ?? null,
    warehouseId: draft.warehouseId,
    currency: store.currency,
    pricesIncludeTax: store.pricesIncludeTax,
    subtotal: priced.subtotal,
    discount: priced.discount,
    tax: priced.tax,
    shippingFee: priced.shippingFee,
    paymentFee: priced.paymentFee,
    shippingTax: priced.shippingTax,
    paymentFeeTax: priced.paymentFeeTax,
    feesTaxBp: priced.feesTaxBp,
    total: priced.total,
    itemsCount: draft.items.reduce((n, i) => n + i.quantity, 0),
    couponId: draft.coupon?.id ?? null,
    couponCode: draft.coupon?.code ?? null,
    shippingMethod: draft.shippingOption,
    notes: draft.notes,
    // After the number, which the insert puts in front.
    searchText: ` ${searchTail}`,
    searchKey: ` ${searchKeyOf(searchTail)}`,
    idempotencyKey: draft.idempotencyKey,
    createdBy: author.userId,
    createdAt: at,
    updatedAt: at,
  };
  const lines = items.map((item, i) => ({
    id: uuidv7(),
    storeId: author.storeId,
    orderId,
    position: i + 1,
    productId: item.productId,
    variantId: item.variantId,
    name: item.name,
    nameEn: item.nameEn,
    variantLabel: item.variantLabel,
    sku: item.sku,
    image: item.image,
    unitPrice: item.unitPrice,
    costPrice: item.costPrice,
    quantity: draft.items[i]!.quantity,
    discount: priced.lines[i]!.discount,
    tax: priced.lines[i]!.tax,
    taxBp: priced.lines[i]!.taxBp,
    total: priced.lines[i]!.total,
    stockTaken: takesStock && !item.isInfinite,
  }));
  const history = [
    { from: null, to: 'Pending' as const },
    ...(draft.paid ? [{ from: 'Pending' as const, to: 'Paid' as const }] : []),
  ].map((h) => ({
    id: uuidv7(),
    storeId: author.storeId,
    orderId,
    fromStatus: h.from,
    toStatus: h.to,
    userId: author.userId,
    createdAt: at,
  }));
  const { number, orders: counted } = await insertOrder(tx, {
    storeId: author.storeId,
    month: monthOf(at, store.timeZone),
    order,
    lines,
    history,
    movements: stockMovementRows(
      { ...author, warehouseId: draft.warehouseId, reason: 'order', orderNumber: ORDER_NUMBER },
      changes,
    ),
    couponId: draft.coupon?.id ?? null,
    closesCart: draft.closesCart ?? null,
  });
  checkPlanLimit(store.plan, counted);
  if (countsAsSale(status)) {
    await countSale(tx, author.storeId, orderId);
    await issueInvoice(tx, author.storeId, orderId, at);
  }
  // Made paid: what it took is its first payment, and the ledger's (docs/product-rules.md "Payments").
  if (draft.paid && priced.total > 0)
    await addPayment(
      tx,
      author,
      { id: orderId, currency: store.currency },
      {
        kind: 'payment',
        method: draft.paymentMethod ?? 'manual',
        amount: priced.total,
        at,
      },
    );
  for (const h of history) await statusEntered(tx, { storeId: author.storeId, orderId, status: h.toStatus });
  await publishStoreEvent(tx, author.storeId, { type: 'order.created', orderId });
  if (draft.paid) await publishStoreEvent(tx, author.storeId, { type: 'order.paid', orderId });
  const placed = {
    city: draft.address?.city ?? null,
    warehouseId: draft.warehouseId,
    total: priced.total,
    currency: store.currency,
  };
  return { orderId, number, created: true, placed };
}
