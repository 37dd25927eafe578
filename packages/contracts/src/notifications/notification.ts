import { z } from 'zod';
import { emailAddress, optionalText } from '../platform/fields.ts';
import { endpoint } from '../platform/endpoint.ts';
import { ListQuery } from '../platform/list.ts';

/** A customer waiting for a product (or one variant) to come back in stock. */
export const AvailabilityNotification = z.object({
  notificationId: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  productVariantId: z.uuid().nullable(),
  variantLabel: z.string().nullable(),
  customerName: z.string().nullable(),
  email: z.string(),
  isNotified: z.boolean(),
  notifiedAt: z.string().nullable(),
  createdAt: z.string(),
  /** What the store holds of it now, in every warehouse; null when it never runs out. */
  available: z.number().int().nullable(),
});
export type AvailabilityNotification = z.infer<typeof AvailabilityNotification>;

export const NotificationListQuery = ListQuery.extend({ isNotified: z.enum(['true', 'false']).optional() });

export const NotificationParams = z.strictObject({ id: z.uuid() });

export const NotificationStatusInput = z.strictObject({ isNotified: z.boolean() });

/** A subscription as the storefront will send it (`POST /store/productavailabilitynotifications`). */
export const SubscribeInput = z.strictObject({
  productId: z.uuid(),
  productVariantId: z.uuid().nullable().optional(),
  email: emailAddress(),
  customerName: z.nullable(optionalText({ max: 120 })),
});
export type SubscribeInput = z.input<typeof SubscribeInput>;

const NOTIFICATIONS = '/store/productavailabilitynotifications';

/** Availability notifications (spec §7), the admin role. */
export const notificationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: NOTIFICATIONS,
    query: NotificationListQuery,
    data: AvailabilityNotification,
    list: true,
  }),
  /** The future storefront's call; guarded like the others until the storefront has its own sign-in. */
  subscribe: endpoint({ method: 'POST', path: NOTIFICATIONS, body: SubscribeInput, data: AvailabilityNotification, status: 201 }),
  setStatus: endpoint({
    method: 'PUT',
    path: `${NOTIFICATIONS}/:id/status`,
    params: NotificationParams,
    body: NotificationStatusInput,
    data: AvailabilityNotification,
  }),
  remove: endpoint({ method: 'DELETE', path: `${NOTIFICATIONS}/:id`, params: NotificationParams, data: z.null() }),
};
