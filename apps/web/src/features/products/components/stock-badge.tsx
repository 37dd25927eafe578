import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StockState } from '@souqna/contracts';

const COLOR: Record<StockState, string> = { in_stock: 'teal', low: 'orange', out: 'red', infinite: 'blue' };

/** The stock state in words: how many are left, "low stock" at or under the alert quantity, "out of stock", "unlimited". */
export function StockBadge({ state, quantity }: { state: StockState; quantity: number }) {
  const { t } = useTranslation('products');
  return (
    <Badge color={COLOR[state]} variant="light" tt="none" radius="sm">
      {state === 'in_stock' || state === 'low' ? t(`stockState.${state}`, { count: quantity }) : t(`stockState.${state}`)}
    </Badge>
  );
}
