import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_PROVIDERS } from '@souqna/contracts';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { storeId } from '../accounts/tables.ts';

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
