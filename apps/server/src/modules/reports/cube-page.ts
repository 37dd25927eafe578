import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { searchCondition } from '../catalogue/product-list.service.ts';
import { customerSearchCondition } from '../customers/customer.service.ts';
import { readStore } from '../store/store-row.ts';
import { dayNumber, salesCube, type CubeDimension, type CubeMeasure, type SalesCube } from './sales-cube.ts';
import { nameOf, reportRows, SUMS, type GroupedQuery, type SumRow } from './report-rows.ts';
import type { ReportRow } from '@souqna/contracts';

/**
 * A page of a report of the products or customers chosen by their sales in memory (sales-cube.ts),
 * sorted by a measure, by name or by what a report makes of the sums (the stock's cover), and
 * searched as the products and customers lists search: names in both languages, SKU, barcode,
 * e-mail and phone, Arabic letter forms and marks ignored (docs/product-rules.md "Reports").
 */

/** The groups (as their keys' text) a search finds, as the products or customers list finds them, through their search indexes. */
export function searchedKeys(group: CubeDimension, storeId: string, searchText: string): SQL | null {
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

/**
 * The copy's groups ranked by name in PostgreSQL's order (its collation; ties by key), the named
 * ones read `namesAtOnce` at a time from where the last look ended until the page is full; groups
 * without a row (a deleted product, no customer) come last by key, as the SQL of the other
 * reports sorts them.
 */
export const byName =
  (group: CubeDimension, store: StoreContext, query: GroupedQuery, namesAtOnce = 1000): Ranking =>
  async (db, cube, only) => {
    const kept = cube.keptIn(dayNumber(query.startDate), dayNumber(query.endDate), only);
    const offset = (query.page - 1) * query.pageSize;
    const wanted = Math.min(offset + query.pageSize, kept.total);
    const { name } = nameOf(group, store.lang);
    const table = sql.raw(group === 'product' ? 'products' : 'customers');
    const asc = query.sortDir === 'asc';
    // From the last name read on: `>=` (or `<=`) bounds the index's range, the rest breaks ties by id.
    const after = (last: { id: string; name: string } | undefined) =>
      !last
        ? sql`true`
        : asc
          ? sql`${name} >= ${last.name} and (${name} > ${last.name} or n.id > ${last.id}::uuid)`
          : sql`${name} <= ${last.name} and (${name} < ${last.name} or n.id > ${last.id}::uuid)`;
    const ordered: string[] = [];
    let last: { id: string; name: string } | undefined;
    while (ordered.length < wanted) {
      const { rows } = await db.execute<{ id: string; name: string }>(sql`
        select n.id::text as id, ${name} as name from ${table} n
        where n.store_id = ${store.id} and ${after(last)}
        order by ${name} ${asc ? sql`asc` : sql`desc`}, n.id limit ${namesAtOnce}`);
      for (const r of rows) if (kept.has(r.id)) ordered.push(r.id);
      if (rows.length < namesAtOnce) {
        const named = new Set(ordered);
        ordered.push(
          ...kept
            .keys()
            .filter((k) => !named.has(k))
            .sort(),
        );
        break;
      }
      last = rows.at(-1);
    }
    return { keys: ordered.slice(offset, offset + query.pageSize), total: kept.total };
  };

/** A page of the products or customers: its groups chosen by the copy in memory, their figures and names read for them alone. */
export async function cubePage(
  store: StoreContext,
  group: CubeDimension,
  rank: Ranking,
  query: GroupedQuery,
): Promise<{ items: ReportRow[]; total: number }> {
  const { join, name } = nameOf(group, store.lang);
  return store.read(async (db) => {
    // A search names the groups it finds first.
    const searched = query.searchText ? searchedKeys(group, store.id, query.searchText) : null;
    const found = searched ? db.execute<{ id: string }>(searched).then(({ rows }) => new Set(rows.map((r) => r.id))) : undefined;
    const [{ currency }, cube, only] = await Promise.all([readStore(db, store.id), salesCube(db, store.id, group), found]);
    const { keys, total } = await rank(db, cube, only);
    if (!keys.length) return { items: [], total };
    const { rows } = await db.execute<SumRow & { key: string; name: string | null }>(sql`
      with grouped as (
        select key, ${SUMS} from sales_daily
        where store_id = ${store.id} and dimension = ${group} and day between ${query.startDate} and ${query.endDate}
          and key in (${sql.join(
            keys.map((k) => sql`${k}`),
            sql`, `,
          )})
        group by key
      )
      select g.*, ${name} as name from grouped as g ${join}`);
    const byKey = new Map(rows.map((r) => [r.key, r]));
    return {
      items: reportRows(
        store,
        keys.flatMap((k) => byKey.get(k) ?? []),
        currency,
      ),
      total,
    };
  });
}
