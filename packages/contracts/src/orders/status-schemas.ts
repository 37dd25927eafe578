import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './status.ts';

export const OrderStatusCode = z.enum(ORDER_STATUSES);
export const PaymentStatusCode = z.enum(PAYMENT_STATUSES);

/** One entry of `GET /order/status`. */
export const OrderStatusInfo = z.object({
  id: z.uuid(),
  code: OrderStatusCode,
  nameAr: z.string(),
  nameEn: z.string(),
  color: z.string(),
  next: z.array(OrderStatusCode),
});
export type OrderStatusInfo = z.infer<typeof OrderStatusInfo>;
