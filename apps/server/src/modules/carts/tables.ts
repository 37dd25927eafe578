import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { users } from '../accounts/tables.ts';
import { storeId } from '../stores/tables.ts';
import { products, productVariants } from '../catalogue/product-tables.ts';
import { coupons } from '../coupons/tables.ts';
import { customerAddresses, customers } from '../customers/tables.ts';
import { orders } from '../orders/tables.ts';
import { warehouses } from '../store/tables.ts';

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
    /** How the order will be paid, as chosen in the cart: cash on delivery adds its fee to the total. */
    paymentMethod: text('payment_method'),
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

export type CartRow = typeof carts.$inferSelect;
