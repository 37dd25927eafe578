import { useState } from 'react';
import { Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { useStoreTime } from '@/lib/use-store-time.ts';
import { useStockHistory } from '@/features/catalogue/product-api.ts';
import { ListPager } from '@/app/components/list-pager.tsx';

/** Every stock change of the product, newest first, a page at a time. */
export function StockHistoryTab({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation('product');
  const [page, setPage] = useState(1);
  const history = useStockHistory(productId, page);
  const time = useStoreTime();
  // "before → after" reads in the line's direction.
  const Arrow = i18n.dir() === 'rtl' ? IconArrowLeft : IconArrowRight;

  if (history.isError && !history.data)
    return <LoadFailure title={t('details.history.failed')} error={history.error} onRetry={() => void history.refetch()} />;
  if (!history.data)
    return (
      <Center mih={160}>
        <Loader type="dots" />
      </Center>
    );
  const { items, pagination } = history.data;
  if (items.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('details.history.empty')}
      </Text>
    );

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={720}>
        <Table striped withTableBorder aria-label={t('details.tabs.history')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('details.history.when')}</Table.Th>
              <Table.Th>{t('details.history.who')}</Table.Th>
              <Table.Th>{t('details.history.warehouse')}</Table.Th>
              <Table.Th>{t('details.history.variant')}</Table.Th>
              <Table.Th>{t('details.history.change')}</Table.Th>
              <Table.Th>{t('details.history.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((m) => (
              <Table.Tr key={m.id} data-testid="history-row">
                <Table.Td>
                  <bdi>{time.dateTime(m.createdAt)}</bdi>
                </Table.Td>
                <Table.Td>{m.userName ?? t('details.history.system')}</Table.Td>
                <Table.Td>{m.warehouseName ?? '—'}</Table.Td>
                <Table.Td>{m.variantLabel ?? '—'}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap" aria-label={t('details.history.fromTo', { before: m.before, after: m.after })}>
                    <Text fz="sm">{m.before}</Text>
                    <Arrow size={14} aria-hidden />
                    <Text fz="sm" fw={700} c={m.after < m.before ? 'red.8' : 'teal.8'}>
                      {m.after}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  {t(`details.history.reasons.${m.reason}`)}
                  {m.note && (
                    <Text fz="xs" c="dimmed">
                      {m.note}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPager pagination={{ page, totalPages: pagination.totalPages }} onPage={setPage} />
    </Stack>
  );
}
