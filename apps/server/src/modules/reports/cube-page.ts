import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { productSearchedText, searchCondition } from '../catalogue/product-list.service.ts';
import { customerSearchCondition, customerSearchedText } from '../customers/customer.service.ts';
import { readStore } from '../stores/store-row.ts';
import { dayNumber, salesCube, type CubeDimension, type CubeMeasure, type KeptGroups, type SalesCube } from './sales-cube.ts';
import { nameOf, reportRows, type GroupedQuery, type SumRow } from './report-rows.ts';
import { searchedIds, type SearchedDimension } from './search-copy.ts';
import type { ReportRow } from '@souqna/contracts';

/**
 * A page of a report of the products or customers chosen by their sales in memory (sales-cube.ts),
 * sorted by a measure, by name or by what a report makes of the sums (the stock's cover), and
 * searched as the products and customers lists search: names in both languages, SKU, barcode,
 * e-mail and phone, Arabic letter forms and marks ignored (docs/product-rules.md "Reports").
 */

/**
 * The groups (as their keys' text) a search finds, as the products or customers list finds them,
 * through their search indexes: the SQL the reports summed in PostgreSQL filter by (report.service.ts).
 */
export function searchedKeys(group: SearchedDimension, storeId: string, searchText: string): SQL | null {
  if (group === 'product') {
    const found = searchCondition(searchText);
    return found ? sql`select p.id::text from products p where p.store_id = ${storeId} and ${found}` : null;
  }
  const found = customerSearchCondition(searchText);
  return found ? sql`select customers.id::text from customers where customers.store_id = ${storeId} and ${found}` : null;
}

/** How a page's groups are chosen from the copy in memory: the range's groups (of those `only` names) sorted one way. */
export type Ranking = (
  db: Tx,
  cube: SalesCube,
  only: ReadonlySet<string> | undefined,
) => { keys: string[]; total: number } | Promise<{ keys: string[]; total: number }>;

/** The copy's ranking by one of its measures. */
export const byMeasure =
  (measure: CubeMeasure, query: GroupedQuery): Ranking =>
  (_db, cube, only) =>
    cube.page(
      dayNumber(query.startDate),
      dayNumber(query.endDate),
      measure,
      query.sortDir,
      (query.page - 1) * query.pageSize,
      query.pageSize,
      only,
    );

/** The products ever sold (`products_store_sold_quantity_idx` holds them in stock order): a report's groups are among them. */
export const SOLD_PRODUCTS = sql`n.first_sold_on is not null`;

/**
 * The rows of the store's `table` (those `among` names) in the order of `value` (a column of the
 * row `n`; a text in PostgreSQL's collation; ties by id ascending), read in looks of `atOnce` rows,
 * then four times as many each look (a page whose groups lie deep costs a few looks), each from
 * where the last ended through the store's index on the column.
 */
export async function* rowsInOrder(
  db: Tx,
  table: 'products' | 'customers',
  value: SQL,
  { storeId, asc, among = sql`true` }: { storeId: string; asc: boolean; among?: SQL },
  atOnce: number,
): AsyncGenerator<{ id: string; value: string }[]> {
  // From the last row read on: `>=` (or `<=`) bounds the index's range, the rest breaks ties by id.
  const after = (last: { id: string; value: string } | undefined) =>
    !last
      ? sql`true`
      : asc
        ? sql`${value} >= ${last.value} and (${value} > ${last.value} or n.id > ${last.id}::uuid)`
        : sql`${value} <= ${last.value} and (${value} < ${last.value} or n.id > ${last.id}::uuid)`;
  let last: { id: string; value: string } | undefined;
  for (let size = atOnce; ; size = Math.min(size * 4, 64_000)) {
    const { rows } = await db.execute<{ id: string; value: string }>(sql`
      select n.id::text as id, ${value}::text as value from ${sql.raw(table)} n
      where n.store_id = ${storeId} and ${among} and ${after(last)}
      order by ${value} ${asc ? sql`asc` : sql`desc`}, n.id limit ${size}`);
    yield rows;
    if (rows.length < size) return;
    last = rows.at(-1);
  }
}

/**
 * How many rows the first look reads when not told: enough for the page if the groups the range
 * keeps are spread evenly among the rows (four times over), at least 50 and at most 1,000.
 */
export const firstLook = (wanted: number, groups: number, kept: number) =>
  Math.min(1000, Math.max(50, Math.ceil((4 * wanted * groups) / Math.max(1, kept))));

/**
 * The copy's groups ranked by a column of their rows (rowsInOrder) until the page is full; groups
 * without a row (a deleted product, no customer) come last by key, as the SQL of the other reports
 * sorts them.
 */
const inRowOrder =
  (
    table: 'products' | 'customers',
    value: SQL,
    store: StoreContext,
    query: GroupedQuery,
    atOnce?: number,
    among?: SQL,
  ): Ranking =>
  async (db, cube, only) => {
    const kept = cube.keptIn(dayNumber(query.startDate), dayNumber(query.endDate), only);
    const offset = (query.page - 1) * query.pageSize;
    const wanted = Math.min(offset + query.pageSize, kept.total);
    if (wanted <= offset) return { keys: [], total: kept.total };
    const ordered: string[] = [];
    let exhausted = true;
    const asc = query.sortDir === 'asc';
    const look = atOnce ?? firstLook(wanted, cube.keys.length, kept.total);
    for await (const rows of rowsInOrder(db, table, value, { storeId: store.id, asc, among }, look)) {
      for (const r of rows) if (kept.has(r.id)) ordered.push(r.id);
      if (ordered.length >= wanted) {
        exhausted = false;
        break;
      }
    }
    if (exhausted) {
      const seen = new Set(ordered);
      ordered.push(
        ...kept
          .keys()
          .filter((k) => !seen.has(k))
          .sort(),
      );
    }
    return { keys: ordered.slice(offset, offset + query.pageSize), total: kept.total };
  };

/** The products or customers by the name shown (`products_store_name_idx` and its kin). */
export const byName = (group: SearchedDimension, store: StoreContext, query: GroupedQuery, atOnce?: number): Ranking =>
  inRowOrder(group === 'product' ? 'products' : 'customers', nameOf(group, store.lang).name, store, query, atOnce);

/**
 * The products by their stock now, in every warehouse: only those ever sold are read
 * (`products_store_sold_quantity_idx`), since products that never sell often hold the most stock.
 */
export const byStock = (store: StoreContext, query: GroupedQuery, atOnce?: number): Ranking =>
  inRowOrder('products', sql`n.quantity`, store, query, atOnce, SOLD_PRODUCTS);

/**
 * A page of a report: its groups chosen by the copy in memory, their figures summed there too (every
 * column of a row follows from the copy's measures), their names read for them alone.
 */
export async function cubePage(
  store: StoreContext,
  group: CubeDimension,
  rank: Ranking,
  query: GroupedQuery,
): Promise<{ items: ReportRow[]; total: number }> {
  const { join, name } = nameOf(group, store.lang);
  return store.read(async (db) => {
    // A search names the groups it finds first, from the copy of the search texts (search-copy.ts).
    const searched = group === 'product' || group === 'customer' ? group : null;
    const needle =
      query.searchText && searched ? (searched === 'product' ? productSearchedText : customerSearchedText)(query.searchText) : '';
    const found = needle && searched ? searchedIds(db, store.id, searched, needle) : undefined;
    const [{ currency }, cube, only] = await Promise.all([readStore(db, store.id), salesCube(db, store.id, group), found]);
    const { keys, total } = await rank(db, cube, only);
    if (!keys.length) return { items: [], total };
    const { rows } = await db.execute<{ key: string; name: string | null }>(
      sql`select g.key, ${name} as name from unnest(${sql.param(keys)}::text[]) as g(key) ${join}`,
    );
    const names = new Map(rows.map((r) => [r.key, r.name]));
    const kept = cube.keptIn(dayNumber(query.startDate), dayNumber(query.endDate), only);
    return {
      items: reportRows(
        store,
        keys.map((key) => ({ key, name: names.get(key) ?? null, ...sumsOf(kept, key) })),
        currency,
      ),
      total,
    };
  });
}

/** A group's row of sums from the copy: the shipping is what its profit leaves (profit = sales − tax − shipping − cost). */
function sumsOf(kept: KeptGroups, key: string): SumRow {
  const [sales, tax, cost, profit] = (['sales', 'tax', 'cost', 'profit'] as const).map((m) => kept.sum(key, m));
  return {
    orders: kept.sum(key, 'orders'),
    units: kept.sum(key, 'units'),
    sales: sales!,
    discount: kept.sum(key, 'discount'),
    tax: tax!,
    shipping: sales! - tax! - cost! - profit!,
    cost: cost!,
    refunds: kept.sum(key, 'refunds'),
  };
}
