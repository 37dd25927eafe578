import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SalesSummaryPeriod } from '@souqna/contracts';
import { dashboardEndpoints, productListEndpoints } from '@/lib/endpoints.ts';
import { request, requestList } from '@/lib/request.ts';

export const homeKeys = {
  /** Under the products' root key (`['products']`): a product saved or deleted anywhere refreshes it. */
  productCount: () => ['products', 'count'] as const,
};

/** How many products the store has: the total of a page of one card (POST /product/dashboard-product-cards). */
export const useProductCount = () =>
  useQuery({
    queryKey: homeKeys.productCount(),
    queryFn: async () =>
      (await requestList(productListEndpoints.cards, { query: { page: 1, pageSize: 1 }, body: {} })).pagination.total,
  });

/** GET /dashbor-summary/quick-summary: today, this week and this month so far, each beside the period before. */
export const useQuickSummary = () =>
  useQuery({ queryKey: ['reports', 'quick-summary'] as const, queryFn: () => request(dashboardEndpoints.quickSummary) });

/** POST /dashbor-summary/sales-summary?sortBy=: the store's sales by day, week, month or year, the current period last. */
export const useSalesSummary = (sortBy: SalesSummaryPeriod) =>
  useQuery({
    queryKey: ['reports', 'sales-summary', sortBy] as const,
    queryFn: () => request(dashboardEndpoints.salesSummary, { query: { sortBy } }),
    placeholderData: keepPreviousData,
  });

/** The abandoned carts widget: GET /dashbor-summary/abandoned-cart, page 1 of 6 (spec §9). */
export const ABANDONED_WIDGET_SIZE = 6;
export const useAbandonedCarts = () =>
  useQuery({
    queryKey: ['carts', 'abandoned'] as const,
    queryFn: () => requestList(dashboardEndpoints.abandonedCarts, { query: { page: 1, pageSize: ABANDONED_WIDGET_SIZE } }),
  });
