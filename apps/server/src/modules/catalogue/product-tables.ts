import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CustomField, MediaItem, OptionType } from '@souqna/contracts';
import { users } from '../accounts/tables.ts';
import { storeId } from '../stores/tables.ts';
import { warehouses } from '../store/tables.ts';
import { brands, categories, units } from './tables.ts';
import { createdAt, updatedAt, minor } from '../../db/columns.ts';

export interface StoredOption {
  name: string;
  type: OptionType;
  values: { label: string; color: string | null; image: string | null }[];
}
export type StoredCustomField = Required<{ [K in Exclude<keyof CustomField, 'defaultValue'>]: NonNullable<CustomField[K]> }> & {
  defaultValue: string | null;
};

/** Spec §3 Product. Media, options and custom fields are small bounded lists kept on the row. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en'),
    /** What a search compares: names, SKU and barcode through `normalizeArabic` (the exact check). */
    searchText: text('search_text').notNull(),
    /**
     * `searchText` spelled in ASCII letters (search-key.ts), the column the trigram index reads: in a
     * database of ctype C pg_trgm sees no word characters in Arabic, so an index on the Arabic text
     * would hold nothing. A match here is checked again against `searchText`.
     */
    searchKey: text('search_key').notNull(),
    /**
     * Where each two neighbouring words of `searchKey` meet: the last three letters of the one and
     * the first three of the next ("msk aby" for مسك ابيض), made by the SQL function `search_pairs_of`
     * (migration 0007). A search of two words or more must find its own meeting points here, which
     * few products have: the trigrams of each word alone are in thousands.
     */
    searchPairs: text('search_pairs')
      .array()
      .generatedAlwaysAs(sql`search_pairs_of(search_key)`),
    /**
     * The transaction that last wrote `searchText` (a trigger stamps it, migration 0030): what the
     * reports' copy of the search texts has not seen yet (reports/search-copy.ts).
     */
    searchVersion: bigint('search_version', { mode: 'number' }).notNull().default(0),
    price: minor('price').notNull(),
    costPrice: minor('cost_price'),
    salePrice: minor('sale_price'),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }),
    discountAmount: minor('discount_amount'),
    discountExpiresAt: timestamp('discount_expires_at', { withTimezone: true }),
    minAlertQuantity: integer('min_alert_quantity').notNull().default(0),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'restrict' }),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'restrict' }),
    productTypeId: text('product_type_id'),
    requiresShipping: boolean('requires_shipping').notNull().default(true),
    isInfinite: boolean('is_infinite').notNull().default(false),
    taxable: boolean('taxable').notNull().default(true),
    showInStore: boolean('show_in_store').notNull().default(true),
    hasVariants: boolean('has_variants').notNull().default(false),
    description: text('description'),
    subtitleAr: text('subtitle_ar'),
    subtitleEn: text('subtitle_en'),
    promoTitleAr: text('promo_title_ar'),
    promoTitleEn: text('promo_title_en'),
    sku: text('sku'),
    barcode: text('barcode'),
    media: jsonb('media').$type<MediaItem[]>().notNull().default([]),
    mainImageUrl: text('main_image_url'),
    options: jsonb('options').$type<StoredOption[]>().notNull().default([]),
    /** All stock (the product's, or the sum of its variants'), kept by the stock service. */
    quantity: integer('quantity').notNull().default(0),
    /** Stock in the store's main warehouse, kept by the stock service (the edits table shows it). */
    mainQuantity: integer('main_quantity').notNull().default(0),
    /** The first day it counted in a sale (orders/sales-rollups.ts); never sold: null. */
    firstSoldOn: date('first_sold_on', { mode: 'string' }),
    // Advanced info
    pageTitleAr: text('page_title_ar'),
    pageTitleEn: text('page_title_en'),
    pageDescriptionAr: text('page_description_ar'),
    pageDescriptionEn: text('page_description_en'),
    customUrl: text('custom_url'),
    hsCode: text('hs_code'),
    gtin: text('gtin'),
    mpn: text('mpn'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    weight: numeric('weight', { precision: 12, scale: 3, mode: 'number' }),
    weightUnit: text('weight_unit', { enum: ['kg', 'g', 'lb', 'oz'] })
      .notNull()
      .default('kg'),
    maxQuantityPerCustomer: integer('max_quantity_per_customer'),
    allowFileUpload: boolean('allow_file_upload').notNull().default(false),
    allowNotes: boolean('allow_notes').notNull().default(false),
    customFields: jsonb('custom_fields').$type<StoredCustomField[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The list's default order (newest first) and its other sorts, each within one store.
    index('products_store_created_idx').on(t.storeId, t.createdAt.desc(), t.id.desc()),
    index('products_store_price_idx').on(t.storeId, t.price, t.id),
    index('products_store_quantity_idx').on(t.storeId, t.quantity, t.id),
    // The products ever sold in stock order: the reports' stock and cover sorts (reports/cube-page.ts).
    index('products_store_sold_quantity_idx')
      .on(t.storeId, t.quantity, t.id)
      .where(sql`${t.firstSoldOn} is not null`),
    index('products_store_name_idx').on(t.storeId, t.nameAr, t.id),
    // The name an English report sorts by (reports/report-rows.ts).
    index('products_store_name_en_idx').on(t.storeId, sql`coalesce(${t.nameEn}, ${t.nameAr})`, t.id),
    // Two search indexes; the planner picks by the store's size. With the store id first (btree_gin)
    // a small store's search reads only its own rows; for a store of 100,000 products the store
    // id's list is the whole store, and the trigrams alone read a third faster (4-5 ms to about 3 ms).
    index('products_search_idx').using('gin', t.storeId, t.searchKey.op('gin_trgm_ops')),
    index('products_search_key_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
    index('products_search_pairs_idx').using('gin', t.searchPairs),
    index('products_store_search_version_idx').on(t.storeId, t.searchVersion),
    index('products_brand_idx').on(t.brandId),
    index('products_unit_idx').on(t.unitId),
    uniqueIndex('products_store_sku_key')
      .on(t.storeId, sql`lower(${t.sku})`)
      .where(sql`${t.sku} is not null`),
    // A product's storefront address by its custom link (one per link in a store, any case).
    index('products_store_custom_url_idx')
      .on(t.storeId, sql`lower(${t.customUrl})`)
      .where(sql`${t.customUrl} is not null`),
    check('products_quantity_check', sql`${t.quantity} >= 0 and ${t.mainQuantity} >= 0`),
  ],
);

/**
 * The custom links a product had before (lower case): its storefront's old addresses, which answer
 * 301 to its current one. Kept by the trigger `products_keep_old_link` (migration 0036) whenever a
 * product's custom link changes, by whatever write.
 */
export const productOldLinks = pgTable(
  'product_old_links',
  {
    storeId: storeId(),
    link: text('link').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.link] })],
);

/** A product filed under categories (many to many). */
export const productCategories = pgTable(
  'product_categories',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    storeId: storeId(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.productId),
  ],
);

/** Spec §3 Variant: one combination of the product's option values. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    values: text('values').array().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    price: minor('price'),
    salePrice: minor('sale_price'),
    sku: text('sku'),
    barcode: text('barcode'),
    /** The sum over warehouses, kept by the stock service. */
    quantity: integer('quantity').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.position),
    uniqueIndex('product_variants_one_default_key')
      .on(t.productId)
      .where(sql`${t.isDefault}`),
    uniqueIndex('product_variants_store_sku_key')
      .on(t.storeId, sql`lower(${t.sku})`)
      .where(sql`${t.sku} is not null`),
  ],
);

/** Stock of a product (variant null) or one of its variants in one warehouse; never below zero. */
export const stockLevels = pgTable(
  'stock_levels',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stock_levels_item_key').on(
      t.productId,
      sql`coalesce(${t.variantId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      t.warehouseId,
    ),
    index('stock_levels_warehouse_idx').on(t.warehouseId),
    check('stock_levels_quantity_check', sql`${t.quantity} >= 0`),
  ],
);

/** Every stock change (spec "Stock": who, when, warehouse, before, after, reason). */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** Kept when the variant goes: the history still says which one it was. */
    variantLabel: text('variant_label'),
    warehouseId: uuid('warehouse_id').references(() => warehouses.id, { onDelete: 'set null' }),
    before: integer('before').notNull(),
    after: integer('after').notNull(),
    reason: text('reason', { enum: ['manual', 'product_form', 'bulk_edit', 'import', 'order', 'order_return'] }).notNull(),
    note: text('note'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('stock_movements_product_idx').on(t.productId, t.createdAt.desc(), t.id.desc())],
);
