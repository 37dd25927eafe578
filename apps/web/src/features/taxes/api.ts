import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExportFormat, TaxInput, VAT_PERIODS, ZatcaOnboardingInput } from '@souqna/contracts';
import { taxEndpoints, zatcaEndpoints } from '@/lib/endpoints.ts';
import { download, request, requestAnswer } from '@/lib/request.ts';
import { saveFile } from '@/lib/save-file.ts';
import { ApiError } from '@/lib/api-error.ts';
import { i18n } from '@/i18n/i18n.ts';

export const taxKeys = {
  all: ['taxes'] as const,
  list: () => [...taxKeys.all, 'list'] as const,
  vatReturn: (year: number, by: VatPeriodKind) => [...taxKeys.all, 'vat-return', year, by] as const,
  zatca: () => [...taxKeys.all, 'zatca'] as const,
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

/** `GET /zatca/status`: ZATCA phase 2 off or onboarded (environment, certificate expiry), and the documents by state. */
export const useZatcaStatus = () => useQuery({ queryKey: taxKeys.zatca(), queryFn: () => request(zatcaEndpoints.status) });

/** Onboards the store with ZATCA (Fatoora); answers the new status and the server's message. */
export const onboardZatca = (input: ZatcaOnboardingInput) => requestAnswer(zatcaEndpoints.onboard, { body: input });

/** Stops signing new documents; those issued are kept and those waiting still reported. */
export const turnOffZatca = () => requestAnswer(zatcaEndpoints.turnOff);

/** A step of the onboarding ZATCA refused or did not answer (409 `error.step`), with ZATCA's messages when it gave any. */
export interface ZatcaRefusal {
  step: string;
  messages: string[];
  /** The server's sentence, for a step without ZATCA's messages (ZATCA not answering). */
  message: string;
}

export function zatcaRefusalOf(error: unknown): ZatcaRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 409 || typeof error.body?.step !== 'string') return null;
  const messages = Array.isArray(error.body.zatcaMessages)
    ? error.body.zatcaMessages.filter((m): m is string => typeof m === 'string')
    : [];
  return { step: error.body.step, messages, message: error.message };
}
