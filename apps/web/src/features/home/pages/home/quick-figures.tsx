import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PeriodComparison } from '@souqna/contracts';
import { Money } from '@/app/components/money.tsx';
import { FigureCard } from '@/app/components/widget.tsx';
import { useQuickSummary } from '@/features/home/api.ts';
import { PeriodChange } from './home-widget.tsx';

function Period({ title, period, currency }: { title: string; period: PeriodComparison; currency: string }) {
  const { t } = useTranslation('home');
  return (
    <FigureCard
      label={title}
      below={
        <>
          <Text fz="sm">{t('quick.orders', { count: period.current.orders })}</Text>
          <PeriodChange now={period.current.sales} before={period.previous.sales} />
        </>
      }
    >
      <Money amount={period.current.sales} currency={currency} />
    </FigureCard>
  );
}

/** The home's quick figures (a verified store): today, this week and this month so far, each against the period before. */
export function QuickFigures() {
  const { t } = useTranslation('home');
  const summary = useQuickSummary();
  return (
    <Stack gap="sm" component="section" aria-labelledby="quick-figures-title">
      <Title order={2} fz="h4" id="quick-figures-title">
        {t('quick.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {summary.data ? (
          <>
            <Period title={t('quick.today')} period={summary.data.today} currency={summary.data.currency} />
            <Period title={t('quick.week')} period={summary.data.week} currency={summary.data.currency} />
            <Period title={t('quick.month')} period={summary.data.month} currency={summary.data.currency} />
          </>
        ) : (
          [0, 1, 2].map((i) => <Skeleton key={i} h={128} radius="lg" />)
        )}
      </SimpleGrid>
    </Stack>
  );
}
