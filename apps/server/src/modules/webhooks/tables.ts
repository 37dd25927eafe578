import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_DISABLED_REASONS, WEBHOOK_EVENTS } from '@souqna/contracts';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { storeId } from '../stores/tables.ts';

/** A store's webhook endpoint (docs/decisions.md "Webhooks"): its secret sealed, never answered. */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    url: text('url').notNull(),
    events: text('events', { enum: WEBHOOK_EVENTS }).array().notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    /** `whsec_…` sealed by the platform's SecretBox (platform/sealed-secrets.ts). */
    secret: text('secret').notNull(),
    /** The language of the notice when the server turns it off (the one it was made in). */
    lang: text('lang', { enum: LANGUAGES }).notNull().default('ar'),
    disabledReason: text('disabled_reason', { enum: WEBHOOK_DISABLED_REASONS }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Since when no try has succeeded (null after a success). */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** Deliveries in a row that failed after all their tries. */
    failedDeliveries: integer('failed_deliveries').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_subscriptions_store_idx').on(t.storeId, t.createdAt)],
);

/**
 * One event's message to one endpoint: its body exactly as signed (so every try and "send again"
 * send the same bytes under the same `webhook-id`), and its latest try.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    event: text('event', { enum: WEBHOOK_EVENTS }).notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** `attempts` when the current round of tries began ("send again" begins one). */
    roundStart: integer('round_start').notNull().default(0),
    statusCode: integer('status_code'),
    error: text('error'),
    latencyMs: integer('latency_ms'),
    response: text('response'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('webhook_deliveries_subscription_idx').on(t.storeId, t.subscriptionId, t.createdAt.desc(), t.id.desc()),
    index('webhook_deliveries_pending_idx')
      .on(t.subscriptionId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Every try of a delivery: what the endpoint answered (or why nothing), how long it took. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    latencyMs: integer('latency_ms').notNull(),
    response: text('response'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);
