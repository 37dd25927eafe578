import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LEDGER_ENTRY_TYPES } from '@souqna/contracts';
import { createdAt, minor } from '../../db/columns.ts';
import { storeId } from '../stores/tables.ts';

export type LedgerKind = (typeof LEDGER_ENTRY_TYPES)[number];

/**
 * The store's ledger (docs/product-rules.md "Wallet"): one row per movement of its money, in integer
 * minor units (money out of the store is negative), written in the transaction of the change that
 * caused it and never changed or deleted (a correction is a new row). The balance is the sum of the rows.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    kind: text('kind', { enum: LEDGER_ENTRY_TYPES }).notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    /** The order it belongs to, and the order payment that made it (ids kept as written, never cascaded). */
    orderId: uuid('order_id'),
    paymentId: uuid('payment_id'),
    /** The payout (withdrawal or transfer) it belongs to. */
    payoutId: uuid('payout_id'),
    /** Why, for an adjustment by the operator. */
    note: text('note'),
    createdAt: createdAt(),
    /** When it may be paid out: a card payment waits for the provider's settlement. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_store_created_idx').on(t.storeId, t.createdAt, t.id),
    index('ledger_entries_store_kind_created_idx').on(t.storeId, t.kind, t.createdAt, t.id),
    index('ledger_entries_store_available_idx').on(t.storeId, t.availableAt),
    // The transactions page's amount filter (the size of an entry, in or out).
    index('ledger_entries_store_amount_idx').on(t.storeId, sql`abs(${t.amount})`),
    index('ledger_entries_order_idx').on(t.orderId),
  ],
);

/**
 * The ledger summed per store, calendar day (store time zone) and type, kept by `addLedgerEntry` in
 * the entry's transaction: the balance, its chart and the list's counts read these few rows, never
 * the millions of entries.
 */
export const ledgerDays = pgTable(
  'ledger_days',
  {
    storeId: storeId(),
    day: date('day').notNull(),
    kind: text('kind', { enum: LEDGER_ENTRY_TYPES }).notNull(),
    amount: minor('amount').notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.kind] })],
);
