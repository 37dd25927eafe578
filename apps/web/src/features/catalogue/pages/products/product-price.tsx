import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductCard } from '@souqna/contracts';
import { Money } from '@/app/components/money.tsx';

/** The price, with the sale price (the one it used to be) struck through beside it. */
export function ProductPrice({ product, size = 'sm' }: { product: ProductCard; size?: string }) {
  const { t } = useTranslation('products');
  return (
    <Group gap={6} wrap="wrap" align="baseline">
      <Text fw={700} fz={size}>
        <Money amount={product.price} currency={product.currency} />
      </Text>
      {product.salePrice !== null && (
        <Text fz="xs" c="dimmed" td="line-through" aria-label={t('card.wasPrice')}>
          <Money amount={product.salePrice} currency={product.currency} />
        </Text>
      )}
    </Group>
  );
}
