import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, minor } from '../../db/columns.ts';
import { storeId } from '../stores/tables.ts';
import { products } from '../catalogue/product-tables.ts';

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
