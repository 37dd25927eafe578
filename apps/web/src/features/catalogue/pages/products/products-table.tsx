import { Anchor, Avatar, Badge, Group, Table, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductCard } from '@souqna/contracts';
import { useAppStore } from '@/lib/app-store.ts';
import { nameIn } from '@/features/catalogue/components/names.ts';
import { StockBadge } from '@/features/catalogue/components/stock-badge.tsx';
import { ProductActions } from './product-actions.tsx';
import { ProductPrice } from './product-price.tsx';
import * as pages from '@/lib/pages.ts';
import { TableHeader } from '@/app/components/list-states.tsx';

/** The list as a table: one line a product, for scanning many at once. */
export function ProductsTable({ items, onDelete }: { items: ProductCard[]; onDelete: (p: ProductCard) => void }) {
  const { t } = useTranslation('products');
  const lang = useAppStore((s) => s.language);
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" highlightOnHover>
        <TableHeader
          columns={[t('columns.product'), t('columns.price'), t('columns.stock'), t('columns.categories'), t('columns.shown')]}
          actionsWidth={56}
        />
        <Table.Tbody>
          {items.map((product) => {
            const name = nameIn(lang, product);
            return (
              <Table.Tr key={product.productId}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={product.mainImageUrl} radius="md" size={44} alt="">
                      <IconPhoto size={20} />
                    </Avatar>
                    <div style={{ minWidth: 0 }}>
                      <Anchor component={Link} to={pages.product(product.productId)} fw={600} fz="sm" lineClamp={1}>
                        {name}
                      </Anchor>
                      <Text fz="xs" c="dimmed" lineClamp={1}>
                        {product.sku ? <bdi dir="ltr">{product.sku}</bdi> : null}
                        {product.sku && product.brandName ? ' · ' : null}
                        {product.brandName}
                      </Text>
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <ProductPrice product={product} />
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <StockBadge state={product.stockState} quantity={product.quantity} />
                    {product.hasViarant && (
                      <Text fz="xs" c="dimmed">
                        {t('card.variants', { count: product.variantCount })}
                      </Text>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text fz="xs" c="dimmed" lineClamp={2}>
                    {product.categoryNames.join(t('card.separator')) || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={product.showInStore ? 'teal' : 'gray'} tt="none" radius="sm">
                    {product.showInStore ? t('card.shown') : t('card.hidden')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <ProductActions product={product} name={name} onDelete={() => onDelete(product)} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
