import { useId, useState } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_SORTS, STOCK_STATES } from '@souqna/contracts';
import { useAppStore } from '@/lib/app-store.ts';
import { usePhone } from '@/lib/use-phone.ts';
import { useTypedFilter } from '@/lib/use-typed-filter.ts';
import { useCategoryTree } from '@/features/catalogue/api.ts';
import { flatten } from '@/features/catalogue/category-moves.ts';
import { useBrandChoices } from '@/features/catalogue/product-api.ts';
import { isFiltered, narrowingCount, type ProductListParams } from '@/features/catalogue/product-list-params.ts';
import { AmountFilter } from '@/app/components/amount-filter.tsx';

/**
 * Search, category, brand, price range, stock state, shown in store and sort, written to the address
 * bar. On a phone only the search shows; the rest open from a "Filters (n)" button, so the products
 * come first.
 */
export function ProductFilters({
  params,
  onChange,
  onClear,
}: {
  params: ProductListParams;
  onChange: (change: Partial<ProductListParams>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('products');
  const lang = useAppStore((s) => s.language);
  const categories = useCategoryTree();
  const brands = useBrandChoices();
  const [search, setSearch] = useTypedFilter(params.search, (text) => onChange({ search: text }));

  const categoryData = flatten(categories.data ?? []).map(({ node, depth }) => ({
    value: node.categoryId,
    label: `${'— '.repeat(depth)}${lang === 'en' && node.nameEn ? node.nameEn : node.name}`,
  }));
  const brandData = (brands.data ?? []).map((b) => ({ value: b.brandId, label: b.name }));
  const shown = params.showInStore === null ? null : params.showInStore ? 'yes' : 'no';
  const phone = usePhone();
  const [unfolded, setUnfolded] = useState(false);
  const moreId = useId();
  const narrowing = narrowingCount(params);
  const folded = phone && !unfolded;

  const sort = (
    <Select
      style={{ flex: '1 1 180px' }}
      label={t('filters.sort')}
      data={PRODUCT_SORTS.map((s) => ({ value: s, label: t(`sorts.${s}`) }))}
      value={params.sort}
      onChange={(value) => value && onChange({ sort: value as ProductListParams['sort'] })}
      allowDeselect={false}
    />
  );

  return (
    <Paper withBorder radius="lg" p="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          style={{ flex: '2 1 260px' }}
          leftSection={<IconSearch size={16} />}
          label={t('filters.search')}
          placeholder={t('filters.searchHint')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          type="search"
        />
        {phone ? (
          <Button
            variant={narrowing > 0 ? 'light' : 'default'}
            leftSection={<IconAdjustmentsHorizontal size={18} />}
            aria-expanded={unfolded}
            aria-controls={moreId}
            onClick={() => setUnfolded((u) => !u)}
          >
            {narrowing > 0 ? t('filters.toggleCount', { count: narrowing }) : t('filters.toggle')}
          </Button>
        ) : (
          sort
        )}
      </Group>
      <SimpleGrid id={moreId} display={folded ? 'none' : undefined} cols={{ base: 1, xs: 2, md: 3, lg: 6 }} spacing="sm" mt="sm">
        {phone && sort}
        <Select
          label={t('filters.category')}
          placeholder={t('filters.any')}
          data={categoryData}
          value={params.categoryId}
          onChange={(value) => onChange({ categoryId: value })}
          searchable
          clearable
          nothingFoundMessage={t('filters.nothingFound')}
        />
        <Select
          label={t('filters.brand')}
          placeholder={t('filters.any')}
          data={brandData}
          value={params.brandId}
          onChange={(value) => onChange({ brandId: value })}
          searchable
          clearable
          nothingFoundMessage={t('filters.nothingFound')}
        />
        <AmountFilter
          label={t('filters.priceMin')}
          placeholder={t('filters.any')}
          value={params.priceMin}
          onCommit={(priceMin) => onChange({ priceMin })}
        />
        <AmountFilter
          label={t('filters.priceMax')}
          placeholder={t('filters.any')}
          value={params.priceMax}
          onCommit={(priceMax) => onChange({ priceMax })}
          error={
            params.priceMin !== null && params.priceMax !== null && params.priceMin > params.priceMax
              ? t('filters.rangeReversed')
              : undefined
          }
        />
        <Select
          label={t('filters.stock')}
          placeholder={t('filters.any')}
          data={STOCK_STATES.map((s) => ({ value: s, label: t(`stockFilter.${s}`) }))}
          value={params.stockState}
          onChange={(value) => onChange({ stockState: value as ProductListParams['stockState'] })}
          clearable
        />
        <Select
          label={t('filters.shownInStore')}
          placeholder={t('filters.any')}
          data={[
            { value: 'yes', label: t('filters.shown') },
            { value: 'no', label: t('filters.hidden') },
          ]}
          value={shown}
          onChange={(value) => onChange({ showInStore: value === null ? null : value === 'yes' })}
          clearable
        />
      </SimpleGrid>
      {isFiltered(params) && (
        <Group justify="flex-end" mt="sm">
          <Button size="compact-sm" variant="subtle" color="gray" leftSection={<IconFilterOff size={16} />} onClick={onClear}>
            {t('filters.clear')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
