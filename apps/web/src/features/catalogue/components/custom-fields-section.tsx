import { ActionIcon, Button, Checkbox, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CUSTOM_FIELD_TYPES, CUSTOM_FIELDS_MAX } from '@souqna/contracts';
import type { CustomFieldDraft } from '@/features/catalogue/product-values.ts';
import { FormSection } from './form-section.tsx';
import type { ProductForm } from './product-form-types.ts';

const newField = (): CustomFieldDraft => ({ id: null, name: '', type: 'text', defaultValue: '', required: false });

/** Custom fields the customer fills when ordering: name, type, default value, required. */
export function CustomFieldsSection({ form }: { form: ProductForm }) {
  const { t } = useTranslation('product');
  const fields = form.values.advancedInfo.customFields;
  const path = (i: number, key: keyof CustomFieldDraft) => `advancedInfo.customFields.${i}.${key}`;

  return (
    <FormSection title={t('form.sections.customFields')} description={t('form.sectionHints.customFields')}>
      {fields.length === 0 && (
        <Text c="dimmed" fz="sm">
          {t('customFields.empty')}
        </Text>
      )}
      {fields.map((field, i) => (
        <Paper key={i} withBorder radius="md" p="sm" data-testid="custom-field">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              flex={2}
              miw={160}
              label={t('customFields.name')}
              withAsterisk
              maxLength={100}
              {...form.getInputProps(path(i, 'name'))}
              styles={{ input: { unicodeBidi: 'plaintext' } }}
            />
            <Select
              w={140}
              label={t('customFields.type')}
              data={CUSTOM_FIELD_TYPES.map((type) => ({ value: type, label: t(`customFields.types.${type}`) }))}
              allowDeselect={false}
              {...form.getInputProps(path(i, 'type'))}
            />
            {field.type === 'boolean' ? (
              <Select
                w={160}
                label={t('customFields.defaultValue')}
                data={[
                  { value: 'true', label: t('customFields.yes') },
                  { value: 'false', label: t('customFields.no') },
                ]}
                clearable
                value={field.defaultValue || null}
                onChange={(value) => form.setFieldValue(path(i, 'defaultValue'), value ?? '')}
              />
            ) : (
              <TextInput
                flex={1}
                miw={140}
                label={t('customFields.defaultValue')}
                type={field.type === 'number' ? 'number' : field.type === 'date' ? 'date' : 'text'}
                dir={field.type === 'text' ? undefined : 'ltr'}
                maxLength={500}
                {...form.getInputProps(path(i, 'defaultValue'))}
              />
            )}
            <Stack gap={0} justify="flex-end" mih={60}>
              <Checkbox label={t('customFields.required')} {...form.getInputProps(path(i, 'required'), { type: 'checkbox' })} />
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={t('customFields.removeOf', { n: i + 1 })}
              onClick={() => form.removeListItem('advancedInfo.customFields', i)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        disabled={fields.length >= CUSTOM_FIELDS_MAX}
        onClick={() => form.insertListItem('advancedInfo.customFields', newField())}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('customFields.add')}
      </Button>
    </FormSection>
  );
}
