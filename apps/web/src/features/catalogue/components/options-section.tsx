import {
  ActionIcon,
  Alert,
  Button,
  ColorInput,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconCopy, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  OPTION_NAME_MAX,
  OPTION_TYPES,
  OPTION_VALUE_MAX,
  OPTION_VALUES_MAX,
  OPTIONS_MAX,
  translate,
  type OptionType,
  type WarehouseChoice,
} from '@souqna/contracts';
import { currentLanguage } from '@/i18n/i18n.ts';
import { ImageUploadField } from '@/app/components/image-upload-field.tsx';
import {
  addOption,
  addValue,
  changeOption,
  changeValue,
  duplicateOption,
  removeOption,
  removeValue,
  tooManyVariants,
  type OptionsState,
} from '@/features/catalogue/option-edits.ts';
import type { OptionDraft } from '@/features/catalogue/product-values.ts';
import { FormSection } from './form-section.tsx';
import { errorOf, type ProductForm } from './product-form-types.ts';
import { VariantsTable } from './variants-table.tsx';
import { leftToRightValue } from '@/app/forms/text-direction.ts';

function OptionCard({
  form,
  option,
  index,
  apply,
}: {
  form: ProductForm;
  option: OptionDraft;
  index: number;
  apply: (edit: (s: OptionsState) => OptionsState) => void;
}) {
  const { t } = useTranslation('product');
  const n = index + 1;
  const atMax = form.values.options.length >= OPTIONS_MAX;
  return (
    <Paper withBorder radius="md" p="md" data-testid="option-card">
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            flex={1}
            miw={180}
            label={t('options.name')}
            aria-label={t('options.nameOf', { n })}
            placeholder={t('options.namePlaceholder')}
            withAsterisk
            maxLength={OPTION_NAME_MAX}
            value={option.name}
            error={errorOf(form, `options.${index}.name`)}
            onChange={(event) => {
              const name = event.currentTarget.value;
              apply((s) => changeOption(s, index, { name }));
            }}
            styles={{ input: { unicodeBidi: 'plaintext' } }}
          />
          <SegmentedControl
            aria-label={t('options.typeOf', { n })}
            value={option.type}
            data={OPTION_TYPES.map((type) => ({ value: type, label: t(`options.types.${type}`) }))}
            onChange={(type) =>
              apply((s) =>
                changeOption(s, index, {
                  type: type as OptionType,
                  values: option.values.map((v) => ({ ...v, color: type === 'color' ? (v.color ?? '#000000') : v.color })),
                }),
              )
            }
          />
          <Group gap={4}>
            <Tooltip label={t('options.copy')}>
              <ActionIcon
                variant="default"
                size="lg"
                disabled={atMax}
                aria-label={t('options.copyOf', { n })}
                onClick={() => apply((s) => duplicateOption(s, index))}
              >
                <IconCopy size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('options.remove')}>
              <ActionIcon
                variant="default"
                color="red"
                size="lg"
                aria-label={t('options.removeOf', { n })}
                onClick={() => apply((s) => removeOption(s, index))}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Text fz="sm" fw={500}>
          {t('options.values')}
        </Text>
        {errorOf(form, `options.${index}.values`) && (
          <Text fz="xs" c="red">
            {errorOf(form, `options.${index}.values`)}
          </Text>
        )}
        <Stack gap="xs">
          {option.values.map((value, j) => {
            const label = t('options.valueOf', { n: j + 1, option: n });
            return (
              <Group key={j} align="flex-start" gap="sm" wrap="nowrap">
                <TextInput
                  flex={1}
                  aria-label={label}
                  placeholder={t('options.valuePlaceholder')}
                  maxLength={OPTION_VALUE_MAX}
                  value={value.label}
                  error={errorOf(form, `options.${index}.values.${j}.label`)}
                  onChange={(event) => {
                    const text = event.currentTarget.value;
                    apply((s) => changeValue(s, index, j, { label: text }));
                  }}
                  styles={{ input: { unicodeBidi: 'plaintext' } }}
                />
                {option.type === 'color' && (
                  <ColorInput
                    w={150}
                    aria-label={t('options.colourOf', { value: value.label || j + 1 })}
                    format="hex"
                    {...leftToRightValue}
                    value={value.color ?? ''}
                    error={errorOf(form, `options.${index}.values.${j}.color`)}
                    onChange={(color) => apply((s) => changeValue(s, index, j, { color }))}
                  />
                )}
                {option.type === 'image' && (
                  <ImageUploadField
                    label={t('options.imageOf', { value: value.label || j + 1 })}
                    value={value.image}
                    previewWidth={72}
                    onChange={(image) => apply((s) => changeValue(s, index, j, { image }))}
                    error={errorOf(form, `options.${index}.values.${j}.image`)}
                  />
                )}
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  mt={6}
                  disabled={option.values.length <= 1}
                  aria-label={t('options.removeValueOf', { value: value.label || j + 1 })}
                  onClick={() => apply((s) => removeValue(s, index, j))}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          disabled={option.values.length >= OPTION_VALUES_MAX}
          onClick={() => apply((s) => addValue(s, index))}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('options.addValueTo', { n })}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * Options (size, colour, ...) and the variants they make, generated as the values are typed: each
 * combination one variant, one of them the default. More than 100 variants cannot be saved.
 */
export function OptionsSection({ form, warehouses }: { form: ProductForm; warehouses: WarehouseChoice[] }) {
  const { t } = useTranslation('product');
  const v = form.values;
  const apply = (edit: (s: OptionsState) => OptionsState) => {
    const next = edit({ options: v.options, variants: v.variants });
    form.setValues({ options: next.options, variants: next.variants });
  };
  const tooMany = tooManyVariants(v.options);

  return (
    <FormSection title={t('form.sections.options')} description={t('form.sectionHints.options')}>
      {v.options.map((option, i) => (
        <OptionCard key={i} form={form} option={option} index={i} apply={apply} />
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        disabled={v.options.length >= OPTIONS_MAX}
        onClick={() => apply((s) => addOption(s, ''))}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('options.add')}
      </Button>
      {tooMany && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {translate('field.too_many_variants', currentLanguage())}
        </Alert>
      )}
      {!tooMany && v.variants.length > 0 && (
        <Stack gap="xs">
          <Text fw={600}>{t('variants.count', { count: v.variants.length })}</Text>
          <VariantsTable form={form} warehouses={warehouses} />
        </Stack>
      )}
    </FormSection>
  );
}
