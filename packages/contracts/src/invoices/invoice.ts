import { z } from 'zod';
import { endpoint } from '../platform/endpoint.ts';
import { FileAnswer } from '../platform/file-answer.ts';
import { LANGUAGES } from '../i18n/plural.ts';

/**
 * The invoice's paper: A4 and A5 pages, or an 80 mm thermal receipt as long as its lines
 * (docs/product-rules.md "Invoices").
 */
export const INVOICE_SIZES = ['a4', 'a5', 'receipt'] as const;
export type InvoiceSize = (typeof INVOICE_SIZES)[number];

/** `GET /order/{orderId}/invoice?size=&lang=`: the order's invoice as a PDF, in the merchant's language unless asked. */
export const OrderInvoiceQuery = z.strictObject({
  size: z.enum(INVOICE_SIZES).default('a4'),
  lang: z.enum(LANGUAGES).optional(),
});
export type OrderInvoiceQuery = z.input<typeof OrderInvoiceQuery>;

const OrderInvoiceParams = z.strictObject({ orderId: z.uuid() });

/** The order's invoice (the admin role). */
export const invoiceEndpoints = {
  orderPdf: endpoint({
    method: 'GET',
    path: '/order/:orderId/invoice',
    params: OrderInvoiceParams,
    query: OrderInvoiceQuery,
    data: FileAnswer,
    download: ['application/pdf'],
  }),
};
