import { z } from 'zod';
import { calendarDate } from '../coupons/coupon.ts';
import { endpoint } from '../platform/endpoint.ts';

/** The longest range a report reads: five years (docs/product-rules.md "Sales figures"). */
export const REPORT_MAX_DAYS = 5 * 366;
export const REPORT_SEARCH_MAX = 100;

/**
 * Each grouped report of spec §3 and §7 "Reports": the group its rows are (the spec's paths, and
 * ours for the reports it names without one: branch, coupon, best sellers, most profitable) and the
 * column it sorts by unless told.
 */
export const REPORTS = {
  'brand-sales': { group: 'brand', sortBy: 'sales' },
  'city-sales': { group: 'city', sortBy: 'sales' },
  'orders-grouped-by-city': { group: 'city', sortBy: 'orders' },
  'orders-grouped-by-category': { group: 'category', sortBy: 'orders' },
  'orders-grouped-by-customer': { group: 'customer', sortBy: 'orders' },
  'orders-grouped-by-brand': { group: 'brand', sortBy: 'orders' },
  'orders-grouped-by-product': { group: 'product', sortBy: 'orders' },
  'branch-sales': { group: 'branch', sortBy: 'sales' },
  'coupon-sales': { group: 'coupon', sortBy: 'sales' },
  'best-sellers': { group: 'product', sortBy: 'units' },
  'most-profitable': { group: 'product', sortBy: 'profit' },
} as const;
export type ReportName = keyof typeof REPORTS;
export const REPORT_NAMES = Object.keys(REPORTS) as [ReportName, ...ReportName[]];
export type ReportGroup = (typeof REPORTS)[ReportName]['group'];
export const REPORT_SORTS = ['name', 'orders', 'units', 'sales', 'discount', 'tax', 'cost', 'refunds', 'profit'] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];

/** A range of the store's calendar days, both included: the end not before the start, at most five years. */
const rangeChecked = <T extends { startDate: string; endDate: string }>(r: T, ctx: z.RefinementCtx) => {
  if (r.endDate < r.startDate) ctx.addIssue({ code: 'custom', message: 'range_reversed', path: ['endDate'], input: r.endDate });
  else if ((Date.parse(r.endDate) - Date.parse(r.startDate)) / 86_400_000 > REPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', message: 'range_too_long', path: ['endDate'], input: r.endDate });
};

export const DateRangeQuery = z.strictObject({ startDate: calendarDate(), endDate: calendarDate() }).superRefine(rangeChecked);
export type DateRangeQuery = z.input<typeof DateRangeQuery>;

const rangeFields = {
  startDate: calendarDate(),
  endDate: calendarDate(),
  searchText: z.string().trim().max(REPORT_SEARCH_MAX).optional(),
};
const pagingFields = <const S extends readonly [string, ...string[]]>(sorts: S) => ({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  sortBy: z.enum(sorts).optional(),
  sortDir: z.enum(['asc', 'desc']).default('desc'),
});

/**
 * What a report reads, sorted by one of `sorts`: in the query of its GET, or (spec §7 "Reports",
 * `POST /{endpoint}`) the range and search in the body and the page and sort in the query.
 */
export function reportInputs<const S extends readonly [string, ...string[]]>(sorts: S) {
  return {
    query: z.strictObject({ ...rangeFields, ...pagingFields(sorts) }).superRefine(rangeChecked),
    body: z.strictObject(rangeFields).superRefine(rangeChecked),
    paging: z.strictObject(pagingFields(sorts)),
  };
}

const groupedInputs = reportInputs(REPORT_SORTS);
export const ReportQuery = groupedInputs.query;
export type ReportQuery = z.input<typeof ReportQuery>;

const money = () => z.number();

/** The figures of a group over the range (amounts in the store's currency, refunds already taken off). */
export const SalesFigures = z.object({
  orders: z.number().int(),
  units: z.number().int(),
  /** What customers paid (tax and shipping included), refunds taken off. */
  sales: money(),
  discount: money(),
  tax: money(),
  shipping: money(),
  /** The cost prices of the units sold, as they were when each was sold. */
  cost: money(),
  refunds: money(),
  /** Sales less tax, shipping and cost. */
  profit: money(),
});
export type SalesFigures = z.infer<typeof SalesFigures>;

export const ReportRow = SalesFigures.extend({
  /** The product, category, brand, branch, customer or coupon id, or the city's name; null for none (no brand, no city). */
  key: z.string().nullable(),
  /** Its name in the request's language. */
  name: z.string(),
});
export type ReportRow = z.infer<typeof ReportRow>;

export const NetProfit = SalesFigures.extend({ currency: z.string() });
export type NetProfit = z.infer<typeof NetProfit>;

export const REVENUE_BUCKETS = ['day', 'week', 'month'] as const;
/** Revenue over time: by day up to 31 days, by week up to 26 weeks, by month beyond. */
export const Revenue = z.object({
  bucket: z.enum(REVENUE_BUCKETS),
  currency: z.string(),
  points: z.array(z.object({ start: z.string(), sales: money(), orders: z.number().int(), profit: money() })),
});
export type Revenue = z.infer<typeof Revenue>;

/** The products' performance sorts as a report's, or by the stock now and the days it lasts. */
export const PERFORMANCE_SORTS = [...REPORT_SORTS, 'stock', 'coverDays'] as const;
export type PerformanceSort = (typeof PERFORMANCE_SORTS)[number];
export const PerformanceQuery = reportInputs(PERFORMANCE_SORTS).query;
export type PerformanceQuery = z.input<typeof PerformanceQuery>;

/** A product's sales over the range beside its stock now: how many days the stock lasts at the range's pace. */
export const ProductPerformanceRow = ReportRow.extend({
  /** Units in every warehouse now. */
  stock: z.number().int(),
  /** Stock over the units sold a day in the range; null when none sold (nothing to run out by). */
  coverDays: z.number().nullable(),
});
export type ProductPerformanceRow = z.infer<typeof ProductPerformanceRow>;

/** The customers who bought in the range: those buying for the first time, and those who had bought before. */
export const CustomerMix = z.object({ newCustomers: z.number().int(), returning: z.number().int() });
export type CustomerMix = z.infer<typeof CustomerMix>;

export const ReportParams = z.strictObject({ report: z.enum(REPORT_NAMES) });

/** Spec §7 "Reports": the grouped reports, the net profit and the revenue chart (the manager role and up). */
export const reportEndpoints = {
  grouped: endpoint({
    method: 'GET',
    path: '/reports/:report',
    params: ReportParams,
    query: ReportQuery,
    data: ReportRow,
    list: true,
  }),
  /** The same, asked as spec §7's `POST /{endpoint}`. */
  groupedForm: endpoint({
    method: 'POST',
    path: '/reports/:report',
    params: ReportParams,
    query: groupedInputs.paging,
    body: groupedInputs.body,
    data: ReportRow,
    list: true,
  }),
  netProfit: endpoint({ method: 'GET', path: '/reports/net-profit', query: DateRangeQuery, data: NetProfit }),
  netProfitForm: endpoint({ method: 'POST', path: '/reports/net-profit', body: DateRangeQuery, data: NetProfit }),
  revenue: endpoint({ method: 'GET', path: '/charts/revenue', query: DateRangeQuery, data: Revenue }),
  productsPerformance: endpoint({
    method: 'GET',
    path: '/reports/products-performance',
    query: PerformanceQuery,
    data: ProductPerformanceRow,
    list: true,
  }),
  customerMix: endpoint({ method: 'GET', path: '/charts/customers', query: DateRangeQuery, data: CustomerMix }),
};
