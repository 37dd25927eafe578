import { useState } from 'react';
import { Group, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  BankTransferSettings,
  formatIban,
  INSTRUCTIONS_MAX,
  normalizeIban,
  type BankTransferSettingsInput,
} from '@souqna/contracts';
import { ownDirection } from '@/app/forms/text-direction.ts';
import { appStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { contractsResolver, showServerFieldErrors } from '@/lib/form-resolver.ts';
import { saveBankTransfer } from '@/features/payments/api.ts';
import { ProviderForm } from './provider-form.tsx';

type Values = Required<BankTransferSettingsInput>;

/** Sets up bank transfer: the account customers pay into (the IBAN checked as it is typed) and the instructions in both languages. */
export function BankTransferForm({
  settings,
  onClose,
  onSaved,
}: {
  settings: Partial<Values> | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation('payments');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      bankName: settings?.bankName ?? '',
      accountHolder: settings?.accountHolder ?? '',
      iban: settings?.iban ? formatIban(settings.iban) : '',
      instructionsAr: settings?.instructionsAr ?? '',
      instructionsEn: settings?.instructionsEn ?? '',
    },
    validate: contractsResolver<Values>(BankTransferSettings, () => appStore.getState().language),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const { instructionsAr, instructionsEn, ...account } = values;
      // Sent as stored: the IBAN without its spaces, an empty instruction left out.
      const input = {
        ...account,
        iban: normalizeIban(values.iban),
        ...(instructionsAr.trim() ? { instructionsAr } : {}),
        ...(instructionsEn.trim() ? { instructionsEn } : {}),
      };
      onSaved((await saveBankTransfer(input)).message);
    } catch (error) {
      showServerFieldErrors(error, form.setErrors);
      setFailure(`${t('failed.save')}: ${failureMessage(error)}`);
    }
  });
  const iban = form.getInputProps('iban');

  return (
    <ProviderForm
      title={t('providers.bank_transfer.name')}
      onClose={onClose}
      onSubmit={submit}
      failure={failure}
      submitting={form.submitting}
    >
      <Group grow align="flex-start">
        <TextInput
          label={t('bank.bankName')}
          withAsterisk
          maxLength={80}
          data-autofocus
          {...ownDirection}
          {...form.getInputProps('bankName')}
        />
        <TextInput
          label={t('bank.accountHolder')}
          withAsterisk
          maxLength={120}
          {...ownDirection}
          {...form.getInputProps('accountHolder')}
        />
      </Group>
      <TextInput
        label={t('bank.iban')}
        description={t('bank.ibanHint')}
        withAsterisk
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        maxLength={42}
        {...iban}
        // Shown in groups of four as banks print it, whatever was typed or pasted.
        onChange={(e) => form.setFieldValue('iban', formatIban(normalizeIban(e.currentTarget.value)))}
      />
      <Textarea
        label={t('bank.instructionsAr')}
        autosize
        minRows={2}
        maxLength={INSTRUCTIONS_MAX}
        dir="rtl"
        lang="ar"
        {...form.getInputProps('instructionsAr')}
      />
      <Textarea
        label={t('bank.instructionsEn')}
        autosize
        minRows={2}
        maxLength={INSTRUCTIONS_MAX}
        dir="ltr"
        lang="en"
        {...form.getInputProps('instructionsEn')}
      />
    </ProviderForm>
  );
}
