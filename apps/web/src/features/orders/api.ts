import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  APP_TIMINGS,
  ORDER_STATUS_IDS,
  type OrderFilter,
  type OrderStatus,
  type CreateShipmentInput,
  type CustomOrderStatusInput,
  type InvoiceKind,
  type InvoiceSize,
  type Language,
  type RecordPaymentInput,
} from '@souqna/contracts';
import {
  customOrderStatusEndpoints,
  invoiceEndpoints,
  orderEndpoints,
  orderPaymentEndpoints,
  orderShipmentEndpoints,
  paymentLinkEndpoints,
  zatcaEndpoints,
} from '@/lib/endpoints.ts';
import { download, request, requestAnswer, requestList } from '@/lib/request.ts';
import { saveFile } from '@/lib/save-file.ts';

export interface OrdersQuery {
  filter: OrderFilter;
  page: number;
  pageSize: number;
}

export const orderKeys = {
  all: ['orders'] as const,
  list: (q: OrdersQuery) => [...orderKeys.all, 'list', q] as const,
  statuses: () => [...orderKeys.all, 'statuses'] as const,
  details: (id: string) => [...orderKeys.all, 'details', id] as const,
  payments: (id: string) => [...orderKeys.all, 'payments', id] as const,
  shipments: (id: string) => [...orderKeys.all, 'shipments', id] as const,
  invoices: (id: string) => [...orderKeys.all, 'invoices', id] as const,
};

/** POST /order/store-orders: a page of the store's orders, filtered in the body. */
export const useOrders = (q: OrdersQuery) =>
  useQuery({
    queryKey: orderKeys.list(q),
    queryFn: () => requestList(orderEndpoints.list, { query: { page: q.page, pageSize: q.pageSize }, body: q.filter }),
    placeholderData: keepPreviousData,
  });

/** GET /order/status: the eight built-in statuses and the store's own, their names, colours and next moves. */
export const useOrderStatuses = () =>
  useQuery({
    queryKey: orderKeys.statuses(),
    queryFn: () => request(orderEndpoints.statuses),
    // They change only on the statuses screen, which refreshes them.
    staleTime: 5 * 60_000,
  });

/** POST /order/status, PUT and DELETE /order/status/{id}: the store's custom statuses. */
export const createCustomStatus = (input: CustomOrderStatusInput) =>
  requestAnswer(customOrderStatusEndpoints.create, { body: input });
export const updateCustomStatus = (id: string, input: CustomOrderStatusInput) =>
  requestAnswer(customOrderStatusEndpoints.update, { params: { id }, body: input });
export const deleteCustomStatus = (id: string) => requestAnswer(customOrderStatusEndpoints.remove, { params: { id } });

/** GET /order/store-order-details/{id}: never kept by the cache (spec §4, §9: 0 s). */
export const useOrderDetails = (id: string) =>
  useQuery({
    queryKey: orderKeys.details(id),
    queryFn: () => request(orderEndpoints.details, { params: { id } }),
    staleTime: APP_TIMINGS.orderDetailStaleMs,
  });

/**
 * PUT /order/store-update-status-orders-by/{orderId}?statusId=&note=: to a built-in status or (its
 * id) a custom one; the updated order and the server's sentence.
 */
export const moveOrder = (orderId: string, to: OrderStatus | { statusId: string }, note?: string) =>
  requestAnswer(orderEndpoints.move, {
    params: { orderId },
    query: { statusId: typeof to === 'string' ? ORDER_STATUS_IDS[to] : to.statusId, note: note?.trim() || undefined },
  });

/**
 * PUT /order/store-update-status-orders-bulk: to a built-in status or (its id) a custom one, each
 * order checked on its own; which moved, which were refused and why.
 */
export const moveOrders = (orderIds: string[], to: OrderStatus | { statusId: string }, note?: string) =>
  requestAnswer(orderEndpoints.moveMany, {
    body: {
      orderIds,
      statusId: typeof to === 'string' ? ORDER_STATUS_IDS[to] : to.statusId,
      ...(note?.trim() ? { note: note.trim() } : {}),
    },
  });

/** GET /order/{orderId}/payments: each payment and refund, what the order holds and still owes. */
export const useOrderPayments = (orderId: string) =>
  useQuery({
    queryKey: orderKeys.payments(orderId),
    queryFn: () => request(orderPaymentEndpoints.list, { params: { orderId } }),
    staleTime: APP_TIMINGS.orderDetailStaleMs,
  });

/** POST /order/{orderId}/payments: a payment received; paid in full, the order moves to Paid. */
export const recordOrderPayment = (orderId: string, input: RecordPaymentInput) =>
  requestAnswer(orderPaymentEndpoints.record, { params: { orderId }, body: input });

/** POST /order/{orderId}/payment-link: a card provider's checkout of what the order still owes. */
export const createPaymentLink = (orderId: string) =>
  requestAnswer(paymentLinkEndpoints.create, { params: { orderId }, query: {} });

/** GET /order/{orderId}/shipments: the order's shipments, newest first. */
export const useOrderShipments = (orderId: string) =>
  useQuery({
    queryKey: orderKeys.shipments(orderId),
    queryFn: () => request(orderShipmentEndpoints.list, { params: { orderId } }),
  });

export const createShipment = (orderId: string, input: CreateShipmentInput) =>
  requestAnswer(orderShipmentEndpoints.create, { params: { orderId }, body: input });
export const trackShipment = (orderId: string, shipmentId: string) =>
  requestAnswer(orderShipmentEndpoints.track, { params: { orderId, shipmentId } });
export const cancelShipment = (orderId: string, shipmentId: string) =>
  requestAnswer(orderShipmentEndpoints.cancel, { params: { orderId, shipmentId } });

/** The carrier's label, saved by the browser to print. */
export async function saveShipmentLabel(orderId: string, shipmentId: string): Promise<void> {
  const { blob, fileName } = await download(orderShipmentEndpoints.label, { params: { orderId, shipmentId } });
  saveFile(blob, fileName ?? 'label.pdf');
}

/** `GET /order/{orderId}/invoices`: the order's invoice and credit note once issued (asked when `enabled`). */
export const useOrderInvoices = (orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: orderKeys.invoices(orderId),
    queryFn: () => request(invoiceEndpoints.orderInvoices, { params: { orderId } }),
    enabled,
  });

/** `GET /order/{orderId}/invoice-mails`: the invoice e-mailed to the customer on each status the store chose. */
export const useOrderInvoiceMails = (orderId: string) =>
  useQuery({
    queryKey: [...orderKeys.invoices(orderId), 'mails'],
    queryFn: () => request(invoiceEndpoints.orderInvoiceMails, { params: { orderId } }),
  });

/** `POST /order/invoices/print`: the chosen orders' invoices as one PDF, saved by the browser. */
export async function printInvoices(orderIds: string[], size: InvoiceSize, lang: Language): Promise<void> {
  const { blob, fileName } = await download(invoiceEndpoints.print, { body: { orderIds, size, lang } });
  saveFile(blob, fileName ?? `invoices-${size}.pdf`);
}

/** `GET /order/{orderId}/invoice`: the order's invoice or credit note as a PDF, saved by the browser. */
export async function downloadInvoice(orderId: string, size: InvoiceSize, lang: Language, kind: InvoiceKind): Promise<void> {
  const { blob, fileName } = await download(invoiceEndpoints.orderPdf, { params: { orderId }, query: { size, lang, kind } });
  saveFile(blob, fileName ?? `${kind === 'credit_note' ? 'credit-note' : 'invoice'}-${size}.pdf`);
}

/** `GET /order/{orderId}/invoice/xml`: the document's signed UBL XML (ZATCA phase 2), saved by the browser. */
export async function downloadInvoiceXml(orderId: string, kind: InvoiceKind, number: number): Promise<void> {
  const { blob, fileName } = await download(zatcaEndpoints.orderXml, { params: { orderId }, query: { kind } });
  saveFile(blob, fileName ?? `${kind === 'credit_note' ? 'credit-note' : 'invoice'}-${number}.xml`);
}
