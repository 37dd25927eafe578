import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type TaxInput } from '@souqna/contracts';
import { taxEndpoints } from '@/lib/endpoints.ts';
import { request, requestAnswer } from '@/lib/request.ts';
import { ApiError } from '@/lib/api-error.ts';
import { i18n } from '@/i18n/i18n.ts';

export const taxKeys = {
  all: ['taxes'] as const,
  list: () => [...taxKeys.all, 'list'] as const,
  vat: (year: number) => [...taxKeys.all, 'vat', year] as const,
};

/** Every tax of the store, by name. */
export const useTaxes = () => useQuery({ queryKey: taxKeys.list(), queryFn: () => request(taxEndpoints.list) });

/** The VAT collected in each month of `year` (the store's time zone), from its sales. */
export const useVatSummary = (year: number) =>
  useQuery({
    queryKey: taxKeys.vat(year),
    queryFn: () => request(taxEndpoints.vatSummary, { query: { year } }),
    placeholderData: keepPreviousData,
  });

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
