import { z } from 'zod';
import { requiredText } from '../platform/fields.ts';
import { endpoint } from '../platform/endpoint.ts';
import { canMoveOrder, ORDER_STATUS_MOVES, type OrderStatus } from './status.ts';
import { OrderStatusCode, OrderStatusInfo } from './status-schemas.ts';

/**
 * A store's own order statuses (issue 17): each is a named stage inside the built-in status it
 * follows (`baseStatus`). The order keeps its built-in status, which alone decides stock, money,
 * invoices and reports; the stage is what the merchant and the customer read.
 */

/** Custom statuses a store may have: room for a stage or two under each built-in status. */
export const CUSTOM_STATUSES_MAX = 20;
export const CUSTOM_STATUS_NAME_MAX = 40;

/** The Mantine colours a custom status may wear (the built-in statuses wear some of them). */
export const CUSTOM_STATUS_COLORS = [
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
] as const;
export type CustomStatusColor = (typeof CUSTOM_STATUS_COLORS)[number];

/** What the merchant sets of a custom status; `position` (from 0) places it among the store's custom statuses. */
export const CustomOrderStatusInput = z.strictObject({
  nameAr: requiredText({ max: CUSTOM_STATUS_NAME_MAX }),
  nameEn: requiredText({ max: CUSTOM_STATUS_NAME_MAX }),
  color: z.enum(CUSTOM_STATUS_COLORS),
  baseStatus: OrderStatusCode,
  position: z
    .number()
    .int()
    .min(0)
    .max(CUSTOM_STATUSES_MAX - 1)
    .optional(),
});
export type CustomOrderStatusInput = z.input<typeof CustomOrderStatusInput>;
export type CustomOrderStatusValues = z.output<typeof CustomOrderStatusInput>;

/** The custom status an order is in, as its answers carry it beside the built-in status. */
export const CustomStatusRef = z.object({
  id: z.uuid(),
  nameAr: z.string(),
  nameEn: z.string(),
  color: z.string(),
});
export type CustomStatusRef = z.infer<typeof CustomStatusRef>;

export const CustomStatusParams = z.strictObject({ id: z.uuid() });

/** What deleting a custom status did: its orders went back to its base status. */
export const CustomStatusRemoved = z.object({ ordersMovedBack: z.number().int() });

/**
 * Adding, changing and deleting the store's custom statuses (the list is `GET /order/status`), the
 * admin role as the other store settings.
 */
export const customOrderStatusEndpoints = {
  create: endpoint({ method: 'POST', path: '/order/status', body: CustomOrderStatusInput, data: OrderStatusInfo, status: 201 }),
  update: endpoint({
    method: 'PUT',
    path: '/order/status/:id',
    params: CustomStatusParams,
    body: CustomOrderStatusInput,
    data: OrderStatusInfo,
  }),
  remove: endpoint({ method: 'DELETE', path: '/order/status/:id', params: CustomStatusParams, data: CustomStatusRemoved }),
};

/**
 * The built-in statuses an order may move to now: the table's moves, and, from a custom status,
 * its base status too (leaving the stage).
 */
export const builtInMovesOf = (status: OrderStatus, inCustomStatus: boolean): OrderStatus[] =>
  inCustomStatus ? [status, ...ORDER_STATUS_MOVES[status]] : [...ORDER_STATUS_MOVES[status]];

/**
 * Whether an order in `status` (and in custom status `currentId`, if any) may enter the custom
 * status `target`: another stage of the same built-in status (no stock or money moves), or a
 * stage of a status the table allows it to move to (that move, then the stage).
 */
export const canEnterCustomStatus = (
  status: OrderStatus,
  currentId: string | null | undefined,
  target: { id: string; baseStatus: OrderStatus },
): boolean => target.id !== currentId && (target.baseStatus === status || canMoveOrder(status, target.baseStatus));
