import { AspectRatio, Badge, Card, Center, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEyeOff, IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductCard } from '@souqna/contracts';
import { useAppStore } from '@/lib/app-store.ts';
import { nameIn } from '@/features/catalogue/components/names.ts';
import { StockBadge } from '@/features/catalogue/components/stock-badge.tsx';
import { ProductActions } from './product-actions.tsx';
import { ProductPrice } from './product-price.tsx';
import * as pages from '@/lib/pages.ts';

/** The list as cards: image, name, price, stock and whether the store shows it. */
export function ProductCards({ items, onDelete }: { items: ProductCard[]; onDelete: (p: ProductCard) => void }) {
  const { t } = useTranslation('products');
  const lang = useAppStore((s) => s.language);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 4 }} spacing="md">
      {items.map((product) => {
        const name = nameIn(lang, product);
        return (
          <Card key={product.productId} withBorder radius="lg" padding="sm" data-testid="product-card">
            <Card.Section pos="relative">
              <Link to={pages.product(product.productId)} aria-hidden tabIndex={-1}>
                <AspectRatio ratio={4 / 3}>
                  {product.mainImageUrl ? (
                    <Image src={product.mainImageUrl} alt="" fit="cover" loading="lazy" />
                  ) : (
                    <Center bg="var(--mantine-color-default-hover)">
                      <IconPhoto size={40} stroke={1.2} color="var(--mantine-color-dimmed)" />
                    </Center>
                  )}
                </AspectRatio>
              </Link>
              {!product.showInStore && (
                <Badge
                  pos="absolute"
                  top={8}
                  style={{ insetInlineStart: 8 }}
                  color="dark"
                  variant="filled"
                  tt="none"
                  leftSection={<IconEyeOff size={12} />}
                >
                  {t('card.hidden')}
                </Badge>
              )}
            </Card.Section>
            <Stack gap={6} mt="sm" style={{ flex: 1 }}>
              <Group justify="space-between" gap={4} wrap="nowrap" align="flex-start">
                <Text
                  component={Link}
                  to={pages.product(product.productId)}
                  fw={600}
                  fz="sm"
                  lineClamp={2}
                  style={{ color: 'inherit', textDecoration: 'none' }}
                >
                  {name}
                </Text>
                <ProductActions product={product} name={name} onDelete={() => onDelete(product)} />
              </Group>
              <ProductPrice product={product} size="md" />
              <Group gap={6} mt="auto" wrap="wrap">
                <StockBadge state={product.stockState} quantity={product.quantity} />
                {product.hasViarant && (
                  <Badge variant="outline" color="gray" tt="none" radius="sm">
                    {t('card.variants', { count: product.variantCount })}
                  </Badge>
                )}
              </Group>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
