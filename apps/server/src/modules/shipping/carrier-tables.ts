import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { CARRIERS } from '@souqna/contracts';
import { updatedAt } from '../../db/columns.ts';
import { storeId } from '../stores/tables.ts';

/** A store's account with a carrier: its API key sealed (platform/sealed-secrets.ts) and its last four characters. */
export const carrierSettings = pgTable(
  'carrier_settings',
  {
    storeId: storeId(),
    carrier: text('carrier', { enum: CARRIERS }).notNull(),
    enabled: boolean('enabled').notNull(),
    apiKey: text('api_key').notNull(),
    apiKeyHint: text('api_key_hint').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.carrier] })],
);
