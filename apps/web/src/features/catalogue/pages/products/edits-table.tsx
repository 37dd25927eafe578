import { useState } from 'react';
import { Alert, Anchor, Avatar, Group, NumberInput, Switch, Table, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconInfinity, IconPhoto } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { translate, type ProductCard } from '@souqna/contracts';
import { ApiError } from '@/lib/api-error.ts';
import { useAppStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { bulkUpdateProducts, productKeys } from '@/features/catalogue/product-api.ts';
import { nameIn } from '@/features/catalogue/components/names.ts';
import { SaveBar } from '@/app/forms/save-bar.tsx';
import { UnsavedChangesGuard } from '@/features/catalogue/components/unsaved-changes.tsx';
import {
  bulkBodyOf,
  checkEdits,
  countOf,
  originalOf,
  rowErrorsOf,
  withEdit,
  type EditField,
  type Edits,
  type RowErrors,
} from './product-edits.ts';
import * as pages from '@/lib/pages.ts';

const CHANGED = 'var(--mantine-color-amber-light)';

/** The product-edits table: price, sale price, main-warehouse quantity and "shown in store" edited in place, saved in one call. */
export function EditsTable({ items }: { items: ProductCard[] }) {
  const { t } = useTranslation('products');
  const lang = useAppStore((s) => s.language);
  const queryClient = useQueryClient();
  const [edits, setEdits] = useState<Edits>({});
  const [errors, setErrors] = useState<RowErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const count = countOf(edits);

  const edit = (product: ProductCard, field: EditField, value: Edits[string][EditField]) => {
    setEdits((e) => withEdit(e, product, field, value));
    if (errors[product.productId]) setErrors(({ [product.productId]: _, ...rest }) => rest);
  };
  const discard = () => {
    setEdits({});
    setErrors({});
    setFailure(null);
  };

  /** Saves every change in one call; resolves whether it was saved. */
  const save = async (): Promise<boolean> => {
    setFailure(null);
    if (count === 0) {
      notify('info', t('saveBar.nothingToSave'));
      return true;
    }
    const problems = checkEdits(edits, items);
    if (Object.keys(problems).length) {
      const shown: RowErrors = {};
      for (const [id, found] of Object.entries(problems))
        shown[id] = Object.fromEntries(Object.entries(found).map(([f, code]) => [f, translate(`field.${code}`, lang)]));
      setErrors(shown);
      notify('error', t('saveBar.fixRows'), { title: t('saveBar.notSaved') });
      return false;
    }
    const body = bulkBodyOf(edits);
    setSaving(true);
    try {
      const { message } = await bulkUpdateProducts(body);
      setEdits({});
      setErrors({});
      notify('success', message, { title: t('edits.saved', { count: body.items.length }) });
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      return true;
    } catch (error) {
      const onRows = error instanceof ApiError ? rowErrorsOf(error.fields, body) : {};
      setErrors(onRows);
      setFailure(failureMessage(error));
      notify('error', failureMessage(error), { title: t('saveBar.notSaved') });
      return false;
    } finally {
      setSaving(false);
    }
  };

  const numberCell = (product: ProductCard, field: 'price' | 'salePrice' | 'quantity', name: string) => {
    const row = edits[product.productId] ?? {};
    const changed = field in row;
    const value = changed ? row[field] : (originalOf(product, field) as number | null);
    return (
      <Table.Td bg={changed ? CHANGED : undefined} data-changed={changed || undefined}>
        <NumberInput
          size="xs"
          aria-label={t(`edits.${field}Of`, { name })}
          value={value ?? ''}
          onChange={(v) => edit(product, field, v === '' ? (field === 'salePrice' ? null : '') : Number(v))}
          min={0}
          allowNegative={false}
          allowDecimal={field !== 'quantity'}
          decimalScale={field === 'quantity' ? 0 : 2}
          hideControls
          error={errors[product.productId]?.[field]}
          miw={90}
        />
      </Table.Td>
    );
  };

  const quantityCell = (product: ProductCard, name: string) => {
    if (product.isInfinty)
      return (
        <Table.Td>
          <Group gap={4} c="dimmed" wrap="nowrap">
            <IconInfinity size={18} aria-hidden />
            <Text fz="xs">{t('stockState.infinite')}</Text>
          </Group>
        </Table.Td>
      );
    if (product.hasViarant)
      return (
        <Table.Td>
          <Tooltip label={t('edits.variantsHint')} multiline w={220} withArrow>
            <NumberInput
              size="xs"
              aria-label={t('edits.quantityOf', { name })}
              value={product.quantity}
              disabled
              hideControls
              miw={90}
            />
          </Tooltip>
          <Anchor component={Link} to={pages.withQuery(pages.stock, { q: product.nameAr })} fz="xs">
            {t('edits.editInStock')}
          </Anchor>
        </Table.Td>
      );
    return numberCell(product, 'quantity', name);
  };

  return (
    <>
      {failure && (
        <Alert
          color="red"
          variant="light"
          radius="md"
          icon={<IconAlertCircle size={20} />}
          title={t('saveBar.notSaved')}
          role="alert"
        >
          {failure}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={820}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.product')}</Table.Th>
              <Table.Th w={140}>{t('columns.price')}</Table.Th>
              <Table.Th w={140}>{t('columns.salePrice')}</Table.Th>
              <Table.Th w={150}>{t('columns.mainQuantity')}</Table.Th>
              <Table.Th w={110}>{t('columns.shown')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((product) => {
              const name = nameIn(lang, product);
              const row = edits[product.productId] ?? {};
              const rowError = errors[product.productId]?.row;
              const shownChanged = 'showInStore' in row;
              return (
                <Table.Tr key={product.productId} data-testid="edits-row">
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar src={product.mainImageUrl} radius="md" size={36} alt="">
                        <IconPhoto size={18} />
                      </Avatar>
                      <div style={{ minWidth: 0 }}>
                        <Anchor component={Link} to={pages.product(product.productId)} fz="sm" fw={600} lineClamp={1}>
                          {name}
                        </Anchor>
                        {rowError && (
                          <Text fz="xs" c="red" role="alert">
                            {rowError}
                          </Text>
                        )}
                      </div>
                    </Group>
                  </Table.Td>
                  {numberCell(product, 'price', name)}
                  {numberCell(product, 'salePrice', name)}
                  {quantityCell(product, name)}
                  <Table.Td bg={shownChanged ? CHANGED : undefined} data-changed={shownChanged || undefined}>
                    <Switch
                      aria-label={t('edits.shownOf', { name })}
                      checked={row.showInStore ?? product.showInStore}
                      onChange={(e) => edit(product, 'showInStore', e.currentTarget.checked)}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <SaveBar count={count} saving={saving} onSave={() => void save()} onDiscard={discard} idleHint={t('saveBar.none')} />
      <UnsavedChangesGuard count={count} onSave={save} onIgnore={discard} />
    </>
  );
}
