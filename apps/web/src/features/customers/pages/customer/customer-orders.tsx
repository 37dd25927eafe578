import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_COLORS, ORDER_STATUS_NAMES, type CustomerOrder } from '@souqna/contracts';
import { useAppStore } from '@/lib/app-store.ts';
import { useStoreTime } from '@/lib/use-store-time.ts';
import { formatMoney } from '@/lib/money.ts';
import * as pages from '@/lib/pages.ts';

/** The customer's last orders: number (to the order page), status, total, date. */
export function CustomerOrders({ orders, currency }: { orders: CustomerOrder[]; currency: string }) {
  const { t } = useTranslation('customers');
  const lang = useAppStore((s) => s.language);
  const time = useStoreTime();
  if (orders.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        {t('page.noOrders')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('page.orderNumber')}</Table.Th>
            <Table.Th>{t('page.orderStatus')}</Table.Th>
            <Table.Th>{t('page.orderTotal')}</Table.Th>
            <Table.Th>{t('page.orderDate')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((o) => (
            <Table.Tr key={o.orderId}>
              <Table.Td>
                <Anchor component={Link} to={pages.order(o.orderId)} fw={600} fz="sm">
                  <bdi dir="ltr">#{o.number}</bdi>
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={ORDER_STATUS_COLORS[o.status]}>
                  {ORDER_STATUS_NAMES[o.status][lang]}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(o.total, currency, lang)}</Table.Td>
              <Table.Td>
                <Text fz="sm" c="dimmed">
                  {time.dateTime(o.createdAt)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
