import { z } from 'zod';
import { endpoint } from '../platform/endpoint.ts';
import { emailAddress, optionalText, phoneNumber, requiredText } from '../platform/fields.ts';

/**
 * The store's messaging settings (spec §3 "Messaging setting", docs/decisions.md "Messaging"): its
 * own mail server (SMTP), SMS through its Twilio account, and WhatsApp through Meta's WhatsApp Cloud
 * API. One setting of each type per store. The secret (the SMTP password, Twilio's auth token,
 * WhatsApp's access token: the spec's `password` in each case) is sealed at rest and never answered.
 */
export const MESSAGING_TYPES = ['email', 'sms', 'whatsapp'] as const;
export type MessagingType = (typeof MESSAGING_TYPES)[number];
/** SSL: TLS from the first byte (usually port 465); STARTTLS: plain, then upgraded, and refused if it cannot be (587). */
export const MESSAGING_ENCRYPTIONS = ['none', 'SSL', 'STARTTLS'] as const;
export type MessagingEncryption = (typeof MESSAGING_ENCRYPTIONS)[number];
/** The usual port of each encryption: the form proposes it. */
export const SMTP_DEFAULT_PORTS: Record<MessagingEncryption, number> = { none: 25, SSL: 465, STARTTLS: 587 };

/** A host name (letters, digits, inner hyphens, dots) or an IPv4 address. */
export const HOST_NAME =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?$/;
/** Twilio's Account SID (`AC` and 32 hex digits) and auth token (32 hex digits). */
export const TWILIO_ACCOUNT_SID = /^AC[0-9a-fA-F]{32}$/;
export const TWILIO_AUTH_TOKEN = /^[0-9a-fA-F]{32}$/;
/** The WhatsApp Cloud API's phone number ID (digits, from WhatsApp Manager's "API setup"). */
export const WHATSAPP_PHONE_NUMBER_ID = /^\d{6,20}$/;
/** Meta's template names: lower-case Latin letters, digits and underscores. */
export const WHATSAPP_TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/;
/** A template's language as Meta names it: `ar`, `en`, `en_US`. */
export const WHATSAPP_TEMPLATE_LANGUAGE = /^[a-z]{2,3}(?:_[A-Z]{2})?$/;
/** Meta's own sample template, approved in every WhatsApp Business account. */
export const WHATSAPP_DEFAULT_TEMPLATE = { name: 'hello_world', language: 'en_US' } as const;
const SECRET_MAX = 1024;
const WHATSAPP_TOKEN_MIN = 20;

/**
 * An SMS sender as Twilio takes it, or null: a number in international form (spaces, dashes and
 * brackets dropped: `+966 50 123 4567` is `+966501234567`), or an alphanumeric sender id of 1 to
 * 11 Latin letters, digits and spaces with at least one letter (where the country allows them).
 */
export function smsSender(value: string): string | null {
  const text = value.trim();
  if (/^[+\d\s()-]+$/.test(text)) {
    const number = text.replace(/[\s()-]/g, '');
    return /^\+[1-9]\d{6,14}$/.test(number) ? number : null;
  }
  return /^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$/.test(text) ? text : null;
}

/** The fields each type uses beyond its name; the others must stay empty. */
export const MESSAGING_FIELDS = {
  email: ['host', 'port', 'encryption', 'username', 'password', 'senderName', 'senderEmail'],
  sms: ['accountSid', 'password', 'senderNumber'],
  whatsapp: ['phoneNumberId', 'password', 'senderNumber', 'templateName', 'templateLanguage'],
} as const satisfies Record<MessagingType, readonly string[]>;
/** The fields each type cannot do without (its secret is checked by the server: a saved one is kept). */
const REQUIRED: Record<MessagingType, readonly string[]> = {
  email: ['host', 'port', 'encryption', 'senderName', 'senderEmail'],
  sms: ['accountSid', 'senderNumber'],
  whatsapp: ['phoneNumberId'],
};
const OPTIONAL_FIELDS = [
  'host',
  'port',
  'encryption',
  'username',
  'password',
  'accountSid',
  'senderName',
  'senderEmail',
  'senderNumber',
  'phoneNumberId',
  'templateName',
  'templateLanguage',
] as const;
type OptionalField = (typeof OPTIONAL_FIELDS)[number];

const filled = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * `POST /messaging-settings` and `PUT /messaging-settings/{id}`. Every field of the spec; which are
 * needed depends on `type`, and a field the type does not use must be left out (or empty). The
 * secret (`password`) left out keeps the one saved.
 */
export const MessagingSettingInput = z
  .strictObject({
    configName: requiredText({ max: 100 }),
    type: z.enum(MESSAGING_TYPES),
    host: z.optional(z.string().trim().max(253).regex(HOST_NAME, { message: 'invalid_host' })),
    port: z.optional(z.number().int().min(1).max(65535)),
    encryption: z.optional(z.enum(MESSAGING_ENCRYPTIONS)),
    username: optionalText({ max: 254 }),
    // Not trimmed: a password may begin or end with a space.
    password: z.optional(z.string().min(1).max(SECRET_MAX)),
    accountSid: z.optional(z.string().trim().regex(TWILIO_ACCOUNT_SID, { message: 'twilio_account_sid' })),
    senderName: optionalText({ max: 100 }),
    senderEmail: z.optional(emailAddress()),
    senderNumber: z.optional(
      z
        .string()
        .trim()
        .max(32)
        .refine((v) => smsSender(v) !== null, { message: 'sms_sender' }),
    ),
    phoneNumberId: z.optional(z.string().trim().regex(WHATSAPP_PHONE_NUMBER_ID, { message: 'whatsapp_phone_number_id' })),
    templateName: z.optional(z.string().trim().regex(WHATSAPP_TEMPLATE_NAME, { message: 'whatsapp_template' })),
    templateLanguage: z.optional(z.string().trim().regex(WHATSAPP_TEMPLATE_LANGUAGE, { message: 'template_language' })),
    /** E-mail: whether the store's own mail goes through this server now (true unless said). */
    isActive: z.optional(z.boolean()),
  })
  .superRefine((v, ctx) => {
    const used: readonly string[] = MESSAGING_FIELDS[v.type];
    for (const field of REQUIRED[v.type])
      if (!filled(v[field as OptionalField]))
        ctx.addIssue({ code: 'custom', message: 'required', path: [field], input: v[field as OptionalField] });
    for (const field of OPTIONAL_FIELDS)
      if (!used.includes(field) && filled(v[field]))
        ctx.addIssue({ code: 'custom', message: 'not_for_type', path: [field], input: v[field] });
    if (v.password === undefined) return;
    if (v.type === 'sms' && !TWILIO_AUTH_TOKEN.test(v.password.trim()))
      ctx.addIssue({ code: 'custom', message: 'twilio_auth_token', path: ['password'], input: v.password });
    if (v.type === 'whatsapp' && (v.password.trim().length < WHATSAPP_TOKEN_MIN || /\s/.test(v.password.trim())))
      ctx.addIssue({ code: 'custom', message: 'whatsapp_token', path: ['password'], input: v.password });
  });
export type MessagingSettingInput = z.input<typeof MessagingSettingInput>;

/** A setting as answered: the secret only as "set" and its last four characters. */
export const MessagingSetting = z.object({
  /** The setting's read-only public id (spec §3). */
  messagingSettingsPublicId: z.uuid(),
  configName: z.string(),
  type: z.enum(MESSAGING_TYPES),
  host: z.string().nullable(),
  port: z.number().nullable(),
  encryption: z.enum(MESSAGING_ENCRYPTIONS).nullable(),
  username: z.string().nullable(),
  passwordSet: z.boolean(),
  passwordHint: z.string().nullable(),
  accountSid: z.string().nullable(),
  senderName: z.string().nullable(),
  senderEmail: z.string().nullable(),
  senderNumber: z.string().nullable(),
  phoneNumberId: z.string().nullable(),
  templateName: z.string().nullable(),
  templateLanguage: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MessagingSetting = z.infer<typeof MessagingSetting>;

export const MessagingSettingParams = z.strictObject({ id: z.uuid() });

/** `POST /messaging-settings/{id}/test`: where to send the test message (an e-mail address, or a phone for SMS and WhatsApp). */
export const MessagingTestInput = z.strictObject({ to: requiredText({ max: 254 }) });
export type MessagingTestInput = z.input<typeof MessagingTestInput>;
/** The test's recipient as each type needs it: the form checks the same. */
export const MessagingTestEmail = z.strictObject({ to: emailAddress() });
export const MessagingTestPhone = z.strictObject({ to: phoneNumber() });

/**
 * Test messages a store may send (docs/decisions.md "Messaging"): each one that reaches the provider
 * is real, at the store's cost, sent or refused; at most 10 a minute (room to try a setting again
 * and again while fixing it) and 30 an hour. Beyond, 429 `RATE_LIMITED` with `retryAfter`.
 */
export const MESSAGING_TEST_LIMITS = { perMinute: 10, perHour: 30 } as const;

/** A test message the provider took: to whom (as sent) and the provider's id of it. */
export const MessagingTestResult = z.object({
  type: z.enum(MESSAGING_TYPES),
  to: z.string(),
  providerMessageId: z.string().nullable(),
});
export type MessagingTestResult = z.infer<typeof MessagingTestResult>;

/**
 * Why a test message did not go (`error.reason` of its 409): the server or provider refused the
 * credentials, could not be reached, the TLS connection failed, or the message itself was refused
 * (`error.details` then holds the provider's words).
 */
export const MESSAGING_FAILURES = ['authentication', 'connection', 'tls', 'refused'] as const;
export type MessagingFailure = (typeof MESSAGING_FAILURES)[number];

/** The store's messaging settings (spec §7 "Integrations"), the admin role. */
export const messagingSettingEndpoints = {
  list: endpoint({ method: 'GET', path: '/messaging-settings/store', data: z.array(MessagingSetting) }),
  create: endpoint({
    method: 'POST',
    path: '/messaging-settings',
    body: MessagingSettingInput,
    data: MessagingSetting,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/messaging-settings/:id',
    params: MessagingSettingParams,
    body: MessagingSettingInput,
    data: MessagingSetting,
  }),
  remove: endpoint({ method: 'DELETE', path: '/messaging-settings/:id', params: MessagingSettingParams, data: z.null() }),
  /**
   * Sends a real test message through the setting (the store's mail server, Twilio or WhatsApp), at
   * most `MESSAGING_TEST_LIMITS` a store.
   */
  test: endpoint({
    method: 'POST',
    path: '/messaging-settings/:id/test',
    params: MessagingSettingParams,
    body: MessagingTestInput,
    data: MessagingTestResult,
  }),
};
