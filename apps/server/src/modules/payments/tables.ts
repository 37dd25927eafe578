import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CARD_PAYMENT_PROVIDERS, PAYMENT_PROVIDERS } from '@souqna/contracts';
import { createdAt, minor, updatedAt } from '../../db/columns.ts';
import { orders } from '../orders/tables.ts';
import { storeId } from '../stores/tables.ts';

/**
 * A store's setting of one payment provider (spec §3 "Payment provider": its public id is `id`):
 * enabled or not, and its settings as the contract shapes them (amounts in minor units).
 */
export const paymentProviderSettings = pgTable(
  'payment_provider_settings',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_provider_settings_store_provider_key').on(t.storeId, t.provider),
    // Stripe's events name the connected account only: its store is found here, and no two stores share one.
    uniqueIndex('payment_provider_settings_stripe_account_key')
      .on(sql`(${t.settings}->>'accountId')`)
      .where(sql`${t.provider} = 'stripe'`),
  ],
);

/**
 * Each payment link made for an order: the card provider's checkout (`reference`: Stripe's session,
 * Moyasar's invoice) of `amount` minor units. A provider's notification names its checkout; the
 * order it pays is found here, within the store the notification came for.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: CARD_PAYMENT_PROVIDERS }).notNull(),
    reference: text('reference').notNull(),
    url: text('url').notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_links_provider_reference_key').on(t.provider, t.reference),
    index('payment_links_order_idx').on(t.orderId),
  ],
);
