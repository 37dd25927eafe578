import { sql } from 'drizzle-orm';
import type { PerformanceSort, ProductPerformanceRow } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { cubePage } from './cube-page.ts';
import { groupedReport } from './report.service.ts';
import { daysBetween, type GroupedQuery } from './report-rows.ts';
import { CUBE_MEASURES, dayNumber } from './sales-cube.ts';

/** Units in every warehouse now of the store's products, by id. */
async function stockOf(db: Tx, storeId: string, ids?: readonly string[]): Promise<Map<string, number>> {
  if (ids && !ids.length) return new Map();
  const only = ids
    ? sql`and id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const { rows } = await db.execute<{ id: string; quantity: number }>(
    sql`select id::text as id, quantity from products where store_id = ${storeId} ${only}`,
  );
  return new Map(rows.map((r) => [r.id, Number(r.quantity)]));
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
  const page =
    sortBy === 'stock' || sortBy === 'coverDays'
      ? await cubePage(
          store,
          'product',
          async (db, cube, only) => {
            const stock = await stockOf(db, store.id);
            const units = CUBE_MEASURES.indexOf('units');
            const valueOf =
              sortBy === 'stock'
                ? (_sums: Float64Array[], i: number) => stock.get(cube.keys[i]!) ?? 0
                : (sums: Float64Array[], i: number) => coverOf(stock.get(cube.keys[i]!) ?? 0, sums[units]![i]!, days);
            const [from, to] = [dayNumber(query.startDate), dayNumber(query.endDate)];
            const offset = (query.page - 1) * query.pageSize;
            return cube.rank(from, to, valueOf, query.sortDir, offset, query.pageSize, only);
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
