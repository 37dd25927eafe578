import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt, minor } from '../../db/columns.ts';
import { storeId } from '../accounts/tables.ts';

/** A store's setting of one built-in shipping method (`standard`, `express`, `pickup`); none: the spec's defaults. */
export const shippingMethodSettings = pgTable(
  'shipping_method_settings',
  {
    storeId: storeId(),
    method: text('method', { enum: ['standard', 'express', 'pickup'] }).notNull(),
    enabled: boolean('enabled').notNull(),
    fee: minor('fee').notNull(),
    freeFrom: minor('free_from'),
    /**
     * Cities with a fee of their own, in minor units: `[{ cityId, fee }]`; rows saved before the
     * city picker hold `[{ city, fee }]` with the name typed, read by `cityNamed`.
     */
    cityFees: jsonb('city_fees')
      .$type<({ cityId: string; fee: number } | { city: string; fee: number })[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.method] })],
);
