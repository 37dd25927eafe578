import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExportFormat, TaxInput, VAT_PERIODS } from '@souqna/contracts';
import { taxEndpoints } from '@/lib/endpoints.ts';
import { download, request, requestAnswer } from '@/lib/request.ts';
import { saveFile } from '@/lib/save-file.ts';
import { ApiError } from '@/lib/api-error.ts';
import { i18n } from '@/i18n/i18n.ts';

export const taxKeys = {
  all: ['taxes'] as const,
  list: () => [...taxKeys.all, 'list'] as const,
  vatReturn: (year: number, by: VatPeriodKind) => [...taxKeys.all, 'vat-return', year, by] as const,
};

export type VatPeriodKind = (typeof VAT_PERIODS)[number];

/** Every tax of the store, by name. */
export const useTaxes = () => useQuery({ queryKey: taxKeys.list(), queryFn: () => request(taxEndpoints.list) });

/** The VAT return of each month or quarter of `year` (the store's time zone): sales, output VAT, refunds, net due. */
export const useVatReturn = (year: number, by: VatPeriodKind) =>
  useQuery({
    queryKey: taxKeys.vatReturn(year, by),
    queryFn: () => request(taxEndpoints.vatReturn, { query: { year, period: by } }),
    placeholderData: keepPreviousData,
  });

/** One period's return (`period` 1–12 or 1–4) as the Saudi return's boxes, saved by the browser. */
export async function exportVatReturn(year: number, by: VatPeriodKind, period: number, format: ExportFormat): Promise<void> {
  const { blob, fileName } = await download(taxEndpoints.vatReturnFile, { query: { year, by, period, format } });
  saveFile(blob, fileName ?? `vat-return-${year}-${period}.${format}`);
}

export const createTax = (input: TaxInput) => requestAnswer(taxEndpoints.create, { body: input });
export const updateTax = (id: string, input: TaxInput) => requestAnswer(taxEndpoints.update, { params: { id }, body: input });
export const deleteTax = (id: string) => requestAnswer(taxEndpoints.remove, { params: { id } });

export type TaxCall = 'add' | 'update' | 'delete';

/** Spec §8's tax failures: "the tax was not added/updated/deleted", then the server's reason when it gave one. */
export function taxFailure(error: unknown, call: TaxCall): { title: string; message: string } {
  const title = i18n.t(`taxes:failed.${call}`);
  const message = error instanceof ApiError ? error.message : i18n.t('taxes:failed.unexpected');
  return { title, message };
}
