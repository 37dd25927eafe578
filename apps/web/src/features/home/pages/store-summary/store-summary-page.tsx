import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { useStoreSummary } from '@/features/home/api.ts';
import { HomeWidget } from '../home/home-widget.tsx';
import { SummaryLists } from './summary-lists.tsx';

/**
 * /home/dashboard (store summary): what waits for the merchant now: orders to approve and to ship,
 * the latest orders, and the products running low or out of stock, each a link to act on it.
 */
export default function StoreSummaryPage() {
  const { t } = useTranslation('home');
  const summary = useStoreSummary();
  const data = summary.data;
  if (summary.isError && !data)
    return <LoadFailure title={t('summary.loadFailed')} error={summary.error} onRetry={() => void summary.refetch()} />;

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('summary.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {(
          [
            ['pending', data?.waiting.pending],
            ['approved', data?.waiting.approved],
            ['low', data?.lowTotal],
            ['out', data?.outTotal],
          ] as const
        ).map(([key, count]) =>
          count === undefined ? (
            <Skeleton key={key} h={96} radius="lg" />
          ) : (
            <HomeWidget key={key} id={`summary-${key}`} title={t(`summary.counts.${key}`)}>
              <Text fz="xl" fw={800}>
                <bdi>{count > 1000 ? t('summary.overThousand') : count}</bdi>
              </Text>
            </HomeWidget>
          ),
        )}
      </SimpleGrid>
      <SummaryLists data={data} />
    </Stack>
  );
}
