import { sql, type SQL } from 'drizzle-orm';
import { PRODUCT_COUNT_CAP, minorDigits, type MediaItem } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { categoryCondition, searchCondition } from './product-list.service.ts';
import type { StoredOption } from './product-tables.ts';

/*
 * What the storefront reads of the catalogue (modules/storefront prices and words it): only the
 * products the store shows (`show_in_store`), only the columns a customer may see, amounts in minor
 * units with the discount facts beside them. Cost prices never leave this file; stock leaves as a
 * count the storefront turns into "available", "only N left" or "sold out".
 */

/** A product as a listing reads it. */
export interface ShopCardRow extends Record<string, unknown> {
  id: string;
  customUrl: string | null;
  nameAr: string;
  nameEn: string | null;
  image: string | null;
  price: number;
  salePrice: number | null;
  discountPercent: number | null;
  discountAmount: number | null;
  discountExpiresAt: string | null;
  quantity: number;
  minAlertQuantity: number;
  isInfinite: boolean;
  hasVariants: boolean;
}

export interface ShopFilter {
  search?: string | undefined;
  categoryId?: string | undefined;
  brandIds?: readonly string[] | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  available?: boolean | undefined;
  sort: 'newest' | 'price_asc' | 'price_desc' | 'best_selling';
  /** For `best_selling`: the store's best sellers, best first; the rest follow, newest first. */
  ranking?: readonly string[] | undefined;
}

const CARD = sql`p.id, p.custom_url as "customUrl", p.name_ar as "nameAr", p.name_en as "nameEn",
  p.main_image_url as image, p.price::float8 as price, p.sale_price::float8 as "salePrice",
  p.discount_percent::float8 as "discountPercent", p.discount_amount::float8 as "discountAmount",
  p.discount_expires_at as "discountExpiresAt", p.quantity, p.min_alert_quantity as "minAlertQuantity",
  p.is_infinite as "isInfinite", p.has_variants as "hasVariants"`;

const ORDER = {
  // Spelled as the index is (`desc nulls last`), or PostgreSQL sorts every shown product instead of reading it in order.
  newest: sql`p.created_at desc nulls last, p.id desc nulls last`,
  price_asc: sql`p.price asc, p.id asc`,
  price_desc: sql`p.price desc, p.id desc`,
};

function shopCondition(storeId: string, filter: ShopFilter, currency: string): SQL {
  const scale = 10 ** minorDigits(currency);
  const parts: (SQL | undefined)[] = [
    sql`p.store_id = ${storeId} and p.show_in_store`,
    searchCondition(filter.search),
    filter.categoryId ? categoryCondition(storeId, filter.categoryId) : undefined,
    filter.brandIds?.length ? sql`p.brand_id = any(${sql.param(filter.brandIds)}::uuid[])` : undefined,
    filter.priceMin != null ? sql`p.price >= ${Math.ceil(filter.priceMin * scale - 1e-6)}` : undefined,
    filter.priceMax != null ? sql`p.price <= ${Math.floor(filter.priceMax * scale + 1e-6)}` : undefined,
    filter.available ? sql`(p.is_infinite or p.quantity > 0)` : undefined,
  ];
  return sql.join(
    parts.filter((p): p is SQL => p !== undefined),
    sql` and `,
  );
}

const orderOf = (filter: ShopFilter): SQL =>
  filter.sort === 'best_selling'
    ? sql`array_position(${sql.param(filter.ranking ?? [])}::uuid[], p.id) asc nulls last, ${ORDER.newest}`
    : ORDER[filter.sort];

/**
 * A page of the store's shown products: its cards, and the matches counted up to
 * `PRODUCT_COUNT_CAP + 1` (like the back-office's filtered lists), in one statement.
 */
export async function shopCards(
  tx: Tx,
  storeId: string,
  currency: string,
  filter: ShopFilter,
  page: { page: number; pageSize: number },
): Promise<{ rows: ShopCardRow[]; total: number }> {
  const where = shopCondition(storeId, filter, currency);
  const { rows } = await tx.execute<ShopCardRow & { total: number }>(sql`
    with counted as (select count(*)::int as total from (select 1 from products p where ${where} limit ${PRODUCT_COUNT_CAP + 1}) m)
    select ${CARD}, counted.total from counted
      left join lateral (select p.* from products p where ${where} order by ${orderOf(filter)}
                          limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}) p on true
     order by ${orderOf(filter)}`);
  const total = rows[0]?.total ?? 0;
  return { rows: rows.filter((r) => r.id !== null), total };
}

/** The shown products among `ids`, in the order of `ids` (the home page's chosen products). */
export async function shopCardsByIds(tx: Tx, storeId: string, ids: readonly string[]): Promise<ShopCardRow[]> {
  if (!ids.length) return [];
  const { rows } = await tx.execute<ShopCardRow>(sql`
    select ${CARD} from unnest(${sql.param(ids)}::uuid[]) with ordinality as chosen(id, position)
      join products p on p.id = chosen.id and p.store_id = ${storeId} and p.show_in_store
     order by chosen.position`);
  return rows;
}

export interface ShopProductRow extends ShopCardRow {
  subtitleAr: string | null;
  subtitleEn: string | null;
  description: string | null;
  media: MediaItem[];
  sku: string | null;
  options: StoredOption[];
  pageTitleAr: string | null;
  pageTitleEn: string | null;
  pageDescriptionAr: string | null;
  pageDescriptionEn: string | null;
  updatedAt: string;
  brand: { id: string; name: string } | null;
  categories: { id: string; name: string; nameEn: string | null; image: string | null }[];
  variants: {
    id: string;
    values: string[];
    price: number | null;
    salePrice: number | null;
    quantity: number;
  }[];
}

/**
 * The shown product whose address is `slug` (its custom link, or its id), with its brand,
 * categories and variants, in one statement; null when the store shows no such product.
 */
export async function shopProduct(tx: Tx, storeId: string, slug: string): Promise<ShopProductRow | null> {
  const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(slug);
  const byLink = sql`select x.id from products x where x.store_id = ${storeId} and lower(x.custom_url) = lower(${slug}) and x.custom_url is not null limit 1`;
  const { rows } = await tx.execute<ShopProductRow>(sql`
    select ${CARD}, p.subtitle_ar as "subtitleAr", p.subtitle_en as "subtitleEn", p.description, p.media, p.sku,
           p.options, p.page_title_ar as "pageTitleAr", p.page_title_en as "pageTitleEn",
           p.page_description_ar as "pageDescriptionAr", p.page_description_en as "pageDescriptionEn",
           p.updated_at as "updatedAt",
           (select json_build_object('id', b.id, 'name', b.name) from brands b where b.id = p.brand_id) as brand,
           coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name, 'nameEn', c.name_en, 'image', c.image)
                       order by c.position, c.name)
                       from product_categories pc join categories c on c.id = pc.category_id
                      where pc.product_id = p.id), '[]') as categories,
           coalesce((select json_agg(json_build_object('id', v.id, 'values', v.values, 'price', v.price,
                       'salePrice', v.sale_price, 'quantity', v.quantity) order by v.position, v.id)
                       from product_variants v where v.product_id = p.id), '[]') as variants
      from products p
     where p.store_id = ${storeId} and p.show_in_store
       -- A custom link first, else the id: each an index lookup (an "or" of the two reads every product).
       and p.id = ${byId ? sql`coalesce((${byLink}), ${slug}::uuid)` : sql`(${byLink})`}`);
  const row = rows[0];
  if (!row) return null;
  return { ...row, updatedAt: new Date(row.updatedAt).toISOString() };
}

/** Shown products sharing a category with `productId`, newest first (the product page's "related"). */
export async function shopRelated(tx: Tx, storeId: string, productId: string, limit: number): Promise<ShopCardRow[]> {
  const { rows } = await tx.execute<ShopCardRow>(sql`
    select ${CARD} from products p
     where p.store_id = ${storeId} and p.show_in_store and p.id <> ${productId}
       and p.id in (select pc.product_id from product_categories pc
                     where pc.store_id = ${storeId} and pc.category_id in
                       (select category_id from product_categories where product_id = ${productId}))
     order by ${ORDER.newest} limit ${limit}`);
  return rows;
}

export interface ShopCategoryRow extends Record<string, unknown> {
  id: string;
  parentId: string | null;
  name: string;
  nameEn: string | null;
  image: string | null;
}

/** The store's categories in their order (parents before their children's position is kept per level). */
export async function shopCategories(tx: Tx, storeId: string): Promise<ShopCategoryRow[]> {
  const { rows } = await tx.execute<ShopCategoryRow>(sql`
    select c.id, c.parent_id as "parentId", c.name, c.name_en as "nameEn", c.image
      from categories c where c.store_id = ${storeId} order by c.position, c.name, c.id`);
  return rows;
}

/** The brands of the store's shown products (a listing's brand filter), by name. */
export async function shopBrands(tx: Tx, storeId: string): Promise<{ id: string; name: string }[]> {
  const { rows } = await tx.execute<{ id: string; name: string }>(sql`
    select b.id, b.name from brands b
     where b.store_id = ${storeId}
       and exists (select 1 from products p where p.store_id = ${storeId} and p.brand_id = b.id and p.show_in_store)
     order by b.name, b.id`);
  return rows;
}

/** How many products the store shows (its sitemap's size). */
export async function shopProductCount(tx: Tx, storeId: string): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from products p where p.store_id = ${storeId} and p.show_in_store`,
  );
  return rows[0]?.n ?? 0;
}

export interface SitemapRow extends Record<string, unknown> {
  id: string;
  customUrl: string | null;
  updatedAt: string;
  createdAt: string;
}

/**
 * The next `limit` shown products for a sitemap, newest first along the store's created index:
 * after `after` (the last row of the batch before), else from `offset`. Keyset batches, so a page of
 * 25,000 products is read in a few short statements and written as they come.
 */
export async function shopSitemapBatch(
  tx: Tx,
  storeId: string,
  from: { after: { createdAt: string; id: string } } | { offset: number },
  limit: number,
): Promise<SitemapRow[]> {
  const start =
    'after' in from ? sql`and (p.created_at, p.id) < (${from.after.createdAt}::timestamptz, ${from.after.id}::uuid)` : sql``;
  const { rows } = await tx.execute<SitemapRow>(sql`
    select p.id, p.custom_url as "customUrl", p.updated_at::text as "updatedAt", p.created_at::text as "createdAt"
      from products p where p.store_id = ${storeId} and p.show_in_store ${start}
     order by p.created_at desc nulls last, p.id desc nulls last
     limit ${limit} offset ${'offset' in from ? from.offset : 0}`);
  return rows;
}

/** The custom link a product has now whose old custom link was `slug` (product_old_links), if it is still shown. */
export async function shopMovedProduct(tx: Tx, storeId: string, slug: string): Promise<string | null> {
  const { rows } = await tx.execute<{ customUrl: string | null; id: string }>(sql`
    select p.custom_url as "customUrl", p.id from product_old_links o join products p on p.id = o.product_id
     where o.store_id = ${storeId} and o.link = lower(${slug}) and p.show_in_store`);
  const moved = rows[0];
  return moved ? (moved.customUrl ?? moved.id) : null;
}
