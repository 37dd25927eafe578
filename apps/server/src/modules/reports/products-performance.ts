import { sql } from 'drizzle-orm';
import type { PerformanceSort, ProductPerformanceRow } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { FirstOf } from './first-of.ts';
import { byStock, cubePage, firstLook, rowsInOrder, SOLD_PRODUCTS, type Ranking } from './cube-page.ts';
import { groupedReport } from './report.service.ts';
import { daysBetween, type GroupedQuery } from './report-rows.ts';
import { dayNumber } from './sales-cube.ts';

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
 * How many days `stock` lasts at `units` sold over `days`; NaN when none sold (nothing to run out by).
 * One division of whole numbers: covers equal as fractions are the same number, so they tie and go by
 * id (stock ÷ (units ÷ days) rounds twice and could split them).
 */
const coverOf = (stock: number, units: number, days: number) => (units > 0 ? (stock * days) / units : Number.NaN);

/**
 * The products ranked by the days their stock lasts at the range's pace (stock × days ÷ units;
 * ties by id), read in stock order (rowsInOrder) until no product still unread can enter the page:
 * its stock is at least the last one read, so its cover is at least that stock × days ÷ the most
 * units any product sold (most-lasting first: at most that stock × days ÷ the fewest). Products
 * that sold no units (no pace) and products without a row come last, by id.
 */
export const byCover =
  (store: StoreContext, query: GroupedQuery, days: number, atOnce?: number): Ranking =>
  async (db, cube, only) => {
    const kept = cube.keptIn(dayNumber(query.startDate), dayNumber(query.endDate), only);
    const offset = (query.page - 1) * query.pageSize;
    const wanted = Math.min(offset + query.pageSize, kept.total);
    if (wanted <= offset) return { keys: [], total: kept.total };
    const asc = query.sortDir === 'asc';
    const { most, fewest } = cube.extremes(dayNumber(query.startDate), dayNumber(query.endDate), 'units', only);
    const before = (a: { id: string; cover: number }, b: { id: string; cover: number }) =>
      (asc ? a.cover - b.cover : b.cover - a.cover) || (a.id < b.id ? -1 : 1);
    const top = new FirstOf(wanted, before);
    let exhausted = true;
    for await (const rows of rowsInOrder(
      db,
      'products',
      sql`n.quantity`,
      { storeId: store.id, asc, among: SOLD_PRODUCTS },
      atOnce ?? firstLook(wanted, cube.keys.length, kept.total),
    )) {
      for (const r of rows) {
        const units = kept.sum(r.id, 'units');
        if (units <= 0) continue;
        top.offer({ id: r.id, cover: coverOf(Number(r.value), units, days) });
      }
      const last = rows.at(-1);
      if (top.size === wanted && last) {
        const stock = Number(last.value);
        const bound = (stock * days) / (asc ? most : fewest);
        const kth = top.last!.cover;
        // Out of stock, every product unread lasts 0 days too, and comes after by id (read in id order).
        if (asc ? bound > kth || (stock === 0 && kth === 0) : bound < kth) {
          exhausted = false;
          break;
        }
      }
    }
    const keys = top.sorted().map((e) => e.id);
    if (exhausted && keys.length < wanted) {
      const ranked = new Set(keys);
      keys.push(
        ...kept
          .keys()
          .filter((k) => !ranked.has(k))
          .sort(),
      );
    }
    return { keys: keys.slice(offset, offset + query.pageSize), total: kept.total };
  };

/**
 * The products' sales over the range (the product report's page, sorted and searched as it is, or
 * by the stock now or the days it lasts) with each one's stock now and how many days it lasts at
 * the range's pace of units a day (docs/product-rules.md "Reports"; views are not tracked).
 */
export async function productsPerformance(
  store: StoreContext,
  query: Omit<GroupedQuery, 'sortBy'> & { sortBy?: PerformanceSort },
  options: { atOnce?: number } = {},
): Promise<{ items: ProductPerformanceRow[]; total: number }> {
  const days = daysBetween(query.startDate, query.endDate) + 1;
  const { sortBy, ...rest } = query;
  const page =
    sortBy === 'stock'
      ? await cubePage(store, 'product', byStock(store, rest, options.atOnce), rest)
      : sortBy === 'coverDays'
        ? await cubePage(store, 'product', byCover(store, rest, days, options.atOnce), rest)
        : await groupedReport(store, 'orders-grouped-by-product', { ...rest, sortBy });
  const ids = page.items.flatMap((r) => (r.key ? [r.key] : []));
  const stock = await store.read((db) => stockOf(db, store.id, ids));
  return {
    total: page.total,
    items: page.items.map((r) => {
      // A product without a row (deleted) has no stock to last.
      const units = stock.get(r.key ?? '') ?? 0;
      const cover = stock.has(r.key ?? '') ? coverOf(units, r.units, days) : Number.NaN;
      return { ...r, stock: units, coverDays: Number.isNaN(cover) ? null : Math.round(cover * 10) / 10 };
    }),
  };
}
