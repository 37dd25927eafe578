import { eq, sql, type SQL } from 'drizzle-orm';
import {
  minorDigits,
  PRODUCT_COUNT_CAP,
  stockStateOf,
  toMajor,
  type ListQuery,
  type ProductCard,
  type ProductCardsFilter,
  type ProductSort,
  type StockState,
} from '@souqna/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { readStore, storeCurrencyOf } from '../stores/store-row.ts';
import { storeProductCounts } from './product-list-tables.ts';
import { searchKeyOf, searchPairsOf, searchTextOf } from './search-key.ts';
import { containing } from '../../db/like.ts';

type Filter = Omit<ProductCardsFilter, 'sort'> & { sort?: ProductSort };

/** What a product search looks for in each product's `search_text` (empty: no search). */
export const productSearchedText = (search: string | undefined) => searchTextOf([search]);

/**
 * Name (ar/en), SKU or barcode containing `search`, letter forms and marks ignored; `search_text`
 * is the exact check. Words that meet (two of three letters or more) narrow on the index of the
 * products' meeting points (`search_pairs`), which holds few products for each; otherwise the
 * trigram index narrows on `search_key` (three key letters or more).
 */
export function searchCondition(search: string | undefined): SQL | undefined {
  const text = productSearchedText(search);
  if (!text) return undefined;
  const key = searchKeyOf(text);
  const exact = sql`p.search_text like ${containing(text)}`;
  const pairs = searchPairsOf(key);
  if (pairs.length) return sql`p.search_pairs @> ${sql.param(pairs)}::text[] and ${exact}`;
  return key.replace(/\s/g, '').length >= 3 ? sql`p.search_key like ${containing(key)} and ${exact}` : exact;
}

/**
 * The stock state of `stockStateOf` in SQL over the product row `p`, spelled exactly as the index
 * `products_store_stock_state_idx` (migration 0004) so a state filter reads that index.
 */
const STOCK_STATE = sql`(case when p.is_infinite then 'infinite' when p.quantity <= 0 then 'out'
  when p.min_alert_quantity > 0 and p.quantity <= p.min_alert_quantity then 'low' else 'in_stock' end)`;

export const stockStateCondition = (state: StockState): SQL => sql`${STOCK_STATE} = ${state}`;

/** Products filed under the category or any of its sub-categories (the store's own only). */
export function categoryCondition(storeId: string, categoryId: string): SQL {
  // The tree as an array: the planner then reads the category's products from their index
  // (a category of 7,000 products of 100,000: the first 1,001 counted in 20 ms, not 100).
  return sql`p.id in (
    select pc.product_id from product_categories pc
     where pc.category_id = any(array(
       with recursive tree as (
         select c.id from categories c where c.id = ${categoryId} and c.store_id = ${storeId}
         union all
         select c.id from categories c join tree on c.parent_id = tree.id
       ) select id from tree)))`;
}

// Spelled as the indexes are (`desc nulls last`), or PostgreSQL sorts instead of reading the index in order.
const ORDER: Record<ProductSort, SQL> = {
  newest: sql`p.created_at desc nulls last, p.id desc nulls last`,
  oldest: sql`p.created_at asc nulls first, p.id asc nulls first`,
  name: sql`p.name_ar asc, p.id asc`,
  price_asc: sql`p.price asc, p.id asc`,
  price_desc: sql`p.price desc, p.id desc`,
  quantity_asc: sql`p.quantity asc, p.id asc`,
  quantity_desc: sql`p.quantity desc, p.id desc`,
};

const hasPriceRange = (f: Filter) => f.priceMin != null || f.priceMax != null;

/** The WHERE of a filter, prices turned into minor units of `currency` (needed only with a price range). */
export function filterCondition(storeId: string, filter: Filter, currency: string | null): SQL {
  const scale = currency ? 10 ** minorDigits(currency) : 1;
  const parts: (SQL | undefined)[] = [
    sql`p.store_id = ${storeId}`,
    searchCondition(filter.search),
    filter.categoryId ? categoryCondition(storeId, filter.categoryId) : undefined,
    filter.brandId ? sql`p.brand_id = ${filter.brandId}` : undefined,
    filter.priceMin != null ? sql`p.price >= ${Math.ceil(filter.priceMin * scale - 1e-6)}` : undefined,
    filter.priceMax != null ? sql`p.price <= ${Math.floor(filter.priceMax * scale + 1e-6)}` : undefined,
    filter.stockState ? stockStateCondition(filter.stockState) : undefined,
    filter.showInStore != null ? sql`p.show_in_store = ${filter.showInStore}` : undefined,
  ];
  return sql.join(
    parts.filter((p): p is SQL => p !== undefined),
    sql` and `,
  );
}

const isFiltered = (f: Filter) =>
  Boolean(searchTextOf([f.search])) ||
  Boolean(f.categoryId) ||
  Boolean(f.brandId) ||
  f.priceMin != null ||
  f.priceMax != null ||
  Boolean(f.stockState) ||
  f.showInStore != null;

interface CardRow extends Record<string, unknown> {
  id: string;
  currency: string;
  name_ar: string;
  name_en: string | null;
  main_image_url: string | null;
  price: string | number;
  sale_price: string | number | null;
  discount_percent: string | number | null;
  sku: string | null;
  quantity: number;
  main_quantity: number;
  min_alert_quantity: number;
  is_infinite: boolean;
  show_in_store: boolean;
  has_variants: boolean;
  variant_count: number;
  brand_name: string | null;
  category_names: string[];
  created_at: Date | string;
}

/** The columns of a card, with its brand and category names read in the same query (no query per card). */
const CARD_COLUMNS = sql`
  p.id, p.name_ar, p.name_en, p.main_image_url, p.price, p.sale_price, p.discount_percent, p.sku, p.quantity,
  p.main_quantity, p.min_alert_quantity, p.is_infinite, p.show_in_store, p.has_variants, p.created_at,
  b.name as brand_name,
  (select count(*)::int from product_variants v where v.product_id = p.id) as variant_count,
  coalesce((select array_agg(c.name order by c.position, c.name) from product_categories pc
              join categories c on c.id = pc.category_id where pc.product_id = p.id), '{}') as category_names`;

function toCard(row: CardRow, currency: string): ProductCard {
  const quantity = Number(row.quantity);
  const minAlertQuantity = Number(row.min_alert_quantity);
  return {
    productId: row.id,
    nameAr: row.name_ar,
    nameEn: row.name_en,
    mainImageUrl: row.main_image_url,
    price: toMajor(Number(row.price), currency),
    salePrice: row.sale_price == null ? null : toMajor(Number(row.sale_price), currency),
    discountPercent: row.discount_percent == null ? null : Number(row.discount_percent),
    currency,
    sku: row.sku,
    quantity,
    mainQuantity: Number(row.main_quantity),
    minAlertQuantity,
    isInfinty: row.is_infinite,
    stockState: stockStateOf({ isInfinty: row.is_infinite, quantity, minAlertQuantity }),
    showInStore: row.show_in_store,
    hasViarant: row.has_variants,
    variantCount: Number(row.variant_count),
    brandName: row.brand_name,
    categoryNames: row.category_names,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The store's products, from the count the triggers keep (exact, one row read). */
export async function productCountOf(db: Tx, storeId: string): Promise<number> {
  const [row] = await db
    .select({ n: storeProductCounts.products })
    .from(storeProductCounts)
    .where(eq(storeProductCounts.storeId, storeId));
  return row?.n ?? 0;
}

export async function currencyOf(db: Tx, storeId: string): Promise<string> {
  return (await readStore(db, storeId)).currency;
}

const CARDS_OF_PAGE = sql`from page join products p on p.id = page.id left join brands b on b.id = p.brand_id`;

/**
 * A page of the store's product cards, in one query: every statement is a round trip and a plan,
 * which cost more than the reading itself at this size. The page's ids are picked first from the
 * sort's index (an index-only scan, so page 500 skips index entries, not rows), then the cards are
 * read for them with the store's currency. The total is exact without filters (the store's kept
 * count); with filters the count stops at `PRODUCT_COUNT_CAP + 1`, which the app shows as "more
 * than 1,000" (docs/decisions.md). Only a price range reads the currency first (to scale it).
 */
export async function listCards(
  db: Db,
  storeId: string,
  filter: Filter,
  page: ListQuery,
): Promise<{ items: ProductCard[]; total: number }> {
  const where = filterCondition(storeId, filter, hasPriceRange(filter) ? await currencyOf(db, storeId) : null);
  const order = ORDER[filter.sort ?? 'newest'];
  const offset = (page.page - 1) * page.pageSize;
  const currency = sql`${storeCurrencyOf(storeId)} as currency`;
  const cards = (rows: CardRow[]) => rows.map((row) => toCard(row, row.currency));
  const ordered = (total: SQL) =>
    db.execute<CardRow & { total: number }>(sql`
      with page as (select p.id from products p where ${where} order by ${order} limit ${page.pageSize} offset ${offset})
      select ${CARD_COLUMNS}, ${currency}, ${total} as total ${CARDS_OF_PAGE} order by ${order}`);
  if (!isFiltered(filter)) {
    const { rows } = await ordered(sql`(select c.products from store_product_counts c where c.store_id = ${storeId})`);
    return { items: cards(rows), total: rows.length ? Number(rows[0]!.total ?? 0) : await productCountOf(db, storeId) };
  }
  // A filter (a search above all) reads its matches once, up to the cap, with their sort keys: the
  // total and the page's ids come from them in one statement, the cards in a second one. A search's
  // statement is planned for the text typed each time (prepared-statements.ts); the cards' one is
  // the same for every page and stays prepared, so its plan is not made again. Only a filter past
  // the cap needs the ordered query, whose page the capped set may not hold.
  const { rows } = await db.execute<{ total: number; ids: string[] }>(sql`
    with matched as materialized (
           select p.id, p.created_at, p.name_ar, p.price, p.quantity from products p
            where ${where} limit ${PRODUCT_COUNT_CAP + 1})
    select (select count(*)::int from matched) as total,
           array(select p.id from matched p order by ${order} limit ${page.pageSize} offset ${offset}) as ids`);
  const { total: matched, ids } = rows[0]!;
  if (matched <= PRODUCT_COUNT_CAP) return { items: await cardsByIds(db, storeId, ids), total: matched };
  return { items: cards((await ordered(sql`null::int`)).rows), total: PRODUCT_COUNT_CAP + 1 };
}

/** The cards of `ids` (the store's), in the order of `ids`, with the store's currency: one statement whatever the ids. */
export async function cardsByIds(tx: Tx, storeId: string, ids: readonly string[]): Promise<ProductCard[]> {
  if (!ids.length) return [];
  const { rows } = await tx.execute<CardRow>(sql`
    select ${CARD_COLUMNS}, ${storeCurrencyOf(storeId)} as currency
      from unnest(${sql.param(ids)}::uuid[]) with ordinality as page(id, position)
      join products p on p.id = page.id and p.store_id = ${storeId}
      left join brands b on b.id = p.brand_id
     order by page.position`);
  return rows.map((row) => toCard(row, row.currency));
}
