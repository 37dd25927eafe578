import { NumberInput, Radio, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { setDefaultVariant, variantLabel, type WarehouseChoice } from '@souqna/contracts';
import { useStoreMoney } from '@/lib/money.ts';
import { setStockIn, stockIn } from '@/features/catalogue/option-edits.ts';
import { errorOf, type ProductForm } from './product-form-types.ts';
import { leftToRightValue } from '@/app/forms/text-direction.ts';

/** The variants the options make: the default one, and each one's price, sale price, SKU and stock per warehouse. */
export function VariantsTable({ form, warehouses }: { form: ProductForm; warehouses: WarehouseChoice[] }) {
  const { t } = useTranslation('product');
  const money = useStoreMoney();
  const variants = form.values.variants;
  const digits = money?.minorUnits ?? 2;
  const setVariants = (next: typeof variants) => form.setFieldValue('variants', next);

  return (
    <Table.ScrollContainer minWidth={560 + warehouses.length * 120}>
      <Table striped withTableBorder verticalSpacing={6} aria-label={t('variants.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>{t('variants.default')}</Table.Th>
            <Table.Th>{t('variants.variant')}</Table.Th>
            <Table.Th w={130}>{t('variants.price')}</Table.Th>
            <Table.Th w={130}>{t('variants.salePrice')}</Table.Th>
            <Table.Th w={150}>{t('variants.sku')}</Table.Th>
            {warehouses.map((w) => (
              <Table.Th key={w.warehouseId} w={120}>
                {w.name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {variants.map((variant, i) => {
            const label = variantLabel(variant.values);
            return (
              <Table.Tr key={variant.values.join('\u0000')} data-testid="variant-row">
                <Table.Td>
                  <Radio
                    name="default-variant"
                    aria-label={t('variants.defaultOf', { variant: label })}
                    checked={variant.isDefault}
                    onChange={() => setVariants(setDefaultVariant(variants, i))}
                  />
                </Table.Td>
                <Table.Td>
                  <Text fz="sm" fw={500} style={{ unicodeBidi: 'plaintext', whiteSpace: 'nowrap' }}>
                    {label}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    size="xs"
                    aria-label={t('variants.priceOf', { variant: label })}
                    placeholder={t('variants.productPrice')}
                    min={0}
                    allowNegative={false}
                    decimalScale={digits}
                    clampBehavior="none"
                    {...form.getInputProps(`variants.${i}.price`)}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    size="xs"
                    aria-label={t('variants.salePriceOf', { variant: label })}
                    min={0}
                    allowNegative={false}
                    decimalScale={digits}
                    clampBehavior="none"
                    {...form.getInputProps(`variants.${i}.salePrice`)}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={t('variants.skuOf', { variant: label })}
                    {...leftToRightValue}
                    maxLength={64}
                    {...form.getInputProps(`variants.${i}.sku`)}
                  />
                </Table.Td>
                {warehouses.map((w) => (
                  <Table.Td key={w.warehouseId}>
                    <NumberInput
                      size="xs"
                      aria-label={t('variants.stockOf', { variant: label, warehouse: w.name })}
                      min={0}
                      allowNegative={false}
                      allowDecimal={false}
                      clampBehavior="none"
                      disabled={form.values.isInfinty}
                      value={stockIn(variant, w.warehouseId)}
                      error={errorOf(form, `variants.${i}.quantityManagement`)}
                      onChange={(quantity) =>
                        setVariants(variants.map((x, j) => (j === i ? setStockIn(x, w.warehouseId, quantity) : x)))
                      }
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
