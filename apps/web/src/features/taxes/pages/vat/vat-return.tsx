import type { CSSProperties } from 'react';
import { Group, Paper, Select, Skeleton, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VatPeriod } from '@souqna/contracts';
import { ExportMenu } from '@/app/components/export-menu.tsx';
import { ChoiceButtons } from '@/app/components/widget.tsx';
import { Refreshing } from '@/app/components/list-states.tsx';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { useAppStore } from '@/lib/app-store.ts';
import { formatCompact, formatMoney } from '@/lib/money.ts';
import { exportVatReturn, useVatReturn, type VatPeriodKind } from '@/features/taxes/api.ts';
import './vat-return.css';

/** "يناير" / "January" for `2026-01`; "الربع الأول" / "Q1 (Jan–Mar)" for `2026-Q1`. */
function usePeriodName() {
  const { t } = useTranslation('taxes');
  const lang = useAppStore((s) => s.language);
  const months = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB', { month: 'long', timeZone: 'UTC' });
  return (period: VatPeriod, short = false) => {
    const quarter = /-Q(\d)$/.exec(period.period)?.[1];
    if (quarter) return t(short ? `return.quarterShort.${quarter}` : `return.quarter.${quarter}`);
    const name = months.format(new Date(`${period.period}-01T00:00:00Z`));
    return short ? name.slice(0, lang === 'ar' ? 6 : 3) : name;
  };
}

const sum = (periods: VatPeriod[], pick: (p: VatPeriod) => number) => periods.reduce((s, p) => s + pick(p), 0);

interface Props {
  year: number;
  years: number[];
  onYear: (year: number) => void;
  by: VatPeriodKind;
  onBy: (by: VatPeriodKind) => void;
  currency: string;
}

/**
 * The VAT return of a year by month or quarter (docs/product-rules.md "VAT"): the sales that count,
 * the VAT charged on them, the VAT given back by refunds and the net due; a bar per period, the table
 * with its totals, and each period's return as a file in the layout of the Saudi return.
 */
export function VatReturn({ year, years, onYear, by, onBy, currency }: Props) {
  const { t } = useTranslation('taxes');
  const lang = useAppStore((s) => s.language);
  const periods = useVatReturn(year, by);
  const nameOf = usePeriodName();
  const money = (amount: number) => <bdi>{formatMoney(amount, currency, lang)}</bdi>;
  const rows = periods.data ?? [];
  const highest = Math.max(0, ...rows.map((p) => p.netVat));
  const numbers = { style: { whiteSpace: 'nowrap' } } as const;

  let body;
  if (periods.isError && !periods.data)
    body = <LoadFailure title={t('failed.summary')} error={periods.error} onRetry={() => void periods.refetch()} />;
  else if (!periods.data) body = <Skeleton h={260} radius="md" />;
  else
    body = (
      <Refreshing when={periods.isPlaceholderData}>
        <Stack gap="md">
          <Paper withBorder radius="md" p="md" aria-label={t('return.chart')} role="img">
            {/* The axis at the start (0, half, the highest), each bar's figure above it, its period below. */}
            <div className="vat-chart-frame">
              <div className="vat-chart-axis" data-testid="vat-chart-axis">
                {[highest, highest / 2, 0].map((tick, i) => (
                  <bdi key={i}>{formatCompact(tick, lang)}</bdi>
                ))}
              </div>
              <div className="vat-chart" style={{ '--vat-periods': rows.length } as CSSProperties}>
                {rows.map((p) => (
                  <Tooltip key={p.period} label={`${nameOf(p)}: ${formatMoney(p.netVat, currency, lang)}`}>
                    <div className="vat-chart-column" data-period={p.period}>
                      <bdi className="vat-chart-value">{formatCompact(p.netVat, lang)}</bdi>
                      <div className="vat-chart-track">
                        <div
                          className="vat-chart-bar"
                          style={{ blockSize: highest && p.netVat > 0 ? `${(p.netVat / highest) * 100}%` : 0 }}
                        />
                      </div>
                      <span className="vat-chart-label">{nameOf(p, true)}</span>
                    </div>
                  </Tooltip>
                ))}
              </div>
            </div>
          </Paper>
          {rows.some((p) => p.netVat < 0) && (
            <Text fz="xs" c="dimmed">
              {t('return.belowZero')}
            </Text>
          )}
          <Table.ScrollContainer minWidth={860}>
            <Table verticalSpacing="xs" striped aria-label={t('return.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('return.period')}</Table.Th>
                  <Table.Th ta="center">{t('return.orders')}</Table.Th>
                  <Table.Th>{t('return.standardRated')}</Table.Th>
                  <Table.Th>{t('return.otherSales')}</Table.Th>
                  <Table.Th>{t('return.outputVat')}</Table.Th>
                  <Table.Th>{t('return.refundVat')}</Table.Th>
                  <Table.Th>{t('return.netVat')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('return.file')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((p, i) => (
                  <Table.Tr key={p.period} c={p.orders ? undefined : 'dimmed'} data-period={p.period}>
                    <Table.Td>{nameOf(p)}</Table.Td>
                    <Table.Td ta="center">{p.orders}</Table.Td>
                    <Table.Td {...numbers}>{money(p.standardRatedSales)}</Table.Td>
                    <Table.Td {...numbers}>{money(p.otherSales)}</Table.Td>
                    <Table.Td {...numbers}>{money(p.outputVat)}</Table.Td>
                    <Table.Td {...numbers}>
                      {money(-p.refundVat)}
                      {p.refunds > 0 && (
                        <Text fz="xs" c="dimmed">
                          {t('return.refunds', { count: p.refunds })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td {...numbers} fw={600}>
                      {money(p.netVat)}
                    </Table.Td>
                    <Table.Td>
                      <ExportMenu
                        compact
                        label={t('return.export', { period: nameOf(p) })}
                        failedTitle={t('failed.export')}
                        onExport={(format) => exportVatReturn(year, by, i + 1, format)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr fw={700}>
                  <Table.Td>{t('return.total')}</Table.Td>
                  <Table.Td ta="center">{sum(rows, (p) => p.orders)}</Table.Td>
                  <Table.Td {...numbers}>{money(sum(rows, (p) => p.standardRatedSales))}</Table.Td>
                  <Table.Td {...numbers}>{money(sum(rows, (p) => p.otherSales))}</Table.Td>
                  <Table.Td {...numbers}>{money(sum(rows, (p) => p.outputVat))}</Table.Td>
                  <Table.Td {...numbers}>{money(-sum(rows, (p) => p.refundVat))}</Table.Td>
                  <Table.Td {...numbers}>{money(sum(rows, (p) => p.netVat))}</Table.Td>
                  <Table.Td />
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
          <Text fz="xs" c="dimmed">
            {t('return.note')}
          </Text>
        </Stack>
      </Refreshing>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Text fw={600}>{t('return.title')}</Text>
          <Text fz="sm" c="dimmed" maw={560}>
            {t('return.subtitle')}
          </Text>
        </Stack>
        <Group gap="sm" align="flex-end">
          <ChoiceButtons
            label={t('return.by')}
            choices={['quarter', 'month'] as const}
            value={by}
            onChange={onBy}
            text={(choice) => t(choice === 'quarter' ? 'return.byQuarter' : 'return.byMonth')}
          />
          <Select
            label={t('return.year')}
            w={110}
            allowDeselect={false}
            data={years.map(String)}
            value={String(year)}
            onChange={(v) => v && onYear(Number(v))}
          />
        </Group>
      </Group>
      {body}
    </Stack>
  );
}
