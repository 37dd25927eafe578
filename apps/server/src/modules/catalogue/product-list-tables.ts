import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImportProblem } from '@souqna/contracts';
import { users } from '../accounts/tables.ts';
import { stores } from '../stores/tables.ts';

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

/**
 * A product import's progress, written as it runs (outside its transaction), so any server instance
 * answers the app's polls. A row still "running" long after its last update died with its process.
 */
export const productImports = pgTable('product_imports', {
  id: uuid('id').primaryKey(),
  storeId: uuid('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  status: text('status', { enum: ['running', 'done', 'failed'] }).notNull(),
  total: integer('total').notNull(),
  processed: integer('processed').notNull().default(0),
  created: integer('created').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  errors: jsonb('errors').$type<ImportProblem[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
