import { Anchor, Card, Checkbox, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '@souqna/contracts';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { OrderCreated } from '@/features/orders/components/order-created.tsx';
import { Money } from '@/app/components/money.tsx';
import { OrderNumber } from '@/features/orders/components/order-number.tsx';
import { PaymentBadge, StatusBadge } from '@/features/orders/components/status-badge.tsx';
import { PhoneText } from '@/app/components/phone-text.tsx';
import * as pages from '@/lib/pages.ts';

interface Props {
  items: OrderRow[];
  selected: ReadonlySet<string>;
  onSelect: (orderIds: string[], on: boolean) => void;
}

function Customer({ order }: { order: OrderRow }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text fz="sm" fw={500} lineClamp={1}>
        <bdi>{order.customerName}</bdi>
      </Text>
      {order.customerPhone && (
        <Text fz="xs" c="dimmed">
          <PhoneText phone={order.customerPhone} />
        </Text>
      )}
    </div>
  );
}

/** The orders as a table: one line an order, each with a box to pick it for a status change. */
export function OrdersTable({ items, selected, onSelect }: Props) {
  const { t } = useTranslation('orders');
  const all = items.length > 0 && items.every((o) => selected.has(o.orderId));
  const some = items.some((o) => selected.has(o.orderId));
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('select.page')}
                checked={all}
                indeterminate={some && !all}
                onChange={() =>
                  onSelect(
                    items.map((o) => o.orderId),
                    !all,
                  )
                }
              />
            </Table.Th>
            <Table.Th>{t('columns.number')}</Table.Th>
            <Table.Th>{t('columns.customer')}</Table.Th>
            <Table.Th>{t('columns.city')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th>{t('columns.payment')}</Table.Th>
            <Table.Th>{t('columns.items')}</Table.Th>
            <Table.Th>{t('columns.total')}</Table.Th>
            <Table.Th>{t('columns.created')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((order) => (
            <Table.Tr
              key={order.orderId}
              data-testid="order-row"
              bg={selected.has(order.orderId) ? 'var(--mantine-primary-color-light)' : undefined}
            >
              <Table.Td>
                <Checkbox
                  aria-label={t('select.one', { number: order.number })}
                  checked={selected.has(order.orderId)}
                  onChange={(e) => onSelect([order.orderId], e.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <Anchor component={PrefetchLink} to={pages.order(order.orderId)} fw={700} fz="sm">
                  <OrderNumber number={order.number} />
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Customer order={order} />
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{order.city ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={order.status} custom={order.customStatus} />
              </Table.Td>
              <Table.Td>
                <PaymentBadge status={order.paymentStatus} />
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{t('itemsCount', { count: order.itemsCount })}</Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm" fw={600}>
                  <Money amount={order.totalAmount} currency={order.currency} />
                </Text>
              </Table.Td>
              <Table.Td>
                <OrderCreated at={order.createdAt} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The orders as cards, for a phone: number, status and total first, then who, where and when. */
export function OrderCards({ items, selected, onSelect }: Props) {
  const { t } = useTranslation('orders');
  return (
    <SimpleGrid cols={1} spacing="sm">
      {items.map((order) => (
        <Card key={order.orderId} withBorder radius="lg" padding="sm" data-testid="order-row">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap">
              <Checkbox
                aria-label={t('select.one', { number: order.number })}
                checked={selected.has(order.orderId)}
                onChange={(e) => onSelect([order.orderId], e.currentTarget.checked)}
              />
              <Anchor component={PrefetchLink} to={pages.order(order.orderId)} fw={700}>
                <OrderNumber number={order.number} />
              </Anchor>
            </Group>
            <StatusBadge status={order.status} custom={order.customStatus} />
          </Group>
          <Group justify="space-between" mt="xs" align="flex-start" wrap="nowrap">
            <Customer order={order} />
            <Stack gap={2} align="flex-end">
              <Text fw={700} fz="sm">
                <Money amount={order.totalAmount} currency={order.currency} />
              </Text>
              <Text fz="xs" c="dimmed">
                {t('itemsCount', { count: order.itemsCount })}
              </Text>
            </Stack>
          </Group>
          <Group justify="space-between" mt="xs" gap="xs">
            <Group gap="xs">
              <PaymentBadge status={order.paymentStatus} />
              {order.city && (
                <Text fz="xs" c="dimmed">
                  {order.city}
                </Text>
              )}
            </Group>
            <OrderCreated at={order.createdAt} inline />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
