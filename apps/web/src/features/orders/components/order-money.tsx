import { useAppStore } from '@/lib/app-store.ts';
import { formatMoney } from '@/lib/money.ts';

/** An amount in the order's currency (the store's), isolated from the text around it. */
export function OrderMoney({ amount, currency }: { amount: number; currency: string }) {
  const lang = useAppStore((s) => s.language);
  return <bdi>{formatMoney(amount, currency, lang)}</bdi>;
}

/** "#1001", always left to right. */
export function OrderNumber({ number }: { number: number }) {
  return <bdi dir="ltr">#{number}</bdi>;
}
