import { Group, NumberInput, Select, SimpleGrid, Switch, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  PAGE_DESCRIPTION_MAX,
  PRODUCT_SHORT_TEXT_MAX,
  TAG_MAX,
  TAGS_MAX,
  WEIGHT_UNITS,
  type WeightUnit,
} from '@souqna/contracts';
import { ownDirection, leftToRightValue } from '@/app/forms/text-direction.ts';
import { FormSection } from './form-section.tsx';
import { errorOf, type ProductForm } from './product-form-types.ts';

/** Advanced info: the page's titles and descriptions, link, trade codes, tags, weight and order rules. */
export function AdvancedSection({ form }: { form: ProductForm }) {
  const { t } = useTranslation('product');
  const a = form.values.advancedInfo;
  const tagError = Object.entries(form.errors).find(([k]) => k.startsWith('advancedInfo.tags'))?.[1] as string | undefined;
  return (
    <FormSection title={t('form.sections.advanced')} description={t('form.sectionHints.advanced')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('advanced.pageTitleAr')}
          maxLength={PRODUCT_SHORT_TEXT_MAX}
          {...ownDirection}
          {...form.getInputProps('advancedInfo.pageTitleAr')}
        />
        <TextInput
          label={t('advanced.pageTitleEn')}
          maxLength={PRODUCT_SHORT_TEXT_MAX}
          dir="ltr"
          {...form.getInputProps('advancedInfo.pageTitleEn')}
        />
        <Textarea
          label={t('advanced.pageDescriptionAr')}
          autosize
          minRows={2}
          maxLength={PAGE_DESCRIPTION_MAX}
          {...ownDirection}
          {...form.getInputProps('advancedInfo.pageDescriptionAr')}
        />
        <Textarea
          label={t('advanced.pageDescriptionEn')}
          autosize
          minRows={2}
          maxLength={PAGE_DESCRIPTION_MAX}
          dir="ltr"
          {...form.getInputProps('advancedInfo.pageDescriptionEn')}
        />
      </SimpleGrid>
      <TextInput
        label={t('advanced.customUrl')}
        description={t('advanced.customUrlHint')}
        maxLength={PRODUCT_SHORT_TEXT_MAX}
        {...ownDirection}
        {...form.getInputProps('advancedInfo.customUrl')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('advanced.hsCode')}
          {...leftToRightValue}
          maxLength={20}
          {...form.getInputProps('advancedInfo.hsCode')}
        />
        <TextInput label={t('advanced.gtin')} {...leftToRightValue} maxLength={64} {...form.getInputProps('advancedInfo.gtin')} />
        <TextInput label={t('advanced.mpn')} {...leftToRightValue} maxLength={64} {...form.getInputProps('advancedInfo.mpn')} />
      </SimpleGrid>
      <TagsInput
        label={t('advanced.tags')}
        description={t('advanced.tagsHint', { max: TAGS_MAX })}
        maxTags={TAGS_MAX}
        value={a.tags}
        onChange={(tags) =>
          form.setFieldValue(
            'advancedInfo.tags',
            tags.map((x) => x.slice(0, TAG_MAX)),
          )
        }
        error={tagError}
        clearable
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <NumberInput
            flex={1}
            label={t('advanced.weight')}
            min={0}
            allowNegative={false}
            decimalScale={3}
            clampBehavior="none"
            {...form.getInputProps('advancedInfo.weight')}
          />
          <Select
            w={120}
            label={t('advanced.weightUnit')}
            data={WEIGHT_UNITS.map((unit) => ({ value: unit, label: t(`advanced.units.${unit}`) }))}
            allowDeselect={false}
            value={a.weightUnit}
            onChange={(unit) => form.setFieldValue('advancedInfo.weightUnit', (unit ?? 'kg') as WeightUnit)}
            error={errorOf(form, 'advancedInfo.weightUnit')}
          />
        </Group>
        <NumberInput
          label={t('advanced.maxQuantityPerCustomer')}
          description={t('advanced.maxQuantityHint')}
          min={1}
          allowNegative={false}
          allowDecimal={false}
          clampBehavior="none"
          {...form.getInputProps('advancedInfo.maxQuantityPerCustomer')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Switch
          label={t('advanced.allowFileUpload')}
          description={t('advanced.allowFileUploadHint')}
          {...form.getInputProps('advancedInfo.allowFileUpload', { type: 'checkbox' })}
        />
        <Switch
          label={t('advanced.allowNotes')}
          description={t('advanced.allowNotesHint')}
          {...form.getInputProps('advancedInfo.allowNotes', { type: 'checkbox' })}
        />
      </SimpleGrid>
    </FormSection>
  );
}
