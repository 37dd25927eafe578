import { sql, type SQL } from 'drizzle-orm';
import {
  REPORTS,
  toMajor,
  translateServer,
  type CustomerMix,
  type NetProfit,
  type ProductPerformanceRow,
  type ReportGroup,
  type ReportName,
  type ReportRow,
  type ReportSort,
  type Revenue,
  type SalesFigures,
} from '@souqna/contracts';
import type { StoreContext } from '../../platform/store-context.ts';
import { readStore } from '../store/store-row.ts';
import { CUBE_MEASURES, dayNumber, salesCube, type CubeDimension, type CubeMeasure } from './sales-cube.ts';
import { containing } from '../../db/like.ts';

/**
 * The reports of docs/product-rules.md "Sales figures", read from the daily sales the orders keep
 * (orders/sales-rollups.ts), never from the orders: a range is a sum over its days.
 */
interface Range {
  startDate: string;
  endDate: string;
}

/** Each group's name in the request's language, from the row its key names ('' is none). */
function nameOf(group: ReportGroup, lang: 'ar' | 'en'): { join: SQL; name: SQL } {
  const id = sql`nullif(g.key, '')::uuid`;
  const en = lang === 'en';
  switch (group) {
    case 'product':
      return { join: sql`left join products n on n.id = ${id}`, name: en ? sql`coalesce(n.name_en, n.name_ar)` : sql`n.name_ar` };
    case 'category':
      return { join: sql`left join categories n on n.id = ${id}`, name: en ? sql`coalesce(n.name_en, n.name)` : sql`n.name` };
    case 'brand':
      return { join: sql`left join brands n on n.id = ${id}`, name: sql`n.name` };
    case 'branch':
      return { join: sql`left join warehouses n on n.id = ${id}`, name: sql`n.name` };
    case 'customer':
      return {
        join: sql`left join customers n on n.id = ${id}`,
        name: sql`trim(n.first_name || ' ' || coalesce(n.last_name, ''))`,
      };
    case 'coupon':
      return { join: sql`left join coupons n on n.id = ${id}`, name: sql`n.code` };
    case 'city':
      return { join: sql``, name: sql`nullif(g.key, '')` };
  }
}

const SUMS = sql`sum(orders)::int as orders, sum(units)::int as units, sum(sales)::bigint as sales, sum(discount)::bigint as discount,
  sum(tax)::bigint as tax, sum(shipping)::bigint as shipping, sum(cost)::bigint as cost, sum(refunds)::bigint as refunds`;

type SumRow = Record<'orders' | 'units' | 'sales' | 'discount' | 'tax' | 'shipping' | 'cost' | 'refunds', number | string>;

/** A row of sums in minor units as figures of the store's currency. */
function figuresOf(row: SumRow, currency: string): SalesFigures {
  const m = (v: number | string) => toMajor(Number(v), currency);
  const minor = (k: keyof SumRow) => Number(row[k]);
  return {
    orders: Number(row.orders),
    units: Number(row.units),
    sales: m(row.sales),
    discount: m(row.discount),
    tax: m(row.tax),
    shipping: m(row.shipping),
    cost: m(row.cost),
    refunds: m(row.refunds),
    profit: m(minor('sales') - minor('tax') - minor('shipping') - minor('cost')),
  };
}

type GroupedQuery = Range & {
  searchText?: string;
  page: number;
  pageSize: number;
  sortBy?: ReportSort;
  sortDir: 'asc' | 'desc';
};

const isCubeMeasure = (sort: ReportSort): sort is CubeMeasure => (CUBE_MEASURES as readonly string[]).includes(sort);

/** Rows of sums of `grouped` as a report's rows, named ("not set", "deleted" where the name is gone). */
function reportRows(store: StoreContext, rows: (SumRow & { key: string; name: string | null })[], currency: string): ReportRow[] {
  const none = translateServer('report.notSet', store.lang);
  const gone = translateServer('report.deleted', store.lang);
  return rows.map((r) => ({
    key: r.key === '' ? null : r.key,
    name: r.name ?? (r.key === '' ? none : gone),
    ...figuresOf(r, currency),
  }));
}

/** A page of the products or customers: its groups chosen by the copy in memory, their figures and names read for them alone. */
async function cubePage(
  store: StoreContext,
  group: CubeDimension,
  measure: CubeMeasure,
  query: GroupedQuery,
  search: string | null,
): Promise<{ items: ReportRow[]; total: number }> {
  const { join, name } = nameOf(group, store.lang);
  return store.read(async (db) => {
    // A search names the groups it finds first, as the name column the page shows reads.
    const found =
      search === null
        ? undefined
        : db
            .execute<{ key: string }>(
              sql`select n.id::text as key from ${sql.raw(group === 'product' ? 'products' : 'customers')} n
                  where n.store_id = ${store.id} and ${name} ilike ${search}`,
            )
            .then(({ rows }) => new Set(rows.map((r) => r.key)));
    const [{ currency }, cube, only] = await Promise.all([readStore(db, store.id), salesCube(db, store.id, group), found]);
    const { keys, total } = cube.page(
      dayNumber(query.startDate),
      dayNumber(query.endDate),
      measure,
      query.sortDir,
      (query.page - 1) * query.pageSize,
      query.pageSize,
      only,
    );
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

/** The column each sort reads (a fixed list: never the request's text). */
const column = (sort: ReportSort) => sql.raw(sort);

/** One page of a grouped report over the range: its groups with their figures, searched by name, sorted by any column. */
export async function groupedReport(
  store: StoreContext,
  report: ReportName,
  query: GroupedQuery,
  options: { cube?: boolean } = {},
): Promise<{ items: ReportRow[]; total: number }> {
  const { group, sortBy } = REPORTS[report];
  const { join, name } = nameOf(group, store.lang);
  const sortedBy = query.sortBy ?? sortBy;
  const sort = column(sortedBy);
  const dir = query.sortDir === 'asc' ? sql`asc` : sql`desc`;
  const search = query.searchText ? containing(query.searchText) : null;
  const page = sql`limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`;
  // Each group's sums over the range, and which named groups the search keeps.
  const grouped = sql`
    select key, ${SUMS}, (sum(sales) - sum(tax) - sum(shipping) - sum(cost))::bigint as profit from sales_daily
    where store_id = ${store.id} and dimension = ${group} and day between ${query.startDate} and ${query.endDate}
    group by key
    having sum(orders) <> 0 or sum(sales) <> 0 or sum(refunds) <> 0`;
  const kept = search === null ? sql`true` : sql`name ilike ${search}`;
  // A year of 100,000 products: the copy in memory finds the page's groups (sales-cube.ts).
  if ((group === 'product' || group === 'customer') && isCubeMeasure(sortedBy) && options.cube !== false)
    return cubePage(store, group, sortedBy, query, search);
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
          select count(*)::int as total from (select ${name} as name from (${grouped}) as g ${join}) as named where ${kept}`)
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

const DAY_MS = 86_400_000;
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DAY_MS);

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

/**
 * The products' sales over the range (the product report's page, sorted and searched as it is)
 * with each one's stock now and how many days it lasts at the range's pace of units a day
 * (docs/product-rules.md "Reports"; views are not tracked).
 */
export async function productsPerformance(
  store: StoreContext,
  query: Parameters<typeof groupedReport>[2],
): Promise<{ items: ProductPerformanceRow[]; total: number }> {
  const page = await groupedReport(store, 'orders-grouped-by-product', query);
  const ids = page.items.flatMap((r) => (r.key ? [r.key] : []));
  const stock = new Map<string, number>();
  if (ids.length)
    await store.read(async (db) => {
      const { rows } = await db.execute<{ id: string; quantity: number }>(sql`
        select id, quantity from products where store_id = ${store.id} and id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`);
      for (const r of rows) stock.set(r.id, Number(r.quantity));
    });
  const days = daysBetween(query.startDate, query.endDate) + 1;
  return {
    total: page.total,
    items: page.items.map((r) => {
      const units = stock.get(r.key ?? '') ?? 0;
      const perDay = r.units / days;
      return { ...r, stock: units, coverDays: perDay > 0 ? Math.round((units / perDay) * 10) / 10 : null };
    }),
  };
}
