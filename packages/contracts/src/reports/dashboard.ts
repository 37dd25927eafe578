import { z } from 'zod';
import { CartHeader } from '../carts/cart.ts';
import { endpoint } from '../platform/endpoint.ts';
import { ListQuery } from '../platform/list.ts';
import { SALES_SUMMARY_PERIODS } from './periods.ts';

const money = () => z.number();
const PeriodFigures = z.object({ sales: money(), orders: z.number().int(), profit: money() });

/** A period so far and the same stretch of the period before it (docs/product-rules.md "Sales figures"). */
export const PeriodComparison = z.object({
  /** The period's first day and today (the store's calendar days). */
  start: z.string(),
  end: z.string(),
  current: PeriodFigures,
  /** The period before, from its first day to the same day of it (yesterday for today). */
  previous: PeriodFigures,
});
export type PeriodComparison = z.infer<typeof PeriodComparison>;

/** `GET /dashbor-summary/quick-summary`: today, this week (from Saturday) and this month so far, each against the period before. */
export const QuickSummary = z.object({
  currency: z.string(),
  today: PeriodComparison,
  week: PeriodComparison,
  month: PeriodComparison,
});
export type QuickSummary = z.infer<typeof QuickSummary>;

export const SalesSummaryQuery = z.strictObject({ sortBy: z.enum(SALES_SUMMARY_PERIODS).default('day') });
export type SalesSummaryQuery = z.input<typeof SalesSummaryQuery>;

/** `POST /dashbor-summary/sales-summary?sortBy=`: the store's sales by day, week, month or year up to today. */
export const SalesSummary = z.object({
  sortBy: z.enum(SALES_SUMMARY_PERIODS),
  currency: z.string(),
  periods: z.array(
    PeriodFigures.extend({
      /** The period's first and last days (the current one ends today). */
      start: z.string(),
      end: z.string(),
      /** Sales over orders; 0 without orders. */
      averageOrder: money(),
    }),
  ),
});
export type SalesSummary = z.infer<typeof SalesSummary>;

/** Spec §7 "Dashboard summary" (a verified store, spec §6). */
export const dashboardEndpoints = {
  quickSummary: endpoint({ method: 'GET', path: '/dashbor-summary/quick-summary', data: QuickSummary }),
  salesSummary: endpoint({
    method: 'POST',
    path: '/dashbor-summary/sales-summary',
    query: SalesSummaryQuery,
    data: SalesSummary,
  }),
  /** The abandoned carts widget (page 1, size 6 on /home). */
  abandonedCarts: endpoint({
    method: 'GET',
    path: '/dashbor-summary/abandoned-cart',
    query: ListQuery,
    data: CartHeader,
    list: true,
  }),
};
