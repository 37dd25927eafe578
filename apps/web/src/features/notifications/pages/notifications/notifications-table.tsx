import { ActionIcon, Anchor, Badge, Stack, Switch, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AvailabilityNotification } from '@souqna/contracts';
import type { ListResult } from '@/lib/api.ts';
import { ListPager } from '@/app/components/list-pager.tsx';
import { useStoreTime } from '@/lib/use-store-time.ts';
import * as pages from '@/lib/pages.ts';
import { ListLoading, Refreshing, TableHeader } from '@/app/components/list-states.tsx';

/** What the store holds now: never runs out, none, or how many. */
function Available({ available }: { available: number | null }) {
  const { t } = useTranslation('notifications');
  if (available === null)
    return (
      <Badge variant="light" color="blue" tt="none">
        {t('alwaysAvailable')}
      </Badge>
    );
  if (available <= 0)
    return (
      <Badge variant="light" color="red" tt="none">
        {t('outOfStock')}
      </Badge>
    );
  return (
    <Badge variant="light" color="green" tt="none">
      {t('inStock', { count: available })}
    </Badge>
  );
}

/** A page of subscriptions: product, variant, customer, e-mail, stock now, when, notified, delete. */
export function NotificationsTable({
  result,
  loading,
  busyId,
  onPage,
  onNotified,
  onDelete,
}: {
  result: ListResult<AvailabilityNotification> | undefined;
  loading: boolean;
  busyId: string | null;
  onPage: (page: number) => void;
  onNotified: (n: AvailabilityNotification, isNotified: boolean) => void;
  onDelete: (n: AvailabilityNotification) => void;
}) {
  const { t } = useTranslation('notifications');
  const time = useStoreTime();
  if (!result) return <ListLoading />;
  return (
    <Refreshing when={loading}>
      <Stack gap="md">
        <Table.ScrollContainer minWidth={960}>
          <Table verticalSpacing="sm" highlightOnHover>
            <TableHeader
              columns={[
                t('columns.product'),
                t('columns.customer'),
                t('columns.email'),
                t('columns.available'),
                t('columns.subscribedAt'),
                t('columns.notified'),
              ]}
              actionsWidth={56}
            />
            <Table.Tbody>
              {result.items.map((n) => (
                <Table.Tr key={n.notificationId} data-testid="notification-row">
                  <Table.Td maw={260}>
                    <Anchor component={Link} to={pages.product(n.productId)} fz="sm" fw={600} display="block" truncate>
                      {n.productName}
                    </Anchor>
                    {n.variantLabel && (
                      <Text fz="xs" c="dimmed" truncate>
                        {n.variantLabel}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm" c={n.customerName ? undefined : 'dimmed'}>
                      {n.customerName ?? t('noName')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm">
                      <bdi>{n.email}</bdi>
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Available available={n.available} />
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                      {time.dateTime(n.createdAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      checked={n.isNotified}
                      disabled={busyId === n.notificationId}
                      label={n.isNotified ? t('notified') : t('waiting')}
                      aria-label={t('notifiedOf', { email: n.email })}
                      onChange={(event) => onNotified(n, event.currentTarget.checked)}
                      styles={{ label: { whiteSpace: 'nowrap' } }}
                    />
                    {n.notifiedAt && (
                      <Text fz="xs" c="dimmed" mt={2} style={{ whiteSpace: 'nowrap' }}>
                        {time.dateTime(n.notifiedAt)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('deleteOf', { email: n.email })}
                      onClick={() => onDelete(n)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListPager pagination={result.pagination} onPage={onPage} />
      </Stack>
    </Refreshing>
  );
}
