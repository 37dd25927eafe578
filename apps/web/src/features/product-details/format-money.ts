import { minorDigits, type Language } from '@souqna/contracts';

/**
 * An amount in the store's currency, with the currency's ISO digits (CLDR gives YER none), Latin
 * digits in both languages as the rest of the dashboard writes numbers.
 */
const moneyFormat = (currency: string, lang: Language) => {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
};

export function formatMoney(amount: number, currency: string, lang: Language): string {
  const digits = minorDigits(currency);
  try {
    return moneyFormat(currency, lang).format(amount);
  } catch {
    // A code Intl does not know: the number and the code.
    return `${amount.toFixed(digits)} ${currency}`;
  }
}

/** The currency's sign as formatMoney writes it (ر.س.‏ / SAR), for a field's suffix beside a typed amount. */
export function currencySign(currency: string, lang: Language): string {
  try {
    return (
      moneyFormat(currency, lang)
        .formatToParts(0)
        .find((part) => part.type === 'currency')
        ?.value.trim() ?? currency
    );
  } catch {
    return currency;
  }
}
