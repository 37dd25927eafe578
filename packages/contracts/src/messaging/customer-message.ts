import { z } from 'zod';
import { LANGUAGES, type Language } from '../i18n/plural.ts';
import { endpoint } from '../platform/endpoint.ts';
import { requiredText } from '../platform/fields.ts';
import { CustomStatusRef } from '../orders/custom-status.ts';
import { OrderStatusCode } from '../orders/status-schemas.ts';
import { MESSAGING_TYPES, WHATSAPP_TEMPLATE_LANGUAGE, WHATSAPP_TEMPLATE_NAME, type MessagingType } from './messaging-setting.ts';

/**
 * The messages a store sends its customers when an order enters a status (issue 17): per status
 * (a built-in one's id from ORDER_STATUS_IDS, or one of the store's custom statuses), per channel
 * (e-mail, SMS, WhatsApp) and per language, with variables filled from the order. Sent once per
 * order, status and channel by the job queue, in the customer's language, and logged on the order.
 */
export const CUSTOMER_MESSAGE_CHANNELS = MESSAGING_TYPES;
export type CustomerMessageChannel = MessagingType;

/** What a message may say of the order, written `{customerName}` in its text. */
export const CUSTOMER_MESSAGE_VARIABLES = ['customerName', 'orderNumber', 'total', 'trackingLink', 'storeName'] as const;
export type CustomerMessageVariable = (typeof CUSTOMER_MESSAGE_VARIABLES)[number];
export type CustomerMessageValues = Record<CustomerMessageVariable, string>;

/** Days a customer message stays in the order's log after its last try (docs/decisions.md "Customer messages"). */
export const CUSTOMER_MESSAGE_RETENTION_DAYS = 90;

export const CUSTOMER_MESSAGE_LIMITS = {
  subject: 200,
  emailBody: 5000,
  /** Ten Arabic segments' worth: longer texts cost the store more than they say. */
  smsBody: 670,
  /** WhatsApp's body parameters (`{{1}}`, `{{2}}`…) a template fills, and each one's length. */
  parameters: 10,
  parameter: 200,
} as const;

const VARIABLE = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The `{names}` of a text that are not variables, each once, in the order met. */
export function unknownVariables(text: string): string[] {
  const known: readonly string[] = CUSTOMER_MESSAGE_VARIABLES;
  return [...new Set([...text.matchAll(VARIABLE)].map((m) => m[1]!).filter((name) => !known.includes(name)))];
}

/** The text with each variable replaced by its value (an empty value leaves nothing). */
export const fillVariables = (text: string, values: CustomerMessageValues): string =>
  text.replace(VARIABLE, (whole, name: string) =>
    (CUSTOMER_MESSAGE_VARIABLES as readonly string[]).includes(name) ? values[name as CustomerMessageVariable] : whole,
  );

// GSM 03.38: the basic set (one septet each) and its extension (two: the escape, then the character).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

export interface SmsSegments {
  /** GSM-7 when every character is in the GSM alphabet; UCS-2 otherwise (Arabic). */
  encoding: 'GSM-7' | 'UCS-2';
  /** Characters as the network counts them (septets for GSM-7, UTF-16 units for UCS-2). */
  length: number;
  segments: number;
  /** Characters left in the last segment before another is needed. */
  remaining: number;
}

/**
 * How many SMS a text takes: GSM-7 160 a message, 153 each when concatenated; UCS-2 (any Arabic
 * letter) 70, 67 each when concatenated.
 */
export function smsSegments(text: string): SmsSegments {
  let septets = 0;
  let gsm = true;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) septets += 1;
    else if (GSM_EXTENSION.includes(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  const [single, part, length] = gsm ? [160, 153, septets] : [70, 67, text.length];
  const segments = length === 0 ? 0 : length <= single ? 1 : Math.ceil(length / part);
  const capacity = segments <= 1 ? single : segments * part;
  return { encoding: gsm ? 'GSM-7' : 'UCS-2', length, segments, remaining: capacity - length };
}

export const EmailMessageText = z.strictObject({
  subject: requiredText({ max: CUSTOMER_MESSAGE_LIMITS.subject }),
  body: requiredText({ max: CUSTOMER_MESSAGE_LIMITS.emailBody }),
});
export const SmsMessageText = z.strictObject({ body: requiredText({ max: CUSTOMER_MESSAGE_LIMITS.smsBody }) });
/** WhatsApp sends only templates Meta approved: its name and language there, and what fills its `{{1}}`, `{{2}}`… in order. */
export const WhatsappMessageText = z.strictObject({
  templateName: z.string().trim().regex(WHATSAPP_TEMPLATE_NAME, { message: 'whatsapp_template' }),
  templateLanguage: z.string().trim().regex(WHATSAPP_TEMPLATE_LANGUAGE, { message: 'template_language' }),
  parameters: z.array(requiredText({ max: CUSTOMER_MESSAGE_LIMITS.parameter })).max(CUSTOMER_MESSAGE_LIMITS.parameters),
});
export type EmailMessageText = z.infer<typeof EmailMessageText>;
export type SmsMessageText = z.infer<typeof SmsMessageText>;
export type WhatsappMessageText = z.infer<typeof WhatsappMessageText>;
export type CustomerMessageText = EmailMessageText | SmsMessageText | WhatsappMessageText;

/** One channel of a status: on or off, and its text in each language (either may be left out). */
const channelInput = <T extends z.ZodType>(text: T) =>
  z
    .strictObject({ enabled: z.boolean(), ar: z.optional(z.nullable(text)), en: z.optional(z.nullable(text)) })
    .superRefine((v, ctx) => {
      // A channel that sends needs a text in one language at least: the other falls back to it.
      if (v.enabled && !v.ar && !v.en) ctx.addIssue({ code: 'custom', message: 'required', path: ['ar'], input: v.ar });
    });

/**
 * `PUT /messaging/customer-messages/{statusId}`: the status's three channels at once; a channel
 * left out has no message. The variables of every text are checked by the server (400
 * `unknown_variable` naming the field and the variable).
 */
export const CustomerMessagesInput = z.strictObject({
  email: z.optional(channelInput(EmailMessageText)),
  sms: z.optional(channelInput(SmsMessageText)),
  whatsapp: z.optional(channelInput(WhatsappMessageText)),
});
export type CustomerMessagesInput = z.input<typeof CustomerMessagesInput>;

const channelOf = <T extends z.ZodType>(text: T) =>
  z.object({ enabled: z.boolean(), ar: z.nullable(text), en: z.nullable(text) });

/** A status's messages as saved; a channel never saved is off with no text. */
export const CustomerMessageSet = z.object({
  statusId: z.uuid(),
  email: channelOf(EmailMessageText),
  sms: channelOf(SmsMessageText),
  whatsapp: channelOf(WhatsappMessageText),
  updatedAt: z.string().nullable(),
});
export type CustomerMessageSet = z.infer<typeof CustomerMessageSet>;

export const CustomerMessageStatusParams = z.strictObject({ statusId: z.uuid() });

/**
 * `POST /messaging/customer-messages/preview`: one text rendered as the customer would read it,
 * with a sample order, or with a real order of the store (`orderId`).
 */
export const CustomerMessagePreviewInput = z.discriminatedUnion('channel', [
  z.strictObject({ channel: z.literal('email'), lang: z.enum(LANGUAGES), text: EmailMessageText, orderId: z.optional(z.uuid()) }),
  z.strictObject({ channel: z.literal('sms'), lang: z.enum(LANGUAGES), text: SmsMessageText, orderId: z.optional(z.uuid()) }),
  z.strictObject({
    channel: z.literal('whatsapp'),
    lang: z.enum(LANGUAGES),
    text: WhatsappMessageText,
    orderId: z.optional(z.uuid()),
  }),
]);
export type CustomerMessagePreviewInput = z.input<typeof CustomerMessagePreviewInput>;

export const SmsSegmentsSchema = z.object({
  encoding: z.enum(['GSM-7', 'UCS-2']),
  length: z.number().int(),
  segments: z.number().int(),
  remaining: z.number().int(),
});

export const CustomerMessagePreview = z.object({
  channel: z.enum(CUSTOMER_MESSAGE_CHANNELS),
  lang: z.enum(LANGUAGES),
  /** E-mail only. */
  subject: z.string().nullable(),
  /** The e-mail's or SMS's text; for WhatsApp, the parameters listed `{{1}} …` one a line. */
  body: z.string(),
  /** WhatsApp only: what fills `{{1}}`, `{{2}}`… */
  parameters: z.array(z.string()).nullable(),
  /** SMS only. */
  segments: SmsSegmentsSchema.nullable(),
  /** The values the variables took (the sample's, or the order's). */
  values: z.record(z.enum(CUSTOMER_MESSAGE_VARIABLES), z.string()),
});
export type CustomerMessagePreview = z.infer<typeof CustomerMessagePreview>;

/** Why a message was not sent: the provider's failures, and what the order or the store lacked. */
export const CUSTOMER_MESSAGE_REASONS = [
  'authentication',
  'connection',
  'tls',
  'refused',
  'no_phone',
  'no_email',
  'not_configured',
] as const;
export type CustomerMessageReason = (typeof CUSTOMER_MESSAGE_REASONS)[number];

/** `pending`: queued or waiting for its next try; `skipped`: never tried (no phone, no e-mail). */
export const CUSTOMER_MESSAGE_STATES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type CustomerMessageState = (typeof CUSTOMER_MESSAGE_STATES)[number];

/** `GET /order/{orderId}/customer-messages`: one message to the customer, and how it stands. */
export const OrderCustomerMessage = z.object({
  id: z.uuid(),
  channel: z.enum(CUSTOMER_MESSAGE_CHANNELS),
  /** The built-in status the order entered, and the custom status (stage) when the message was its. */
  status: OrderStatusCode,
  customStatus: CustomStatusRef.nullable(),
  lang: z.enum(LANGUAGES),
  /** The e-mail address or phone it went to (null when the order had none). */
  to: z.string().nullable(),
  state: z.enum(CUSTOMER_MESSAGE_STATES),
  reason: z.enum(CUSTOMER_MESSAGE_REASONS).nullable(),
  /** The provider's own words about a failure, at most 300 characters. */
  details: z.string().nullable(),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OrderCustomerMessage = z.infer<typeof OrderCustomerMessage>;

export const OrderCustomerMessagesParams = z.strictObject({ orderId: z.uuid() });

/** The sample order a preview fills the variables with when no order is named. */
export const SAMPLE_CUSTOMER_NAME: Record<Language, string> = { ar: 'سارة أحمد', en: 'Sara Ahmed' };

/** The store's customer messages (the admin role), and an order's log (whoever sees the order). */
export const customerMessageEndpoints = {
  list: endpoint({ method: 'GET', path: '/messaging/customer-messages', data: z.array(CustomerMessageSet) }),
  save: endpoint({
    method: 'PUT',
    path: '/messaging/customer-messages/:statusId',
    params: CustomerMessageStatusParams,
    body: CustomerMessagesInput,
    data: CustomerMessageSet,
  }),
  preview: endpoint({
    method: 'POST',
    path: '/messaging/customer-messages/preview',
    body: CustomerMessagePreviewInput,
    data: CustomerMessagePreview,
  }),
  orderLog: endpoint({
    method: 'GET',
    path: '/order/:orderId/customer-messages',
    params: OrderCustomerMessagesParams,
    data: z.array(OrderCustomerMessage),
  }),
};
