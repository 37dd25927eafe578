import { useState, type ReactNode } from 'react';
import { Box, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Money } from '@/app/components/money.tsx';
import { useCustomerMix, useNetProfit, useRevenue, type DateRange } from '@/lib/sales.ts';
import { addDays, storeToday } from '@/lib/store-time.ts';
import { useTimeStyle } from '@/lib/use-store-time.ts';
import { topCities } from '@/features/home/api.ts';
import { ChoiceButtons, FigureCard, Widget } from '@/app/components/widget.tsx';
import { PeriodChange } from '../home/home-widget.tsx';
import { RevenueChart } from './revenue-chart.tsx';

/** The ranges the page offers: the last 7, 30 and 90 days and the last year, each ending today. */
const PRESETS = [7, 30, 90, 365] as const;
type Preset = (typeof PRESETS)[number];

const lastDays = (today: string, days: number): DateRange => ({ startDate: addDays(today, 1 - days), endDate: today });

/** A figure beside the same figure of the range before. */
function Kpi({ label, children, now, before }: { label: string; children: ReactNode; now: number; before: number | undefined }) {
  return (
    <FigureCard label={label} below={<PeriodChange now={now} before={before} />}>
      {children}
    </FigureCard>
  );
}

/** A share of a whole as a labelled bar: the city's sales of the range's, new customers of all. */
function Share({ label, value, of, children }: { label: ReactNode; value: number; of: number; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fz="sm" fw={600} truncate>
          {label}
        </Text>
        <Text fz="sm">{children}</Text>
      </Group>
      <Box h={6} bg="var(--mantine-color-default-border)" style={{ borderRadius: 3 }} aria-hidden>
        <Box
          h={6}
          bg="var(--mantine-primary-color-filled)"
          style={{ borderRadius: 3, inlineSize: `${of > 0 ? Math.max(0, Math.min(100, (value / of) * 100)) : 0}%` }}
        />
      </Box>
    </Stack>
  );
}

/**
 * /home/analytics: over the last 7, 30 or 90 days or the last year, the sales, orders, average
 * order and profit beside the range before, the revenue over time (chart or table), new against
 * returning customers and the cities that bought most.
 */
export default function AnalyticsPage() {
  const { t } = useTranslation('home');
  const style = useTimeStyle();
  const today = storeToday(style);
  const [days, setDays] = useState<Preset>(30);
  const range = lastDays(today, days);
  const before = lastDays(addDays(range.startDate, -1), days);
  const totals = useNetProfit(range);
  const previous = useNetProfit(before);
  const revenue = useRevenue(range);
  const customers = useCustomerMix(range);
  const cities = useQuery({ queryKey: ['reports', 'top-cities', range] as const, queryFn: () => topCities(range) });
  const now = totals.data;
  const average = (f: { sales: number; orders: number } | undefined) => (f && f.orders > 0 ? f.sales / f.orders : 0);
  const mix = customers.data;
  const buyers = mix ? mix.newCustomers + mix.returning : 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} fz="h2">
          {t('analytics.title')}
        </Title>
        <ChoiceButtons
          label={t('analytics.range')}
          choices={PRESETS}
          value={days}
          onChange={setDays}
          text={(n) => t(`analytics.presets.${n}`)}
        />
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {now ? (
          <>
            <Kpi label={t('sales.sales')} now={now.sales} before={previous.data?.sales}>
              <Money amount={now.sales} currency={now.currency} />
            </Kpi>
            <Kpi label={t('sales.orders')} now={now.orders} before={previous.data?.orders}>
              <bdi>{now.orders}</bdi>
            </Kpi>
            <Kpi label={t('sales.average')} now={average(now)} before={average(previous.data)}>
              <Money amount={Math.round(average(now) * 100) / 100} currency={now.currency} />
            </Kpi>
            <Kpi label={t('analytics.profit')} now={now.profit} before={previous.data?.profit}>
              <Money amount={now.profit} currency={now.currency} />
            </Kpi>
          </>
        ) : (
          [0, 1, 2, 3].map((i) => <Skeleton key={i} h={112} radius="lg" />)
        )}
      </SimpleGrid>
      <RevenueChart revenue={revenue.data} style={style} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Widget id="customers-title" title={t('analytics.customers')}>
          {mix ? (
            <Stack gap="sm">
              <Share label={t('analytics.new')} value={mix.newCustomers} of={buyers}>
                <bdi>{mix.newCustomers}</bdi>
              </Share>
              <Share label={t('analytics.returning')} value={mix.returning} of={buyers}>
                <bdi>{mix.returning}</bdi>
              </Share>
            </Stack>
          ) : (
            <Skeleton h={80} radius="md" />
          )}
        </Widget>
        <Widget id="cities-title" title={t('analytics.cities')}>
          {cities.data ? (
            cities.data.length ? (
              <Stack gap="sm">
                {cities.data.map((city) => (
                  <Share key={city.key ?? ''} label={<bdi>{city.name}</bdi>} value={city.sales} of={now?.sales ?? 0}>
                    <Money amount={city.sales} currency={now?.currency ?? ''} />
                  </Share>
                ))}
              </Stack>
            ) : (
              <Text c="dimmed" fz="sm">
                {t('analytics.noSales')}
              </Text>
            )
          ) : (
            <Skeleton h={120} radius="md" />
          )}
        </Widget>
      </SimpleGrid>
      <Text fz="xs" c="dimmed">
        {t('analytics.note')}
      </Text>
    </Stack>
  );
}
