import { sql, type SQL } from 'drizzle-orm';
import {
  toMajor,
  translateServer,
  type ReportGroup,
  type ReportRow,
  type ReportSort,
  type SalesFigures,
} from '@souqna/contracts';
import type { StoreContext } from '../../platform/store-context.ts';

/** What the reports share: a range of days, the groups' names, their sums as figures (docs/product-rules.md "Sales figures"). */
export interface Range {
  startDate: string;
  endDate: string;
}

/** Each group's name in the request's language, from the row its key names ('' is none). */
export function nameOf(group: ReportGroup, lang: 'ar' | 'en'): { join: SQL; name: SQL } {
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

export const SUMS = sql`sum(orders)::int as orders, sum(units)::int as units, sum(sales)::bigint as sales, sum(discount)::bigint as discount,
  sum(tax)::bigint as tax, sum(shipping)::bigint as shipping, sum(cost)::bigint as cost, sum(refunds)::bigint as refunds`;

export type SumRow = Record<'orders' | 'units' | 'sales' | 'discount' | 'tax' | 'shipping' | 'cost' | 'refunds', number | string>;

/** A row of sums in minor units as figures of the store's currency. */
export function figuresOf(row: SumRow, currency: string): SalesFigures {
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

export type GroupedQuery = Range & {
  searchText?: string;
  page: number;
  pageSize: number;
  sortBy?: ReportSort;
  sortDir: 'asc' | 'desc';
};

/** Rows of sums of `grouped` as a report's rows, named ("not set", "deleted" where the name is gone). */
export function reportRows(
  store: StoreContext,
  rows: (SumRow & { key: string; name: string | null })[],
  currency: string,
): ReportRow[] {
  const none = translateServer('report.notSet', store.lang);
  const gone = translateServer('report.deleted', store.lang);
  return rows.map((r) => ({
    key: r.key === '' ? null : r.key,
    name: r.name ?? (r.key === '' ? none : gone),
    ...figuresOf(r, currency),
  }));
}

export const DAY_MS = 86_400_000;
export const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DAY_MS);
