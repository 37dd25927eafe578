import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language, PlanId } from '@souqna/contracts';
import { planEndpoints, walletEndpoints } from '@/lib/endpoints.ts';
import { download, request, requestAnswer, requestList } from '@/lib/request.ts';
import { saveFile } from '@/lib/save-file.ts';
import { meKeys } from '@/lib/me.ts';

export const billingKeys = {
  all: ['billing'] as const,
  plan: () => [...billingKeys.all, 'plan'] as const,
  invoices: (page: number) => [...billingKeys.all, 'invoices', page] as const,
};

/** `GET /store/plan`: the plan, its limits, the usage, every plan and the recent changes. */
export const useStorePlan = () => useQuery({ queryKey: billingKeys.plan(), queryFn: () => request(planEndpoints.get) });

/** `POST /store/plan` (owner only): a paid plan issues its first month's invoice; no payment is taken yet. */
export function useChoosePlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanId) => requestAnswer(planEndpoints.choose, { body: { plan } }),
    onSuccess: ({ data }) => {
      qc.setQueryData(billingKeys.plan(), data);
      void qc.invalidateQueries({ queryKey: [...billingKeys.all, 'invoices'] });
      // The user menu and the home page show the plan.
      void qc.invalidateQueries({ queryKey: meKeys.all });
    },
  });
}

/** `GET /wallet/invoices`: the platform's invoices to the store (one per change to a paid plan), newest first. */
export const useInvoices = (page: number, pageSize: number) =>
  useQuery({
    queryKey: billingKeys.invoices(page),
    queryFn: () => requestList(walletEndpoints.invoices, { query: { page, pageSize } }),
    placeholderData: keepPreviousData,
  });

/** `GET /wallet/invoices/{invoiceId}/pdf`: the invoice as a PDF in `lang`, saved by the browser. */
export async function downloadInvoicePdf(invoiceId: string, number: number, lang: Language): Promise<void> {
  const { blob, fileName } = await download(walletEndpoints.invoicePdf, { params: { invoiceId }, query: { lang } });
  saveFile(blob, fileName ?? `souqna-invoice-${number}.pdf`);
}
