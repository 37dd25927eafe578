import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OrderAddress } from '@souqna/contracts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@souqna/contracts';
import { storeId, stores, users } from '../accounts/tables.ts';
import { products, productVariants } from '../catalogue/product-tables.ts';
import { warehouses } from '../store/tables.ts';
import { createdAt, updatedAt, minor } from '../../db/columns.ts';

/** A percentage in hundredths (15% is 1500), so 7.5% is exact. */
const basisPoints = (name: string) => integer(name);

/** Spec §3 Customer. The phone (E.164) is unique in the store: it is how a Gulf shop knows a customer. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    avatar: text('avatar'),
    /** `normalizeArabic` of the names, the e-mail and the phone's digits: what a search compares. */
    searchText: text('search_text').notNull(),
    /** `searchText` spelt in ASCII for the trigram index (pg_trgm sees no Arabic letters under ctype C; search-key.ts). */
    searchKey: text('search_key').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_store_phone_key').on(t.storeId, t.phone),
    index('customers_store_created_idx').on(t.storeId, t.createdAt, t.id),
    index('customers_search_idx').using('gin', t.storeId, sql`${t.searchKey} gin_trgm_ops`),
  ],
);

/** Spec §3 Shipping address of a customer; at most one default per customer. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    city: text('city').notNull(),
    region: text('region'),
    streetAddress1: text('street_address_1').notNull(),
    streetAddress2: text('street_address_2'),
    postalCode: text('postal_code'),
    phone: text('phone').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('customer_addresses_one_default')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Spec §3 Tax. Every tax of the store applies to taxable lines (usually one: VAT 15%). */
export const taxes = pgTable(
  'taxes',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    name: text('name').notNull(),
    rateBp: basisPoints('rate_bp').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('taxes_store_name_key').on(t.storeId, sql`lower(${t.name})`)],
);

/** Spec §3 Coupon. `amount` is basis points for a percentage, minor units for a fixed amount, 0 for free shipping. */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    discountType: text('discount_type', { enum: ['percentage', 'fixed', 'other'] }).notNull(),
    amount: minor('amount').notNull(),
    minAmount: minor('min_amount').notNull(),
    /** The last day it can be used, in the store's time zone. */
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    timesUsed: integer('times_used').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_store_code_key').on(t.storeId, t.code),
    index('coupons_store_created_idx').on(t.storeId, t.createdAt, t.id),
  ],
);

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

/** Spec §3 Order. Amounts are minor units; the customer, address and lines are copies taken when it was made. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    number: integer('number').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
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
    shippingFee: minor('shipping_fee').notNull().default(0),
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
    quantity: integer('quantity').notNull(),
    discount: minor('discount').notNull().default(0),
    tax: minor('tax').notNull().default(0),
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
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/** Spec §3 Cart: the merchant's manual-order cart (cartHeaderId), reached by the browser's `sessionId`. */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    sessionId: uuid('session_id').notNull(),
    status: text('status', { enum: ['open', 'ordered', 'discarded'] })
      .notNull()
      .default('open'),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    addressId: uuid('address_id').references(() => customerAddresses.id, { onDelete: 'set null' }),
    warehouseId: uuid('warehouse_id').references(() => warehouses.id, { onDelete: 'set null' }),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    shippingOption: text('shipping_option', { enum: ['standard', 'express', 'pickup'] }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('carts_store_session_key').on(t.storeId, t.sessionId),
    index('carts_store_status_idx').on(t.storeId, t.status, t.updatedAt),
  ],
);

/** Spec §3 Cart details (cartDetailId): one product or variant and its quantity; prices are read live. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('cart_lines_cart_idx').on(t.cartId, t.createdAt),
    uniqueIndex('cart_lines_cart_item_key').on(
      t.cartId,
      t.productId,
      sql`coalesce(${t.variantId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
  ],
);

/** Spec §3 Availability notification: someone waiting for a product (or one variant) to be in stock again. */
export const availabilityNotifications = pgTable(
  'availability_notifications',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerName: text('customer_name'),
    email: text('email').notNull(),
    isNotified: boolean('is_notified').notNull().default(false),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('availability_notifications_store_idx').on(t.storeId, t.isNotified, t.createdAt),
    index('availability_notifications_product_idx').on(t.productId, t.isNotified),
  ],
);
