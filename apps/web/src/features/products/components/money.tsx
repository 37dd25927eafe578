import { useAppStore } from '../../../lib/app-store.ts';

/** An amount in the store's currency, in the merchant's language, isolated from the text around it. */
export function Money({ amount, currency }: { amount: number; currency: string }) {
  const lang = useAppStore((s) => s.language);
  return <bdi>{formatMoney(amount, currency, lang)}</bdi>;
}

export function formatMoney(amount: number, currency: string, lang: string): string {
  try {
    return new Intl.NumberFormat(`${lang}-u-nu-latn`, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}
