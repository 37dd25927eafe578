import { z } from 'zod';
import { endpoint } from '../platform/endpoint.ts';
import { optionalText } from '../platform/fields.ts';
import { privateImageRef } from '../uploads/uploads.ts';

/**
 * An order's payments (spec §3 Order "payment (amount, status, id)", docs/product-rules.md
 * "Payments"): each payment taken and each refund given, as entries that are never changed. A
 * refund is a negative entry.
 */
export const ORDER_PAYMENT_KINDS = ['payment', 'refund'] as const;

/** The ways a merchant records a payment by hand (a card provider records its own). */
export const RECORDED_PAYMENT_METHODS = ['bank_transfer', 'cash_on_delivery', 'cash', 'card_terminal'] as const;
export type RecordedPaymentMethod = (typeof RECORDED_PAYMENT_METHODS)[number];

export const PAYMENT_REFERENCE_MAX = 100;

export const OrderPayment = z.object({
  paymentId: z.uuid(),
  kind: z.enum(ORDER_PAYMENT_KINDS),
  /** A PAYMENT_METHOD_CODES code, or the order's own method text. */
  method: z.string(),
  /** In the order's currency; a refund is negative. */
  amount: z.number(),
  reference: z.string().nullable(),
  /** A link that opens the receipt image for a while (signed), or null. */
  receiptImage: z.string().nullable(),
  /** Who recorded it (null: the system, or a user since removed). */
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderPayment = z.infer<typeof OrderPayment>;

export const OrderPayments = z.object({
  payments: z.array(OrderPayment),
  total: z.number(),
  /** The sum of the entries: what the store holds of this order now. */
  paid: z.number(),
  /** What is still owed (0 once paid in full, or refunded). */
  outstanding: z.number(),
  currency: z.string(),
});
export type OrderPayments = z.infer<typeof OrderPayments>;

/** A payment received: by default the whole amount still owed; the transfer's receipt image when the customer sent one. */
export const RecordPaymentInput = z.strictObject({
  method: z.enum(RECORDED_PAYMENT_METHODS),
  amount: z.number().positive().max(1e9).optional(),
  reference: optionalText({ max: PAYMENT_REFERENCE_MAX }),
  /** A private upload of this store (`POST /upload/single?visibility=private`): a receipt shows account details. */
  receiptImage: z.optional(privateImageRef()),
});
export type RecordPaymentInput = z.input<typeof RecordPaymentInput>;

export const OrderPaymentParams = z.strictObject({ orderId: z.uuid() });

/** The admin role, as the orders. */
export const orderPaymentEndpoints = {
  list: endpoint({ method: 'GET', path: '/order/:orderId/payments', params: OrderPaymentParams, data: OrderPayments }),
  record: endpoint({
    method: 'POST',
    path: '/order/:orderId/payments',
    params: OrderPaymentParams,
    body: RecordPaymentInput,
    data: OrderPayments,
    status: 201,
  }),
};
