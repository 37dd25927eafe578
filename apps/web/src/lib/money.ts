import { currencySign, minorDigits, type Language, type StoreCurrency } from '@souqna/contracts';
import { currentLanguage } from '@/i18n/i18n.ts';
import { useStoreSettings } from './store-settings.ts';

/**
 * Money on every screen (docs/contributing.md): one formatter that honours the currency's ISO minor
 * digits (CLDR gives YER none), with Latin digits in both languages as the rest of the dashboard
 * writes numbers; the sign from `currencySign` of the contracts, as the server words it.
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
  try {
    return moneyFormat(currency, lang).format(amount);
  } catch {
    // A code Intl does not know: the number and the code.
    return `${amount.toFixed(minorDigits(currency))} ${currency}`;
  }
}

export { currencySign };

export interface StoreMoney {
  code: StoreCurrency;
  /** The sign in the page's language (ر.س. / SAR), for a field's suffix beside a typed amount. */
  sign: string;
  minorUnits: number;
}

/** The store's currency (GET /store/settings), its sign and its minor digits: what an amount field needs. */
export function useStoreMoney(): StoreMoney | null {
  const code = useStoreSettings().data?.currency;
  if (!code) return null;
  return { code, sign: currencySign(code, currentLanguage()), minorUnits: minorDigits(code) };
}
