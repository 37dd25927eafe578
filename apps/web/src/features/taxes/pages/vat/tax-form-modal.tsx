import { useState } from 'react';
import { Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { TAX_NAME_MAX, TaxInput, type Tax } from '@souqna/contracts';
import { ownDirection } from '@/app/forms/text-direction.ts';
import { appStore } from '@/lib/app-store.ts';
import { contractsResolver, showServerFieldErrors } from '@/lib/form-resolver.ts';
import { DialogActions } from '@/app/forms/dialog-actions.tsx';
import { createTax, taxFailure, updateTax } from '@/features/taxes/api.ts';

interface Values {
  name: string;
  rate: number | string;
}

const toInput = (v: Values): TaxInput => ({ name: v.name, rate: v.rate === '' ? Number.NaN : Number(v.rate) });

/** Adds a tax or edits `tax`: name and rate (0 to 100, two decimals at most), checked as the server checks them. */
export function TaxFormModal({
  opened,
  tax,
  onClose,
  onSaved,
}: {
  opened: boolean;
  tax: Tax | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation('taxes');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { name: tax?.name ?? '', rate: tax?.rate ?? '' },
    validate: contractsResolver<Values>(TaxInput, () => appStore.getState().language, toInput),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const { message } = tax ? await updateTax(tax.taxPublicId, toInput(values)) : await createTax(toInput(values));
      onSaved(message);
    } catch (error) {
      showServerFieldErrors(error, form.setErrors);
      const { title, message } = taxFailure(error, tax ? 'update' : 'add');
      setFailure(`${title}: ${message}`);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t(tax ? 'form.editTitle' : 'form.addTitle')} radius="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('form.name')}
            placeholder={t('form.namePlaceholder')}
            withAsterisk
            maxLength={TAX_NAME_MAX}
            data-autofocus
            {...ownDirection}
            {...form.getInputProps('name')}
          />
          <NumberInput
            label={t('form.rate')}
            description={t('form.rateHint')}
            withAsterisk
            min={0}
            max={100}
            decimalScale={2}
            suffix="%"
            {...form.getInputProps('rate')}
          />
          <DialogActions
            failure={failure}
            cancel={t('form.cancel')}
            submit={t(tax ? 'form.submitEdit' : 'form.submitAdd')}
            onCancel={onClose}
            submitting={form.submitting}
          />
        </Stack>
      </form>
    </Modal>
  );
}
