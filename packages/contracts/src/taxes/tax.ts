import { z } from 'zod';
import { XLSX_CONTENT_TYPE } from '../catalogue/product-import.ts';
import { endpoint } from '../platform/endpoint.ts';
import { FileAnswer } from '../platform/file-answer.ts';
import { requiredText } from '../platform/fields.ts';

export const TAX_NAME_MAX = 60;

/** A percentage with at most two decimals (15, 7.5, 2.75), 0 to 100. */
export const percent = () =>
  z
    .number()
    .min(0)
    .max(100)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: 'percent_decimals' });

/** Spec §3 Tax: name and rate required (§5), rate 0 to 100. */
export const TaxInput = z.strictObject({
  name: requiredText({ max: TAX_NAME_MAX }),
  rate: percent(),
});
export type TaxInput = z.input<typeof TaxInput>;
export type TaxValues = z.output<typeof TaxInput>;

export const Tax = z.object({ taxPublicId: z.uuid(), name: z.string(), rate: z.number() });
export type Tax = z.infer<typeof Tax>;

/** VAT collected in one month of the store's time zone, from its sales (`GET /store-management/tax/vat-summary`). */
export const VatMonth = z.object({
  month: z.string(),
  orders: z.number().int(),
  sales: z.number(),
  vat: z.number(),
});
export type VatMonth = z.infer<typeof VatMonth>;

export const TaxParams = z.strictObject({ id: z.uuid() });

/** `GET /store-management/tax/vat-summary?year=`: a calendar year of the store's time zone. */
export const VatSummaryQuery = z.strictObject({ year: z.coerce.number().int().min(2000).max(2100) });
export type VatSummaryQuery = z.infer<typeof VatSummaryQuery>;

/**
 * One period of the VAT return (docs/product-rules.md "VAT"): sales placed in it that count, with the
 * base of the taxed lines apart from the rest (untaxed lines, shipping, fees), the VAT on them, and
 * the refunds given in it (from the ledger) with the VAT they give back. Net VAT = output − refunds.
 */
export const VatPeriod = z.object({
  /** `2026-01` for a month, `2026-Q1` for a quarter. */
  period: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  orders: z.number().int(),
  standardRatedSales: z.number(),
  otherSales: z.number(),
  outputVat: z.number(),
  refunds: z.number().int(),
  refundedSales: z.number(),
  refundVat: z.number(),
  netVat: z.number(),
});
export type VatPeriod = z.infer<typeof VatPeriod>;

export const VAT_PERIODS = ['month', 'quarter'] as const;
export const VatReturnQuery = z.strictObject({
  year: z.coerce.number().int().min(2000).max(2100),
  period: z.enum(VAT_PERIODS).default('quarter'),
});
export type VatReturnQuery = z.input<typeof VatReturnQuery>;

/** One period's return as a file: `period` is `1`–`12` for a month, `1`–`4` for a quarter of `by`. */
export const VatReturnFileQuery = z
  .strictObject({
    year: z.coerce.number().int().min(2000).max(2100),
    by: z.enum(VAT_PERIODS),
    period: z.coerce.number().int().min(1).max(12),
    format: z.enum(['csv', 'xlsx']),
  })
  .refine((q) => q.by === 'month' || q.period <= 4, { message: 'invalid_value', path: ['period'] });

/** The rows of the return's file, as the Saudi VAT return (ZATCA) numbers its boxes. */
export const VAT_RETURN_BOXES = [
  { box: '1', ar: 'المبيعات الخاضعة للنسبة الأساسية', en: 'Standard rated sales' },
  {
    box: '3-5',
    ar: 'مبيعات لم تُحتسب عليها ضريبة (صفرية أو معفاة: تُصنَّف عند الإقرار)',
    en: 'Sales without VAT (zero-rated or exempt: classify when filing)',
  },
  { box: '6', ar: 'إجمالي المبيعات', en: 'Total sales' },
  { box: '13', ar: 'إجمالي ضريبة القيمة المضافة المستحقة للفترة الحالية', en: 'Total VAT due for the current period' },
] as const;

/** The store's taxes and the VAT it collected (spec §7 "Taxes"): the admin role. */
export const taxEndpoints = {
  list: endpoint({ method: 'GET', path: '/store-management/tax', data: z.array(Tax) }),
  create: endpoint({ method: 'POST', path: '/store-management/tax', body: TaxInput, data: Tax, status: 201 }),
  vatSummary: endpoint({
    method: 'GET',
    path: '/store-management/tax/vat-summary',
    query: VatSummaryQuery,
    data: z.array(VatMonth),
  }),
  vatReturn: endpoint({
    method: 'GET',
    path: '/store-management/tax/vat-return',
    query: VatReturnQuery,
    data: z.array(VatPeriod),
  }),
  vatReturnFile: endpoint({
    method: 'GET',
    path: '/store-management/tax/vat-return/export',
    query: VatReturnFileQuery,
    data: FileAnswer,
    download: ['text/csv', XLSX_CONTENT_TYPE],
  }),
  update: endpoint({ method: 'PUT', path: '/store-management/tax/:id', params: TaxParams, body: TaxInput, data: Tax }),
  remove: endpoint({ method: 'DELETE', path: '/store-management/tax/:id', params: TaxParams, data: z.null() }),
};
