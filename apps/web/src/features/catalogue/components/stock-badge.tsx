import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StockState } from '@souqna/contracts';

const COLOURS: Record<StockState, string> = { in_stock: 'teal', low: 'orange', out: 'red', infinite: 'blue' };

/**
 * The stock state in words (texts under `stockState.` of the products namespace): how many are
 * left, "low stock" at or under the alert quantity, "out of stock", "unlimited".
 */
export function StockBadge({ state, quantity, size = 'md' }: { state: StockState; quantity: number; size?: 'md' | 'lg' }) {
  const { t } = useTranslation('products');
  return (
    <Badge color={COLOURS[state]} variant="light" tt="none" radius="sm" size={size}>
      {state === 'in_stock' || state === 'low' ? t(`stockState.${state}`, { count: quantity }) : t(`stockState.${state}`)}
    </Badge>
  );
}
