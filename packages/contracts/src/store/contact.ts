import { z } from 'zod';

/** Contact channels of spec §3 (store customer service and branch contacts share them). */
export const CONTACT_TYPES = ['mobile', 'landline', 'email', 'link'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

const PHONE = /^\+?\d{6,15}$/;
const EMAIL = z.email();

/** Arabic-Indic and Eastern Arabic-Indic digits read as ASCII digits. */
export const toLatinDigits = (text: string) =>
  text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

/** The stored form of a contact value: phones keep digits (and a leading +), e-mails are lower-cased. */
export function normaliseContactValue(type: ContactType, value: string): string {
  const trimmed = value.trim();
  if (type === 'mobile' || type === 'landline') return toLatinDigits(trimmed).replace(/[\s-]/g, '');
  if (type === 'email') return trimmed.toLowerCase();
  return trimmed;
}

/** The field code of what is wrong with a contact value (spec §5), or null. Expects a normalised value. */
export function contactValueProblem(type: ContactType, value: string): 'invalid_phone' | 'invalid_email' | 'invalid_url' | null {
  switch (type) {
    case 'mobile':
    case 'landline':
      return PHONE.test(value) ? null : 'invalid_phone';
    case 'email':
      return EMAIL.safeParse(value).success ? null : 'invalid_email';
    case 'link':
      return /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value) && URL.canParse(value) ? null : 'invalid_url';
  }
}

const contactType = () => z.enum(CONTACT_TYPES);
const contactValue = () => z.string().trim().min(1).max(500);

/** Normalises the value and reports a value that breaks its type's rule on `value`. */
function checkContact<C extends { type: ContactType; value: string }>(contact: C, ctx: z.RefinementCtx): C {
  const value = normaliseContactValue(contact.type, contact.value);
  const problem = contactValueProblem(contact.type, value);
  if (problem) {
    ctx.addIssue({ code: 'custom', message: problem, path: ['value'], input: contact.value });
    return z.NEVER;
  }
  return { ...contact, value };
}

export const ContactInput = z.strictObject({ type: contactType(), value: contactValue() }).transform(checkContact);
export type ContactInput = z.input<typeof ContactInput>;

export const Contact = z.object({ type: z.enum(CONTACT_TYPES), value: z.string() });
export type Contact = z.infer<typeof Contact>;

export const MAX_SERVICE_CHANNELS = 20;

export const ServiceChannelInput = z
  .strictObject({
    type: contactType(),
    value: contactValue(),
    isServiceChannel: z.boolean().default(true),
    isActive: z.boolean().default(true),
  })
  .transform(checkContact);
export type ServiceChannelInput = z.input<typeof ServiceChannelInput>;

export const ServiceChannelsInput = z.strictObject({
  channels: z.array(ServiceChannelInput).min(1).max(MAX_SERVICE_CHANNELS),
});
export type ServiceChannelsInput = z.input<typeof ServiceChannelsInput>;
export type ServiceChannelsValues = z.output<typeof ServiceChannelsInput>;

export const ServiceChannel = z.object({
  channelId: z.uuid(),
  type: z.enum(CONTACT_TYPES),
  value: z.string(),
  isServiceChannel: z.boolean(),
  isActive: z.boolean(),
});
export type ServiceChannel = z.infer<typeof ServiceChannel>;
