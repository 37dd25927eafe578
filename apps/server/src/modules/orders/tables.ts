import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CustomStatusRef, OrderAddress } from '@souqna/contracts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@souqna/contracts';
import { createdAt, updatedAt, minor } from '../../db/columns.ts';
import { storeId, stores, users } from '../accounts/tables.ts';
import { products, productVariants } from '../catalogue/product-tables.ts';
import { coupons } from '../coupons/tables.ts';
import { customers } from '../customers/tables.ts';
import { warehouses } from '../store/tables.ts';

/** The next order number of each store, and its orders per calendar month (the plan's limit reads it). */
export const orderCounters = pgTable('order_counters', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  nextNumber: integer('next_number').notNull(),
});

export const orderMonths = pgTable(
  'order_months',
  {
    storeId: storeId(),
    /** `YYYY-MM` in the store's time zone. */
    month: text('month').notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.month] })],
);

/**
 * The store's own order statuses (issue 17): each a named stage inside its built-in `baseStatus`,
 * which alone decides stock and money. Names are unique per store and language, compared as
 * `normalizeArabic` compares them (`*_key`).
 */
export const orderCustomStatuses = pgTable(
  'order_custom_statuses',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    baseStatus: text('base_status', { enum: ORDER_STATUSES }).notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    nameArKey: text('name_ar_key').notNull(),
    nameEnKey: text('name_en_key').notNull(),
    color: text('color').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('order_custom_statuses_name_ar_key').on(t.storeId, t.nameArKey),
    uniqueIndex('order_custom_statuses_name_en_key').on(t.storeId, t.nameEnKey),
    index('order_custom_statuses_store_idx').on(t.storeId, t.position),
  ],
);

/** Spec §3 Order. Amounts are minor units; the customer, address and lines are copies taken when it was made. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    number: integer('number').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    /** The custom status (a stage inside `status`) the order is in, if any; stock and money read `status` only. */
    customStatusId: uuid('custom_status_id').references(() => orderCustomStatuses.id, { onDelete: 'set null' }),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method'),
    paymentId: text('payment_id'),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone'),
    customerEmail: text('customer_email'),
    address: jsonb('address').$type<OrderAddress>(),
    city: text('city'),
    warehouseId: uuid('warehouse_id').references(() => warehouses.id, { onDelete: 'set null' }),
    currency: text('currency').notNull(),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    subtotal: minor('subtotal').notNull(),
    discount: minor('discount').notNull().default(0),
    tax: minor('tax').notNull().default(0),
    /** Priced as the lines are: with its VAT when the store's prices include it. */
    shippingFee: minor('shipping_fee').notNull().default(0),
    /** The fee of the way it is paid (cash on delivery's), in the total, priced as shipping is. */
    paymentFee: minor('payment_fee').notNull().default(0),
    /** The VAT of the shipping fee and of the payment fee (in `tax`); 0 when the store does not tax them. */
    shippingTax: minor('shipping_tax').notNull().default(0),
    paymentFeeTax: minor('payment_fee_tax').notNull().default(0),
    /** The VAT rate, in basis points, shipping and the payment fee were charged at when the order was made; 0: untaxed. */
    feesTaxBp: integer('fees_tax_bp').notNull().default(0),
    total: minor('total').notNull(),
    itemsCount: integer('items_count').notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    shippingMethod: text('shipping_method'),
    notes: text('notes'),
    /** `normalizeArabic` of the number, the customer's name and the phone's digits: what a search compares. */
    searchText: text('search_text').notNull(),
    /** `searchText` spelt in ASCII for the trigram index (search-key.ts). */
    searchKey: text('search_key').notNull(),
    idempotencyKey: uuid('idempotency_key'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_store_number_key').on(t.storeId, t.number),
    uniqueIndex('orders_store_idempotency_key').on(t.storeId, t.idempotencyKey),
    index('orders_store_created_idx').on(t.storeId, t.createdAt, t.id),
    index('orders_store_status_created_idx').on(t.storeId, t.status, t.createdAt, t.id),
    index('orders_store_customer_idx').on(t.storeId, t.customerId, t.createdAt),
    index('orders_search_idx').using('gin', t.storeId, sql`${t.searchKey} gin_trgm_ops`),
    // Few orders are in a custom status: the list filtered by one, and deleting one, read only those.
    index('orders_custom_status_idx')
      .on(t.customStatusId, t.createdAt, t.id)
      .where(sql`${t.customStatusId} is not null`),
  ],
);

/** Spec §3 Order products, as they were sold. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    variantLabel: text('variant_label'),
    sku: text('sku'),
    image: text('image'),
    unitPrice: minor('unit_price').notNull(),
    /** The product's cost price when it was sold (profit reads it: a later price change rewrites nothing). */
    costPrice: minor('cost_price'),
    quantity: integer('quantity').notNull(),
    discount: minor('discount').notNull().default(0),
    tax: minor('tax').notNull().default(0),
    /** The VAT rate the line was charged at when the order was made, in basis points (0: untaxed); a later rate changes no sale. */
    taxBp: integer('tax_bp').notNull().default(0),
    total: minor('total').notNull(),
    /** Whether stock was taken for it (false for products that never run out). */
    stockTaken: boolean('stock_taken').notNull().default(true),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    index('order_lines_store_product_idx').on(t.storeId, t.productId),
  ],
);

/** Every status an order has had: who, when, from, to, note (docs/product-rules.md "Orders"). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    /** The custom statuses left and entered, as they were named then (a later rename or deletion keeps the history). */
    fromCustomStatus: jsonb('from_custom_status').$type<CustomStatusRef>(),
    toCustomStatus: jsonb('to_custom_status').$type<CustomStatusRef>(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/** What a sales figure is grouped by (docs/product-rules.md "Sales figures"); `store` is the whole store. */
export const SALES_DIMENSIONS = ['store', 'product', 'category', 'brand', 'city', 'branch', 'customer', 'coupon'] as const;
export type SalesDimension = (typeof SALES_DIMENSIONS)[number];

/**
 * The sales of each store by day and dimension, kept in the transaction that makes an order count
 * (it is made paid, or moves to Paid, ReadyForPickup or Completed: +1 on the day it was placed) or
 * refunded (−1 on the refund's day), by sales-rollups.ts. Reports read these rows, never the orders.
 * `key` is the id (or the city's name) of the group, '' where there is none.
 */
export const salesDaily = pgTable(
  'sales_daily',
  {
    storeId: storeId(),
    dimension: text('dimension', { enum: SALES_DIMENSIONS }).notNull(),
    key: text('key').notNull(),
    /** The store's calendar day (its time zone when the event happened). */
    day: date('day', { mode: 'string' }).notNull(),
    orders: integer('orders').notNull().default(0),
    units: integer('units').notNull().default(0),
    /** What customers paid for the group (order or line totals), refunds taken off. */
    sales: minor('sales').notNull().default(0),
    discount: minor('discount').notNull().default(0),
    tax: minor('tax').notNull().default(0),
    shipping: minor('shipping').notNull().default(0),
    /** Cost prices of the units sold, as kept on the lines (0 where a product had none). */
    cost: minor('cost').notNull().default(0),
    /** What was refunded that day (positive), already taken off `sales`. */
    refunds: minor('refunds').notNull().default(0),
    // The VAT return's figures (taxes/vat-return.ts reads the whole store's rows): written on the
    // rows of the order's dimensions, 0 on the lines' (products, brands, categories); rows from
    // before migration 0022 have them on the whole store's rows only.
    /** The base (total less VAT) of the taxed lines of the orders that started to count that day. */
    taxable: minor('taxable').notNull().default(0),
    /** Of the orders refunded that day: their taxed lines' base, their VAT, how many. */
    refundedTaxable: minor('refunded_taxable').notNull().default(0),
    refundedTax: minor('refunded_tax').notNull().default(0),
    refundedOrders: integer('refunded_orders').notNull().default(0),
    /** The transaction that last wrote the row (its xid8): a copy in memory fetches the rows written since it was made. */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.dimension, t.day, t.key] }),
    // A group's days (the figures of a report page's groups) and the rows written since a transaction.
    index('sales_daily_key_idx').on(t.storeId, t.dimension, t.key, t.day),
    index('sales_daily_version_idx').on(t.storeId, t.dimension, t.version),
  ],
);

/** The transaction that last rebuilt each store's daily sales (deleting its rows): a copy in memory older than it loads again. */
export const salesRebuilds = pgTable('sales_rebuilds', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  xid: bigint('xid', { mode: 'number' }).notNull(),
});
