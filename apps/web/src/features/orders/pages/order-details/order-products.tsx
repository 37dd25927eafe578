import { Avatar, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { thumbnailPathOf, type OrderDetails } from '@souqna/contracts';
import { useAppStore } from '@/lib/app-store.ts';
import { usePhone } from '@/lib/use-phone.ts';
import { Money } from '@/app/components/money.tsx';

type Line = OrderDetails['products'][number];

/** The line's image, name, variant and SKU. */
function LineProduct({ line }: { line: Line }) {
  const { t } = useTranslation('orders');
  const lang = useAppStore((s) => s.language);
  return (
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
  );
}

const FIGURES = ['price', 'quantity', 'discount', 'tax', 'total'] as const;

/**
 * What the order holds, as it was sold: image, name, variant, SKU, price, quantity, discount, tax and
 * total per line. A table on wide screens; on a phone each line is a block with its figures under it,
 * so nothing hides beyond the edge.
 */
export function OrderProducts({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  const phone = usePhone();
  const money = (amount: number) => <Money amount={amount} currency={order.currency} />;
  const figure = (line: Line, name: (typeof FIGURES)[number]) => {
    if (name === 'price') return money(line.price);
    if (name === 'quantity') return line.quantity;
    if (name === 'discount') return line.discount > 0 ? money(-line.discount) : '—';
    if (name === 'tax') return line.tax > 0 ? money(line.tax) : '—';
    return money(line.total);
  };
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} fz="h4" mb="md">
        {t('details.products', { count: order.products.length })}
      </Title>
      {phone ? (
        <Stack gap={0} component="ul" aria-label={t('details.productsLabel')} m={0} p={0} style={{ listStyle: 'none' }}>
          {order.products.map((line, i) => (
            <Stack
              key={line.orderLineId}
              component="li"
              gap="xs"
              py="sm"
              data-testid="order-line"
              style={i > 0 ? { borderBlockStart: '1px solid var(--mantine-color-default-border)' } : undefined}
            >
              <LineProduct line={line} />
              <SimpleGrid cols={3} spacing="xs" verticalSpacing={4} component="dl" m={0}>
                {FIGURES.map((name) => (
                  <div key={name}>
                    <Text component="dt" fz="xs" c="dimmed">
                      {t(`line.${name}`)}
                    </Text>
                    <Text component="dd" fz="sm" fw={name === 'total' ? 700 : 400} m={0}>
                      {figure(line, name)}
                    </Text>
                  </div>
                ))}
              </SimpleGrid>
            </Stack>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing="sm" horizontalSpacing="xs" aria-label={t('details.productsLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('line.product')}</Table.Th>
                {FIGURES.map((name) => (
                  <Table.Th key={name}>{t(`line.${name}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.products.map((line) => (
                <Table.Tr key={line.orderLineId} data-testid="order-line">
                  <Table.Td>
                    <LineProduct line={line} />
                  </Table.Td>
                  {FIGURES.map((name) => (
                    <Table.Td key={name} fw={name === 'total' ? 700 : undefined}>
                      {figure(line, name)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
