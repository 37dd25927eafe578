import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRODUCT_CATEGORIES_MAX, type CategoryNode } from '@souqna/contracts';
import { useCategoryTree } from '@/features/catalogue/api.ts';

/** Every category of the tree with its path ("عطور › عطور رجالية"), parents before their children. */
export function categoryPaths(tree: readonly CategoryNode[], lang: 'ar' | 'en', parents: string[] = []) {
  const out: { value: string; label: string }[] = [];
  for (const node of tree) {
    const name = lang === 'en' && node.nameEn ? node.nameEn : node.name;
    const path = [...parents, name];
    out.push({ value: node.categoryId, label: path.join(' › ') });
    out.push(...categoryPaths(node.children, lang, path));
  }
  return out;
}

interface Props {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

/** The product's categories, chosen from the store's tree; each shows where it sits. */
export function CategoryMultiSelect({ value, onChange, error }: Props) {
  const { t, i18n } = useTranslation('product');
  const tree = useCategoryTree();
  const data = categoryPaths(tree.data ?? [], i18n.language === 'en' ? 'en' : 'ar');
  return (
    <MultiSelect
      label={t('form.categories')}
      placeholder={value.length ? undefined : t('form.categoriesPlaceholder')}
      data={data}
      value={value}
      onChange={onChange}
      error={error}
      searchable
      clearable
      maxValues={PRODUCT_CATEGORIES_MAX}
      nothingFoundMessage={tree.isPending ? t('form.loading') : t('form.noCategories')}
      comboboxProps={{ shadow: 'md' }}
    />
  );
}
