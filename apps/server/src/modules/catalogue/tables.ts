import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { storeId } from '../stores/tables.ts';
import { createdAt, updatedAt } from '../../db/columns.ts';

/** A store's own product categories (spec §3 Category): a tree through `parent_id`. */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    description: text('description'),
    image: text('image'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('categories_store_parent_idx').on(t.storeId, t.parentId, t.position),
    // Names are unique among siblings: two "عطور" under one parent would be the same shelf twice.
    uniqueIndex('categories_store_parent_name_key').on(
      t.storeId,
      sql`coalesce(${t.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.name})`,
    ),
  ],
);

/** Spec §3 Brand: name unique in the store. */
export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    name: text('name').notNull(),
    /** `normalizeArabic(name)`: what a search compares ("دار العود" is found by "دار العود" typed any way). */
    searchName: text('search_name').notNull(),
    originCountry: text('origin_country').notNull(),
    website: text('website'),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // A store has tens of brands, not millions: a search reads the store's rows through the name index.
  (t) => [uniqueIndex('brands_store_name_key').on(t.storeId, sql`lower(${t.name})`)],
);

/** Spec §3 Unit (piece, kilogram, box...): name unique in the store. */
export const units = pgTable(
  'units',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    name: text('name').notNull(),
    symbol: text('symbol'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('units_store_name_key').on(t.storeId, sql`lower(${t.name})`)],
);
