import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { storeId } from '../stores/tables.ts';

/** A percentage in hundredths (15% is 1500), so 7.5% is exact. */
const basisPoints = (name: string) => integer(name);

/** Spec §3 Tax. Every tax of the store applies to taxable lines (usually one: VAT 15%). */
export const taxes = pgTable(
  'taxes',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    name: text('name').notNull(),
    rateBp: basisPoints('rate_bp').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('taxes_store_name_key').on(t.storeId, sql`lower(${t.name})`)],
);
