// No schema here: screens that name or colour a status take these without zod (status-schemas.ts).

/** Spec §3 Order statuses, in the order a merchant meets them. */
export const ORDER_STATUSES = [
  'Pending',
  'Approved',
  'Paid',
  'ReadyForPickup',
  'Completed',
  'Refunded',
  'Cancelled',
  'CancelledByCustomer',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Each status's id as `GET /order/status` answers it and `?statusId=` takes it: fixed UUIDs, so
 * every store and every client agrees on them (docs/api.md: ids are UUID strings).
 */
export const ORDER_STATUS_IDS: Record<OrderStatus, string> = {
  Pending: '01900000-0000-7000-8000-000000000001',
  Approved: '01900000-0000-7000-8000-000000000002',
  Paid: '01900000-0000-7000-8000-000000000003',
  ReadyForPickup: '01900000-0000-7000-8000-000000000004',
  Completed: '01900000-0000-7000-8000-000000000005',
  Refunded: '01900000-0000-7000-8000-000000000006',
  Cancelled: '01900000-0000-7000-8000-000000000007',
  CancelledByCustomer: '01900000-0000-7000-8000-000000000008',
};

export const statusOfId = (id: string): OrderStatus | undefined =>
  ORDER_STATUSES.find((s) => ORDER_STATUS_IDS[s] === id.toLowerCase());

/** Each status's name as merchants read it (also answered by `GET /order/status`). */
export const ORDER_STATUS_NAMES: Record<OrderStatus, { ar: string; en: string }> = {
  Pending: { ar: 'قيد الانتظار', en: 'Pending' },
  Approved: { ar: 'تمت الموافقة', en: 'Approved' },
  Paid: { ar: 'مدفوع', en: 'Paid' },
  ReadyForPickup: { ar: 'جاهز للاستلام', en: 'Ready for pickup' },
  Completed: { ar: 'مكتمل', en: 'Completed' },
  Refunded: { ar: 'مسترجع', en: 'Refunded' },
  Cancelled: { ar: 'ملغي', en: 'Cancelled' },
  CancelledByCustomer: { ar: 'ألغاه العميل', en: 'Cancelled by customer' },
};

/** The colour each status wears in lists and badges (a Mantine colour name). */
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  Pending: 'yellow',
  Approved: 'blue',
  Paid: 'teal',
  ReadyForPickup: 'violet',
  Completed: 'green',
  Refunded: 'gray',
  Cancelled: 'red',
  CancelledByCustomer: 'pink',
};

/** The allowed moves (docs/product-rules.md "Orders"); anything else is 409 `INVALID_STATUS_TRANSITION`. */
export const ORDER_STATUS_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  Pending: ['Approved', 'Paid', 'Cancelled', 'CancelledByCustomer'],
  Approved: ['Paid', 'ReadyForPickup', 'Cancelled', 'CancelledByCustomer'],
  Paid: ['ReadyForPickup', 'Completed', 'Refunded'],
  ReadyForPickup: ['Completed', 'Refunded'],
  Completed: ['Refunded'],
  Refunded: [],
  Cancelled: [],
  CancelledByCustomer: [],
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean => ORDER_STATUS_MOVES[from].includes(to);

/** The statuses that put an order's stock back. */
export const RESTOCKING_STATUSES: readonly OrderStatus[] = ['Cancelled', 'CancelledByCustomer', 'Refunded'];

/** Whether the store's carrier may be asked to ship the order: it has an address and is not cancelled or refunded. */
export const canShipOrder = (order: { status: OrderStatus; address: unknown }): boolean =>
  Boolean(order.address) && !(['Cancelled', 'CancelledByCustomer', 'Refunded'] as const).some((s) => s === order.status);

/** Statuses whose orders count as sales (reports, VAT, a customer's total spent). */
export const SALE_STATUSES: readonly OrderStatus[] = ['Paid', 'ReadyForPickup', 'Completed'];

export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'voided'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_NAMES: Record<PaymentStatus, { ar: string; en: string }> = {
  pending: { ar: 'بانتظار الدفع', en: 'Awaiting payment' },
  paid: { ar: 'مدفوع', en: 'Paid' },
  refunded: { ar: 'مسترد', en: 'Refunded' },
  voided: { ar: 'ملغى', en: 'Voided' },
};

/** What a move does to the payment: paid when money is taken, refunded or voided when it is not kept. */
export function paymentAfterMove(current: PaymentStatus, to: OrderStatus): PaymentStatus {
  if (to === 'Paid' || (to === 'Completed' && current === 'pending')) return 'paid';
  if (to === 'Refunded') return 'refunded';
  if (to === 'Cancelled' || to === 'CancelledByCustomer') return 'voided';
  return current;
}
