import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INVOICE_KINDS } from '@souqna/contracts';
import { minor } from '../../db/columns.ts';
import { storeId, stores } from '../stores/tables.ts';
import { orders } from './tables.ts';

/** The last number each store gave each kind of document: one sequence per store and kind, with no gaps. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.kind] })],
);

/**
 * An order's tax invoice, issued when it starts to count as a sale, and its credit note when it is
 * refunded (docs/product-rules.md "Invoices"); the amounts as the order held them, in minor units.
 * Never changed: a correction is the credit note.
 */
export const orderInvoices = pgTable(
  'order_invoices',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    number: integer('number').notNull(),
    refersTo: uuid('refers_to'),
    total: minor('total').notNull(),
    tax: minor('tax').notNull(),
    currency: text('currency').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('order_invoices_number_key').on(t.storeId, t.kind, t.number),
    uniqueIndex('order_invoices_order_kind_key').on(t.orderId, t.kind),
    index('order_invoices_store_idx').on(t.storeId, t.issuedAt),
  ],
);
