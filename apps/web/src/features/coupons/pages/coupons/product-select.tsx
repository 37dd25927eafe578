import { useState } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/lib/app-store.ts';
import { useProductChoices } from '@/features/coupons/api.ts';

/**
 * A product of the store, found by typing part of its name, SKU or barcode (the product list's own
 * search). `current` keeps the chosen product's name in view before any search finds it.
 */
export function ProductSelect({
  current,
  ...props
}: Omit<SelectProps, 'data' | 'searchable' | 'onSearchChange' | 'searchValue'> & {
  current: { id: string; name: string } | null;
}) {
  const { t } = useTranslation('coupons');
  const lang = useAppStore((s) => s.language);
  const [search, setSearch] = useState('');
  const [wanted] = useDebouncedValue(search.trim(), 300);
  const choices = useProductChoices(wanted);
  const data = (choices.data ?? []).map((p) => ({ value: p.productId, label: (lang === 'en' && p.nameEn) || p.nameAr }));
  if (current && !data.some((d) => d.value === current.id)) data.unshift({ value: current.id, label: current.name });
  return (
    <Select
      {...props}
      data={data}
      searchable
      filter={({ options }) => options}
      onSearchChange={setSearch}
      nothingFoundMessage={choices.isFetching ? t('form.productSearching') : t('form.productNone')}
      comboboxProps={{ shadow: 'md' }}
    />
  );
}
