import { Anchor, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListLoading } from '@/app/components/list-states.tsx';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { Widget } from '@/app/components/widget.tsx';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { useAppStore } from '@/lib/app-store.ts';
import * as pages from '@/lib/pages.ts';
import { useTransactions } from '@/features/wallet/api.ts';
import { EntriesTable } from '@/features/wallet/components/entries-table.tsx';

export const LATEST_ENTRIES = 5;

/** The newest entries of the ledger (the transactions' first page, five of them) and the way to all of them. */
export function LatestEntries() {
  const { t } = useTranslation('wallet');
  const rtl = useAppStore((s) => s.language === 'ar');
  const latest = useTransactions({ filter: {}, page: 1, pageSize: LATEST_ENTRIES });
  const Arrow = rtl ? IconArrowLeft : IconArrowRight;
  let body;
  if (latest.isError && !latest.data)
    body = <LoadFailure title={t('latest.failed')} error={latest.error} onRetry={() => void latest.refetch()} />;
  else if (!latest.data) body = <ListLoading rows={3} />;
  else if (!latest.data.items.length)
    body = (
      <Text fz="sm" c="dimmed">
        {t('latest.empty')}
      </Text>
    );
  else body = <EntriesTable entries={latest.data.items} label={t('latest.title')} />;
  return (
    <Widget
      id="latest-entries-title"
      title={t('latest.title')}
      action={
        <Anchor component={PrefetchLink} to={pages.transactions} fz="sm" fw={600}>
          {t('latest.all')} <Arrow size={14} style={{ verticalAlign: 'middle' }} aria-hidden />
        </Anchor>
      }
    >
      {body}
    </Widget>
  );
}
