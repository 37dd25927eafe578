import { Anchor, Badge, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconPackage, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_COLORS, ORDER_STATUS_NAMES } from '@souqna/contracts';
import { EmptyState } from '@/app/components/empty-state.tsx';
import { Money } from '@/app/components/money.tsx';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import * as pages from '@/lib/pages.ts';
import { orderAge } from '@/lib/store-time.ts';
import { useTimeStyle } from '@/lib/use-store-time.ts';
import type { StoreSummary } from '@/features/home/api.ts';
import { Widget } from '@/app/components/widget.tsx';

const rowStyle = { borderBlockEnd: '1px solid var(--mantine-color-default-border)' };

/** The latest orders and the stock running out, each a link to act on it (/home and /home/dashboard). */
export function SummaryLists({ data }: { data: StoreSummary | undefined }) {
  const { t } = useTranslation('home');
  const style = useTimeStyle();
  const stockRows = (items: StoreSummary['low'], color: string) =>
    items.map((p) => (
      <Group key={p.productId} component="li" justify="space-between" wrap="nowrap" py="xs" style={rowStyle}>
        <Anchor component={PrefetchLink} to={pages.product(p.productId)} fw={600} truncate>
          <bdi>{style.lang === 'en' ? (p.nameEn ?? p.nameAr) : p.nameAr}</bdi>
        </Anchor>
        <Badge color={color} variant="light" style={{ flexShrink: 0 }}>
          {t('summary.units', { count: p.quantity })}
        </Badge>
      </Group>
    ));

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <Widget
        id="latest-orders"
        title={t('summary.latest')}
        action={
          <Anchor component={PrefetchLink} to={pages.orders} fz="sm">
            {t('summary.allOrders')}
          </Anchor>
        }
      >
        {!data ? (
          <Skeleton h={200} radius="md" />
        ) : data.latest.length ? (
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {data.latest.map((o) => (
              <Group key={o.orderId} component="li" justify="space-between" wrap="nowrap" py="xs" style={rowStyle}>
                <Stack gap={2} miw={0}>
                  <Anchor component={PrefetchLink} to={pages.order(o.orderId)} fw={600}>
                    <bdi>#{o.number}</bdi> · <bdi>{o.customerName}</bdi>
                  </Anchor>
                  <Text fz="xs" c="dimmed">
                    {orderAge(o.createdAt, style)}
                  </Text>
                </Stack>
                <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                  <Text fw={700}>
                    <Money amount={o.totalAmount} currency={o.currency} />
                  </Text>
                  <Badge color={ORDER_STATUS_COLORS[o.status]} variant="light">
                    {ORDER_STATUS_NAMES[o.status][style.lang]}
                  </Badge>
                </Stack>
              </Group>
            ))}
          </Stack>
        ) : (
          <EmptyState icon={IconReceipt} title={t('summary.noOrders')} text={t('summary.noOrdersText')} />
        )}
      </Widget>
      <Widget
        id="stock-running-out"
        title={t('summary.stock')}
        action={
          <Anchor component={PrefetchLink} to={pages.stock} fz="sm">
            {t('summary.allStock')}
          </Anchor>
        }
      >
        {!data ? (
          <Skeleton h={200} radius="md" />
        ) : data.low.length || data.out.length ? (
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {stockRows(data.out, 'red')}
            {stockRows(data.low, 'orange')}
          </Stack>
        ) : (
          <EmptyState icon={IconPackage} title={t('summary.stockFine')} text={t('summary.stockFineText')} />
        )}
      </Widget>
    </SimpleGrid>
  );
}
