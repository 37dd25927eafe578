import { useState } from 'react';
import { Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconBadgeTm } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Brand } from '@souqna/contracts';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { brandKeys, createBrand, deleteBrand, updateBrand, useBrands } from '@/features/catalogue/api.ts';
import { ConfirmDeleteDialog } from '@/app/components/confirm-delete-dialog.tsx';
import { ListBesideForm } from '@/features/catalogue/components/list-beside-form.tsx';
import { EmptyState } from '@/app/components/empty-state.tsx';
import { BrandForm } from './brand-form.tsx';
import { BrandsList } from './brands-list.tsx';

const PAGE_SIZE = 10;

/** /brand-form: the brand form beside the store's brands (search, edit, delete). */
export default function BrandFormPage() {
  const { t } = useTranslation('catalogue');
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [wanted] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const brands = useBrands({ page, pageSize: PAGE_SIZE, search: wanted });
  const [editing, setEditing] = useState<Brand | null>(null);
  const [deleting, setDeleting] = useState<Brand | null>(null);
  const total = brands.data?.pagination.total;
  const refresh = () => queryClient.invalidateQueries({ queryKey: brandKeys.all });

  let list;
  if (brands.isError && !brands.data) {
    list = <LoadFailure title={t('brand.loadFailed')} error={brands.error} onRetry={() => void brands.refetch()} />;
  } else if (brands.data && total === 0 && !wanted) {
    list = <EmptyState icon={IconBadgeTm} title={t('brand.empty.title')} text={t('brand.empty.text')} />;
  } else {
    list = (
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <TextInput
            aria-label={t('brand.searchLabel')}
            placeholder={t('brand.search')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            styles={{ input: { unicodeBidi: 'plaintext' } }}
          />
          {brands.data && total === 0 ? (
            <Stack gap={4} align="center" ta="center" py="xl">
              <Text fw={600}>{t('brand.noResults.title')}</Text>
              <Text fz="sm" c="dimmed">
                {t('brand.noResults.text', { search: wanted })}
              </Text>
            </Stack>
          ) : (
            <BrandsList
              result={brands.data}
              loading={brands.isFetching}
              editingId={editing?.brandId ?? null}
              onPage={setPage}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          )}
        </Stack>
      </Paper>
    );
  }

  return (
    <ListBesideForm
      title={t('brand.title')}
      subtitle={t('brand.subtitle')}
      count={total !== undefined && total > 0 && !wanted ? t('brand.count', { count: total }) : null}
      list={list}
      listSpan={8}
      formTitle={editing ? t('brand.form.editTitle', { name: editing.name }) : t('brand.form.addTitle')}
      form={
        <BrandForm
          key={editing?.brandId ?? 'new'}
          brand={editing}
          onSubmit={(input) => (editing ? updateBrand(editing.brandId, input) : createBrand(input))}
          onSaved={(message) => {
            notify('success', message);
            setEditing(null);
            void refresh();
          }}
          onCancelEdit={() => setEditing(null)}
        />
      }
    >
      <ConfirmDeleteDialog
        opened={deleting !== null}
        texts={{
          title: t('brand.delete.title'),
          text: t('brand.delete.text', { name: deleting?.name ?? '' }),
          confirm: t('brand.delete.confirm'),
          refused: t('brand.delete.refused'),
        }}
        onDelete={async () => (await deleteBrand(deleting!.brandId)).message}
        failureOf={failureMessage}
        onClose={() => setDeleting(null)}
        onDeleted={(message) => {
          notify('success', message);
          if (editing?.brandId === deleting?.brandId) setEditing(null);
          void refresh();
        }}
      />
    </ListBesideForm>
  );
}
