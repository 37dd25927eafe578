import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportName, ReportSort } from '@souqna/contracts';
import { reportEndpoints } from '@/lib/endpoints.ts';
import { request, requestList } from '@/lib/request.ts';

export interface DateRange {
  startDate: string;
  endDate: string;
}

export interface ReportParams extends DateRange {
  report: ReportName;
  searchText: string;
  page: number;
  pageSize: number;
  sortBy: ReportSort | null;
  sortDir: 'asc' | 'desc';
}

export const reportKeys = {
  all: ['reports'] as const,
  grouped: (q: ReportParams) => [...reportKeys.all, 'grouped', q] as const,
  netProfit: (range: DateRange) => [...reportKeys.all, 'net-profit', range] as const,
};

/** GET /reports/{report}: one page (`page` of `pageSize` groups) of the report over the range. */
export const reportPage = (q: ReportParams, page = q.page, pageSize = q.pageSize) =>
  requestList(reportEndpoints.grouped, {
    params: { report: q.report },
    query: {
      startDate: q.startDate,
      endDate: q.endDate,
      searchText: q.searchText || undefined,
      page,
      pageSize,
      sortBy: q.sortBy ?? undefined,
      sortDir: q.sortDir,
    },
  });

export const useReport = (q: ReportParams) =>
  useQuery({ queryKey: reportKeys.grouped(q), queryFn: () => reportPage(q), placeholderData: keepPreviousData });

/** GET /reports/net-profit: the whole store's figures over the range. */
export const useNetProfit = (range: DateRange) =>
  useQuery({
    queryKey: reportKeys.netProfit(range),
    queryFn: () => request(reportEndpoints.netProfit, { query: range }),
    placeholderData: keepPreviousData,
  });
