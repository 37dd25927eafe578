import { z } from 'zod';
import { endpoint } from '../platform/endpoint.ts';
import { emailAddress } from '../platform/fields.ts';
import { DIGIT_STYLES, STORE_CURRENCY_CODES } from './settings-values.ts';

export const storeCurrency = () => z.enum(STORE_CURRENCY_CODES, { message: 'invalid_value' });

let zones: Set<string> | undefined;
/** Whether `zone` is an IANA time zone this runtime knows (`Intl.supportedValuesOf`). */
export function isTimeZone(zone: string): boolean {
  zones ??= new Set(Intl.supportedValuesOf('timeZone'));
  return zones.has(zone);
}

export const timeZone = () => z.string().trim().min(1).max(64).refine(isTimeZone, { message: 'invalid_value' });

/**
 * A Saudi VAT registration number (ZATCA): 15 digits, the first and the last 3. It goes on the
 * store's tax invoices and in their QR code (docs/product-rules.md "Invoices").
 */
export const VAT_NUMBER = /^3\d{13}3$/;
export const vatNumber = () => z.string().trim().regex(VAT_NUMBER, { message: 'vat_number' });

/** `/setting`: how the store counts money and time and writes numbers, and its VAT registration. */
export const StoreSettings = z.strictObject({
  currency: storeCurrency(),
  timeZone: timeZone(),
  pricesIncludeTax: z.boolean(),
  digitStyle: z.enum(DIGIT_STYLES),
  /** Null: the store is not registered for VAT (its invoices are not tax invoices). */
  vatNumber: z.nullable(vatNumber()),
  /**
   * Shipping and the cash-on-delivery fee carry VAT at the store's rate (a delivery charged to the
   * buyer follows the goods). Until the store chooses, on when it has a VAT number.
   */
  taxShipping: z.boolean(),
});
export type StoreSettings = z.infer<typeof StoreSettings>;

/** The settings as sent: a client that does not know the VAT number or shipping's VAT leaves them as they are. */
export const StoreSettingsInput = StoreSettings.extend({
  vatNumber: z.optional(z.nullable(vatNumber())),
  taxShipping: z.optional(z.boolean()),
});
export type StoreSettingsInput = z.input<typeof StoreSettingsInput>;

/**
 * `/email`: the name and address a store's own mail (order mail, later) is sent in the name of.
 * Null for both means the platform's sender.
 */
export const EmailSenderInput = z.strictObject({
  senderName: z.string().trim().min(1).max(100).nullable(),
  senderEmail: z.nullable(emailAddress()),
});
export type EmailSenderInput = z.input<typeof EmailSenderInput>;

export const EmailSender = z.object({ senderName: z.string().nullable(), senderEmail: z.string().nullable() });
export type EmailSender = z.infer<typeof EmailSender>;

/** `/setting`: currency, tax inclusion, time zone and digits (admin). */
export const settingsEndpoints = {
  get: endpoint({ method: 'GET', path: '/store/settings', data: StoreSettings }),
  update: endpoint({ method: 'PUT', path: '/store/settings', body: StoreSettingsInput, data: StoreSettings }),
};

/** `/email`: the name and address the store's mail is sent as (admin). */
export const emailSenderEndpoints = {
  get: endpoint({ method: 'GET', path: '/store/email-sender', data: EmailSender }),
  update: endpoint({ method: 'PUT', path: '/store/email-sender', body: EmailSenderInput, data: EmailSender }),
};
