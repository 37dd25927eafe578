import { sql } from 'drizzle-orm';
import { customType, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CARRIERS, SHIPMENT_STATUSES } from '@souqna/contracts';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { storeId } from '../stores/tables.ts';
import { orders } from './tables.ts';

const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * An order's shipments with a carrier (docs/product-rules.md "Shipping"): the carrier's tracking
 * number, its label as the carrier gave it (a PDF of a few kilobytes), and its tracking events as
 * last read. At most one shipment of an order is not cancelled.
 */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier', { enum: CARRIERS }).notNull(),
    trackingNumber: text('tracking_number').notNull(),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull(),
    label: bytes('label').notNull(),
    events: jsonb('events')
      .$type<{ at: string; description: string; city: string | null }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_shipments_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('order_shipments_one_active_key')
      .on(t.orderId)
      .where(sql`${t.status} <> 'cancelled'`),
  ],
);
