import '@mantine/charts/styles.css';
import { useState } from 'react';
import { AreaChart } from '@mantine/charts';
import { Box, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Revenue } from '@souqna/contracts';
import { Money } from '@/app/components/money.tsx';
import { formatMoney } from '@/lib/money.ts';
import { calendarPeriod, type TimeStyle } from '@/lib/store-time.ts';
import { ChoiceButtons, HomeWidget, tableCell } from '../home/home-widget.tsx';

const VIEWS = ['chart', 'table'] as const;

/** A bucket's name: "Thu 26 Nov" for a day, "Week from 21 Nov", "November 2026". */
export function bucketName(start: string, bucket: Revenue['bucket'], style: TimeStyle, weekFrom: (day: string) => string) {
  if (bucket === 'week') return weekFrom(calendarPeriod(start, 'shortDay', style));
  return calendarPeriod(start, bucket === 'day' ? 'shortDay' : 'month', style);
}

/**
 * Sales over the range as an area chart that runs from the reading direction's start (right to left
 * in Arabic), amounts as the dashboard writes them; "Table" shows the same numbers as a table, the
 * view a screen reader is given.
 */
export function RevenueChart({ revenue, style }: { revenue: Revenue | undefined; style: TimeStyle }) {
  const { t } = useTranslation('home');
  const [view, setView] = useState<(typeof VIEWS)[number]>('chart');
  const rtl = style.lang === 'ar';
  const name = (start: string) => bucketName(start, revenue!.bucket, style, (day) => t('sales.weekFrom', { day }));
  let body;
  if (!revenue) body = <Skeleton h={280} radius="md" />;
  else if (view === 'chart')
    body = (
      <Box aria-hidden>
        <AreaChart
          h={280}
          data={revenue.points.map((p) => ({ label: name(p.start), sales: p.sales, profit: p.profit }))}
          dataKey="label"
          series={[
            { name: 'sales', label: t('sales.sales'), color: 'amber.6' },
            { name: 'profit', label: t('analytics.profit'), color: 'teal.6' },
          ]}
          curveType="monotone"
          withLegend
          valueFormatter={(v) => formatMoney(v, revenue.currency, style.lang)}
          xAxisProps={{ reversed: rtl, minTickGap: 24 }}
          yAxisProps={{
            orientation: rtl ? 'right' : 'left',
            width: 72,
            tickFormatter: (v: number) => new Intl.NumberFormat('en-US', { notation: 'compact' }).format(v),
          }}
        />
      </Box>
    );
  else
    body = (
      <Box style={{ overflowX: 'auto', maxBlockSize: 320 }}>
        <table style={{ inlineSize: '100%', borderCollapse: 'collapse' }} aria-labelledby="revenue-title">
          <thead>
            <tr>
              <th style={tableCell}>{t(`sales.period.${revenue.bucket}`)}</th>
              <th style={tableCell}>{t('sales.sales')}</th>
              <th style={tableCell}>{t('sales.orders')}</th>
              <th style={tableCell}>{t('analytics.profit')}</th>
            </tr>
          </thead>
          <tbody>
            {revenue.points.map((p) => (
              <tr key={p.start}>
                <th scope="row" style={{ ...tableCell, fontWeight: 600 }}>
                  <bdi>{name(p.start)}</bdi>
                </th>
                <td style={tableCell}>
                  <Money amount={p.sales} currency={revenue.currency} />
                </td>
                <td style={tableCell}>
                  <bdi>{p.orders}</bdi>
                </td>
                <td style={tableCell}>
                  <Money amount={p.profit} currency={revenue.currency} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    );
  return (
    <HomeWidget
      id="revenue-title"
      title={t('analytics.revenue')}
      action={
        <ChoiceButtons
          label={t('analytics.view')}
          choices={VIEWS}
          value={view}
          onChange={setView}
          text={(v) => t(`analytics.views.${v}`)}
        />
      }
    >
      {body}
    </HomeWidget>
  );
}
