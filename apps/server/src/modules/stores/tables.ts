import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';

// The store's home (docs/architecture.md "Server modules"): the one table every store-owned table
// hangs from. Other modules read and write it through store-row.ts, never by name.

/** A store and its onboarding stage flags (stage of docs/api.md: one per store, its id is `stageId`). */
export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey(),
    name: text('name'),
    entityType: text('entity_type'),
    description: text('description'),
    logo: text('logo'),
    favicon: text('favicon'),
    /** The store's theme colour (spec §9 default golden yellow); the theme settings change it. */
    colour: text('colour').notNull().default('#F59E0B'),
    domain: text('domain'),
    status: text('status', { enum: ['draft', 'pending', 'active', 'rejected'] })
      .notNull()
      .default('draft'),
    rejectionReason: text('rejection_reason'),
    plan: text('plan', { enum: ['free', 'standard', 'premium'] })
      .notNull()
      .default('free'),
    currency: text('currency').notNull().default('YER'),
    timeZone: text('time_zone').notNull().default('Asia/Riyadh'),
    stageId: uuid('stage_id').notNull(),
    isStoreData: boolean('is_store_data').notNull().default(false),
    isCategories: boolean('is_categories').notNull().default(false),
    isDomain: boolean('is_domain').notNull().default(false),
    isServiceChannel: boolean('is_service_channel').notNull().default(false),
    isWarehouse: boolean('is_warehouse').notNull().default(false),
    isIdentityVerified: boolean('is_identity_verified').notNull().default(false),
    // Store settings (`/setting`) and the sender of the store's own mail (`/email`).
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    digitStyle: text('digit_style', { enum: ['latin', 'arabic'] })
      .notNull()
      .default('latin'),
    /** The store's VAT registration number (ZATCA), on its tax invoices; null when not registered. */
    vatNumber: text('vat_number'),
    /** Whether shipping and the cash-on-delivery fee carry VAT; null: as the VAT number says (on when the store has one). */
    taxShipping: boolean('tax_shipping'),
    senderName: text('sender_name'),
    senderEmail: text('sender_email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stores_domain_key')
      .on(t.domain)
      .where(sql`${t.domain} is not null`),
  ],
);

/** The `store_id` of a store-owned row: every such row goes with its store. */
export const storeId = () =>
  uuid('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' });
