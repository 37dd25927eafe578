import { useState } from 'react';
import type { CSSProperties } from 'react';
import { Box, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SALES_SUMMARY_PERIODS, type SalesSummaryPeriod } from '@souqna/contracts';
import { Money } from '@/app/components/money.tsx';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { calendarPeriod, type TimeStyle } from '@/lib/store-time.ts';
import { useTimeStyle } from '@/lib/use-store-time.ts';
import { FIRST_SALES_PERIOD, useSalesSummary } from '@/features/home/api.ts';
import { ChoiceButtons, tableCell, Widget } from '@/app/components/widget.tsx';

/** A period's name: "Thu 26 Nov", "from 21 Nov", "November 2026", "2026". */
function periodName(start: string, period: SalesSummaryPeriod, style: TimeStyle, weekFrom: (day: string) => string) {
  if (period === 'week') return weekFrom(calendarPeriod(start, 'shortDay', style));
  return calendarPeriod(start, period === 'day' ? 'shortDay' : period, style);
}

const head: CSSProperties = { ...tableCell, fontWeight: 700, fontSize: 'var(--mantine-font-size-sm)' };

/**
 * The home's sales summary (POST /dashbor-summary/sales-summary?sortBy=): the last days, weeks,
 * months or years, each a row with a bar of its sales beside the largest, and its orders and
 * average order; the table is what a screen reader reads.
 */
export function SalesSummary() {
  const { t } = useTranslation('home');
  const style = useTimeStyle();
  const [period, setPeriod] = useState<SalesSummaryPeriod>(FIRST_SALES_PERIOD);
  const summary = useSalesSummary(period);
  const periods = summary.data?.periods ?? [];
  const largest = Math.max(0, ...periods.map((p) => p.sales));

  let body;
  if (summary.isError && !summary.data)
    body = <LoadFailure title={t('sales.loadFailed')} error={summary.error} onRetry={() => void summary.refetch()} />;
  else if (!summary.data) body = <Skeleton h={240} radius="md" />;
  else
    body = (
      <Box style={{ overflowX: 'auto' }}>
        <table
          style={{ inlineSize: '100%', minInlineSize: 420, borderCollapse: 'collapse' }}
          aria-labelledby="sales-summary-title"
        >
          <thead>
            <tr>
              <th style={head}>{t(`sales.period.${period}`)}</th>
              <th style={head}>{t('sales.sales')}</th>
              <th style={head}>{t('sales.orders')}</th>
              <th style={head}>{t('sales.average')}</th>
            </tr>
          </thead>
          <tbody>
            {[...periods].reverse().map((p) => (
              <tr key={p.start}>
                <th scope="row" style={{ ...tableCell, fontWeight: 600 }}>
                  <bdi>{periodName(p.start, period, style, (day) => t('sales.weekFrom', { day }))}</bdi>
                </th>
                <td style={tableCell}>
                  <Stack gap={4}>
                    <Money amount={p.sales} currency={summary.data.currency} />
                    <Box
                      aria-hidden
                      h={6}
                      bg="var(--mantine-primary-color-filled)"
                      style={{ borderRadius: 3, inlineSize: `${largest > 0 ? Math.max(0, (p.sales / largest) * 100) : 0}%` }}
                    />
                  </Stack>
                </td>
                <td style={tableCell}>
                  <bdi>{p.orders}</bdi>
                </td>
                <td style={tableCell}>
                  <Money amount={p.averageOrder} currency={summary.data.currency} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    );

  return (
    <Widget
      id="sales-summary-title"
      title={t('sales.title')}
      action={
        <ChoiceButtons
          label={t('sales.sortBy')}
          choices={SALES_SUMMARY_PERIODS}
          value={period}
          onChange={setPeriod}
          text={(value) => t(`sales.by.${value}`)}
        />
      }
    >
      {body}
      <Text fz="xs" c="dimmed">
        {t('sales.note')}
      </Text>
    </Widget>
  );
}
