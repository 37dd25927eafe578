import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconShoppingCartExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/app/components/money.tsx';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { EmptyState } from '@/app/components/empty-state.tsx';
import * as pages from '@/lib/pages.ts';
import { orderAge } from '@/lib/store-time.ts';
import { useTimeStyle } from '@/lib/use-store-time.ts';
import { useAbandonedCarts } from '@/features/home/api.ts';
import { Widget } from '@/app/components/widget.tsx';

/** The home's abandoned carts widget (GET /dashbor-summary/abandoned-cart, page 1 of 6): each opens its cart to finish the order. */
export function AbandonedCarts() {
  const { t } = useTranslation('home');
  const style = useTimeStyle();
  const carts = useAbandonedCarts();
  const total = carts.data?.pagination.total ?? 0;

  let body;
  if (carts.isError && !carts.data)
    body = <LoadFailure title={t('abandoned.loadFailed')} error={carts.error} onRetry={() => void carts.refetch()} />;
  else if (!carts.data) body = <Skeleton h={160} radius="md" />;
  else if (!carts.data.items.length)
    body = <EmptyState icon={IconShoppingCartExclamation} title={t('abandoned.none')} text={t('abandoned.noneText')} />;
  else
    body = (
      <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {carts.data.items.map((cart) => (
          <Group
            key={cart.cartHeaderId}
            component="li"
            justify="space-between"
            wrap="nowrap"
            py="xs"
            style={{ borderBlockEnd: '1px solid var(--mantine-color-default-border)' }}
          >
            <Stack gap={2} miw={0}>
              <Anchor component={PrefetchLink} to={pages.manualOrder(cart.sessionId)} fw={600} truncate>
                <bdi>{cart.fullName ?? t('abandoned.noCustomer')}</bdi>
              </Anchor>
              <Text fz="xs" c="dimmed">
                {t('abandoned.items', { count: cart.linesCount })} · {orderAge(cart.updatedAt, style)}
              </Text>
            </Stack>
            <Text fw={700} style={{ flexShrink: 0 }}>
              <Money amount={cart.cartTotal} currency={cart.currency} />
            </Text>
          </Group>
        ))}
      </Stack>
    );

  return (
    <Widget
      id="abandoned-title"
      title={t('abandoned.title')}
      action={
        total > 0 && (
          <Anchor component={PrefetchLink} to={pages.pendingInvoices} fz="sm">
            {t('abandoned.all')}
          </Anchor>
        )
      }
    >
      {body}
    </Widget>
  );
}
