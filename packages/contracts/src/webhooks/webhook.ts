import { z } from 'zod';
import { endpoint } from '../platform/endpoint.ts';
import { optionalText } from '../platform/fields.ts';
import { ListQuery } from '../platform/list.ts';

/**
 * Outgoing webhooks (docs/decisions.md "Integrations"): a store's endpoints told of what happens in
 * it, signed as the Standard Webhooks specification says (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`), queued in the transaction of the change. The body is
 * `{ type, timestamp, data }`; amounts in `data` are integers in the currency's minor units.
 */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.status_changed',
  'order.paid',
  'product.created',
  'product.updated',
  'product.deleted',
  'stock.low',
  'customer.created',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Endpoints a store may have: enough for a few integrations, few enough to deliver each change quickly. */
export const WEBHOOK_SUBSCRIPTIONS_MAX = 10;
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** The answer's first characters kept in the delivery log. */
export const WEBHOOK_RESPONSE_EXCERPT = 500;

/**
 * An address a webhook can be sent to: http or https, with a host, without a user name or password
 * (they would be kept and shown in clear). Whether the host is public is checked by the server,
 * which resolves it (field code `webhook_url_private`).
 */
export const webhookUrl = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(WEBHOOK_URL_MAX)
    .superRefine((value, ctx) => {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'invalid_url' });
        return;
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:') ctx.addIssue({ code: 'custom', message: 'webhook_url_scheme' });
      else if (!url.hostname) ctx.addIssue({ code: 'custom', message: 'invalid_url' });
      else if (url.username || url.password) ctx.addIssue({ code: 'custom', message: 'webhook_url_credentials' });
    });

/** What the merchant sets of an endpoint: where, what it hears, whether it is on, and a note of what it is. */
export const WebhookSubscriptionInput = z.strictObject({
  url: webhookUrl(),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1)
    .max(WEBHOOK_EVENTS.length)
    .refine((events) => new Set(events).size === events.length, { message: 'duplicate_event' }),
  description: optionalText({ max: WEBHOOK_DESCRIPTION_MAX }),
  isActive: z.boolean().default(true),
});
export type WebhookSubscriptionInput = z.input<typeof WebhookSubscriptionInput>;
export type WebhookSubscriptionValues = z.output<typeof WebhookSubscriptionInput>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Why the server turned an endpoint off: every delivery to it kept failing. */
export const WEBHOOK_DISABLED_REASONS = ['failing'] as const;

/** An endpoint as answered: never its secret (shown once, when made or replaced). */
export const WebhookSubscription = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string().nullable(),
  isActive: z.boolean(),
  /** Set when the server turned it off; turning it on again clears it. */
  disabledReason: z.enum(WEBHOOK_DISABLED_REASONS).nullable(),
  disabledAt: z.string().nullable(),
  /** The newest delivery's state, if any. */
  lastDelivery: z
    .object({
      status: z.enum(WEBHOOK_DELIVERY_STATUSES),
      statusCode: z.number().int().nullable(),
      at: z.string(),
    })
    .nullable(),
  createdAt: z.string(),
});
export type WebhookSubscription = z.infer<typeof WebhookSubscription>;

/** `whsec_` and the base64 of 32 random bytes: the signing secret, answered only here. */
export const WebhookSecret = z.object({ secret: z.string().startsWith('whsec_') });
export type WebhookSecret = z.infer<typeof WebhookSecret>;

export const WebhookSubscriptionCreated = WebhookSubscription.extend(WebhookSecret.shape);
export type WebhookSubscriptionCreated = z.infer<typeof WebhookSubscriptionCreated>;

/** One message to an endpoint (one event), with its latest try; its tries are `WebhookAttempt`s. */
export const WebhookDelivery = z.object({
  id: z.uuid(),
  /** The `webhook-id` header: the same on every try and on "send again", so a receiver can skip a repeat. */
  messageId: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  statusCode: z.number().int().nullable(),
  /** What went wrong without an answer (timeout, refused address, connection closed). */
  error: z.string().nullable(),
  latencyMs: z.number().int().nullable(),
  /** The answer's first 500 characters. */
  response: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookAttempt = z.object({
  attempt: z.number().int(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  latencyMs: z.number().int(),
  response: z.string().nullable(),
  at: z.string(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

export const WebhookParams = z.strictObject({ id: z.uuid() });
export const WebhookDeliveryParams = z.strictObject({ id: z.uuid(), deliveryId: z.uuid() });
export const WebhookDeliveriesQuery = ListQuery.extend({ status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional() });
export type WebhookDeliveriesQuery = z.input<typeof WebhookDeliveriesQuery>;
export type WebhookDeliveriesQueryValues = z.output<typeof WebhookDeliveriesQuery>;

/** The store's webhook endpoints (spec `/integrations/webhooks`): the admin role, as the other integrations. */
export const webhookEndpoints = {
  list: endpoint({ method: 'GET', path: '/store/webhooks', data: z.array(WebhookSubscription) }),
  create: endpoint({
    method: 'POST',
    path: '/store/webhooks',
    body: WebhookSubscriptionInput,
    data: WebhookSubscriptionCreated,
    status: 201,
  }),
  get: endpoint({ method: 'GET', path: '/store/webhooks/:id', params: WebhookParams, data: WebhookSubscription }),
  update: endpoint({
    method: 'PUT',
    path: '/store/webhooks/:id',
    params: WebhookParams,
    body: WebhookSubscriptionInput,
    data: WebhookSubscription,
  }),
  remove: endpoint({ method: 'DELETE', path: '/store/webhooks/:id', params: WebhookParams, data: z.null() }),
  rotateSecret: endpoint({
    method: 'POST',
    path: '/store/webhooks/:id/rotate-secret',
    params: WebhookParams,
    data: WebhookSecret,
  }),
  deliveries: endpoint({
    method: 'GET',
    path: '/store/webhooks/:id/deliveries',
    params: WebhookParams,
    query: WebhookDeliveriesQuery,
    data: WebhookDelivery,
    list: true,
  }),
  attempts: endpoint({
    method: 'GET',
    path: '/store/webhooks/:id/deliveries/:deliveryId/attempts',
    params: WebhookDeliveryParams,
    data: z.array(WebhookAttempt),
  }),
  resend: endpoint({
    method: 'POST',
    path: '/store/webhooks/:id/deliveries/:deliveryId/resend',
    params: WebhookDeliveryParams,
    data: WebhookDelivery,
    status: 202,
  }),
};
