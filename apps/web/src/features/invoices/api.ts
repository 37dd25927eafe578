import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfigChanges, InvoicePreview } from '@souqna/contracts';
import { invoiceSettingsEndpoints, orderEndpoints } from '@/lib/endpoints.ts';
import { download, request, requestAnswer, requestList } from '@/lib/request.ts';

export const invoiceKeys = {
  all: ['invoices'] as const,
  layout: () => [...invoiceKeys.all, 'layout'] as const,
  recentOrders: () => [...invoiceKeys.all, 'recent-orders'] as const,
};

/** The store's invoice layout (`GET /pdf/config`). */
export const useInvoiceLayout = () =>
  useQuery({ queryKey: invoiceKeys.layout(), queryFn: () => request(invoiceSettingsEndpoints.get) });

/** `PATCH /pdf/config` with the changes record (each edited setting by its path); answers the saved layout and its message. */
export function useSaveInvoiceLayout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (changes: ConfigChanges) => requestAnswer(invoiceSettingsEndpoints.patch, { body: { changes } }),
    onSuccess: ({ data }) => qc.setQueryData(invoiceKeys.layout(), data),
  });
}

/** The PDF a layout not yet saved gives (`POST /pdf/preview`), drawn by the server's invoice renderer. */
export async function previewInvoice(body: InvoicePreview, signal: AbortSignal): Promise<Blob> {
  return (await download(invoiceSettingsEndpoints.preview, { body }, { signal })).blob;
}

/** The store's newest orders, or those matching `search` (a number, a name, a phone), to preview the layout on a real one. */
export const useOrdersToPreview = (search: string) =>
  useQuery({
    queryKey: [...invoiceKeys.recentOrders(), search],
    queryFn: async () =>
      (await requestList(orderEndpoints.list, { query: { page: 1, pageSize: 20 }, body: search ? { search } : {} })).items,
    placeholderData: keepPreviousData,
  });
