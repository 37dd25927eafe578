import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFilterOff, IconPlus, IconReceipt, IconSearchOff, IconTags } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { ListPager } from '@/app/components/list-pager.tsx';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { EmptyState } from '@/app/components/empty-state.tsx';
import { useOrders } from '@/features/orders/api.ts';
import { OrderCount } from '@/features/orders/components/order-count.tsx';
import {
  clearedOrderFilters,
  isOrderListFiltered,
  ORDER_PAGE_SIZES,
  orderFilterOf,
  readOrderParams,
  writeOrderParams,
  type OrderListParams,
} from '@/features/orders/order-list-params.ts';
import { BulkStatus } from './bulk-status.tsx';
import { OrderFilters } from './order-filters.tsx';
import { OrderCards, OrdersTable } from './order-rows.tsx';
import { StatusChips } from './status-chips.tsx';
import { usePhone } from '@/lib/use-phone.ts';
import * as pages from '@/lib/pages.ts';
import { ListLoading, Refreshing } from '@/app/components/list-states.tsx';

/** /orders/orders-page: the store's orders, filtered from the address bar, with a status change for the picked ones. */
export default function OrdersPage() {
  const { t } = useTranslation('orders');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readOrderParams(searchParams);
  const phone = usePhone();
  const orders = useOrders({ filter: orderFilterOf(params), page: params.page, pageSize: params.pageSize });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const change = (c: Partial<OrderListParams>) => {
    setSelected(new Set());
    setSearchParams((sp) => writeOrderParams(sp, c));
  };
  const clear = () => {
    setSelected(new Set());
    setSearchParams((sp) => clearedOrderFilters(sp));
  };
  const select = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  const pagination = orders.data?.pagination;
  const items = orders.data?.items ?? [];
  const filtered = isOrderListFiltered(params);

  let body;
  if (orders.isPending) {
    body = <ListLoading height={56} />;
  } else if (orders.isError) {
    body = <LoadFailure title={t('failed.list')} error={orders.error} onRetry={() => void orders.refetch()} />;
  } else if (items.length === 0 && filtered) {
    body = (
      <EmptyState
        icon={IconSearchOff}
        title={t('empty.noMatch')}
        text={t('empty.noMatchText')}
        action={
          <Button variant="default" leftSection={<IconFilterOff size={18} />} onClick={clear}>
            {t('filters.clear')}
          </Button>
        }
      />
    );
  } else if (items.length === 0 && params.page === 1) {
    body = (
      <EmptyState
        icon={IconReceipt}
        title={t('empty.title')}
        text={t('empty.text')}
        action={
          <Button component={PrefetchLink} to={pages.addOrder} leftSection={<IconPlus size={18} />}>
            {t('empty.action')}
          </Button>
        }
      />
    );
  } else {
    const rows = { items, selected, onSelect: select };
    body = phone ? <OrderCards {...rows} /> : <OrdersTable {...rows} />;
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Group gap="sm" wrap="nowrap">
            <Title order={1} fz="h2">
              {t('title')}
            </Title>
            {pagination && <OrderCount total={pagination.total} filtered={filtered} />}
          </Group>
          <Text c="dimmed" fz="sm" maw={620}>
            {t('subtitle')}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button component={PrefetchLink} to={pages.orderStatuses} variant="default" leftSection={<IconTags size={18} />}>
            {t('statusesLink')}
          </Button>
          <Button component={PrefetchLink} to={pages.addOrder} leftSection={<IconPlus size={18} />}>
            {t('add')}
          </Button>
        </Group>
      </Group>
      <StatusChips value={params.statuses} stages={params.stages} onChange={change} />
      <OrderFilters params={params} onChange={change} onClear={clear} />
      <BulkStatus orderIds={[...selected]} onClear={() => setSelected(new Set())} />
      <Refreshing when={orders.isPlaceholderData}>{body}</Refreshing>
      {pagination && pagination.total > 0 && (
        <ListPager
          pagination={pagination}
          onPage={(page) => change({ page })}
          perPage={{ sizes: ORDER_PAGE_SIZES, pageSize: params.pageSize, onPageSize: (pageSize) => change({ pageSize }) }}
        />
      )}
    </Stack>
  );
}
