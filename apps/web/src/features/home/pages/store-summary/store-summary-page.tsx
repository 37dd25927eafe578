import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { useStoreSummary, useWaitingOrders } from '@/features/home/api.ts';
import { Widget } from '@/app/components/widget.tsx';
import { SummaryLists } from './summary-lists.tsx';

/**
 * /home/dashboard (store summary): what waits for the merchant now: orders to approve and to ship,
 * the latest orders, and the products running low or out of stock, each a link to act on it.
 */
export default function StoreSummaryPage() {
  const { t } = useTranslation('home');
  const summary = useStoreSummary();
  const waiting = useWaitingOrders();
  const data = summary.data;
  const failed = [summary, waiting].find((q) => q.isError && !q.data);
  if (failed) return <LoadFailure title={t('summary.loadFailed')} error={failed.error} onRetry={() => void failed.refetch()} />;

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('summary.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {(
          [
            ['pending', waiting.data?.pending],
            ['approved', waiting.data?.approved],
            ['low', data?.lowTotal],
            ['out', data?.outTotal],
          ] as const
        ).map(([key, count]) =>
          count === undefined ? (
            <Skeleton key={key} h={96} radius="lg" />
          ) : (
            <Widget key={key} id={`summary-${key}`} title={t(`summary.counts.${key}`)}>
              <Text fz="xl" fw={800}>
                <bdi>{count > 1000 ? t('summary.overThousand') : count}</bdi>
              </Text>
            </Widget>
          ),
        )}
      </SimpleGrid>
      <SummaryLists data={data} />
    </Stack>
  );
}
