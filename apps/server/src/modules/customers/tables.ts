import { sql } from 'drizzle-orm';
import { bigint, boolean, index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@souqna/contracts';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { storeId } from '../stores/tables.ts';

/** Spec §3 Customer. The phone (E.164) is unique in the store: it is how a Gulf shop knows a customer. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    avatar: text('avatar'),
    /** The language the store writes to the customer in (docs/product-rules.md "Invoices"). */
    language: text('language', { enum: LANGUAGES }).notNull().default('ar'),
    /** `normalizeArabic` of the names, the e-mail and the phone's digits: what a search compares. */
    searchText: text('search_text').notNull(),
    /** `searchText` spelt in ASCII for the trigram index (pg_trgm sees no Arabic letters under ctype C; search-key.ts). */
    searchKey: text('search_key').notNull(),
    /** The transaction that last wrote `searchText` (a trigger stamps it, migration 0030; reports/search-copy.ts). */
    searchVersion: bigint('search_version', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_store_phone_key').on(t.storeId, t.phone),
    index('customers_store_created_idx').on(t.storeId, t.createdAt, t.id),
    index('customers_search_idx').using('gin', t.storeId, sql`${t.searchKey} gin_trgm_ops`),
    index('customers_store_search_version_idx').on(t.storeId, t.searchVersion),
    // The customers report sorted by name reads the name as reports/report-rows.ts spells it.
    index('customers_store_name_idx').on(t.storeId, sql`trim(${t.firstName} || ' ' || coalesce(${t.lastName}, ''))`, t.id),
  ],
);

/** Spec §3 Shipping address of a customer; at most one default per customer. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    city: text('city').notNull(),
    region: text('region'),
    streetAddress1: text('street_address_1').notNull(),
    streetAddress2: text('street_address_2'),
    postalCode: text('postal_code'),
    phone: text('phone').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('customer_addresses_one_default')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
  ],
);
