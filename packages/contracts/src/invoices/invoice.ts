import { z } from 'zod';
import { endpoint } from '../platform/endpoint.ts';
import { FileAnswer } from '../platform/file-answer.ts';
import { LANGUAGES } from '../i18n/plural.ts';
import { OrderStatusCode } from '../orders/status-schemas.ts';

/**
 * The invoice's paper: A4 and A5 pages, or an 80 mm thermal receipt as long as its lines
 * (docs/product-rules.md "Invoices").
 */
export const INVOICE_SIZES = ['a4', 'a5', 'receipt'] as const;
export type InvoiceSize = (typeof INVOICE_SIZES)[number];

/** The documents an order can have (docs/product-rules.md "Invoices"): its invoice, and a credit note when refunded. */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * `GET /order/{orderId}/invoice?size=&lang=&kind=`: the order's invoice (or its credit note) as a
 * PDF, in the merchant's language unless asked.
 */
export const OrderInvoiceQuery = z.strictObject({
  size: z.enum(INVOICE_SIZES).default('a4'),
  lang: z.enum(LANGUAGES).optional(),
  kind: z.enum(INVOICE_KINDS).default('invoice'),
});
export type OrderInvoiceQuery = z.input<typeof OrderInvoiceQuery>;

export const OrderInvoiceParams = z.strictObject({ orderId: z.uuid() });

/**
 * Where a document stands with ZATCA (phase 2, docs/product-rules.md "Invoices"): signed and waiting
 * to be reported, reported (with or without ZATCA's warnings), rejected by ZATCA, or not reported
 * because the store's certificate was refused (it must be renewed).
 */
export const ZATCA_DOCUMENT_STATUSES = ['pending', 'reported', 'reported_with_warnings', 'rejected', 'failed'] as const;
export type ZatcaDocumentStatus = (typeof ZATCA_DOCUMENT_STATUSES)[number];

/** A document's phase 2 state and ZATCA's messages about it; null for a document not signed for ZATCA. */
export const OrderInvoiceZatca = z.object({ status: z.enum(ZATCA_DOCUMENT_STATUSES), messages: z.array(z.string()) });
export type OrderInvoiceZatca = z.infer<typeof OrderInvoiceZatca>;

/** `GET /order/{orderId}/invoices`: the order's invoice and credit note, each numbered in its own sequence of the store. */
export const OrderInvoice = z.object({
  invoiceId: z.uuid(),
  kind: z.enum(INVOICE_KINDS),
  number: z.number().int(),
  /** The invoice a credit note corrects. */
  refersTo: z.uuid().nullable(),
  total: z.number(),
  tax: z.number(),
  currency: z.string(),
  issuedAt: z.string(),
  zatca: OrderInvoiceZatca.nullable(),
});
export type OrderInvoice = z.infer<typeof OrderInvoice>;

/**
 * `GET /order/{orderId}/invoice-mails`: the invoice e-mailed to the customer on each status the
 * store chose, and how its delivery stands (`logged`: kept in the development outbox, no SMTP).
 */
export const OrderInvoiceMail = z.object({
  status: OrderStatusCode,
  to: z.string(),
  lang: z.enum(LANGUAGES),
  delivery: z.enum(['queued', 'sent', 'failed', 'logged']),
  attempts: z.number().int(),
  queuedAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OrderInvoiceMail = z.infer<typeof OrderInvoiceMail>;

/** Orders whose invoices print together: at most this many in one PDF. */
export const INVOICE_PRINT_MAX = 50;

/** `POST /order/invoices/print`: the invoices (or summaries) of the orders chosen in the list, as one PDF in their order. */
export const PrintInvoicesInput = z.strictObject({
  orderIds: z
    .array(z.uuid())
    .min(1)
    .max(INVOICE_PRINT_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate_item' }),
  size: z.enum(INVOICE_SIZES).default('a4'),
  lang: z.enum(LANGUAGES).optional(),
});
export type PrintInvoicesInput = z.input<typeof PrintInvoicesInput>;

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
  print: endpoint({
    method: 'POST',
    path: '/order/invoices/print',
    body: PrintInvoicesInput,
    data: FileAnswer,
    download: ['application/pdf'],
  }),
  orderInvoiceMails: endpoint({
    method: 'GET',
    path: '/order/:orderId/invoice-mails',
    params: OrderInvoiceParams,
    data: z.array(OrderInvoiceMail),
  }),
  orderInvoices: endpoint({
    method: 'GET',
    path: '/order/:orderId/invoices',
    params: OrderInvoiceParams,
    data: z.array(OrderInvoice),
  }),
};
