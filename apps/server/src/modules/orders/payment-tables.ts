import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ORDER_PAYMENT_KINDS } from '@souqna/contracts';
import { createdAt, minor } from '../../db/columns.ts';
import { users } from '../accounts/tables.ts';
import { storeId } from '../stores/tables.ts';
import { orders } from './tables.ts';

/**
 * Each payment an order took and each refund it gave (docs/product-rules.md "Payments"), in minor
 * units of the order's currency (a refund negative); rows are only ever added.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_PAYMENT_KINDS }).notNull(),
    method: text('method').notNull(),
    amount: minor('amount').notNull(),
    reference: text('reference'),
    receiptImage: text('receipt_image'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_payments_order_idx').on(t.orderId, t.createdAt, t.id)],
);
