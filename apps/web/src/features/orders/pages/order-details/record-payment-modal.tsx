import { useState } from 'react';
import { Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  minorDigits,
  PAYMENT_REFERENCE_MAX,
  RECORDED_PAYMENT_METHODS,
  RecordPaymentInput,
  type OrderPayments,
  type RecordedPaymentMethod,
} from '@souqna/contracts';
import { DialogActions } from '@/app/forms/dialog-actions.tsx';
import { ImageUploadField } from '@/app/components/image-upload-field.tsx';
import { appStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { contractsResolver, showServerFieldErrors } from '@/lib/form-resolver.ts';
import { currencySign } from '@/lib/money.ts';
import { recordOrderPayment } from '@/features/orders/api.ts';

interface Values {
  method: RecordedPaymentMethod;
  amount: number | string;
  reference: string;
  receiptImage: string | null;
}

const toInput = (v: Values): RecordPaymentInput => ({
  method: v.method,
  amount: v.amount === '' ? Number.NaN : Number(v.amount),
  ...(v.reference.trim() ? { reference: v.reference } : {}),
  ...(v.receiptImage ? { receiptImage: v.receiptImage } : {}),
});

/** A payment received for the order: how, how much (all that is owed unless changed), its reference and the transfer's receipt. */
export function RecordPaymentModal({
  orderId,
  outstanding,
  currency,
  onClose,
  onRecorded,
}: {
  orderId: string;
  outstanding: number;
  currency: string;
  onClose: () => void;
  onRecorded: (answer: OrderPayments, message: string) => void;
}) {
  const { t, i18n } = useTranslation('orders');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { method: 'bank_transfer', amount: outstanding, reference: '', receiptImage: null },
    validate: contractsResolver<Values>(RecordPaymentInput, () => appStore.getState().language, toInput),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const { data, message } = await recordOrderPayment(orderId, toInput(values));
      onRecorded(data, message);
    } catch (error) {
      showServerFieldErrors(error, form.setErrors);
      setFailure(`${t('payment.recordFailed')}: ${failureMessage(error)}`);
    }
  });

  return (
    <Modal opened onClose={onClose} title={t('payment.record')} radius="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Select
            label={t('payment.method')}
            withAsterisk
            allowDeselect={false}
            data={RECORDED_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`payment.methods.${m}`) }))}
            {...form.getInputProps('method')}
          />
          <NumberInput
            label={t('payment.amount')}
            description={t('payment.amountHint')}
            withAsterisk
            min={0}
            max={outstanding}
            decimalScale={minorDigits(currency)}
            rightSection={<bdi>{currencySign(currency, i18n.language === 'en' ? 'en' : 'ar')}</bdi>}
            rightSectionWidth={56}
            {...form.getInputProps('amount')}
          />
          <TextInput
            label={t('payment.reference')}
            description={t('payment.referenceHint')}
            maxLength={PAYMENT_REFERENCE_MAX}
            dir="ltr"
            {...form.getInputProps('reference')}
          />
          <ImageUploadField
            label={t('payment.receipt')}
            description={t('payment.receiptHint')}
            visibility="private"
            value={form.values.receiptImage}
            onChange={(path) => form.setFieldValue('receiptImage', path)}
            error={form.errors.receiptImage}
          />
          <DialogActions
            failure={failure}
            cancel={t('payment.cancel')}
            submit={t('payment.confirm')}
            onCancel={onClose}
            submitting={form.submitting}
          />
        </Stack>
      </form>
    </Modal>
  );
}
