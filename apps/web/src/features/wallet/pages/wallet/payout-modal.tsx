import { useState } from 'react';
import { Modal, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  minorDigits,
  TransferInput,
  WALLET_NOTE_MAX,
  WithdrawInput,
  type PayoutAccount,
  type PayoutKind,
} from '@souqna/contracts';
import { DialogActions } from '@/app/forms/dialog-actions.tsx';
import { ownDirection } from '@/app/forms/text-direction.ts';
import { Money } from '@/app/components/money.tsx';
import { ApiError } from '@/lib/api-error.ts';
import { appStore, useAppStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { contractsResolver, showServerFieldErrors } from '@/lib/form-resolver.ts';
import { currencySign } from '@/lib/money.ts';
import { transfer, walletKeys, withdraw } from '@/features/wallet/api.ts';
import { AccountName } from './account-name.tsx';

interface Values {
  accountId: string | null;
  amount: number | string;
  note: string;
}

/**
 * Asks for a payout: a withdrawal to the store's own account, or a transfer to one of its
 * beneficiaries. Its idempotency key is made when the dialog opens, so a second click or a retry
 * after a lost answer asks once. The server checks the amount against the available balance and
 * the currency's digits; its refusal shows on the field.
 */
export function PayoutModal({
  kind,
  available,
  currency,
  own,
  beneficiaries,
  onClose,
  onAsked,
}: {
  kind: PayoutKind;
  available: number;
  currency: string;
  /** Where a withdrawal goes. */
  own: PayoutAccount | null;
  beneficiaries: PayoutAccount[];
  onClose: () => void;
  onAsked: (message: string) => void;
}) {
  const { t } = useTranslation('wallet');
  const lang = useAppStore((s) => s.language);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const toInput = (v: Values) => ({
    ...(kind === 'transfer' ? { accountId: v.accountId ?? '' } : {}),
    amount: v.amount === '' ? Number.NaN : Number(v.amount),
    idempotencyKey,
    ...(v.note.trim() ? { note: v.note } : {}),
  });
  const form = useForm<Values>({
    initialValues: { accountId: beneficiaries.length === 1 ? beneficiaries[0]!.accountId : null, amount: '', note: '' },
    validate: contractsResolver<Values>(
      kind === 'transfer' ? TransferInput : WithdrawInput,
      () => appStore.getState().language,
      toInput,
    ),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const input = toInput(values);
      const { message } = kind === 'transfer' ? await transfer({ ...input, accountId: input.accountId! }) : await withdraw(input);
      onAsked(message);
    } catch (error) {
      // Above the available balance: the balance moved since the page read it, so read it again.
      if (error instanceof ApiError && error.fieldCode('amount') === 'above_available')
        void queryClient.invalidateQueries({ queryKey: walletKeys.balance() });
      // A refusal on a field (above the available balance, too many decimals) is said there; anything else below.
      if (!showServerFieldErrors(error, form.setErrors)) setFailure(`${t(`payout.failed.${kind}`)}: ${failureMessage(error)}`);
    }
  });

  const amount = form.getInputProps('amount');

  return (
    <Modal opened onClose={onClose} title={t(`payout.title.${kind}`)} radius="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {kind === 'withdrawal' && own && (
            <div>
              <Text fz="sm" c="dimmed">
                {t('payout.to')}
              </Text>
              <AccountName account={own} />
            </div>
          )}
          {kind === 'transfer' && (
            <Select
              label={t('payout.beneficiary')}
              placeholder={t('payout.chooseBeneficiary')}
              withAsterisk
              allowDeselect={false}
              data={beneficiaries.map((b) => ({
                value: b.accountId,
                label: `${b.holderName} · ${b.bankName} · ${t('accounts.ibanEnding')} ${b.ibanLast4}`,
              }))}
              {...form.getInputProps('accountId')}
            />
          )}
          <NumberInput
            label={t('payout.amount')}
            description={
              <>
                {t('payout.available')} <Money amount={available} currency={currency} />
              </>
            }
            withAsterisk
            min={0}
            decimalScale={minorDigits(currency)}
            inputMode="decimal"
            data-autofocus
            rightSection={<bdi>{currencySign(currency, lang)}</bdi>}
            rightSectionWidth={56}
            {...amount}
          />
          <Textarea
            label={t('payout.note')}
            description={t('payout.noteHint')}
            autosize
            minRows={2}
            maxLength={WALLET_NOTE_MAX}
            {...ownDirection}
            {...form.getInputProps('note')}
          />
          <DialogActions
            failure={failure}
            cancel={t('payout.cancel')}
            submit={t(`payout.submit.${kind}`)}
            onCancel={onClose}
            submitting={form.submitting}
          />
        </Stack>
      </form>
    </Modal>
  );
}
