import { Fragment, useState } from 'react';
import { Button, Group, List, Menu, Modal, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_COLORS, ORDER_STATUSES, type BulkOrderStatusResult } from '@souqna/contracts';
import { notify } from '@/lib/notify.ts';
import { moveOrders, orderKeys, useOrderStatuses } from '@/features/orders/api.ts';
import { OrderNumber } from '@/features/orders/components/order-number.tsx';
import { useCustomStatusName, useStatusName } from '@/features/orders/components/status-badge.tsx';
import { StatusMoveDialog } from '@/features/orders/components/status-move-dialog.tsx';
import { builtInTarget, customTarget, stageGroupsOf, type MoveTarget } from '@/features/orders/components/status-target.ts';
import { BulkInvoices } from './bulk-invoices.tsx';

interface Props {
  orderIds: string[];
  onClear: () => void;
}

/**
 * The picked orders: how many, a menu of statuses to move them to (the built-in ones, then the
 * store's custom statuses under the status each is a stage of), then which moved and which were
 * refused and why: the server checks each order on its own.
 */
export function BulkStatus({ orderIds, onClear }: Props) {
  const { t } = useTranslation('orders');
  const statusName = useStatusName();
  const customName = useCustomStatusName();
  const stages = stageGroupsOf(useOrderStatuses().data);
  const queryClient = useQueryClient();
  const [to, setTo] = useState<MoveTarget | null>(null);
  const [result, setResult] = useState<{ to: MoveTarget; outcome: BulkOrderStatusResult } | null>(null);
  const targetName = (target: MoveTarget) => (target.custom ? customName(target.custom) : statusName(target.status));

  return (
    <>
      {orderIds.length > 0 && (
        <Paper withBorder radius="lg" p="xs" bg="var(--mantine-primary-color-light)">
          <Group justify="space-between" gap="sm">
            <Text fw={600} fz="sm" aria-live="polite">
              {t('select.count', { count: orderIds.length })}
            </Text>
            <Group gap="xs">
              <Button variant="subtle" color="gray" size="compact-sm" onClick={onClear}>
                {t('select.clear')}
              </Button>
              <BulkInvoices orderIds={orderIds} />
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button size="sm" rightSection={<IconChevronDown size={16} />}>
                    {t('bulk.change')}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown mah="70vh" style={{ overflowY: 'auto' }}>
                  <Menu.Label>{t('bulk.moveTo')}</Menu.Label>
                  {ORDER_STATUSES.filter((s) => s !== 'Pending').map((status) => (
                    <Menu.Item
                      key={status}
                      onClick={() => setTo(builtInTarget(status))}
                      leftSection={<ThemeIcon size={10} radius="xl" color={ORDER_STATUS_COLORS[status]} />}
                    >
                      {statusName(status)}
                    </Menu.Item>
                  ))}
                  {stages.map((group) => (
                    <Fragment key={group.base}>
                      <Menu.Divider />
                      <Menu.Label>{t('details.stagesOf', { status: statusName(group.base) })}</Menu.Label>
                      {group.stages.map((stage) => (
                        <Menu.Item
                          key={stage.id}
                          onClick={() => setTo(customTarget(stage))}
                          leftSection={<ThemeIcon size={10} radius="xl" color={stage.color} />}
                        >
                          {customName(stage)}
                        </Menu.Item>
                      ))}
                    </Fragment>
                  ))}
                </Menu.Dropdown>
              </Menu>
            </Group>
          </Group>
        </Paper>
      )}
      <StatusMoveDialog
        to={to?.status ?? null}
        custom={to?.custom}
        subject={t('bulk.subject', { count: orderIds.length })}
        onClose={() => setTo(null)}
        onConfirm={async (note) => {
          const { data, message } = await moveOrders(orderIds, { statusId: to!.statusId }, note);
          notify(data.refused.length ? 'warning' : 'success', message);
          setResult({ to: to!, outcome: data });
          setTo(null);
          onClear();
          void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        }}
      />
      <Modal
        opened={result !== null}
        onClose={() => setResult(null)}
        centered
        radius="lg"
        title={result ? t('bulk.resultTitle', { status: targetName(result.to) }) : ''}
      >
        {result && <BulkOutcome outcome={result.outcome} />}
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setResult(null)}>{t('bulk.done')}</Button>
        </Group>
      </Modal>
    </>
  );
}

function BulkOutcome({ outcome }: { outcome: BulkOrderStatusResult }) {
  const { t } = useTranslation('orders');
  return (
    <Stack gap="md">
      {outcome.moved.length > 0 && (
        <section aria-label={t('bulk.moved', { count: outcome.moved.length })}>
          <Title order={3} fz="sm" mb={6}>
            {t('bulk.moved', { count: outcome.moved.length })}
          </Title>
          <List
            spacing={4}
            size="sm"
            icon={
              <ThemeIcon color="teal" size={18} radius="xl">
                <IconCheck size={12} />
              </ThemeIcon>
            }
          >
            {outcome.moved.map((o) => (
              <List.Item key={o.orderId}>
                <OrderNumber number={o.number} />
              </List.Item>
            ))}
          </List>
        </section>
      )}
      {outcome.refused.length > 0 && (
        <section aria-label={t('bulk.refused', { count: outcome.refused.length })}>
          <Title order={3} fz="sm" mb={6}>
            {t('bulk.refused', { count: outcome.refused.length })}
          </Title>
          <List
            spacing={6}
            size="sm"
            icon={
              <ThemeIcon color="red" size={18} radius="xl">
                <IconAlertTriangle size={12} />
              </ThemeIcon>
            }
          >
            {outcome.refused.map((o) => (
              <List.Item key={o.orderId}>
                {o.number !== null ? <OrderNumber number={o.number} /> : t('bulk.unknownOrder')}
                {t('bulk.separator')}
                {o.message}
              </List.Item>
            ))}
          </List>
        </section>
      )}
    </Stack>
  );
}
