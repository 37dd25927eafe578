import { Avatar, Group, NumberInput, Table, Text, Tooltip } from '@mantine/core';
import { IconInfinity, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { stockStateOf, type StockGrid as Grid, type StockProduct, type StockRow } from '@souqna/contracts';
import { useAppStore } from '@/lib/app-store.ts';
import { nameIn } from '@/features/catalogue/components/names.ts';
import { StockBadge } from '@/features/catalogue/components/stock-badge.tsx';
import { cellKey, type StockEdits } from './stock-edits.ts';

const CHANGED = 'var(--mantine-color-amber-light)';

/** A cell at or under the product's alert quantity is low; an empty one is out (shown quieter: branches often hold none). */
function levelOf(quantity: number | '', min: number): 'out' | 'low' | null {
  if (quantity === '') return null;
  if (quantity <= 0) return 'out';
  if (min > 0 && quantity <= min) return 'low';
  return null;
}

/** The product's whole stock, as the list's badge reads it. */
const totalOf = (product: StockProduct, rows: StockRow[], edits: StockEdits, warehouses: Grid['warehouses']) =>
  rows.reduce(
    (sum, row) =>
      sum +
      warehouses.reduce((n, w) => {
        const key = cellKey(product.productId, row.variantId, w.warehouseId);
        const value = key in edits ? edits[key]! : (row.quantities[w.warehouseId] ?? 0);
        return n + (value === '' ? 0 : value);
      }, 0),
    0,
  );

/** Rows are products, a product's variants under it; columns are warehouses, the main one first. */
export function StockGrid({
  grid,
  edits,
  emptyError,
  onCell,
}: {
  grid: Grid;
  edits: StockEdits;
  /** The cells refused as left empty. */
  emptyError: Set<string>;
  onCell: (key: string, value: number | '') => void;
}) {
  const { t } = useTranslation('products');
  const lang = useAppStore((s) => s.language);
  const warehouses = grid.warehouses;

  const cells = (product: StockProduct, row: StockRow, label: string) =>
    warehouses.map((w) => {
      if (product.isInfinty)
        return (
          <Table.Td key={w.warehouseId} ta="center">
            <Tooltip label={t('stock.infiniteHint')} withArrow>
              <Group justify="center" c="dimmed" role="img" aria-label={t('stockState.infinite')}>
                <IconInfinity size={20} aria-hidden />
              </Group>
            </Tooltip>
          </Table.Td>
        );
      const key = cellKey(product.productId, row.variantId, w.warehouseId);
      const changed = key in edits;
      const value = changed ? edits[key]! : (row.quantities[w.warehouseId] ?? 0);
      const level = levelOf(value, product.minAlertQuantity);
      return (
        <Table.Td
          key={w.warehouseId}
          bg={changed ? CHANGED : undefined}
          data-changed={changed || undefined}
          data-level={level ?? undefined}
        >
          <NumberInput
            size="xs"
            aria-label={t('stock.cellOf', { name: label, warehouse: w.name })}
            value={value}
            onChange={(v) => onCell(key, v === '' ? '' : Number(v))}
            min={0}
            allowNegative={false}
            allowDecimal={false}
            hideControls
            error={emptyError.has(key) ? t('stock.required') : undefined}
            styles={{
              input: {
                textAlign: 'center',
                fontWeight: level === 'low' ? 700 : undefined,
                color:
                  level === 'out'
                    ? 'var(--mantine-color-red-text)'
                    : level === 'low'
                      ? 'var(--mantine-color-orange-text)'
                      : undefined,
                borderColor: level === 'low' ? 'var(--mantine-color-orange-5)' : undefined,
              },
            }}
            miw={72}
          />
          {level === 'low' && (
            <Text fz={10} c="orange" ta="center" mt={2}>
              {t('stock.level.low')}
            </Text>
          )}
        </Table.Td>
      );
    });

  return (
    <Table.ScrollContainer minWidth={360 + warehouses.length * 120}>
      <Table verticalSpacing={6} withColumnBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={220}>{t('columns.product')}</Table.Th>
            <Table.Th w={120}>{t('columns.sku')}</Table.Th>
            {warehouses.map((w) => (
              <Table.Th key={w.warehouseId} ta="center" miw={110}>
                {w.name}
                {w.isMain && (
                  <Text fz={10} c="dimmed" fw={400}>
                    {t('stock.main')}
                  </Text>
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {grid.items.flatMap((product) => {
            const name = nameIn(lang, product);
            // A product without variants and without stock yet still has its one row of cells.
            const rows = product.rows.length ? product.rows : [{ variantId: null, label: null, sku: null, quantities: {} }];
            const single = rows.length === 1 && rows[0]!.variantId === null;
            const head = (
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={product.mainImageUrl} radius="md" size={32} alt="">
                    <IconPhoto size={16} />
                  </Avatar>
                  <div style={{ minWidth: 0 }}>
                    <Text fz="sm" fw={600} lineClamp={1}>
                      {name}
                    </Text>
                    <Group gap={6} mt={2}>
                      <StockBadge
                        state={stockStateOf({ ...product, quantity: totalOf(product, rows, edits, warehouses) })}
                        quantity={totalOf(product, rows, edits, warehouses)}
                      />
                      {!single && (
                        <Text fz="xs" c="dimmed">
                          {t('card.variants', { count: rows.length })}
                        </Text>
                      )}
                    </Group>
                  </div>
                </Group>
              </Table.Td>
            );
            if (single) {
              const row = rows[0]!;
              return [
                <Table.Tr key={product.productId}>
                  {head}
                  <Table.Td>
                    <Text fz="xs" c="dimmed">
                      <bdi>{row.sku ?? '—'}</bdi>
                    </Text>
                  </Table.Td>
                  {cells(product, row, name)}
                </Table.Tr>,
              ];
            }
            return [
              <Table.Tr key={product.productId} bg="var(--mantine-color-default-hover)">
                {head}
                <Table.Td colSpan={1 + warehouses.length} />
              </Table.Tr>,
              ...rows.map((row) => {
                const label = `${name} — ${row.label ?? ''}`;
                return (
                  <Table.Tr key={`${product.productId}:${row.variantId}`}>
                    <Table.Td style={{ paddingInlineStart: 'calc(var(--mantine-spacing-md) * 3)' }}>
                      <Text fz="sm">
                        <bdi>{row.label}</bdi>
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text fz="xs" c="dimmed">
                        <bdi>{row.sku ?? '—'}</bdi>
                      </Text>
                    </Table.Td>
                    {cells(product, row, label)}
                  </Table.Tr>
                );
              }),
            ];
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
