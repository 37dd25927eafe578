import { useState } from 'react';
import { Badge, Paper, Stack, Table, Text } from '@mantine/core';
import { IconRuler } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Unit } from '@souqna/contracts';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { createUnit, deleteUnit, unitKeys, updateUnit, useUnits } from '@/features/catalogue/api.ts';
import { ConfirmDeleteDialog } from '@/app/components/confirm-delete-dialog.tsx';
import { ListBesideForm } from '@/features/catalogue/components/list-beside-form.tsx';
import { EmptyState } from '@/app/components/empty-state.tsx';
import { UnitForm } from './unit-form.tsx';
import { ListPager } from '@/app/components/list-pager.tsx';
import { RowActions } from '@/app/components/row-actions.tsx';
import { ListLoading, TableHeader } from '@/app/components/list-states.tsx';

const PAGE_SIZE = 20;

/** /uint-form: the unit form beside the store's units (edit, delete). */
export default function UnitFormPage() {
  const { t } = useTranslation('catalogue');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const units = useUnits({ page, pageSize: PAGE_SIZE });
  const [editing, setEditing] = useState<Unit | null>(null);
  const [deleting, setDeleting] = useState<Unit | null>(null);
  const total = units.data?.pagination.total;
  const refresh = () => queryClient.invalidateQueries({ queryKey: unitKeys.all });

  let list;
  if (units.isError && !units.data) {
    list = <LoadFailure title={t('unit.loadFailed')} error={units.error} onRetry={() => void units.refetch()} />;
  } else if (!units.data) {
    list = (
      <Paper withBorder radius="lg" p="md">
        <ListLoading rows={3} height={40} />
      </Paper>
    );
  } else if (total === 0) {
    list = <EmptyState icon={IconRuler} title={t('unit.empty.title')} text={t('unit.empty.text')} />;
  } else {
    const { items, pagination } = units.data;
    list = (
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Table verticalSpacing="sm" highlightOnHover>
            <TableHeader columns={[t('unit.columns.name'), t('unit.columns.symbol')]} actionsWidth={88} />
            <Table.Tbody>
              {items.map((unit) => (
                <Table.Tr key={unit.id} bg={unit.id === editing?.id ? 'var(--mantine-color-amber-light)' : undefined}>
                  <Table.Td>
                    <Text fw={600} fz="sm">
                      {unit.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {unit.symbol ? (
                      <Badge variant="light" color="gray" radius="sm" tt="none">
                        <bdi>{unit.symbol}</bdi>
                      </Badge>
                    ) : (
                      <Text fz="sm" c="dimmed">
                        {t('unit.noSymbol')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      editLabel={t('unit.editOf', { name: unit.name })}
                      deleteLabel={t('unit.deleteOf', { name: unit.name })}
                      onEdit={() => setEditing(unit)}
                      onDelete={() => setDeleting(unit)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <ListPager pagination={pagination} onPage={setPage} />
        </Stack>
      </Paper>
    );
  }

  return (
    <ListBesideForm
      title={t('unit.title')}
      subtitle={t('unit.subtitle')}
      count={total !== undefined && total > 0 ? t('unit.count', { count: total }) : null}
      list={list}
      listSpan={6}
      formTitle={editing ? t('unit.form.editTitle', { name: editing.name }) : t('unit.form.addTitle')}
      form={
        <UnitForm
          key={editing?.id ?? 'new'}
          unit={editing}
          onSubmit={(input) => (editing ? updateUnit(editing.id, input) : createUnit(input))}
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
          title: t('unit.delete.title'),
          text: t('unit.delete.text', { name: deleting?.name ?? '' }),
          confirm: t('unit.delete.confirm'),
          refused: t('unit.delete.refused'),
        }}
        onDelete={async () => (await deleteUnit(deleting!.id)).message}
        failureOf={failureMessage}
        onClose={() => setDeleting(null)}
        onDeleted={(message) => {
          notify('success', message);
          if (editing?.id === deleting?.id) setEditing(null);
          void refresh();
        }}
      />
    </ListBesideForm>
  );
}
