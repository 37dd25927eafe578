import { lazy, Suspense, useState } from 'react';
import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { ChoiceButtons, Widget } from '@/app/components/widget.tsx';
import { addDays, calendarPeriod, storeToday } from '@/lib/store-time.ts';
import { useTimeStyle } from '@/lib/use-store-time.ts';
import { useBalanceHistory } from '@/features/wallet/api.ts';

/** The ranges offered, as the analytics offer them: the last 7, 30 and 90 days and the last year, each ending today. */
const PRESETS = [7, 30, 90, 365] as const;
type Preset = (typeof PRESETS)[number];
type Day = { date: string; balance: number; change: number };

// The chart library (130 KB) loads beside the page, not before it: the balance and the lists show first.
const TrendChart = lazy(() => import('@/app/components/trend-chart.tsx').then((m) => ({ default: m.TrendChart<Day> })));

/** The balance at the end of each day of the range (chart or table), the table with each day's change. */
export function BalanceChart() {
  const { t } = useTranslation('wallet');
  const style = useTimeStyle();
  const [days, setDays] = useState<Preset>(30);
  const today = storeToday(style);
  const history = useBalanceHistory({ startDate: addDays(today, 1 - days), endDate: today });
  const title = t('chart.title');
  if (history.isError && !history.data)
    return (
      <Widget id="balance-chart-title" title={title}>
        <LoadFailure title={t('chart.failed')} error={history.error} onRetry={() => void history.refetch()} />
      </Widget>
    );
  return (
    <Suspense fallback={<Skeleton h={340} radius="lg" />}>
      <TrendChart
        id="balance-chart-title"
        title={title}
        points={history.data?.days}
        pointKey={(d) => d.date}
        pointName={(d) => calendarPeriod(d.date, 'shortDay', style)}
        pointHeading={t('chart.day')}
        columns={[
          { key: 'balance', label: t('chart.balance'), value: (d) => d.balance, kind: 'money', color: 'teal.6' },
          { key: 'change', label: t('chart.change'), value: (d) => d.change, kind: 'money' },
        ]}
        currency={history.data?.currency ?? ''}
        lang={style.lang}
        texts={{ view: t('chart.view'), views: { chart: t('chart.views.chart'), table: t('chart.views.table') } }}
        controls={
          <ChoiceButtons
            label={t('chart.range')}
            choices={PRESETS}
            value={days}
            onChange={setDays}
            text={(n) => t('chart.lastDays', { count: n })}
          />
        }
      />
    </Suspense>
  );
}
