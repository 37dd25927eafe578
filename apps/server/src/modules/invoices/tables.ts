import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, type InvoiceSettings } from '@souqna/contracts';
import { mailMessages } from '../../platform/mail/tables.ts';
import { storeId, stores } from '../stores/tables.ts';
import { orders } from '../orders/tables.ts';

/** The store's invoice layout (`/pdf/config`): one document, laid over the defaults when read. */
export const invoiceSettings = pgTable('invoice_settings', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  document: jsonb('document').$type<InvoiceSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The invoice e-mailed to an order's customer when it entered a status the store chose: one row per
 * order and status (so once each, whatever retries or moves back and forth), naming the message
 * the mailer delivers (its state is the message's).
 */
export const orderInvoiceMails = pgTable(
  'order_invoice_mails',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    mailId: uuid('mail_id').references(() => mailMessages.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_invoice_mails_order_status_key').on(t.orderId, t.status)],
);
