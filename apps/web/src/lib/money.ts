import { currencySign, formatCompact, formatMoney, minorDigits, type StoreCurrency } from '@souqna/contracts';
import { currentLanguage } from '@/i18n/i18n.ts';
import { useStoreSettings } from './store-settings.ts';

// Money on every screen is written by `formatMoney` of the contracts (docs/contributing.md), which the
// server's sentences use too, so an amount reads the same in a message and on the page.
export { currencySign, formatCompact, formatMoney };

export interface StoreMoney {
  code: StoreCurrency;
  /** The sign in the page's language (ر.س. / SAR), for a field's suffix beside a typed amount. */
  sign: string;
  minorUnits: number;
}

/** The store's currency (GET /store/settings), its sign and its minor digits: what an amount field needs. */
export function useStoreMoney(): StoreMoney | null {
  const code = useStoreSettings().data?.currency;
  return code ? moneyOf(code) : null;
}

/** A currency's sign in the page's language and its minor digits (a currency being chosen, before it is the store's). */
export const moneyOf = (code: StoreCurrency): StoreMoney => ({
  code,
  sign: currencySign(code, currentLanguage()),
  minorUnits: minorDigits(code),
});
