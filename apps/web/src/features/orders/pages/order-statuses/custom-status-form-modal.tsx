import { useState } from 'react';
import { CheckIcon, ColorSwatch, Group, Input, Modal, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  CUSTOM_STATUS_COLORS,
  CUSTOM_STATUS_NAME_MAX,
  CustomOrderStatusInput,
  ORDER_STATUSES,
  type OrderStatus,
  type OrderStatusInfo,
} from '@souqna/contracts';
import { DialogActions } from '@/app/forms/dialog-actions.tsx';
import { appStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { contractsResolver, showServerFieldErrors } from '@/lib/form-resolver.ts';
import { createCustomStatus, updateCustomStatus } from '@/features/orders/api.ts';
import { useStatusName } from '@/features/orders/components/status-badge.tsx';

export interface CustomStatusValues {
  nameAr: string;
  nameEn: string;
  color: string;
  baseStatus: string;
}

/** What the server reads of the form; an unchosen base is left out, which the schema calls required. */
export const toCustomStatusInput = (v: CustomStatusValues): CustomOrderStatusInput => ({
  nameAr: v.nameAr,
  nameEn: v.nameEn,
  color: v.color as CustomOrderStatusInput['color'],
  baseStatus: (v.baseStatus || undefined) as OrderStatus,
});

/** The form's checks: the contract's, worded in the merchant's language. */
export const validateCustomStatus = contractsResolver<CustomStatusValues>(
  CustomOrderStatusInput,
  () => appStore.getState().language,
  toCustomStatusInput,
);

/**
 * Adds a custom status or edits `status`: its Arabic and English names, its colour and the built-in
 * status it follows for stock and money. A new one goes after the others.
 */
export function CustomStatusFormModal({
  opened,
  status,
  onClose,
  onSaved,
}: {
  opened: boolean;
  status: OrderStatusInfo | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation('orders');
  const statusName = useStatusName();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CustomStatusValues>({
    initialValues: {
      nameAr: status?.nameAr ?? '',
      nameEn: status?.nameEn ?? '',
      color: status?.color ?? 'blue',
      baseStatus: status?.baseStatus ?? '',
    },
    validate: validateCustomStatus,
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const input = toCustomStatusInput(values);
      const { message } = status ? await updateCustomStatus(status.id, input) : await createCustomStatus(input);
      onSaved(message);
    } catch (error) {
      showServerFieldErrors(error, form.setErrors);
      setFailure(failureMessage(error));
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(status ? 'statuses.form.editTitle' : 'statuses.form.addTitle')}
      radius="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('statuses.form.nameAr')}
            placeholder={t('statuses.form.nameArPlaceholder')}
            withAsterisk
            maxLength={CUSTOM_STATUS_NAME_MAX}
            dir="rtl"
            lang="ar"
            data-autofocus
            {...form.getInputProps('nameAr')}
          />
          <TextInput
            label={t('statuses.form.nameEn')}
            placeholder={t('statuses.form.nameEnPlaceholder')}
            withAsterisk
            maxLength={CUSTOM_STATUS_NAME_MAX}
            dir="ltr"
            lang="en"
            {...form.getInputProps('nameEn')}
          />
          <Select
            label={t('statuses.form.base')}
            description={t('statuses.form.baseHint')}
            placeholder={t('statuses.form.basePlaceholder')}
            withAsterisk
            allowDeselect={false}
            data={ORDER_STATUSES.map((s) => ({ value: s, label: statusName(s) }))}
            {...form.getInputProps('baseStatus')}
          />
          <Input.Wrapper label={t('statuses.form.color')} withAsterisk error={form.errors.color}>
            <Group gap={8} mt={6} role="radiogroup" aria-label={t('statuses.form.color')}>
              {CUSTOM_STATUS_COLORS.map((color) => {
                const checked = form.values.color === color;
                return (
                  <Tooltip key={color} label={t(`statuses.colors.${color}`)}>
                    <ColorSwatch
                      component="button"
                      type="button"
                      role="radio"
                      aria-checked={checked}
                      aria-label={t(`statuses.colors.${color}`)}
                      color={`var(--mantine-color-${color}-filled)`}
                      size={28}
                      style={{ cursor: 'pointer', color: 'var(--mantine-color-white)' }}
                      onClick={() => form.setFieldValue('color', color)}
                    >
                      {checked && <CheckIcon width={12} />}
                    </ColorSwatch>
                  </Tooltip>
                );
              })}
            </Group>
          </Input.Wrapper>
          <Text fz="xs" c="dimmed">
            {t('statuses.form.stageHint')}
          </Text>
          <DialogActions
            failure={failure}
            cancel={t('statuses.form.cancel')}
            submit={t(status ? 'statuses.form.submitEdit' : 'statuses.form.submitAdd')}
            onCancel={onClose}
            submitting={form.submitting}
          />
        </Stack>
      </form>
    </Modal>
  );
}
