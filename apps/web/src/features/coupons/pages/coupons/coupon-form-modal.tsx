import { useState } from 'react';
import { Modal, NumberInput, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconCalendar, IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COUPON_CODE_MAX, COUPON_TYPES, CouponInput, type Coupon, type CouponType } from '@souqna/contracts';
import { appStore, useAppStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { contractsResolver, showServerFieldErrors } from '@/lib/form-resolver.ts';
import { DialogActions } from '@/app/forms/dialog-actions.tsx';
import { currencySign } from '@/lib/money.ts';
import { storeToday } from '@/lib/store-time.ts';
import { useStoreTime } from '@/lib/use-store-time.ts';
import { ProductSelect } from './product-select.tsx';
import { leftToRightValue } from '@/app/forms/text-direction.ts';
import { unitSection } from '@/app/forms/unit-section.tsx';
import { StoreDates } from '@/app/forms/store-dates.tsx';

interface Values {
  productId: string | null;
  couponCode: string;
  discountType: CouponType;
  discountAmount: number | string;
  minAmount: number | string;
  expiryDate: string | null;
}

const valuesOf = (c: Coupon | null): Values => ({
  productId: c?.productId ?? null,
  couponCode: c?.couponCode ?? '',
  discountType: c?.discountType ?? 'percentage',
  discountAmount: c ? c.discountAmount : '',
  minAmount: c ? c.minAmount : 0,
  expiryDate: c?.expiryDate ?? null,
});

const number = (v: number | string) => (v === '' ? undefined : Number(v));

/** Empty fields are missing (the contract then says "required"); free shipping has no amount. */
const toInput = (v: Values): CouponInput =>
  ({
    productId: v.productId ?? undefined,
    couponCode: v.couponCode,
    discountType: v.discountType,
    discountAmount: v.discountType === 'other' ? 0 : number(v.discountAmount),
    minAmount: number(v.minAmount),
    expiryDate: v.expiryDate ?? undefined,
  }) as CouponInput;

/** Adds a coupon, or edits `coupon`, with the six fields of spec §5; the server's refusals land beside their fields. */
export function CouponFormModal({
  opened,
  coupon,
  currency,
  onClose,
  onSubmit,
  onSaved,
}: {
  opened: boolean;
  coupon: Coupon | null;
  currency: string | null;
  onClose: () => void;
  onSubmit: (input: CouponInput) => Promise<{ message: string }>;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation('coupons');
  const lang = useAppStore((s) => s.language);
  const time = useStoreTime();
  const sign = currency ? currencySign(currency, lang) : null;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: valuesOf(coupon),
    validate: contractsResolver<Values>(CouponInput, () => appStore.getState().language, toInput),
  });
  const type = form.values.discountType;

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const { message } = await onSubmit(toInput(values));
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
      title={coupon ? t('form.editTitle', { code: coupon.couponCode }) : t('form.addTitle')}
      radius="lg"
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('form.code')}
            description={t('form.codeHint')}
            placeholder="RAMADAN15"
            withAsterisk
            {...leftToRightValue}
            maxLength={COUPON_CODE_MAX}
            leftSection={<IconTicket size={16} />}
            styles={{ input: { textTransform: 'uppercase', fontFamily: 'monospace' } }}
            {...form.getInputProps('couponCode')}
          />
          <Stack gap={6}>
            <Text fz="sm" fw={500}>
              {t('form.type')}
            </Text>
            <SegmentedControl
              fullWidth
              aria-label={t('form.type')}
              data={COUPON_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
              {...form.getInputProps('discountType')}
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {type === 'other' ? (
              <TextInput label={t('form.amount')} value={t('freeShipping')} readOnly disabled />
            ) : (
              <NumberInput
                label={type === 'percentage' ? t('form.percent') : t('form.fixed')}
                withAsterisk
                min={0}
                max={type === 'percentage' ? 100 : undefined}
                decimalScale={type === 'percentage' ? 2 : 3}
                suffix={type === 'percentage' ? '%' : undefined}
                {...unitSection(type === 'fixed' ? sign : null)}
                {...form.getInputProps('discountAmount')}
              />
            )}
            <NumberInput
              label={t('form.minAmount')}
              description={t('form.minAmountHint')}
              withAsterisk
              min={0}
              decimalScale={3}
              {...unitSection(sign)}
              {...form.getInputProps('minAmount')}
            />
          </SimpleGrid>
          <ProductSelect
            label={t('form.product')}
            description={t('form.productHint')}
            placeholder={t('form.productPlaceholder')}
            withAsterisk
            current={coupon ? { id: coupon.productId, name: coupon.productName } : null}
            {...form.getInputProps('productId')}
          />
          <StoreDates>
            <DateInput
              label={t('form.expiry')}
              description={t('form.expiryHint')}
              placeholder={t('form.expiryPlaceholder')}
              withAsterisk
              valueFormat="D MMMM YYYY"
              minDate={storeToday(time.style)}
              leftSection={<IconCalendar size={16} />}
              popoverProps={{ shadow: 'md' }}
              {...form.getInputProps('expiryDate')}
            />
          </StoreDates>
          <DialogActions
            failure={failure}
            cancel={t('form.cancel')}
            submit={coupon ? t('form.submitEdit') : t('form.submitAdd')}
            onCancel={onClose}
            submitting={form.submitting}
          />
        </Stack>
      </form>
    </Modal>
  );
}
