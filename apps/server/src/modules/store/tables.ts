import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { BRANCH_TYPES, CONTACT_TYPES, VERIFICATION_STATUSES } from '@souqna/contracts';
import { users } from '../accounts/tables.ts';
import { storeId } from '../stores/tables.ts';
import { createdAt, updatedAt } from '../../db/columns.ts';

/** The platform's catalogue of what stores sell: shipped with the code, synced at start-up. */
export const platformCategories = pgTable(
  'platform_categories',
  {
    id: uuid('id').primaryKey(),
    parentId: uuid('parent_id').references((): AnyPgColumn => platformCategories.id),
    slug: text('slug').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('platform_categories_slug_key').on(t.slug), index('platform_categories_parent_idx').on(t.parentId)],
);

/** The categories a store chose at onboarding. */
export const storeCategories = pgTable(
  'store_categories',
  {
    storeId: storeId(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => platformCategories.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.categoryId] })],
);

/** Customer-service channels of a store, in the order the merchant gave them. */
export const storeChannels = pgTable(
  'store_channels',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    type: text('type', { enum: CONTACT_TYPES }).notNull(),
    value: text('value').notNull(),
    isServiceChannel: boolean('is_service_channel').notNull(),
    isActive: boolean('is_active').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('store_channels_store_idx').on(t.storeId)],
);

/** A branch or warehouse: one table, since a branch is a stock location. At most one main per store. */
export const warehouses = pgTable(
  'warehouses',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    name: text('name').notNull(),
    type: text('type', { enum: BRANCH_TYPES }).notNull(),
    addressDescription: text('address_description').notNull(),
    preparationTimeHours: integer('preparation_time_hours').notNull(),
    closestReadinessTime: text('closest_readiness_time').notNull(),
    street: text('street').notNull(),
    buildingNumber: text('building_number'),
    secondaryNumber: text('secondary_number'),
    postalCode: text('postal_code'),
    countryId: text('country_id').notNull(),
    cityId: text('city_id').notNull(),
    regionId: text('region_id'),
    isOpen: boolean('is_open').notNull(),
    codAvailable: boolean('cod_available').notNull(),
    /** In minor units of the store currency. */
    codFee: bigint('cod_fee', { mode: 'number' }).notNull(),
    supportsPickup: boolean('supports_pickup').notNull(),
    isMain: boolean('is_main').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('warehouses_store_idx').on(t.storeId),
    uniqueIndex('warehouses_one_main_key')
      .on(t.storeId)
      .where(sql`${t.isMain}`),
  ],
);

export const warehouseContacts = pgTable(
  'warehouse_contacts',
  {
    id: uuid('id').primaryKey(),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    type: text('type', { enum: CONTACT_TYPES }).notNull(),
    value: text('value').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('warehouse_contacts_warehouse_idx').on(t.warehouseId)],
);

/** Identity verifications: one row per submission; the newest is the one that counts. */
export const storeVerifications = pgTable(
  'store_verifications',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    submittedBy: uuid('submitted_by')
      .notNull()
      .references(() => users.id),
    identityNumber: text('identity_number').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    frontImage: text('front_image').notNull(),
    backImage: text('back_image').notNull(),
    selfieImage: text('selfie_image').notNull(),
    bankStatement: text('bank_statement').notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    /** The language the merchant submitted in: review e-mails are written in it. */
    lang: text('lang', { enum: ['ar', 'en'] }).notNull(),
    status: text('status', { enum: VERIFICATION_STATUSES }).notNull(),
    rejectionReason: text('rejection_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('store_verifications_store_idx').on(t.storeId, t.submittedAt)],
);
