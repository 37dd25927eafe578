import { Badge, Box, Divider, Group, Stack, Text, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Product } from '@souqna/contracts';
import { currentLanguage } from '@/i18n/i18n.ts';
import { useStoreTime } from '@/lib/use-store-time.ts';
import { useCategoryTree } from '@/features/catalogue/api.ts';
import { categoryPaths } from './category-multi-select.tsx';
import { useBrandChoices, useUnitChoices } from '@/features/catalogue/product-api.ts';
import { useProductTypes } from '@/lib/reference/api.ts';
import { formatMoney } from '@/lib/money.ts';
import { DetailList } from '@/app/components/detail-list.tsx';

function Flag({ on, label }: { on: boolean; label: string }) {
  const { t } = useTranslation('product');
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color={on ? 'teal' : 'gray'} variant="light" tt="none" miw={40}>
        {on ? t('details.yes') : t('details.no')}
      </Badge>
      <Text fz="sm">{label}</Text>
    </Group>
  );
}

/** Everything of the main data: names, prices, discount, filing, codes and flags, and the description. */
export function OverviewTab({ product: p }: { product: Product }) {
  const { t } = useTranslation('product');
  const lang = currentLanguage();
  const time = useStoreTime();
  const tree = useCategoryTree();
  const brands = useBrandChoices();
  const units = useUnitChoices();
  const types = useProductTypes();
  const money = (amount: number | null) => (amount === null ? null : <bdi>{formatMoney(amount, p.currency, lang)}</bdi>);
  const paths = categoryPaths(tree.data ?? [], lang);
  const categories = p.categoryIds.map((id) => paths.find((c) => c.value === id)?.label).filter(Boolean) as string[];
  const brand = brands.data?.find((b) => b.brandId === p.brandId)?.name;
  const unit = units.data?.find((u) => u.id === p.unitId);
  const type = types.data?.find((x) => x.id === p.productTypeId);
  const date = p.discountExpiresAt ? time.date(p.discountExpiresAt) : null;

  return (
    <Stack gap="lg">
      <DetailList
        items={[
          { label: t('form.nameAr'), value: p.nameAr },
          { label: t('form.nameEn'), value: p.nameEn && <bdi>{p.nameEn}</bdi> },
          { label: t('form.subtitleAr'), value: p.subtitleAr },
          { label: t('form.price'), value: money(p.price) },
          { label: t('form.salePrice'), value: money(p.salePrice) },
          { label: t('form.costPrice'), value: money(p.costPrice) },
          { label: t('form.discountPercent'), value: p.discountPercent === null ? null : <bdi>{p.discountPercent}%</bdi> },
          { label: t('form.discountAmount'), value: money(p.discountAmount) },
          { label: t('form.discountExpiresAt'), value: date },
        ]}
      />
      <Divider />
      <DetailList
        items={[
          {
            label: t('form.categories'),
            value: categories.length ? (
              <Group gap={6}>
                {categories.map((c) => (
                  <Badge key={c} variant="light" color="gray" tt="none">
                    {c}
                  </Badge>
                ))}
              </Group>
            ) : null,
          },
          { label: t('form.brand'), value: brand },
          { label: t('form.unit'), value: unit && (unit.symbol ? `${unit.name} (${unit.symbol})` : unit.name) },
          { label: t('form.productType'), value: type && (lang === 'en' ? type.nameEn : type.nameAr) },
          { label: t('form.sku'), value: p.sku && <bdi dir="ltr">{p.sku}</bdi> },
          { label: t('form.barcode'), value: p.barcode && <bdi dir="ltr">{p.barcode}</bdi> },
          { label: t('quantity.minAlert'), value: <bdi>{p.minAlertQuantity}</bdi> },
          { label: t('details.totalQuantity'), value: p.isInfinty ? t('products:stockState.infinite') : <bdi>{p.quantity}</bdi> },
        ]}
      />
      <Divider />
      <Group gap="xl">
        <Flag on={p.showInStore} label={t('form.showInStore')} />
        <Flag on={p.requiresShipping} label={t('form.requiresShipping')} />
        <Flag on={p.taxable} label={t('form.taxable')} />
        <Flag on={p.isInfinty} label={t('form.isInfinty')} />
      </Group>
      <Divider />
      <Stack gap={4}>
        <Text fz="xs" c="dimmed">
          {t('form.description')}
        </Text>
        {p.description ? (
          <Typography>
            {/* The server keeps only its allow-list of tags and attributes (docs/product-rules.md "Catalogue"). */}
            <Box style={{ unicodeBidi: 'plaintext' }} dangerouslySetInnerHTML={{ __html: p.description }} />
          </Typography>
        ) : (
          <Text fz="sm">—</Text>
        )}
      </Stack>
    </Stack>
  );
}
