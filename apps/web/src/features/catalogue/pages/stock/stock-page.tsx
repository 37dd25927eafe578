import { useEffect, useState } from 'react';
import { Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingWarehouse, IconSearch, IconSearchOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { EmptyState } from '@/app/components/empty-state.tsx';
import { productKeys, updateStock, useStockGrid } from '@/features/catalogue/product-api.ts';
import { ProductCount } from '@/features/catalogue/components/product-count.tsx';
import { ProductTabs } from '@/features/catalogue/components/product-tabs.tsx';
import { SaveBar } from '@/app/forms/save-bar.tsx';
import { UnsavedChangesGuard } from '@/features/catalogue/components/unsaved-changes.tsx';
import { emptyCells, stockBodyOf, withCell, type StockEdits } from './stock-edits.ts';
import { StockGrid } from './stock-grid.tsx';
import { ListPager } from '@/app/components/list-pager.tsx';
import { ListLoading } from '@/app/components/list-states.tsx';

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 350;

/** /products/stock and /products/more: every product's and variant's quantity per warehouse, edited in place. */
export default function StockPage() {
  const { t } = useTranslation('products');
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('q')?.trim() ?? '';
  const page = Math.max(1, Math.trunc(Number(searchParams.get('page'))) || 1);
  const grid = useStockGrid({ page, pageSize: PAGE_SIZE, search });
  const [edits, setEdits] = useState<StockEdits>({});
  const [note, setNote] = useState('');
  const [refusedEmpty, setRefusedEmpty] = useState<Set<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const count = Object.keys(edits).length;

  const [typed, setTyped] = useState(search);
  const [debounced] = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    setTyped(search);
  }
  useEffect(() => {
    if (debounced.trim() !== search)
      setSearchParams((sp) => {
        const next = new URLSearchParams(sp);
        if (debounced.trim()) next.set('q', debounced.trim());
        else next.delete('q');
        next.delete('page');
        return next;
      });
    // Only typing searches; the address catching up must not send it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const goTo = (p: number) =>
    setSearchParams((sp) => {
      const next = new URLSearchParams(sp);
      if (p > 1) next.set('page', String(p));
      else next.delete('page');
      return next;
    });

  const discard = () => {
    setEdits({});
    setRefusedEmpty(new Set());
  };

  /** Saves the changed cells in one call; resolves whether they were saved (spec §8: "no changes to save", "changes not saved"). */
  const save = async (): Promise<boolean> => {
    if (count === 0) {
      notify('info', t('saveBar.nothingToSave'));
      return true;
    }
    const empty = emptyCells(edits);
    if (empty.length) {
      setRefusedEmpty(new Set(empty));
      notify('error', t('stock.fillEmpty'), { title: t('saveBar.notSaved') });
      return false;
    }
    setSaving(true);
    try {
      const { message } = await updateStock(stockBodyOf(edits, note));
      discard();
      setNote('');
      notify('success', message, { title: t('stock.saved') });
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      return true;
    } catch (error) {
      notify('error', failureMessage(error), { title: t('saveBar.notSaved') });
      return false;
    } finally {
      setSaving(false);
    }
  };

  const data = grid.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  let body;
  if (grid.isPending) {
    body = <ListLoading rows={5} height={44} />;
  } else if (grid.isError) {
    body = <LoadFailure title={t('stock.failed')} error={grid.error} onRetry={() => void grid.refetch()} />;
  } else if (data!.items.length === 0) {
    body = search ? (
      <EmptyState icon={IconSearchOff} title={t('empty.noMatch')} text={t('stock.noMatchText')} />
    ) : (
      <EmptyState icon={IconBuildingWarehouse} title={t('stock.emptyTitle')} text={t('stock.emptyText')} />
    );
  } else {
    body = (
      <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden', opacity: grid.isPlaceholderData ? 0.6 : 1 }}>
        <StockGrid
          grid={data!}
          edits={edits}
          emptyError={refusedEmpty}
          onCell={(key, value) => {
            setEdits((e) => withCell(e, data!, key, value));
            if (refusedEmpty.has(key)) setRefusedEmpty((s) => new Set([...s].filter((k) => k !== key)));
          }}
        />
      </Paper>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="sm" wrap="nowrap">
          <Title order={1} fz="h2">
            {t('stock.title')}
          </Title>
          {data && <ProductCount total={data.total} filtered={Boolean(search)} />}
        </Group>
        <Text c="dimmed" fz="sm" maw={680}>
          {t('stock.subtitle')}
        </Text>
      </Stack>
      <ProductTabs />
      <TextInput
        maw={420}
        leftSection={<IconSearch size={16} />}
        label={t('filters.search')}
        placeholder={t('filters.searchHint')}
        type="search"
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
      />
      {body}
      {data && <ListPager pagination={{ page, totalPages }} onPage={goTo} />}
      <SaveBar count={count} saving={saving} onSave={() => void save()} onDiscard={discard} idleHint={t('saveBar.none')}>
        <TextInput
          size="sm"
          w={{ base: '100%', sm: 280 }}
          aria-label={t('stock.note')}
          placeholder={t('stock.notePlaceholder')}
          value={note}
          maxLength={200}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
      </SaveBar>
      <UnsavedChangesGuard count={count} onSave={save} onIgnore={discard} />
    </Stack>
  );
}
