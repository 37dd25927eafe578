import { queryClient } from '@/lib/query-client.ts';
import { paymentProviderStatusQuery } from '@/lib/payment-status.ts';
import { shippingStatusQuery } from '@/lib/shipping-status.ts';
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
