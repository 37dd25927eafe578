import { useState } from 'react';
import { Badge, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AvailabilityNotification } from '@souqna/contracts';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { ConfirmDeleteDialog } from '@/app/components/confirm-delete-dialog.tsx';
import { EmptyState } from '@/app/components/empty-state.tsx';
import {
  deleteNotification,
  notificationKeys,
  setNotified,
  useNotifications,
  type NotificationFilter,
} from '@/features/notifications/api.ts';
import { NotificationsTable } from './notifications-table.tsx';

const PAGE_SIZE = 10;
const FILTERS: NotificationFilter[] = ['waiting', 'notified', 'all'];

/** /order/notifications: who waits for a product to be back in stock, who was told, and deleting. */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<NotificationFilter>('waiting');
  const [page, setPage] = useState(1);
  const list = useNotifications({ page, pageSize: PAGE_SIZE, filter });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AvailabilityNotification | null>(null);
  const total = list.data?.pagination.total;
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });

  const toggle = async (n: AvailabilityNotification, isNotified: boolean) => {
    setBusyId(n.notificationId);
    try {
      notify('success', (await setNotified(n.notificationId, isNotified)).message);
      await refresh();
    } catch (error) {
      notify('error', failureMessage(error));
    } finally {
      setBusyId(null);
    }
  };

  let body;
  if (list.isError && !list.data) {
    body = <LoadFailure title={t('loadFailed')} error={list.error} onRetry={() => void list.refetch()} />;
  } else if (list.data && total === 0) {
    body = <EmptyState icon={IconBellRinging} title={t(`empty.${filter}.title`)} text={t(`empty.${filter}.text`)} />;
  } else {
    body = (
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <NotificationsTable
          result={list.data}
          loading={list.isFetching}
          busyId={busyId}
          onPage={setPage}
          onNotified={(n, isNotified) => void toggle(n, isNotified)}
          onDelete={setDeleting}
        />
      </Paper>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Group gap="sm" wrap="nowrap">
            <Title order={1} fz="h2">
              {t('title')}
            </Title>
            {total !== undefined && total > 0 && (
              <Badge variant="light" color="gray" size="lg" tt="none">
                {t(`count.${filter}`, { count: total })}
              </Badge>
            )}
          </Group>
          <Text c="dimmed" fz="sm" maw={620}>
            {t('subtitle')}
          </Text>
        </Stack>
        <SegmentedControl
          aria-label={t('filterLabel')}
          value={filter}
          onChange={(value) => {
            setFilter(value as NotificationFilter);
            setPage(1);
          }}
          data={FILTERS.map((value) => ({ value, label: t(`filters.${value}`) }))}
        />
      </Group>
      {body}
      <ConfirmDeleteDialog
        opened={deleting !== null}
        texts={{
          title: t('delete.title'),
          text: t('delete.text', { email: deleting?.email ?? '', product: deleting?.productName ?? '' }),
          confirm: t('delete.confirm'),
          refused: t('delete.refused'),
        }}
        onDelete={async () => (await deleteNotification(deleting!.notificationId)).message}
        failureOf={failureMessage}
        onClose={() => setDeleting(null)}
        onDeleted={(message) => {
          notify('success', message);
          void refresh();
        }}
      />
    </Stack>
  );
}
