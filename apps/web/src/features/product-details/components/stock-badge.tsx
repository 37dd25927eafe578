import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StockState } from '@souqna/contracts';

const COLOURS: Record<StockState, string> = { in_stock: 'teal', low: 'orange', out: 'red', infinite: 'blue' };

/** In stock, low, out, or unlimited, with the quantity when it counts. */
export function StockBadge({ state, quantity }: { state: StockState; quantity: number }) {
  const { t } = useTranslation('product');
  return (
    <Badge color={COLOURS[state]} variant="light" tt="none" size="lg">
      {state === 'infinite' || state === 'out' ? t(`details.stock.${state}`) : t(`details.stock.${state}`, { count: quantity })}
    </Badge>
  );
}
