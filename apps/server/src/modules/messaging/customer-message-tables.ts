import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  CUSTOMER_MESSAGE_CHANNELS,
  CUSTOMER_MESSAGE_REASONS,
  CUSTOMER_MESSAGE_STATES,
  LANGUAGES,
  ORDER_STATUSES,
  type CustomerMessageText,
  type CustomStatusRef,
} from '@souqna/contracts';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { storeId } from '../stores/tables.ts';
import { orders } from '../orders/tables.ts';

/**
 * A store's message to its customers when an order enters a status, on one channel: whether it is
 * sent, and its text in each language (null: none, the other language's is sent). `status_id` is
 * a built-in status's fixed id or one of the store's custom statuses' id.
 */
export const customerMessageTemplates = pgTable(
  'customer_message_templates',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    statusId: uuid('status_id').notNull(),
    channel: text('channel', { enum: CUSTOMER_MESSAGE_CHANNELS }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    ar: jsonb('ar').$type<CustomerMessageText>(),
    en: jsonb('en').$type<CustomerMessageText>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('customer_message_templates_status_channel_key').on(t.storeId, t.statusId, t.channel)],
);

/**
 * Each message sent (or to be sent) to an order's customer: one per order, status and channel
 * (the unique key claims it in the order's transaction, so re-entering a status or a second server
 * sends nothing more), with its tries and how the last one went.
 */
export const customerMessages = pgTable(
  'customer_messages',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The template's status id: the built-in status's, or the custom status's. */
    statusId: uuid('status_id').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    /** The custom status as it was named when the order entered it. */
    customStatus: jsonb('custom_status').$type<CustomStatusRef>(),
    channel: text('channel', { enum: CUSTOMER_MESSAGE_CHANNELS }).notNull(),
    lang: text('lang', { enum: LANGUAGES }).notNull(),
    to: text('to'),
    state: text('state', { enum: CUSTOMER_MESSAGE_STATES }).notNull(),
    reason: text('reason', { enum: CUSTOMER_MESSAGE_REASONS }),
    details: text('details'),
    attempts: integer('attempts').notNull().default(0),
    providerMessageId: text('provider_message_id'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customer_messages_order_status_channel_key').on(t.orderId, t.statusId, t.channel),
    index('customer_messages_store_order_idx').on(t.storeId, t.orderId),
  ],
);
