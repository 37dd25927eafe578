import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfigChanges, InvoicePreview } from '@souqna/contracts';
import { invoiceSettingsEndpoints, orderEndpoints } from '@/lib/endpoints.ts';
import { appStore } from '@/lib/app-store.ts';
import { queryClient } from '@/lib/query-client.ts';
import { download, request, requestAnswer, requestList } from '@/lib/request.ts';

export const invoiceKeys = {
  all: ['invoices'] as const,
  layout: () => [...invoiceKeys.all, 'layout'] as const,
  recentOrders: () => [...invoiceKeys.all, 'recent-orders'] as const,
};

/** The store's invoice layout (`GET /pdf/config`). */
export const invoiceLayoutQuery = () =>
  queryOptions({ queryKey: invoiceKeys.layout(), queryFn: () => request(invoiceSettingsEndpoints.get) });
export const useInvoiceLayout = () => useQuery(invoiceLayoutQuery());

/** `PATCH /pdf/config` with the changes record (each edited setting by its path); answers the saved layout and its message. */
export function useSaveInvoiceLayout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (changes: ConfigChanges) => requestAnswer(invoiceSettingsEndpoints.patch, { body: { changes } }),
    onSuccess: ({ data }) => qc.setQueryData(invoiceKeys.layout(), data),
  });
}

/** What the editor previews a layout on when it opens: the sample order, on A4. */
export const FIRST_PREVIEW = { orderId: null, size: 'a4' } as const;

/**
 * The PDF a layout not yet saved gives (`POST /pdf/preview`), drawn by the server's invoice
 * renderer; a drawing is let go as soon as no preview shows it.
 */
export const invoicePreviewQuery = (body: Required<InvoicePreview>) =>
  queryOptions({
    queryKey: [...invoiceKeys.all, 'preview', body] as const,
    queryFn: async ({ signal }) => (await download(invoiceSettingsEndpoints.preview, { body }, { signal })).blob,
    gcTime: 0,
    retry: false,
  });

/** The store's newest orders, or those matching `search` (a number, a name, a phone), to preview the layout on a real one. */
export const ordersToPreviewQuery = (search: string) =>
  queryOptions({
    queryKey: [...invoiceKeys.recentOrders(), search],
    queryFn: async () =>
      (await requestList(orderEndpoints.list, { query: { page: 1, pageSize: 20 }, body: search ? { search } : {} })).items,
  });
export const useOrdersToPreview = (search: string) =>
  useQuery({ ...ordersToPreviewQuery(search), placeholderData: keepPreviousData });

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
