import { useState } from 'react';
import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconFilterOff, IconLayoutGrid, IconPackage, IconPlus, IconSearchOff, IconTable } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductCard } from '@souqna/contracts';
import * as pages from '@/lib/pages.ts';
import { ListPager } from '@/app/components/list-pager.tsx';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { useAppStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { ConfirmDeleteDialog } from '@/app/components/confirm-delete-dialog.tsx';
import { EmptyState } from '@/app/components/empty-state.tsx';
import { deleteProduct, productKeys, useProductCards } from '@/features/catalogue/product-api.ts';
import { nameIn } from '@/features/catalogue/components/names.ts';
import { ProductCount } from '@/features/catalogue/components/product-count.tsx';
import { ProductTabs } from '@/features/catalogue/components/product-tabs.tsx';
import {
  clearedFilters,
  filterOf,
  isFiltered,
  PAGE_SIZES,
  readListParams,
  writeListParams,
  type ProductListParams,
} from '@/features/catalogue/product-list-params.ts';
import { EditsTable } from './edits-table.tsx';
import { ProductFileActions } from './product-file-actions.tsx';
import { ProductCards } from './product-cards.tsx';
import { ProductFilters } from './product-filters.tsx';
import { ProductsTable } from './products-table.tsx';
import { ListLoading, Refreshing } from '@/app/components/list-states.tsx';

type Layout = 'cards' | 'table';

/** /products/show: the store's products as cards or a table, or the product-edits table (?view=edits). */
export default function ProductsPage() {
  const { t } = useTranslation('products');
  const lang = useAppStore((s) => s.language);
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const [layout, setLayout] = useLocalStorage<Layout>({ key: 'products-layout', defaultValue: 'cards' });
  const [deleting, setDeleting] = useState<ProductCard | null>(null);
  const cards = useProductCards({ filter: filterOf(params), page: params.page, pageSize: params.pageSize });
  const change = (c: Partial<ProductListParams>) => setSearchParams((sp) => writeListParams(sp, c));
  const clear = () => setSearchParams((sp) => clearedFilters(sp));
  const pagination = cards.data?.pagination;
  const items = cards.data?.items ?? [];

  const addButton = (
    <Button component={Link} to={pages.productFormOf()} leftSection={<IconPlus size={18} />}>
      {t('add')}
    </Button>
  );

  let body;
  if (cards.isPending) {
    body = <ListLoading height={64} />;
  } else if (cards.isError) {
    body = <LoadFailure title={t('failed.fetch')} error={cards.error} onRetry={() => void cards.refetch()} />;
  } else if (items.length === 0 && isFiltered(params)) {
    body = (
      <EmptyState
        icon={IconSearchOff}
        title={t('empty.noMatch')}
        text={t('empty.noMatchText')}
        action={
          <Button variant="default" leftSection={<IconFilterOff size={18} />} onClick={clear}>
            {t('filters.clear')}
          </Button>
        }
      />
    );
  } else if (items.length === 0 && params.page === 1) {
    body = (
      <EmptyState
        icon={IconPackage}
        title={t('empty.title')}
        text={t('empty.text')}
        action={
          <Button component={Link} to={pages.productFormOf()} leftSection={<IconPlus size={18} />}>
            {t('empty.action')}
          </Button>
        }
      />
    );
  } else if (params.edits) {
    body = <EditsTable items={items} />;
  } else {
    body =
      layout === 'cards' ? (
        <ProductCards items={items} onDelete={setDeleting} />
      ) : (
        <ProductsTable items={items} onDelete={setDeleting} />
      );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Group gap="sm" wrap="nowrap">
            <Title order={1} fz="h2">
              {t(params.edits ? 'edits.title' : 'title')}
            </Title>
            {pagination && <ProductCount total={pagination.total} filtered={isFiltered(params)} />}
          </Group>
          <Text c="dimmed" fz="sm" maw={620}>
            {t(params.edits ? 'edits.subtitle' : 'subtitle')}
          </Text>
        </Stack>
        <Group gap="sm">
          <ProductFileActions />
          {addButton}
        </Group>
      </Group>
      <ProductTabs />
      <ProductFilters params={params} onChange={change} onClear={clear} />
      {!params.edits && items.length > 0 && (
        <Group justify="flex-end">
          <SegmentedControl
            size="xs"
            value={layout}
            onChange={(v) => setLayout(v as Layout)}
            aria-label={t('layout.label')}
            data={[
              { value: 'cards', label: <LayoutLabel icon={<IconLayoutGrid size={16} />} text={t('layout.cards')} /> },
              { value: 'table', label: <LayoutLabel icon={<IconTable size={16} />} text={t('layout.table')} /> },
            ]}
          />
        </Group>
      )}
      <Refreshing when={cards.isPlaceholderData}>{body}</Refreshing>
      {pagination && pagination.total > 0 && (
        <ListPager
          pagination={pagination}
          onPage={(page) => change({ page })}
          perPage={{ sizes: PAGE_SIZES, pageSize: params.pageSize, onPageSize: (pageSize) => change({ pageSize }) }}
        />
      )}
      <ConfirmDeleteDialog
        opened={deleting !== null}
        texts={{
          title: t('delete.title'),
          text: t('delete.text', { name: deleting ? nameIn(lang, deleting) : '' }),
          confirm: t('delete.confirm'),
          refused: t('delete.refused'),
        }}
        onDelete={async () => (await deleteProduct(deleting!.productId)).message}
        failureOf={failureMessage}
        onClose={() => setDeleting(null)}
        onDeleted={(message) => {
          notify('success', message);
          void queryClient.invalidateQueries({ queryKey: productKeys.all });
        }}
      />
    </Stack>
  );
}

function LayoutLabel({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <span>{text}</span>
    </Group>
  );
}
