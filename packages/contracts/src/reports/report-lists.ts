import { z } from 'zod';
import { CartHeader } from '../carts/cart.ts';
import { ORDER_STATUSES } from '../orders/status.ts';
import { endpoint } from '../platform/endpoint.ts';
import { reportInputs } from './report.ts';

/**
 * The reports whose rows are not groups of sales (spec §3, §7 "Reports"): the tax invoices of the
 * range, the abandoned carts and the availability requests, each asked by GET or by the spec's
 * `POST /{endpoint}` form (docs/product-rules.md "Reports").
 */

/** A manual-order cart is abandoned once it holds something and nobody has touched it for this long. */
export const ABANDONED_CART_MINUTES = 60;

export const TAX_INVOICE_SORTS = ['date', 'number', 'status', 'customer', 'taxable', 'tax', 'total'] as const;
export type TaxInvoiceSort = (typeof TAX_INVOICE_SORTS)[number];
const taxInvoiceInputs = reportInputs(TAX_INVOICE_SORTS);
export const TaxInvoiceQuery = taxInvoiceInputs.query;
export type TaxInvoiceQuery = z.input<typeof TaxInvoiceQuery>;

/** One tax invoice: an order that counted as a sale, placed in the range (a refunded one says so). */
export const TaxInvoiceRow = z.object({
  orderId: z.uuid(),
  number: z.number().int(),
  /** When it was placed (an instant; the app shows it in the store's time zone). */
  date: z.string(),
  status: z.enum(ORDER_STATUSES),
  customerName: z.string(),
  /** The total before VAT, the VAT and the total the customer paid, in the store's currency. */
  taxable: z.number(),
  tax: z.number(),
  total: z.number(),
  currency: z.string(),
});
export type TaxInvoiceRow = z.infer<typeof TaxInvoiceRow>;

export const ABANDONED_CART_SORTS = ['lastActivity', 'created', 'customer', 'lines', 'value'] as const;
export type AbandonedCartSort = (typeof ABANDONED_CART_SORTS)[number];
const abandonedCartInputs = reportInputs(ABANDONED_CART_SORTS);
export const AbandonedCartQuery = abandonedCartInputs.query;
export type AbandonedCartQuery = z.input<typeof AbandonedCartQuery>;

export const AVAILABILITY_SORTS = ['name', 'requests', 'waiting', 'notified', 'stock'] as const;
export type AvailabilitySort = (typeof AVAILABILITY_SORTS)[number];
const availabilityInputs = reportInputs(AVAILABILITY_SORTS);
export const AvailabilityReportQuery = availabilityInputs.query;
export type AvailabilityReportQuery = z.input<typeof AvailabilityReportQuery>;

/** A product people asked to hear about, with the requests made in the range. */
export const AvailabilityRow = z.object({
  productId: z.uuid(),
  name: z.string(),
  requests: z.number().int(),
  /** Of those, still waiting and already told. */
  waiting: z.number().int(),
  notified: z.number().int(),
  /** The units the store holds now (every warehouse). */
  stock: z.number().int(),
});
export type AvailabilityRow = z.infer<typeof AvailabilityRow>;

type Schema = z.core.$ZodType;
const listReport = <const P extends string, QS extends Schema, BS extends Schema, PS extends Schema, D extends Schema>(
  path: P,
  inputs: { query: QS; body: BS; paging: PS },
  data: D,
) => ({
  get: endpoint({ method: 'GET', path, query: inputs.query, data, list: true }),
  form: endpoint({ method: 'POST', path, query: inputs.paging, body: inputs.body, data, list: true }),
});

const taxInvoice = listReport('/reports/tax-invoice', taxInvoiceInputs, TaxInvoiceRow);
const abandonedCarts = listReport('/reports/abandoned-carts', abandonedCartInputs, CartHeader);
const availability = listReport('/reports/availability-notifications', availabilityInputs, AvailabilityRow);

/** The manager role and up, as every report. */
export const reportListEndpoints = {
  taxInvoice: taxInvoice.get,
  taxInvoiceForm: taxInvoice.form,
  abandonedCarts: abandonedCarts.get,
  abandonedCartsForm: abandonedCarts.form,
  availability: availability.get,
  availabilityForm: availability.form,
};
