import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderDetails } from '@souqna/contracts';
import { OrderCreated } from '@/features/orders/components/order-created.tsx';
import { Money } from '@/app/components/money.tsx';
import { OrderNumber } from '@/features/orders/components/order-number.tsx';
import { StatusActions } from '@/features/orders/components/status-actions.tsx';
import { stageMovesOf, type MoveTarget } from '@/features/orders/components/status-target.ts';
import { useOrderStatuses } from '@/features/orders/api.ts';
import { InvoiceMenu } from '@/features/orders/components/invoice-menu.tsx';
import { PaymentBadge, StatusBadge } from '@/features/orders/components/status-badge.tsx';

/** The order at a glance: number, status, payment, total, when it came in, its invoice, and the moves it allows. */
export function OrderHeader({ order, onMove }: { order: OrderDetails; onMove: (to: MoveTarget) => void }) {
  const { t } = useTranslation('orders');
  const stages = stageMovesOf(order, useOrderStatuses().data);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="order-header">
      <Group justify="space-between" align="flex-start" gap="lg" wrap="wrap">
        <Stack gap={8}>
          <Group gap="sm" align="center">
            <Title order={1} fz="h2">
              {t('details.heading')} <OrderNumber number={order.number} />
            </Title>
            <StatusBadge status={order.status} custom={order.customStatus} size="lg" />
            <PaymentBadge status={order.paymentStatus} />
          </Group>
          <Group gap="lg" wrap="wrap">
            <OrderCreated at={order.createdAt} />
            <div>
              <Text fz="xs" c="dimmed">
                {t('details.total')}
              </Text>
              <Text fw={700}>
                <Money amount={order.totalAmount} currency={order.currency} />
              </Text>
            </div>
            <div>
              <Text fz="xs" c="dimmed">
                {t('columns.items')}
              </Text>
              <Text fw={500} fz="sm">
                {t('itemsCount', { count: order.itemsCount })}
              </Text>
            </div>
          </Group>
        </Stack>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <InvoiceMenu orderId={order.orderId} />
          {order.status === 'Refunded' && <InvoiceMenu orderId={order.orderId} kind="credit_note" />}
          {order.next.length > 0 || stages.length > 0 ? (
            <StatusActions next={order.next} stages={stages} onPick={onMove} />
          ) : (
            <Text fz="sm" c="dimmed" maw={260}>
              {t('details.final')}
            </Text>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
