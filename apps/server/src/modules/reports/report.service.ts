import { sql } from 'drizzle-orm';
import {
  REPORTS,
  toMajor,
  type CustomerMix,
  type NetProfit,
  type ReportName,
  type ReportRow,
  type ReportSort,
  type Revenue,
} from '@souqna/contracts';
import type { StoreContext } from '../../platform/store-context.ts';
import { readStore } from '../stores/store-row.ts';
import { containing } from '../../db/like.ts';
import { byMeasure, byName, cubePage, searchedKeys } from './cube-page.ts';
import { CUBE_MEASURES, dayNumber, salesCube, type CubeMeasure } from './sales-cube.ts';
import { daysBetween, figuresOf, nameOf, reportRows, SUMS, type GroupedQuery, type Range, type SumRow } from './report-rows.ts';

/**
 * The reports of docs/product-rules.md "Sales figures", read from the daily sales the orders keep
 * (orders/sales-rollups.ts), never from the orders: a range is a sum over its days.
 */
const isCubeMeasure = (sort: ReportSort): sort is CubeMeasure => (CUBE_MEASURES as readonly string[]).includes(sort);

/** The column each sort reads (a fixed list: never the request's text). */
const column = (sort: ReportSort) => sql.raw(sort);

/** One page of a grouped report over the range: its groups with their figures, searched by name, sorted by any column. */
export async function groupedReport(
  store: StoreContext,
  report: ReportName,
  query: GroupedQuery,
  options: { cube?: boolean; namesAtOnce?: number } = {},
): Promise<{ items: ReportRow[]; total: number }> {
  const { group, sortBy } = REPORTS[report];
  const { join, name } = nameOf(group, store.lang);
  const sortedBy = query.sortBy ?? sortBy;
  const sort = column(sortedBy);
  const dir = query.sortDir === 'asc' ? sql`asc` : sql`desc`;
  const page = sql`limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`;
  // Each group's sums over the range, and which named groups the search keeps.
  const grouped = sql`
    select key, ${SUMS}, (sum(sales) - sum(tax) - sum(shipping) - sum(cost))::bigint as profit from sales_daily
    where store_id = ${store.id} and dimension = ${group} and day between ${query.startDate} and ${query.endDate}
    group by key
    having sum(orders) <> 0 or sum(sales) <> 0 or sum(refunds) <> 0`;
  const inCube = group === 'product' || group === 'customer';
  // The products and customers are searched as their lists search them (cube-page.ts); the rest by the name shown.
  const searched = !query.searchText ? null : inCube ? searchedKeys(group, store.id, query.searchText) : undefined;
  const search = query.searchText && searched !== null ? containing(query.searchText) : null;
  const kept = search === null ? sql`true` : searched ? sql`key in (${searched})` : sql`name ilike ${search}`;
  // A year of 100,000 products: the copy in memory finds the page's groups and sums them (sales-cube.ts);
  // the other groups' copies too, unless searched or sorted by name (PostgreSQL's, over a few hundred names).
  if (options.cube !== false) {
    if (inCube && (isCubeMeasure(sortedBy) || sortedBy === 'name'))
      return cubePage(
        store,
        group,
        sortedBy === 'name' ? byName(group, store, query, options.namesAtOnce) : byMeasure(sortedBy, query),
        query,
      );
    if (!inCube && isCubeMeasure(sortedBy) && !query.searchText) return cubePage(store, group, byMeasure(sortedBy, query), query);
  }
  // Names are read for the page's rows only, unless the search or the sort needs every group's.
  const everyName = search !== null || sortedBy === 'name';
  return store.read(async (db) => {
    const { currency } = await readStore(db, store.id);
    const { rows } = await db.execute<SumRow & { key: string; name: string | null; total: number }>(sql`
      with grouped as (${grouped}),
      ${
        everyName
          ? sql`named as (select g.*, ${name} as name from grouped as g ${join}),
                found as (select * from named where ${kept}),
                shown as (select * from found order by ${sort} ${dir} nulls last, key ${page})
                select shown.*, (select count(*) from found)::int as total from shown order by ${sort} ${dir} nulls last, key`
          : sql`shown as (select * from grouped order by ${sort} ${dir}, key ${page})
                select g.*, ${name} as name, (select count(*) from grouped)::int as total
                from shown as g ${join} order by g.${sort} ${dir}, g.key`
      }`);
    // A page past the last has no row to carry the count.
    const total =
      rows[0]?.total ??
      (
        await db.execute<{ total: number }>(sql`
          select count(*)::int as total from (select g.key, ${name} as name from (${grouped}) as g ${join}) as named where ${kept}`)
      ).rows[0]!.total;
    return { items: reportRows(store, rows, currency), total };
  });
}

/** The whole store's figures over the range. */
export async function netProfit(store: StoreContext, range: Range): Promise<NetProfit> {
  return store.read(async (db) => {
    const { currency } = await readStore(db, store.id);
    const { rows } = await db.execute<SumRow>(sql`
      select ${SUMS} from sales_daily
      where store_id = ${store.id} and dimension = 'store' and day between ${range.startDate} and ${range.endDate}`);
    const row = rows[0]!;
    const zeroed = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v ?? 0])) as SumRow;
    return { ...figuresOf(zeroed, currency), currency };
  });
}

/** Revenue over the range, by day up to 31 days, by week (from the start day) up to 26 weeks, by month beyond; empty buckets as zeros. */
export async function revenue(store: StoreContext, range: Range): Promise<Revenue> {
  const days = daysBetween(range.startDate, range.endDate) + 1;
  const bucket: Revenue['bucket'] = days <= 31 ? 'day' : days <= 26 * 7 ? 'week' : 'month';
  const start =
    bucket === 'day'
      ? sql`d.day`
      : bucket === 'week'
        ? sql`(${range.startDate}::date + ((d.day - ${range.startDate}::date) / 7) * 7)`
        : sql`date_trunc('month', d.day)::date`;
  const first = bucket === 'month' ? sql`date_trunc('month', ${range.startDate}::date)` : sql`${range.startDate}::date`;
  const step = bucket === 'month' ? sql`interval '1 month'` : bucket === 'week' ? sql`interval '7 days'` : sql`interval '1 day'`;
  return store.read(async (db) => {
    const { currency } = await readStore(db, store.id);
    const { rows } = await db.execute<{ start: string; sales: string; orders: number; profit: string }>(sql`
      with d as (
        select day, orders, sales, tax, shipping, cost from sales_daily
        where store_id = ${store.id} and dimension = 'store' and day between ${range.startDate} and ${range.endDate}
      ),
      b as (select ${start} as start, sum(orders)::int as orders, sum(sales)::bigint as sales,
                   sum(sales - tax - shipping - cost)::bigint as profit from d group by 1)
      select s.start::text as start, coalesce(b.sales, 0) as sales, coalesce(b.orders, 0) as orders, coalesce(b.profit, 0) as profit
      from (select x::date as start from generate_series(${first}, ${range.endDate}::date, ${step}) as x) as s
      left join b on b.start = s.start
      order by s.start`);
    return {
      bucket,
      currency,
      points: rows.map((r) => ({
        start: r.start,
        sales: toMajor(Number(r.sales), currency),
        orders: Number(r.orders),
        profit: toMajor(Number(r.profit), currency),
      })),
    };
  });
}

/**
 * The customers with a sale in the range (orders above 0 there), each new if the range holds their
 * first sale, else returning (docs/product-rules.md "Reports"): from the copy in memory, or with
 * `cube: false` from PostgreSQL (what sales-cube.test.ts compares it with).
 */
export async function customerMix(store: StoreContext, range: Range, options: { cube?: boolean } = {}): Promise<CustomerMix> {
  return store.read(async (db) => {
    if (options.cube !== false) {
      const cube = await salesCube(db, store.id, 'customer');
      const { first, again } = cube.firstSales(dayNumber(range.startDate), dayNumber(range.endDate));
      return { newCustomers: first, returning: again };
    }
    const { rows } = await db.execute<{ new_customers: number; returning: number }>(sql`
      with bought as (
        select key from sales_daily
        where store_id = ${store.id} and dimension = 'customer' and key <> '' and day between ${range.startDate} and ${range.endDate}
        group by key having sum(orders) > 0
      )
      select (count(*) filter (where f.first >= ${range.startDate}::date))::int as new_customers,
             (count(*) filter (where f.first < ${range.startDate}::date))::int as returning
      from bought b cross join lateral (
        select min(day) as first from sales_daily e
        where e.store_id = ${store.id} and e.dimension = 'customer' and e.key = b.key and e.orders > 0
      ) as f`);
    return { newCustomers: Number(rows[0]!.new_customers), returning: Number(rows[0]!.returning) };
  });
}
