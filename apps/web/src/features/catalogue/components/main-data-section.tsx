import { NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME_MAX, PRODUCT_SHORT_TEXT_MAX } from '@souqna/contracts';
import { ownDirection, leftToRightValue } from '@/app/forms/text-direction.ts';
import { unitSection } from '@/app/forms/unit-section.tsx';
import { StoreDates } from '@/app/forms/store-dates.tsx';
import { storeDayEnd, storeDayOf, storeToday } from '@/lib/store-time.ts';
import { useStoreTime } from '@/lib/use-store-time.ts';
import { useProductTypes } from '@/lib/reference/api.ts';
import { useStoreMoney } from '@/lib/money.ts';
import { useBrandChoices, useUnitChoices } from '@/features/catalogue/product-api.ts';
import { CategoryMultiSelect } from './category-multi-select.tsx';
import { FormSection } from './form-section.tsx';
import { errorOf, type ProductForm } from './product-form-types.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

function MoneyInput({
  form,
  path,
  label,
  description,
  required,
}: {
  form: ProductForm;
  path: string;
  label: string;
  description?: string;
  required?: boolean;
}) {
  const money = useStoreMoney();
  return (
    <NumberInput
      label={label}
      description={description}
      withAsterisk={required}
      min={0}
      allowNegative={false}
      decimalScale={money?.minorUnits ?? 2}
      thousandSeparator=","
      clampBehavior="none"
      {...unitSection(money?.sign)}
      {...form.getInputProps(path)}
    />
  );
}

/** Main data: names, prices and discount, where the product is filed, codes, flags and description. */
export function MainDataSection({ form }: { form: ProductForm }) {
  const { t, i18n } = useTranslation('product');
  const en = i18n.language === 'en';
  const brands = useBrandChoices();
  const units = useUnitChoices();
  const types = useProductTypes();
  const v = form.values;
  const time = useStoreTime();

  return (
    <Stack gap="lg">
      <FormSection title={t('form.sections.main')} description={t('form.sectionHints.main')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('form.nameAr')}
            withAsterisk
            maxLength={PRODUCT_NAME_MAX}
            {...ownDirection}
            {...form.getInputProps('nameAr')}
          />
          <TextInput label={t('form.nameEn')} maxLength={PRODUCT_NAME_MAX} dir="ltr" {...form.getInputProps('nameEn')} />
          <TextInput
            label={t('form.subtitleAr')}
            maxLength={PRODUCT_SHORT_TEXT_MAX}
            {...ownDirection}
            {...form.getInputProps('subtitleAr')}
          />
          <TextInput
            label={t('form.subtitleEn')}
            maxLength={PRODUCT_SHORT_TEXT_MAX}
            dir="ltr"
            {...form.getInputProps('subtitleEn')}
          />
        </SimpleGrid>
        <RichTextEditor
          label={t('form.description')}
          value={v.description}
          onChange={(html) => form.setFieldValue('description', html)}
          error={errorOf(form, 'description')}
        />
      </FormSection>

      <FormSection title={t('form.pricing')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <MoneyInput form={form} path="price" label={t('form.price')} required />
          <MoneyInput form={form} path="salePrice" label={t('form.salePrice')} description={t('form.salePriceHint')} />
          <MoneyInput form={form} path="costPrice" label={t('form.costPrice')} description={t('form.costPriceHint')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t('form.discountPercent')}
            min={0}
            max={100}
            allowNegative={false}
            clampBehavior="none"
            rightSection={<Text fz="xs">%</Text>}
            {...form.getInputProps('discountPercent')}
          />
          <MoneyInput form={form} path="discountAmount" label={t('form.discountAmount')} />
          <StoreDates>
            <DateInput
              label={t('form.discountExpiresAt')}
              placeholder={t('form.discountExpiresPlaceholder')}
              valueFormat="D MMMM YYYY"
              minDate={storeToday(time.style)}
              clearable
              leftSection={<IconCalendar size={16} />}
              popoverProps={{ shadow: 'md' }}
              value={v.discountExpiresAt ? storeDayOf(v.discountExpiresAt, time.style) : null}
              onChange={(day) => form.setFieldValue('discountExpiresAt', day ? storeDayEnd(day, time.style) : null)}
              error={errorOf(form, 'discountExpiresAt')}
            />
          </StoreDates>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('form.promoTitleAr')}
            maxLength={PRODUCT_SHORT_TEXT_MAX}
            {...ownDirection}
            {...form.getInputProps('promoTitleAr')}
          />
          <TextInput
            label={t('form.promoTitleEn')}
            maxLength={PRODUCT_SHORT_TEXT_MAX}
            dir="ltr"
            {...form.getInputProps('promoTitleEn')}
          />
        </SimpleGrid>
      </FormSection>

      <FormSection title={t('form.filing')}>
        <CategoryMultiSelect
          value={v.categoryIds}
          onChange={(ids) => form.setFieldValue('categoryIds', ids)}
          error={errorOf(form, 'categoryIds')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('form.brand')}
            placeholder={t('form.none')}
            data={(brands.data ?? []).map((b) => ({ value: b.brandId, label: b.name }))}
            searchable
            clearable
            comboboxProps={{ shadow: 'md' }}
            {...form.getInputProps('brandId')}
          />
          <Select
            label={t('form.unit')}
            placeholder={t('form.none')}
            data={(units.data ?? []).map((u) => ({ value: u.id, label: u.symbol ? `${u.name} (${u.symbol})` : u.name }))}
            searchable
            clearable
            comboboxProps={{ shadow: 'md' }}
            {...form.getInputProps('unitId')}
          />
          <Select
            label={t('form.productType')}
            placeholder={t('form.none')}
            data={(types.data ?? []).map((type) => ({ value: type.id, label: en ? type.nameEn : type.nameAr }))}
            clearable
            comboboxProps={{ shadow: 'md' }}
            value={v.productTypeId}
            error={errorOf(form, 'productTypeId')}
            onChange={(id) => {
              form.setFieldValue('productTypeId', id);
              // A type says whether it is shipped (a service or a download is not): the switch follows.
              const type = types.data?.find((x) => x.id === id);
              if (type) form.setFieldValue('requiresShipping', type.requiresShipping);
            }}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('form.sku')} {...leftToRightValue} maxLength={64} {...form.getInputProps('sku')} />
          <TextInput label={t('form.barcode')} {...leftToRightValue} maxLength={64} {...form.getInputProps('barcode')} />
        </SimpleGrid>
      </FormSection>

      <FormSection title={t('form.flags')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Switch
            label={t('form.showInStore')}
            description={t('form.showInStoreHint')}
            {...form.getInputProps('showInStore', { type: 'checkbox' })}
          />
          <Switch
            label={t('form.requiresShipping')}
            description={t('form.requiresShippingHint')}
            {...form.getInputProps('requiresShipping', { type: 'checkbox' })}
          />
          <Switch
            label={t('form.taxable')}
            description={t('form.taxableHint')}
            {...form.getInputProps('taxable', { type: 'checkbox' })}
          />
          <Switch
            label={t('form.isInfinty')}
            description={t('form.isInfintyHint')}
            {...form.getInputProps('isInfinty', { type: 'checkbox' })}
          />
        </SimpleGrid>
      </FormSection>
    </Stack>
  );
}
