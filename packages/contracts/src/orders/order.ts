import { z } from 'zod';
import { requiredText } from '../platform/fields.ts';
import { LIST_COUNT_CAP, ListQuery } from '../platform/list.ts';
import { calendarDate } from '../coupons/coupon.ts';
import { OrderAddress } from '../customers/customer.ts';
import { OrderStatusCode, OrderStatusInfo, PaymentStatusCode } from './status-schemas.ts';
import { endpoint } from '../platform/endpoint.ts';
import { CUSTOM_STATUSES_MAX, CustomStatusRef } from './custom-status.ts';

export const ORDER_NOTE_MAX = 1000;
export const ORDER_SEARCH_MAX = 100;
export const ORDER_SORTS = ['newest', 'oldest', 'total_desc', 'total_asc'] as const;
/** Order numbers start here in every store (docs/product-rules.md "Platform and tenancy"). */
export const FIRST_ORDER_NUMBER = 1001;
/** A filtered order list counts its matches no further than this; the app shows "more than 1,000". */
export const ORDER_COUNT_CAP = LIST_COUNT_CAP;

const amount = () => z.number().min(0).max(1e12);

/**
 * The body of `POST /order/store-orders`: every part optional. Dates are calendar days of the
 * store's time zone, both included; search finds an order number, a customer name (Arabic letter
 * forms and marks ignored) or a phone.
 */
export const OrderFilter = z
  .strictObject({
    statuses: z.array(OrderStatusCode).max(8).optional(),
    /** Ids of `GET /order/status`: a built-in one as in `statuses`, a custom one its orders only (either list matches). */
    statusIds: z
      .array(z.uuid())
      .max(8 + CUSTOM_STATUSES_MAX)
      .optional(),
    paymentStatuses: z.array(PaymentStatusCode).max(4).optional(),
    dateFrom: calendarDate().nullable().optional(),
    dateTo: calendarDate().nullable().optional(),
    customerId: z.uuid().nullable().optional(),
    city: z.string().trim().max(120).nullable().optional(),
    amountMin: amount().nullable().optional(),
    amountMax: amount().nullable().optional(),
    search: z.string().trim().max(ORDER_SEARCH_MAX).nullable().optional(),
    sort: z.enum(ORDER_SORTS).default('newest'),
  })
  .superRefine((f, ctx) => {
    if (f.amountMin != null && f.amountMax != null && f.amountMin > f.amountMax)
      ctx.addIssue({ code: 'custom', message: 'range_reversed', path: ['amountMax'], input: f.amountMax });
    if (f.dateFrom && f.dateTo && f.dateFrom > f.dateTo)
      ctx.addIssue({ code: 'custom', message: 'range_reversed', path: ['dateTo'], input: f.dateTo });
  });
export type OrderFilter = z.input<typeof OrderFilter>;
export type OrderFilterValues = z.output<typeof OrderFilter>;
export const OrderListQuery = ListQuery;

/** One row of the order list. */
export const OrderRow = z.object({
  orderId: z.uuid(),
  number: z.number().int(),
  customerId: z.uuid().nullable(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  city: z.string().nullable(),
  status: OrderStatusCode,
  statusId: z.uuid(),
  /** The store's custom status the order is in (a stage inside `status`), if any. */
  customStatus: CustomStatusRef.nullable().optional(),
  paymentStatus: PaymentStatusCode,
  itemsCount: z.number().int(),
  totalAmount: z.number(),
  currency: z.string(),
  createdAt: z.string(),
});
export type OrderRow = z.infer<typeof OrderRow>;

/** Spec §3 Order products: price, quantity, total, and what the order kept of the product. */
export const OrderLine = z.object({
  orderLineId: z.uuid(),
  productId: z.uuid().nullable(),
  productVariantId: z.uuid().nullable(),
  name: z.string(),
  nameEn: z.string().nullable(),
  variantLabel: z.string().nullable(),
  sku: z.string().nullable(),
  image: z.string().nullable(),
  price: z.number(),
  quantity: z.number().int(),
  discount: z.number(),
  tax: z.number(),
  total: z.number(),
});
export type OrderLine = z.infer<typeof OrderLine>;

export const OrderHistoryEntry = z.object({
  from: OrderStatusCode.nullable(),
  to: OrderStatusCode,
  /** The custom statuses left and entered, as they were named then. */
  fromCustomStatus: CustomStatusRef.nullable().optional(),
  toCustomStatus: CustomStatusRef.nullable().optional(),
  by: z.string().nullable(),
  at: z.string(),
  note: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntry>;

/** `GET /order/store-order-details/{id}`: every field of spec §3 Order. */
export const OrderDetails = OrderRow.extend({
  customerEmail: z.string().nullable(),
  warehouseId: z.uuid().nullable(),
  warehouseName: z.string().nullable(),
  couponCode: z.string().nullable(),
  notes: z.string().nullable(),
  subtotal: z.number(),
  discount: z.number(),
  tax: z.number(),
  shippingFee: z.number(),
  /** Cash on delivery's fee, when the order is paid that way (0 otherwise). */
  paymentFee: z.number(),
  shippingMethod: z.string().nullable(),
  pricesIncludeTax: z.boolean(),
  payment: z.object({ amount: z.number(), status: PaymentStatusCode, id: z.string().nullable(), method: z.string().nullable() }),
  address: OrderAddress.nullable(),
  products: z.array(OrderLine),
  history: z.array(OrderHistoryEntry),
  /** The built-in statuses this order may move to now (its own status too when it is in a custom one). */
  next: z.array(OrderStatusCode),
});
export type OrderDetails = z.infer<typeof OrderDetails>;

/** `PUT /order/store-update-status-orders-by/{orderId}?statusId=` (an optional note goes in the history). */
export const OrderStatusQuery = z.strictObject({ statusId: z.uuid(), note: z.string().trim().max(ORDER_NOTE_MAX).optional() });

/** `PUT /order/store-update-status-orders-bulk?statusId=`: many orders, each checked on its own. */
export const BulkOrderStatusInput = z.strictObject({
  orderIds: z.array(z.uuid()).min(1).max(100),
  statusId: z.uuid(),
  note: z.string().trim().max(ORDER_NOTE_MAX).optional(),
});
export const BulkOrderStatusResult = z.object({
  moved: z.array(z.object({ orderId: z.uuid(), number: z.number().int() })),
  refused: z.array(z.object({ orderId: z.uuid(), number: z.number().int().nullable(), code: z.string(), message: z.string() })),
});
export type BulkOrderStatusResult = z.infer<typeof BulkOrderStatusResult>;

/**
 * The payment methods the platform names itself (checkout, the demo orders, the payment providers
 * and the payments a merchant records; `manual`: an order marked paid by moving its status); a
 * merchant's manual order may carry any text of its own, which is shown as written.
 */
export const PAYMENT_METHOD_CODES = [
  'mada',
  'cash',
  'apple_pay',
  'bank_transfer',
  'cash_on_delivery',
  'card_terminal',
  'stripe',
  'moyasar',
  'manual',
] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];
export const isPaymentMethodCode = (method: string): method is PaymentMethodCode =>
  (PAYMENT_METHOD_CODES as readonly string[]).includes(method);

/** `POST /order/merchant/manual-order`: turns the merchant's cart into one order, whatever the retries of one key. */
export const ManualOrderInput = z.strictObject({
  sessionId: z.uuid(),
  idempotencyKey: z.uuid(),
  warehouseId: z.uuid({ message: 'required' }),
  notes: z.nullable(z.optional(z.string().trim().max(ORDER_NOTE_MAX))),
  paid: z.boolean().default(false),
  paymentMethod: z.nullable(z.optional(requiredText({ max: 40 }))),
});
export type ManualOrderInput = z.input<typeof ManualOrderInput>;

export const OrderParams = z.strictObject({ id: z.uuid() });
export const OrderIdParams = z.strictObject({ orderId: z.uuid() });

/** The order list, its statuses, one order's details and the status moves (spec §7 "Orders"), the admin role. */
export const orderEndpoints = {
  list: endpoint({
    method: 'POST',
    path: '/order/store-orders',
    query: ListQuery,
    body: OrderFilter,
    data: OrderRow,
    list: true,
  }),
  statuses: endpoint({ method: 'GET', path: '/order/status', data: z.array(OrderStatusInfo) }),
  /** Never kept by a cache (spec §4). */
  details: endpoint({ method: 'GET', path: '/order/store-order-details/:id', params: OrderParams, data: OrderDetails }),
  move: endpoint({
    method: 'PUT',
    path: '/order/store-update-status-orders-by/:orderId',
    params: OrderIdParams,
    query: OrderStatusQuery,
    data: OrderDetails,
  }),
  moveMany: endpoint({
    method: 'PUT',
    path: '/order/store-update-status-orders-bulk',
    body: BulkOrderStatusInput,
    data: BulkOrderStatusResult,
  }),
};
