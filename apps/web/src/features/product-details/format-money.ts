import { minorDigits, type Language } from '@souqna/contracts';

/**
 * An amount in the store's currency, with the currency's ISO digits (CLDR gives YER none), Latin
 * digits in both languages as the rest of the dashboard writes numbers.
 */
export function formatMoney(amount: number, currency: string, lang: Language): string {
  const digits = minorDigits(currency);
  try {
    return new Intl.NumberFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    // A code Intl does not know: the number and the code.
    return `${amount.toFixed(digits)} ${currency}`;
  }
}
