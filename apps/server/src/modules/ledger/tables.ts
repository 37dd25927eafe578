import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, minor } from '../../db/columns.ts';
import { storeId } from '../accounts/tables.ts';

/** What moved the store's money (docs/product-rules.md "Payments"): the wallet issue adds fees, withdrawals and transfers. */
export const LEDGER_KINDS = ['order_payment', 'order_refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * The store's ledger: one row per movement of its money, in integer minor units (a refund is
 * negative), written in the transaction of the change that caused it and never changed or deleted
 * (a correction is a new row). The balance is the sum of the rows.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    /** The order it belongs to, and the order payment that made it (ids kept as written, never cascaded). */
    orderId: uuid('order_id'),
    paymentId: uuid('payment_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_store_created_idx').on(t.storeId, t.createdAt, t.id),
    index('ledger_entries_order_idx').on(t.orderId),
  ],
);
