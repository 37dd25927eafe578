import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { minor } from '../../db/columns.ts';
import type { StoreConfig } from '@souqna/contracts';
import { users } from '../accounts/tables.ts';
import { stores } from '../stores/tables.ts';

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

/**
 * The platform's invoices to a store (docs/product-rules.md "Plans"): one per plan change to a paid
 * plan, for its first month, numbered in one sequence across the platform with no gaps
 * (`platform_invoice_counter`, taken in the change's transaction). Amounts in minor units of SAR.
 */
export const platformInvoices = pgTable(
  'platform_invoices',
  {
    id: uuid('id').primaryKey(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    planChangeId: uuid('plan_change_id').notNull(),
    plan: text('plan', { enum: ['free', 'standard', 'premium'] }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    amount: minor('amount').notNull(),
    vat: minor('vat').notNull(),
    total: minor('total').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('platform_invoices_number_key').on(t.number),
    index('platform_invoices_store_idx').on(t.storeId, t.createdAt),
  ],
);

/** The last number the platform's invoices took (one row). */
export const platformInvoiceCounter = pgTable('platform_invoice_counter', {
  id: integer('id').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});
