import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { salesKeys } from '@/lib/sales.ts';
import { reportKind, type ReportQuery } from './report-kinds.ts';

export const reportKeys = {
  page: (q: ReportQuery) => [...salesKeys.all, 'page', q] as const,
};

/** One page of the report over the range (`page` of `pageSize` rows). */
export const useReport = (q: ReportQuery) =>
  useQuery({
    queryKey: reportKeys.page(q),
    queryFn: () => reportKind(q.report).page(q, q.page, q.pageSize),
    placeholderData: keepPreviousData,
  });
