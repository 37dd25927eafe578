import { Group, Paper, Select, Skeleton, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VatMonth } from '@souqna/contracts';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { useAppStore } from '@/lib/app-store.ts';
import { formatMoney } from '@/lib/money.ts';
import { useVatSummary } from '@/features/taxes/api.ts';
import './vat-summary.css';

/** "يناير" / "January": the month of a `YYYY-MM`. */
const monthName = (month: string, lang: 'ar' | 'en') =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB', { month: 'long', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** The VAT collected each month of a year: a bar per month (plain CSS) and the table with its totals. */
export function VatSummary({
  year,
  years,
  onYear,
  currency,
}: {
  year: number;
  years: number[];
  onYear: (y: number) => void;
  currency: string;
}) {
  const { t } = useTranslation('taxes');
  const lang = useAppStore((s) => s.language);
  const summary = useVatSummary(year);
  const money = (amount: number) => formatMoney(amount, currency, lang);
  const months: VatMonth[] = summary.data ?? [];
  const total = months.reduce((s, m) => ({ orders: s.orders + m.orders, sales: s.sales + m.sales, vat: s.vat + m.vat }), {
    orders: 0,
    sales: 0,
    vat: 0,
  });
  const highest = Math.max(0, ...months.map((m) => m.vat));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Text fw={600}>{t('summary.title')}</Text>
          <Text fz="sm" c="dimmed">
            {t('summary.subtitle')}
          </Text>
        </Stack>
        <Select
          label={t('summary.year')}
          w={120}
          allowDeselect={false}
          data={years.map(String)}
          value={String(year)}
          onChange={(v) => v && onYear(Number(v))}
        />
      </Group>
      {summary.isPending ? (
        <Skeleton h={260} radius="md" />
      ) : summary.isError ? (
        <LoadFailure title={t('failed.summary')} error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <Paper withBorder radius="md" p="md" aria-label={t('summary.chart')} role="img">
            <div className="vat-chart">
              {months.map((m) => (
                <Tooltip key={m.month} label={`${monthName(m.month, lang)}: ${money(m.vat)}`}>
                  <div className="vat-chart-column">
                    <div className="vat-chart-bar" style={{ blockSize: highest ? `${(m.vat / highest) * 100}%` : 0 }} />
                    <span className="vat-chart-label">{monthName(m.month, lang).slice(0, lang === 'ar' ? 6 : 3)}</span>
                  </div>
                </Tooltip>
              ))}
            </div>
          </Paper>
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('summary.month')}</Table.Th>
                  <Table.Th ta="center">{t('summary.orders')}</Table.Th>
                  <Table.Th>{t('summary.sales')}</Table.Th>
                  <Table.Th>{t('summary.vat')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {months.map((m) => (
                  <Table.Tr key={m.month} c={m.orders ? undefined : 'dimmed'}>
                    <Table.Td>{monthName(m.month, lang)}</Table.Td>
                    <Table.Td ta="center">{m.orders}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{money(m.sales)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{money(m.vat)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr fw={700}>
                  <Table.Td>{t('summary.total')}</Table.Td>
                  <Table.Td ta="center">{total.orders}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{money(total.sales)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{money(total.vat)}</Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
