import { Avatar, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { thumbnailPathOf, type OrderDetails } from '@souqna/contracts';
import { useAppStore } from '../../../../lib/app-store.ts';
import { OrderMoney } from '../../components/order-money.tsx';

/** What the order holds, as it was sold: image, name, variant, SKU, price, quantity, discount, tax and total per line. */
export function OrderProducts({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  const lang = useAppStore((s) => s.language);
  const money = (amount: number) => <OrderMoney amount={amount} currency={order.currency} />;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} fz="h4" mb="md">
        {t('details.products', { count: order.products.length })}
      </Title>
      <Table.ScrollContainer minWidth={600}>
        <Table verticalSpacing="sm" horizontalSpacing="xs" aria-label={t('details.productsLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('line.product')}</Table.Th>
              <Table.Th>{t('line.price')}</Table.Th>
              <Table.Th>{t('line.quantity')}</Table.Th>
              <Table.Th>{t('line.discount')}</Table.Th>
              <Table.Th>{t('line.tax')}</Table.Th>
              <Table.Th>{t('line.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.products.map((line) => (
              <Table.Tr key={line.orderLineId} data-testid="order-line">
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={line.image ? thumbnailPathOf(line.image) : null} radius="md" size={48} alt="">
                      <IconPhoto size={20} />
                    </Avatar>
                    <div style={{ minWidth: 0 }}>
                      <Text fz="sm" fw={600} lineClamp={2}>
                        <bdi>{lang === 'en' && line.nameEn ? line.nameEn : line.name}</bdi>
                      </Text>
                      {line.variantLabel && (
                        <Text fz="xs" c="dimmed">
                          <bdi>{line.variantLabel}</bdi>
                        </Text>
                      )}
                      {line.sku && (
                        <Text fz="xs" c="dimmed">
                          {t('line.sku')} <bdi dir="ltr">{line.sku}</bdi>
                        </Text>
                      )}
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>{money(line.price)}</Table.Td>
                <Table.Td>{line.quantity}</Table.Td>
                <Table.Td>{line.discount > 0 ? money(-line.discount) : '—'}</Table.Td>
                <Table.Td>{line.tax > 0 ? money(line.tax) : '—'}</Table.Td>
                <Table.Td fw={700}>{money(line.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
