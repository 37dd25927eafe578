import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFilterOff, IconReceipt2, IconSearchOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIST_COUNT_CAP } from '@souqna/contracts';
import { EmptyState } from '@/app/components/empty-state.tsx';
import { ListCount, ListPager } from '@/app/components/list-pager.tsx';
import { ListLoading, Refreshing } from '@/app/components/list-states.tsx';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { ExportMenu } from '@/app/components/export-menu.tsx';
import { exportTransactions, useTransactions } from '@/features/wallet/api.ts';
import { EntriesTable } from '@/features/wallet/components/entries-table.tsx';
import {
  CLEARED_FILTERS,
  isFiltered,
  readTransactionParams,
  TRANSACTION_PAGE_SIZES,
  transactionFilterOf,
  writeTransactionParams,
  type TransactionParams,
} from '@/features/wallet/transaction-params.ts';
import { TransactionFilters } from './transaction-filters.tsx';

/**
 * /mony-management/transactions: the ledger's entries, newest first, filtered from the address bar
 * (type, days, amount, order number), paged, counted and exported as CSV or Excel.
 */
export default function TransactionsPage() {
  const { t } = useTranslation('wallet');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readTransactionParams(searchParams);
  const filter = transactionFilterOf(params);
  const entries = useTransactions({ filter, page: params.page, pageSize: params.pageSize });
  const change = (c: Partial<TransactionParams>) => setSearchParams((sp) => writeTransactionParams(sp, c));
  const clear = () => change(CLEARED_FILTERS);
  const filtered = isFiltered(params);
  const pagination = entries.data?.pagination;
  const items = entries.data?.items ?? [];
  // The server counts by type and days exactly, by amount or order up to one past the cap.
  const capped = filter.amountMin !== undefined || filter.amountMax !== undefined || filter.orderNumber !== undefined;

  let body;
  if (entries.isPending) body = <ListLoading height={56} />;
  else if (entries.isError)
    body = <LoadFailure title={t('transactions.failed')} error={entries.error} onRetry={() => void entries.refetch()} />;
  else if (items.length === 0 && filtered)
    body = (
      <EmptyState
        icon={IconSearchOff}
        title={t('transactions.noMatch')}
        text={t('transactions.noMatchText')}
        action={
          <Button variant="default" leftSection={<IconFilterOff size={18} />} onClick={clear}>
            {t('filters.clear')}
          </Button>
        }
      />
    );
  else if (items.length === 0)
    body = <EmptyState icon={IconReceipt2} title={t('transactions.empty')} text={t('transactions.emptyText')} />;
  else body = <EntriesTable entries={items} label={t('transactions.title')} />;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Group gap="sm" wrap="nowrap">
            <Title order={1} fz="h2">
              {t('transactions.title')}
            </Title>
            {pagination && (
              <ListCount
                total={pagination.total}
                filtered={capped}
                cap={LIST_COUNT_CAP}
                count={(count) => t('transactions.count', { count })}
                pastCap={(cap) => t('transactions.countPastCap', { cap })}
              />
            )}
          </Group>
          <Text c="dimmed" fz="sm" maw={620}>
            {t('transactions.subtitle')}
          </Text>
        </Stack>
        <ExportMenu
          onExport={(format) => exportTransactions(format, filter)}
          label={t('export.open')}
          failedTitle={t('export.failed')}
          disabled={!pagination?.total}
        />
      </Group>
      <TransactionFilters params={params} onChange={change} onClear={clear} />
      <Refreshing when={entries.isPlaceholderData}>{body}</Refreshing>
      {pagination && pagination.total > 0 && (
        <ListPager
          pagination={pagination}
          onPage={(page) => change({ page })}
          perPage={{ sizes: TRANSACTION_PAGE_SIZES, pageSize: params.pageSize, onPageSize: (pageSize) => change({ pageSize }) }}
        />
      )}
    </Stack>
  );
}
