import { sql } from 'drizzle-orm';
import type { PerformanceSort, ProductPerformanceRow } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { byStock, cubePage } from './cube-page.ts';
import { groupedReport } from './report.service.ts';
import { daysBetween, type GroupedQuery } from './report-rows.ts';
import { CUBE_MEASURES, dayNumber } from './sales-cube.ts';

/** Units in every warehouse now of the store's products `ids`, by id. */
async function stockOf(db: Tx, storeId: string, ids: readonly string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const { rows } = await db.execute<{ id: string; quantity: number }>(
    sql`select id::text as id, quantity from products where store_id = ${storeId} and id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.id, Number(r.quantity)]));
}

/**
 * Every product's stock, as one text (`id quantity,…`) read without a row object per product: the
 * cover sort needs them all (100,000 rows as objects cost the server a third of a second).
 */
async function everyStock(db: Tx, storeId: string): Promise<Map<string, number>> {
  const { rows } = await db.execute<{ stock: string | null }>(
    sql`select string_agg(id::text || ' ' || quantity, ',') as stock from products where store_id = ${storeId}`,
  );
  const stock = new Map<string, number>();
  for (const pair of rows[0]?.stock?.split(',') ?? []) stock.set(pair.slice(0, 36), Number(pair.slice(37)));
  return stock;
}

/** How many days `stock` lasts at `units` sold over `days`; NaN when none sold (nothing to run out by). */
const coverOf = (stock: number, units: number, days: number) => (units > 0 ? stock / (units / days) : Number.NaN);

/**
 * The products' sales over the range (the product report's page, sorted and searched as it is, or
 * by the stock now or the days it lasts) with each one's stock now and how many days it lasts at
 * the range's pace of units a day (docs/product-rules.md "Reports"; views are not tracked).
 */
export async function productsPerformance(
  store: StoreContext,
  query: Omit<GroupedQuery, 'sortBy'> & { sortBy?: PerformanceSort },
): Promise<{ items: ProductPerformanceRow[]; total: number }> {
  const days = daysBetween(query.startDate, query.endDate) + 1;
  const { sortBy, ...rest } = query;
  const [from, to] = [dayNumber(query.startDate), dayNumber(query.endDate)];
  const offset = (query.page - 1) * query.pageSize;
  const units = CUBE_MEASURES.indexOf('units');
  const page =
    sortBy === 'stock'
      ? await cubePage(store, 'product', byStock(store, rest), rest)
      : sortBy === 'coverDays'
        ? await cubePage(
            store,
            'product',
            async (db, cube, only) => {
              const stock = await everyStock(db, store.id);
              const cover = (sums: Float64Array[], i: number) => coverOf(stock.get(cube.keys[i]!) ?? 0, sums[units]![i]!, days);
              return cube.rank(from, to, cover, query.sortDir, offset, query.pageSize, only);
            },
            rest,
          )
        : await groupedReport(store, 'orders-grouped-by-product', { ...rest, sortBy });
  const ids = page.items.flatMap((r) => (r.key ? [r.key] : []));
  const stock = await store.read((db) => stockOf(db, store.id, ids));
  return {
    total: page.total,
    items: page.items.map((r) => {
      const units = stock.get(r.key ?? '') ?? 0;
      const cover = coverOf(units, r.units, days);
      return { ...r, stock: units, coverDays: Number.isNaN(cover) ? null : Math.round(cover * 10) / 10 };
    }),
  };
}
