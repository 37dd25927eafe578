import { useState } from 'react';
import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { formatIban, normalizeIban, PayoutAccountInput, type PayoutAccount } from '@souqna/contracts';
import { DialogActions } from '@/app/forms/dialog-actions.tsx';
import { ownDirection } from '@/app/forms/text-direction.ts';
import { appStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { contractsResolver, showServerFieldErrors } from '@/lib/form-resolver.ts';
import { addBeneficiary, saveOwnAccount } from '@/features/wallet/api.ts';

type Values = PayoutAccountInput;

/**
 * The store's own bank account (withdrawals go there; saved again, it is replaced) or a new
 * beneficiary (transfers go there): holder, bank and IBAN, the IBAN checked as it is typed. The
 * whole IBAN is never shown back, so changing the own account asks for it again.
 */
export function AccountFormModal({
  own,
  current,
  onClose,
  onSaved,
}: {
  own: boolean;
  /** The own account being changed (its holder and bank filled in). */
  current: PayoutAccount | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation('wallet');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { holderName: current?.holderName ?? '', bankName: current?.bankName ?? '', iban: '' },
    validate: contractsResolver<Values>(PayoutAccountInput, () => appStore.getState().language),
  });
  const kind = own ? 'own' : 'beneficiary';

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const input = { ...values, iban: normalizeIban(values.iban) };
      const { message } = own ? await saveOwnAccount(input) : await addBeneficiary(input);
      onSaved(message);
    } catch (error) {
      showServerFieldErrors(error, form.setErrors);
      setFailure(`${t('accountForm.failed')}: ${failureMessage(error)}`);
    }
  });

  return (
    <Modal opened onClose={onClose} title={t(`accountForm.title.${kind}`)} radius="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('accountForm.holderName')}
            withAsterisk
            maxLength={120}
            data-autofocus
            {...ownDirection}
            {...form.getInputProps('holderName')}
          />
          <TextInput
            label={t('accountForm.bankName')}
            withAsterisk
            maxLength={80}
            {...ownDirection}
            {...form.getInputProps('bankName')}
          />
          <TextInput
            label={t('accountForm.iban')}
            description={current ? t('accountForm.ibanAgain', { last4: current.ibanLast4 }) : t('accountForm.ibanHint')}
            withAsterisk
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            maxLength={42}
            {...form.getInputProps('iban')}
            // Shown in groups of four as banks print it, whatever was typed or pasted.
            onChange={(e) => form.setFieldValue('iban', formatIban(normalizeIban(e.currentTarget.value)))}
          />
          <DialogActions
            failure={failure}
            cancel={t('accountForm.cancel')}
            submit={t(`accountForm.submit.${kind}`)}
            onCancel={onClose}
            submitting={form.submitting}
          />
        </Stack>
      </form>
    </Modal>
  );
}
