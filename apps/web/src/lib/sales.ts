import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportEndpoints } from '@/lib/endpoints.ts';
import { request } from '@/lib/request.ts';

/** Two calendar days of the store, both included (docs/product-rules.md "Sales figures"). */
export interface DateRange {
  startDate: string;
  endDate: string;
}

/** The store's sales figures, shared by the reports and the home's analytics (under `['reports']`). */
export const salesKeys = {
  all: ['reports'] as const,
  netProfit: (range: DateRange) => [...salesKeys.all, 'net-profit', range] as const,
  revenue: (range: DateRange) => [...salesKeys.all, 'revenue', range] as const,
  customerMix: (range: DateRange) => [...salesKeys.all, 'customer-mix', range] as const,
};

/** GET /reports/net-profit: the whole store's figures over the range. */
export const useNetProfit = (range: DateRange, enabled = true) =>
  useQuery({
    queryKey: salesKeys.netProfit(range),
    queryFn: () => request(reportEndpoints.netProfit, { query: range }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /charts/revenue: sales, orders and profit by day, week or month over the range. */
export const useRevenue = (range: DateRange) =>
  useQuery({
    queryKey: salesKeys.revenue(range),
    queryFn: () => request(reportEndpoints.revenue, { query: range }),
    placeholderData: keepPreviousData,
  });

/** GET /charts/customers: the customers who bought in the range, new and returning. */
export const useCustomerMix = (range: DateRange) =>
  useQuery({
    queryKey: salesKeys.customerMix(range),
    queryFn: () => request(reportEndpoints.customerMix, { query: range }),
    placeholderData: keepPreviousData,
  });
