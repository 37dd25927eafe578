import { queryClient } from '@/lib/query-client.ts';
import { storeSettingsQuery } from '@/lib/store-settings.ts';
import {
  FIRST_SALES_PERIOD,
  abandonedCartsQuery,
  productCountQuery,
  quickSummaryQuery,
  salesSummaryQuery,
  storeSummaryQuery,
} from './api.ts';

/**
 * `/home`'s loader (routes.tsx): the home's figures, lists and the store's settings are asked for
 * beside the page's chunk, not once it renders; the product count no longer waits for `/auth/me`
 * (the next steps show once the store is known).
 */
export function prefetchHome(): void {
  void queryClient.prefetchQuery(quickSummaryQuery());
  void queryClient.prefetchQuery(salesSummaryQuery(FIRST_SALES_PERIOD));
  void queryClient.prefetchQuery(abandonedCartsQuery());
  void queryClient.prefetchQuery(storeSummaryQuery());
  void queryClient.prefetchQuery(productCountQuery());
  void queryClient.prefetchQuery(storeSettingsQuery());
}
