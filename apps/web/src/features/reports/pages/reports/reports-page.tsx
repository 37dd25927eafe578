import { useState } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendar, IconChartBar, IconDownload, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS, ORDER_STATUS_NAMES, type ExportFormat, type OrderStatus } from '@souqna/contracts';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { EmptyState } from '@/app/components/empty-state.tsx';
import { ListLoading, Refreshing } from '@/app/components/list-states.tsx';
import { ListPager } from '@/app/components/list-pager.tsx';
import { FigureCard } from '@/app/components/widget.tsx';
import { Money } from '@/app/components/money.tsx';
import { StoreDates } from '@/app/forms/store-dates.tsx';
import { failureMessage } from '@/lib/failure.ts';
import { notifyError } from '@/lib/notify.ts';
import { saveFile } from '@/lib/save-file.ts';
import { orderDateTime, storeToday } from '@/lib/store-time.ts';
import { useStoreSettings } from '@/lib/store-settings.ts';
import { useTimeStyle } from '@/lib/use-store-time.ts';
import { useReport } from '@/features/reports/api.ts';
import { useNetProfit } from '@/lib/sales.ts';
import { reportFile } from '@/features/reports/report-export.ts';
import {
  ALL_REPORTS,
  headingKey,
  reportKind,
  type AnyReport,
  type Cell,
  type ReportColumn,
  type ReportQuery,
} from '@/features/reports/report-kinds.ts';
import { ReportTable } from './report-table.tsx';

const PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * /reports (the manager role and up) and the home's reports tab: every report over a range of the
 * store's days, searched, sorted, paged and exported; with `only`, that one report (the home's
 * products performance), under its own title.
 */
export function ReportsView({ only }: { only?: AnyReport }) {
  const { t } = useTranslation('reports');
  const style = useTimeStyle();
  const today = storeToday(style);
  const [params, setParams] = useState<ReportQuery>({
    report: only ?? 'orders-grouped-by-product',
    startDate: `${today.slice(0, 8)}01`,
    endDate: today,
    searchText: '',
    page: 1,
    pageSize: 10,
    sortBy: null,
    sortDir: 'desc',
  });
  const [days, setDays] = useState<[string | null, string | null]>([params.startDate, params.endDate]);
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search.trim(), 300);
  const kind = reportKind(params.report);
  // The sort always named: a report whose page sorts otherwise than its server's default says so.
  const wanted = { ...params, searchText, sortBy: params.sortBy ?? kind.sortBy };
  const report = useReport(wanted);
  const totals = useNetProfit({ startDate: params.startDate, endDate: params.endDate }, kind.salesTotals);
  const [exporting, setExporting] = useState<{ done: number; total: number } | null>(null);
  const change = (c: Partial<ReportQuery>) => setParams((p) => ({ ...p, page: 1, ...c }));
  const sortBy = params.sortBy ?? kind.sortBy;
  const settings = useStoreSettings();
  const currency = settings.data?.currency ?? totals.data?.currency ?? '';
  const heading = (column: ReportColumn) => t(headingKey(params.report, column));
  const headingOf = (id: string) => heading(kind.columns.find((c) => c.id === id)!);
  const formats = Object.fromEntries(kind.columns.map((c) => [c.id, c.format]));
  /** A cell as the merchant reads it: dates in the store's zone, a status's name, "none" for nothing. */
  const text = (id: string, value: Cell): Cell => {
    if (value == null) return t(id === 'customer' ? 'noCustomer' : id === 'coverDays' ? 'noPace' : 'none');
    if (formats[id] === 'date') return orderDateTime(String(value), style);
    if (formats[id] === 'status') return ORDER_STATUS_NAMES[value as OrderStatus][style.lang];
    if (formats[id] === 'number') return `#${value}`;
    if (formats[id] === 'days') {
      const days = Number(value);
      return days === 0 ? t('soldOut') : t('daysCount', { count: days >= 10 ? Math.round(days) : days });
    }
    return value;
  };

  const sort = (column: string) =>
    change(
      column === sortBy
        ? { sortBy: column, sortDir: params.sortDir === 'desc' ? 'asc' : 'desc' }
        : { sortBy: column, sortDir: 'desc' },
    );

  const exportFile = async (format: ExportFormat) => {
    setExporting({ done: 0, total: report.data?.pagination.total ?? 0 });
    try {
      const words = { heading: headingOf, text, sheet: t(`names.${params.report}`), rtl: style.lang === 'ar' };
      const blob = await reportFile(wanted, format, words, (done, total) => setExporting({ done, total }));
      saveFile(blob, `${params.report}-${params.startDate}-${params.endDate}.${format}`);
    } catch (error) {
      notifyError(failureMessage(error), t('exportFailed'));
    } finally {
      setExporting(null);
    }
  };

  let body;
  if (report.isError && !report.data) {
    body = <LoadFailure title={t('loadFailed')} error={report.error} onRetry={() => void report.refetch()} />;
  } else if (!report.data) {
    body = <ListLoading />;
  } else if (!report.data.items.length) {
    body = (
      <EmptyState
        icon={IconChartBar}
        title={t(`empty.${kind.rows}.title`)}
        text={searchText ? t('empty.search', { search: searchText }) : t(`empty.${kind.rows}.text`)}
      />
    );
  } else {
    body = (
      <Refreshing when={report.isPlaceholderData}>
        <Stack gap="md">
          <ReportTable
            columns={kind.columns}
            rows={report.data.items}
            currency={currency}
            heading={heading}
            text={text}
            sortBy={sortBy}
            sortDir={params.sortDir}
            onSort={sort}
          />
          <ListPager
            pagination={report.data.pagination}
            onPage={(page) => setParams((p) => ({ ...p, page }))}
            perPage={{ sizes: PAGE_SIZES, pageSize: params.pageSize, onPageSize: (pageSize) => change({ pageSize }) }}
          />
        </Stack>
      </Refreshing>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2}>{t(only ? 'performanceTitle' : 'title')}</Title>
          <Text c="dimmed" fz="sm">
            {t(only ? 'performanceSubtitle' : 'subtitle')}
          </Text>
        </div>
        <Group gap="xs">
          {EXPORT_FORMATS.map((format) => (
            <Button
              key={format}
              variant="default"
              leftSection={<IconDownload size={18} />}
              onClick={() => void exportFile(format)}
              loading={exporting !== null}
              disabled={!report.data?.items.length}
            >
              {t(format === 'csv' ? 'export' : 'exportXlsx')}
            </Button>
          ))}
        </Group>
      </Group>
      {exporting && (
        <Text fz="sm" c="dimmed" role="status">
          {t('exporting', { done: exporting.done, total: exporting.total })}
        </Text>
      )}
      <Paper withBorder radius="lg" p="md">
        <SimpleGrid cols={{ base: 1, sm: only ? 2 : 3 }} spacing="sm">
          {!only && (
            <Select
              label={t('report')}
              data={ALL_REPORTS.map((name) => ({ value: name, label: t(`names.${name}`) }))}
              value={params.report}
              onChange={(value) => value && change({ report: value as AnyReport, sortBy: null, sortDir: 'desc' })}
              allowDeselect={false}
            />
          )}
          <StoreDates>
            <DatePickerInput
              type="range"
              label={t('days')}
              leftSection={<IconCalendar size={16} />}
              valueFormat="D MMM YYYY"
              value={days}
              allowSingleDateInRange
              onChange={(value) => {
                const [from, to] = value as [string | null, string | null];
                setDays([from, to]);
                if (from && to) change({ startDate: from, endDate: to });
              }}
            />
          </StoreDates>
          <TextInput
            label={t('search')}
            placeholder={t(`searchPlaceholder.${kind.rows}`)}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setParams((p) => ({ ...p, page: 1 }));
            }}
            styles={{ input: { unicodeBidi: 'plaintext' } }}
          />
        </SimpleGrid>
      </Paper>
      {kind.salesTotals && totals.data && (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          <FigureCard label={t('columns.sales')}>
            <Money amount={totals.data.sales} currency={currency} />
          </FigureCard>
          <FigureCard label={t('columns.orders')}>
            <bdi>{totals.data.orders}</bdi>
          </FigureCard>
          <FigureCard label={t('columns.profit')}>
            <Money amount={totals.data.profit} currency={currency} />
          </FigureCard>
          <FigureCard label={t('columns.refunds')}>
            <Money amount={totals.data.refunds} currency={currency} />
          </FigureCard>
        </SimpleGrid>
      )}
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        {body}
      </Paper>
    </Stack>
  );
}

export default function ReportsPage() {
  return <ReportsView />;
}
