import { Alert, Badge, Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { IconInfinity, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { variantLabel, type WarehouseChoice } from '@souqna/contracts';
import { stockIn } from '@/features/catalogue/option-edits.ts';
import { FormSection } from './form-section.tsx';
import type { ProductForm } from './product-form-types.ts';

const count = (v: number | string) => (typeof v === 'number' ? v : Number(v) || 0);

function WarehouseName({ warehouse }: { warehouse: WarehouseChoice }) {
  const { t } = useTranslation('product');
  return (
    <Group gap={6} wrap="nowrap">
      <Text fz="sm" fw={500}>
        {warehouse.name}
      </Text>
      {warehouse.isMain && (
        <Badge size="xs" variant="light" tt="none">
          {t('quantity.main')}
        </Badge>
      )}
    </Group>
  );
}

/**
 * Quantity management: the stock in each warehouse for a product without options; with options the
 * stock is each variant's (edited in the variants table), summed here per warehouse.
 */
export function QuantitySection({
  form,
  warehouses,
  onOpenOptions,
}: {
  form: ProductForm;
  warehouses: WarehouseChoice[];
  onOpenOptions: () => void;
}) {
  const { t } = useTranslation('product');
  const v = form.values;
  const withVariants = v.options.length > 0;

  return (
    <FormSection title={t('form.sections.quantity')} description={t('form.sectionHints.quantity')}>
      {v.isInfinty && (
        <Alert color="blue" variant="light" icon={<IconInfinity size={18} />}>
          {t('quantity.infinite')}
        </Alert>
      )}
      <NumberInput
        label={t('quantity.minAlert')}
        description={t('quantity.minAlertHint')}
        min={0}
        allowNegative={false}
        allowDecimal={false}
        clampBehavior="none"
        maw={{ base: '100%', sm: 280 }}
        {...form.getInputProps('minAlertQuantity')}
      />
      {warehouses.length === 0 ? (
        <Alert color="amber" variant="light" icon={<IconInfoCircle size={18} />}>
          {t('quantity.noWarehouses')}
        </Alert>
      ) : withVariants ? (
        <Stack gap="sm">
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
            <Group justify="space-between" gap="sm">
              <Text fz="sm">{t('quantity.perVariant')}</Text>
              <Button size="compact-sm" variant="default" onClick={onOpenOptions}>
                {t('quantity.openVariants')}
              </Button>
            </Group>
          </Alert>
          <Table.ScrollContainer minWidth={420}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('variants.variant')}</Table.Th>
                  {warehouses.map((w) => (
                    <Table.Th key={w.warehouseId}>
                      <WarehouseName warehouse={w} />
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {v.variants.map((variant) => (
                  <Table.Tr key={variant.values.join('|')}>
                    <Table.Td>{variantLabel(variant.values)}</Table.Td>
                    {warehouses.map((w) => (
                      <Table.Td key={w.warehouseId} dir="ltr" ta="end">
                        {count(stockIn(variant, w.warehouseId))}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ) : (
        <Table withTableBorder verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('quantity.warehouse')}</Table.Th>
              <Table.Th w={200}>{t('quantity.quantity')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {v.quantityManagement.map((entry, i) => {
              const warehouse = warehouses.find((w) => w.warehouseId === entry.warehouseId);
              if (!warehouse) return null;
              return (
                <Table.Tr key={entry.warehouseId}>
                  <Table.Td>
                    <WarehouseName warehouse={warehouse} />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={t('quantity.quantityIn', { warehouse: warehouse.name })}
                      min={0}
                      allowNegative={false}
                      allowDecimal={false}
                      clampBehavior="none"
                      disabled={v.isInfinty}
                      {...form.getInputProps(`quantityManagement.${i}.quantity`)}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </FormSection>
  );
}
