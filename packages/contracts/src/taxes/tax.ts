import { z } from 'zod';
import { endpoint } from '../platform/endpoint.ts';
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
  update: endpoint({ method: 'PUT', path: '/store-management/tax/:id', params: TaxParams, body: TaxInput, data: Tax }),
  remove: endpoint({ method: 'DELETE', path: '/store-management/tax/:id', params: TaxParams, data: z.null() }),
};
