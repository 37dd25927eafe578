import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { InvoiceSettings } from '@souqna/contracts';
import { stores } from '../accounts/tables.ts';

/** The store's invoice layout (`/pdf/config`): one document, laid over the defaults when read. */
export const invoiceSettings = pgTable('invoice_settings', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  document: jsonb('document').$type<InvoiceSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
