import { useTranslation } from 'react-i18next';
import type { Revenue } from '@souqna/contracts';
import { TrendChart } from '@/app/components/trend-chart.tsx';
import { calendarPeriod, type TimeStyle } from '@/lib/store-time.ts';

/** A bucket's name: "Thu 26 Nov" for a day, "Week from 21 Nov", "November 2026". */
export function bucketName(start: string, bucket: Revenue['bucket'], style: TimeStyle, weekFrom: (day: string) => string) {
  if (bucket === 'week') return weekFrom(calendarPeriod(start, 'shortDay', style));
  return calendarPeriod(start, bucket === 'day' ? 'shortDay' : 'month', style);
}

type Point = Revenue['points'][number];

/** Sales and profit over the range (chart or table), the table with the orders too. */
export function RevenueChart({ revenue, style }: { revenue: Revenue | undefined; style: TimeStyle }) {
  const { t } = useTranslation('home');
  return (
    <TrendChart<Point>
      id="revenue-title"
      title={t('analytics.revenue')}
      points={revenue?.points}
      pointKey={(p) => p.start}
      pointName={(p) => bucketName(p.start, revenue!.bucket, style, (day) => t('sales.weekFrom', { day }))}
      pointHeading={revenue ? t(`sales.period.${revenue.bucket}`) : ''}
      columns={[
        { key: 'sales', label: t('sales.sales'), value: (p) => p.sales, kind: 'money', color: 'amber.6' },
        { key: 'orders', label: t('sales.orders'), value: (p) => p.orders, kind: 'count' },
        { key: 'profit', label: t('analytics.profit'), value: (p) => p.profit, kind: 'money', color: 'teal.6' },
      ]}
      currency={revenue?.currency ?? ''}
      lang={style.lang}
      texts={{ view: t('analytics.view'), views: { chart: t('analytics.views.chart'), table: t('analytics.views.table') } }}
      belowZeroNote={t('analytics.belowZero')}
    />
  );
}
