import { appStore } from '@/lib/app-store.ts';
import { queryClient } from '@/lib/query-client.ts';
import { FIRST_PREVIEW, invoiceLayoutQuery, invoicePreviewQuery, ordersToPreviewQuery } from './api.ts';

/**
 * `/pdf-identity` and `/pdf-form`'s loader (routes.tsx): what the editor shows first is asked for
 * beside the page's chunk instead of after it renders: the layout, the newest orders to preview on,
 * and, as soon as the layout is in, its first preview (the sample order on A4, in the app's
 * language), which the page then finds in the cache.
 */
export function prefetchInvoiceEditor(): void {
  const { language } = appStore.getState();
  void queryClient.prefetchQuery(ordersToPreviewQuery(''));
  void queryClient
    .ensureQueryData(invoiceLayoutQuery())
    .then((settings) =>
      // Kept a minute if the page is not there yet to show it (a preview is let go once unseen).
      queryClient.prefetchQuery({ ...invoicePreviewQuery({ settings, ...FIRST_PREVIEW, lang: language }), gcTime: 60_000 }),
    )
    .catch(() => undefined);
}
