import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportEndpoints } from '@/lib/endpoints.ts';
import { request } from '@/lib/request.ts';
import { reportKind, type ReportQuery } from './report-kinds.ts';

export interface DateRange {
  startDate: string;
  endDate: string;
}

export const reportKeys = {
  all: ['reports'] as const,
  page: (q: ReportQuery) => [...reportKeys.all, 'page', q] as const,
  netProfit: (range: DateRange) => [...reportKeys.all, 'net-profit', range] as const,
};

/** One page of the report over the range (`page` of `pageSize` rows). */
export const useReport = (q: ReportQuery) =>
  useQuery({
    queryKey: reportKeys.page(q),
    queryFn: () => reportKind(q.report).page(q, q.page, q.pageSize),
    placeholderData: keepPreviousData,
  });

/** GET /reports/net-profit: the whole store's figures over the range. */
export const useNetProfit = (range: DateRange, enabled = true) =>
  useQuery({
    queryKey: reportKeys.netProfit(range),
    queryFn: () => request(reportEndpoints.netProfit, { query: range }),
    placeholderData: keepPreviousData,
    enabled,
  });
