import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StoreConfig } from '@souqna/contracts';
import { stores, users } from '../accounts/tables.ts';

/** The store style document of spec §3, one per store, created on first read. */
export const storeConfigs = pgTable('store_configs', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  document: jsonb('document').$type<StoreConfig>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every plan change: who, when, from and to (docs/product-rules.md "Plans"). */
export const planChanges = pgTable(
  'plan_changes',
  {
    id: uuid('id').primaryKey(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fromPlan: text('from_plan', { enum: ['free', 'standard', 'premium'] }).notNull(),
    toPlan: text('to_plan', { enum: ['free', 'standard', 'premium'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('plan_changes_store_idx').on(t.storeId, t.createdAt)],
);
