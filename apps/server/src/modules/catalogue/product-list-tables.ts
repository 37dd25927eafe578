import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { stores } from '../accounts/tables.ts';

/**
 * How many products each store has, kept by statement-level triggers on `products` (migration
 * 0004_product_list.sql): the unfiltered product list's total and the plan's usage read one row
 * instead of counting 100,000 index entries. The same migration adds the stock-state index the
 * list's stock filter reads; drizzle-kit does not describe either, so they live in that SQL only.
 */
export const storeProductCounts = pgTable('store_product_counts', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  products: integer('products').notNull().default(0),
});
