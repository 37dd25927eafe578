import { useQuery } from '@tanstack/react-query';
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
