import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatus, SalesSummaryPeriod } from '@souqna/contracts';
import { dashboardEndpoints, orderEndpoints, productListEndpoints, reportEndpoints } from '@/lib/endpoints.ts';
import type { DateRange } from '@/lib/sales.ts';
import { paymentProviderStatusQuery } from '@/lib/payment-status.ts';
import { queryClient } from '@/lib/query-client.ts';
import { request, requestList } from '@/lib/request.ts';
import { shippingStatusQuery } from '@/lib/shipping-status.ts';
import { storeSettingsQuery } from '@/lib/store-settings.ts';

export const homeKeys = {
  /** Under the products' root key (`['products']`): a product saved or deleted anywhere refreshes it. */
  productCount: () => ['products', 'count'] as const,
};

/** How many products the store has: the total of a page of one card (POST /product/dashboard-product-cards). */
export const productCountQuery = () =>
  queryOptions({
    queryKey: homeKeys.productCount(),
    queryFn: async () =>
      (await requestList(productListEndpoints.cards, { query: { page: 1, pageSize: 1 }, body: {} })).pagination.total,
  });
export const useProductCount = () => useQuery(productCountQuery());

/** GET /dashbor-summary/quick-summary: today, this week and this month so far, each beside the period before. */
export const quickSummaryQuery = () =>
  queryOptions({ queryKey: ['reports', 'quick-summary'] as const, queryFn: () => request(dashboardEndpoints.quickSummary) });
export const useQuickSummary = () => useQuery(quickSummaryQuery());

/** The period the sales summary opens on. */
export const FIRST_SALES_PERIOD: SalesSummaryPeriod = 'day';

/** POST /dashbor-summary/sales-summary?sortBy=: the store's sales by day, week, month or year, the current period last. */
export const salesSummaryQuery = (sortBy: SalesSummaryPeriod) =>
  queryOptions({
    queryKey: ['reports', 'sales-summary', sortBy] as const,
    queryFn: () => request(dashboardEndpoints.salesSummary, { query: { sortBy } }),
  });
export const useSalesSummary = (sortBy: SalesSummaryPeriod) =>
  useQuery({ ...salesSummaryQuery(sortBy), placeholderData: keepPreviousData });

/** The abandoned carts widget: GET /dashbor-summary/abandoned-cart, page 1 of 6 (spec §9). */
export const ABANDONED_WIDGET_SIZE = 6;
export const abandonedCartsQuery = () =>
  queryOptions({
    queryKey: ['carts', 'abandoned'] as const,
    queryFn: () => requestList(dashboardEndpoints.abandonedCarts, { query: { page: 1, pageSize: ABANDONED_WIDGET_SIZE } }),
  });
export const useAbandonedCarts = () => useQuery(abandonedCartsQuery());

/** The five cities that bought most over the range (GET /reports/city-sales, page 1 of 5). */
export const topCities = async (range: DateRange) =>
  (
    await requestList(reportEndpoints.grouped, {
      params: { report: 'city-sales' },
      query: { ...range, page: 1, pageSize: 5, sortBy: 'sales', sortDir: 'desc' },
    })
  ).items;

/** What the home and the store summary list: the latest orders and the stock running out (low and out, with their counts). */
export type StoreSummary = NonNullable<ReturnType<typeof useStoreSummary>['data']>;
export const storeSummaryQuery = () =>
  queryOptions({
    // Under the orders' root: an order placed or moved anywhere refreshes it.
    queryKey: ['orders', 'store-summary'] as const,
    queryFn: async () => {
      const products = (stockState: 'low' | 'out') =>
        requestList(productListEndpoints.cards, { query: { page: 1, pageSize: 5 }, body: { stockState, sort: 'quantity_asc' } });
      const [latest, low, out] = await Promise.all([
        requestList(orderEndpoints.list, { query: { page: 1, pageSize: 5 }, body: {} }),
        products('low'),
        products('out'),
      ]);
      return {
        latest: latest.items,
        low: low.items,
        lowTotal: low.pagination.total,
        out: out.items,
        outTotal: out.pagination.total,
      };
    },
  });
export const useStoreSummary = () => useQuery(storeSummaryQuery());

/** The orders waiting for the merchant (the store summary's counts): to approve, and approved to ship. */
export const useWaitingOrders = () =>
  useQuery({
    queryKey: ['orders', 'waiting'] as const,
    queryFn: async () => {
      const count = async (status: OrderStatus) =>
        (await requestList(orderEndpoints.list, { query: { page: 1, pageSize: 1 }, body: { statuses: [status] } })).pagination
          .total;
      const [pending, approved] = await Promise.all([count('Pending'), count('Approved')]);
      return { pending, approved };
    },
  });

/**
 * `/home`'s loader (routes.tsx): the home's figures, lists and the store's settings are asked for
 * beside the page's chunk, not once it renders; the next steps' product count, shipping and payment
 * states no longer wait for `/auth/me` (the steps show once the store is known).
 */
export function prefetchHome(): void {
  void queryClient.prefetchQuery(quickSummaryQuery());
  void queryClient.prefetchQuery(salesSummaryQuery(FIRST_SALES_PERIOD));
  void queryClient.prefetchQuery(abandonedCartsQuery());
  void queryClient.prefetchQuery(storeSummaryQuery());
  void queryClient.prefetchQuery(productCountQuery());
  void queryClient.prefetchQuery(shippingStatusQuery());
  void queryClient.prefetchQuery(paymentProviderStatusQuery());
  void queryClient.prefetchQuery(storeSettingsQuery());
}
