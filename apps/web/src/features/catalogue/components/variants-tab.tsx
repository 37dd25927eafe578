import { Badge, ColorSwatch, Group, Image, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { thumbnailPathOf, variantLabel, type Product } from '@souqna/contracts';
import { currentLanguage } from '@/i18n/i18n.ts';
import { useWarehouseChoices } from '@/lib/warehouse-choices.ts';
import { formatMoney } from '@/lib/money.ts';

/** The options with their values, and every variant with its price, SKU and stock in each warehouse. */
export function VariantsTab({ product: p }: { product: Product }) {
  const { t } = useTranslation('product');
  const lang = currentLanguage();
  const warehouses = useWarehouseChoices().data ?? [];
  // A warehouse holding stock that is no longer offered still shows, by the entries themselves.
  const ids = [
    ...warehouses.map((w) => w.warehouseId),
    ...p.variants.flatMap((v) => v.quantityManagement.map((q) => q.warehouseId)),
  ].filter((id, i, all) => all.indexOf(id) === i);
  const nameOf = (id: string) => warehouses.find((w) => w.warehouseId === id)?.name ?? t('details.otherWarehouse');
  const money = (amount: number | null) => (amount === null ? null : <bdi>{formatMoney(amount, p.currency, lang)}</bdi>);

  if (p.options.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('details.noVariants')}
      </Text>
    );

  return (
    <Stack gap="lg">
      <Group align="stretch" gap="md">
        {p.options.map((option) => (
          <Paper key={option.name} withBorder radius="md" p="sm" miw={200}>
            <Stack gap={6}>
              <Group gap={6}>
                <Text fw={600}>{option.name}</Text>
                <Badge size="xs" variant="light" color="gray" tt="none">
                  {t(`options.types.${option.type}`)}
                </Badge>
              </Group>
              <Group gap={6}>
                {option.values.map((value) => (
                  <Badge
                    key={value.label}
                    variant="default"
                    tt="none"
                    size="lg"
                    leftSection={
                      value.color ? (
                        <ColorSwatch color={value.color} size={14} />
                      ) : value.image ? (
                        <Image src={thumbnailPathOf(value.image)} w={16} h={16} radius="xl" alt="" />
                      ) : null
                    }
                  >
                    {value.label}
                  </Badge>
                ))}
              </Group>
            </Stack>
          </Paper>
        ))}
      </Group>
      <Table.ScrollContainer minWidth={520 + ids.length * 110}>
        <Table striped withTableBorder aria-label={t('variants.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('variants.variant')}</Table.Th>
              <Table.Th>{t('variants.price')}</Table.Th>
              <Table.Th>{t('variants.salePrice')}</Table.Th>
              <Table.Th>{t('variants.sku')}</Table.Th>
              {ids.map((id) => (
                <Table.Th key={id}>{nameOf(id)}</Table.Th>
              ))}
              <Table.Th>{t('details.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {p.variants.map((v) => (
              <Table.Tr key={v.variantId} data-testid="variant-row">
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text fz="sm" fw={500}>
                      {variantLabel(v.values)}
                    </Text>
                    {v.isDefault && (
                      <Badge size="xs" variant="light" tt="none">
                        {t('variants.default')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{money(v.price ?? p.price)}</Table.Td>
                <Table.Td>{money(v.salePrice) ?? '—'}</Table.Td>
                <Table.Td>{v.sku ? <bdi dir="ltr">{v.sku}</bdi> : '—'}</Table.Td>
                {ids.map((id) => (
                  <Table.Td key={id}>
                    <bdi>{v.quantityManagement.find((q) => q.warehouseId === id)?.quantity ?? 0}</bdi>
                  </Table.Td>
                ))}
                <Table.Td fw={600}>
                  <bdi>{v.quantity}</bdi>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
