import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTags } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CUSTOM_STATUSES_MAX, type OrderStatusInfo } from '@souqna/contracts';
import { ConfirmDeleteDialog } from '@/app/components/confirm-delete-dialog.tsx';
import { EmptyState } from '@/app/components/empty-state.tsx';
import { TableHeader } from '@/app/components/list-states.tsx';
import { RowActions } from '@/app/components/row-actions.tsx';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { failureMessage } from '@/lib/failure.ts';
import { notify, notifySuccess } from '@/lib/notify.ts';
import { deleteCustomStatus, orderKeys, updateCustomStatus, useOrderStatuses } from '@/features/orders/api.ts';
import { StatusBadge, useCustomStatusName, useStatusName } from '@/features/orders/components/status-badge.tsx';
import { customStatusesOf } from '@/features/orders/components/status-target.ts';
import { CustomStatusFormModal, toCustomStatusInput } from './custom-status-form-modal.tsx';

/** The eight statuses every store has, with their names and colours: what custom ones follow. */
function BuiltInStatuses({ statuses }: { statuses: OrderStatusInfo[] }) {
  const { t } = useTranslation('orders');
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz="h4">
            {t('statuses.builtIn.title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('statuses.builtIn.text')}
          </Text>
        </div>
        <Table verticalSpacing="xs">
          <TableHeader columns={[t('statuses.columns.status'), t('statuses.columns.nameAr'), t('statuses.columns.nameEn')]} />
          <Table.Tbody>
            {statuses.map((s) => (
              <Table.Tr key={s.id} data-testid="built-in-status">
                <Table.Td>
                  <StatusBadge status={s.code} />
                </Table.Td>
                <Table.Td>
                  <bdi lang="ar">{s.nameAr}</bdi>
                </Table.Td>
                <Table.Td>
                  <bdi lang="en">{s.nameEn}</bdi>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}

/** /orders/statuses: the built-in order statuses, read only, and the store's own, added, edited, ordered and deleted here. */
export default function OrderStatusesPage() {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const statuses = useOrderStatuses();
  const statusName = useStatusName();
  const customName = useCustomStatusName();
  const [editing, setEditing] = useState<OrderStatusInfo | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<OrderStatusInfo | null>(null);
  const [reordering, setReordering] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: orderKeys.all });
  const custom = customStatusesOf(statuses.data);
  const full = custom.length >= CUSTOM_STATUSES_MAX;

  const addButton = (
    <Tooltip label={t('statuses.full', { count: CUSTOM_STATUSES_MAX })} disabled={!full}>
      <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)} disabled={full}>
        {t('statuses.add')}
      </Button>
    </Tooltip>
  );

  const move = async (status: OrderStatusInfo, by: -1 | 1) => {
    setReordering(true);
    try {
      await updateCustomStatus(status.id, { ...toCustomStatusInput(status), position: status.position + by });
      await refresh();
    } catch (error) {
      notify('error', failureMessage(error));
    } finally {
      setReordering(false);
    }
  };

  if (statuses.isPending) return <Skeleton h={320} radius="lg" />;
  if (statuses.isError)
    return <LoadFailure title={t('statuses.failed')} error={statuses.error} onRetry={() => void statuses.refetch()} />;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {t('statuses.title')}
          </Title>
          <Text c="dimmed" fz="sm" maw={620}>
            {t('statuses.subtitle')}
          </Text>
        </Stack>
        {addButton}
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Title order={2} fz="h4">
              {t('statuses.custom.title')}
            </Title>
            <Text fz="sm" c="dimmed" data-testid="custom-count">
              {t('statuses.custom.count', { count: custom.length, max: CUSTOM_STATUSES_MAX })}
            </Text>
          </Group>
          {custom.length === 0 ? (
            <EmptyState icon={IconTags} title={t('statuses.empty.title')} text={t('statuses.empty.text')} action={addButton} />
          ) : (
            <Table verticalSpacing="sm">
              <TableHeader
                columns={[
                  t('statuses.columns.status'),
                  t('statuses.columns.nameAr'),
                  t('statuses.columns.nameEn'),
                  t('statuses.columns.base'),
                  t('statuses.columns.order'),
                ]}
              />
              <Table.Tbody>
                {custom.map((s, i) => (
                  <Table.Tr key={s.id} data-testid="custom-status">
                    <Table.Td>
                      <Badge color={s.color} variant="light" tt="none" radius="sm">
                        {customName(s)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <bdi lang="ar">{s.nameAr}</bdi>
                    </Table.Td>
                    <Table.Td>
                      <bdi lang="en">{s.nameEn}</bdi>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={s.baseStatus} size="sm" />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('statuses.moveUp', { name: customName(s) })}
                          disabled={i === 0 || reordering}
                          onClick={() => void move(s, -1)}
                        >
                          <IconArrowUp size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('statuses.moveDown', { name: customName(s) })}
                          disabled={i === custom.length - 1 || reordering}
                          onClick={() => void move(s, 1)}
                        >
                          <IconArrowDown size={16} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <RowActions name={customName(s)} onEdit={() => setEditing(s)} onDelete={() => setDeleting(s)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Paper>
      <BuiltInStatuses statuses={statuses.data.filter((s) => !s.isCustom)} />
      {editing !== undefined && (
        <CustomStatusFormModal
          key={editing?.id ?? 'new'}
          opened
          status={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(message) => {
            setEditing(undefined);
            notifySuccess(message);
            void refresh();
          }}
        />
      )}
      <ConfirmDeleteDialog
        opened={deleting !== null}
        texts={{
          title: t('statuses.delete.title'),
          text: deleting ? t('statuses.delete.text', { name: customName(deleting), base: statusName(deleting.baseStatus) }) : '',
          confirm: t('statuses.delete.confirm'),
          refused: t('statuses.delete.refused'),
        }}
        onDelete={async () => (await deleteCustomStatus(deleting!.id)).message}
        failureOf={failureMessage}
        onClose={() => setDeleting(null)}
        onDeleted={(message) => {
          notifySuccess(message);
          void refresh();
        }}
      />
    </Stack>
  );
}
