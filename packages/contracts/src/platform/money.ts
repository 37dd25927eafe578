/**
 * Minor units per currency, as ISO 4217 defines them (Intl follows CLDR, which gives YER 0 and would
 * lose fils). Amounts are kept in integer minor units and travel as JSON numbers in major units.
 */
const THREE_DIGITS = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);
const NO_DIGITS = new Set(['JPY', 'KRW', 'CLP', 'ISK', 'UGX', 'VND', 'XAF', 'XOF']);

export function minorDigits(currency: string): number {
  const code = currency.toUpperCase();
  if (THREE_DIGITS.has(code)) return 3;
  if (NO_DIGITS.has(code)) return 0;
  return 2;
}

/** The amount in minor units, or null when it has more decimals than the currency allows. */
export function toMinor(amount: number, currency: string): number | null {
  const scaled = amount * 10 ** minorDigits(currency);
  const rounded = Math.round(scaled);
  return Math.abs(scaled - rounded) < 1e-6 ? rounded : null;
}

export const toMajor = (minor: number, currency: string): number => minor / 10 ** minorDigits(currency);

/**
 * The currency's sign as people write it in `lang` (ر.س. in Arabic, SAR in English; $ and € in
 * both), from Intl, without the direction marks ICU wraps Arabic signs in: the page decides direction.
 */
export function currencySign(currency: string, lang: 'ar' | 'en'): string {
  try {
    const parts = new Intl.NumberFormat(lang, { style: 'currency', currency }).formatToParts(1);
    return (parts.find((p) => p.type === 'currency')?.value ?? currency).replace(/[\u200e\u200f\u061c]/g, '').trim();
  } catch {
    // A code Intl does not know.
    return currency;
  }
}

/**
 * The formatter of each language and currency, made once: making one costs about 100 µs, and an
 * invoice of 100 lines writes some 200 amounts. null: a code Intl does not know.
 */
const moneyFormats = new Map<string, Intl.NumberFormat | null>();

function moneyFormat(currency: string, lang: 'ar' | 'en', digits: number): Intl.NumberFormat | null {
  const key = `${lang} ${currency}`;
  let format = moneyFormats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-US', {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    } catch {
      format = null;
    }
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * Money as every screen and every sentence writes it: the currency's ISO minor digits (CLDR gives
 * YER none), Latin digits in both languages, the sign in the language's form.
 */
export function formatMoney(amount: number, currency: string, lang: 'ar' | 'en'): string {
  const digits = minorDigits(currency);
  // A code Intl does not know: the number and the code.
  return moneyFormat(currency, lang, digits)?.format(amount) ?? `${amount.toFixed(digits)} ${currency}`;
}

/**
 * A figure shortened for a chart's axis or bar, in the language's words and formatMoney's Latin
 * digits: "280 ألف", "1.5 مليون" in Arabic, "280K" in English.
 */
export function formatCompact(value: number, lang: 'ar' | 'en'): string {
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-US', {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}
