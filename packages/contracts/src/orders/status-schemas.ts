import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './status.ts';

export const OrderStatusCode = z.enum(ORDER_STATUSES);
export const PaymentStatusCode = z.enum(PAYMENT_STATUSES);

/**
 * One entry of `GET /order/status`: a built-in status, or one of the store's custom statuses
 * (`isCustom`), whose `code` and `baseStatus` are the built-in status it is a stage of and whose
 * `next` are that status's moves.
 */
export const OrderStatusInfo = z.object({
  id: z.uuid(),
  code: OrderStatusCode,
  nameAr: z.string(),
  nameEn: z.string(),
  color: z.string(),
  next: z.array(OrderStatusCode),
  isCustom: z.boolean(),
  baseStatus: OrderStatusCode,
  /** Built-in statuses in the table's order; custom ones in the merchant's order, from 0. */
  position: z.number().int(),
});
export type OrderStatusInfo = z.infer<typeof OrderStatusInfo>;
