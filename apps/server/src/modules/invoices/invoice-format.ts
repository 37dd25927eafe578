import type { Language } from '@souqna/contracts';
import { moneyText } from '../../platform/money-text.ts';
import type { InvoiceField } from './pdf/invoice-document.ts';

/** Latin digits in Arabic-Indic form when the store writes them so (its settings), for an Arabic invoice. */
export { digitsFor } from '@souqna/contracts';

/** The invoice's money text (moneyText) in the store's digits. */
export const moneyFor = (currency: string, lang: Language, digits: (t: string) => string) => (amount: number) =>
  digits(moneyText(amount, currency, lang));

/** A moment as the invoice writes it, in the store's time zone: "2026/11/27، 3:59 م", "27 Nov 2026, 03:59". */
export const invoiceDateTime = (at: Date, timeZone: string, lang: Language) =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(
    at,
  );

/** A calendar day (YYYY-MM-DD) as the invoice writes it: "27 نوفمبر 2026", "27 November 2026". */
export const invoiceDay = (day: string, lang: Language) =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** A field when there is something to say, else nothing: `...optional(x && {…})`. */
export const optional = (f: InvoiceField | false | null | undefined | '' | 0): InvoiceField[] => (f ? [f] : []);
