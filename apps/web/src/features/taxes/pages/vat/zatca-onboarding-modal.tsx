import { useState } from 'react';
import { Alert, Anchor, List, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ZATCA_SELLER_ID_SCHEMES, ZatcaOnboardingInput, type ZatcaSellerIdScheme, type ZatcaStatus } from '@souqna/contracts';
import { leftToRightValue, ownDirection } from '@/app/forms/text-direction.ts';
import { DialogActions } from '@/app/forms/dialog-actions.tsx';
import { ApiError } from '@/lib/api-error.ts';
import { appStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { contractsResolver, showServerFieldErrors } from '@/lib/form-resolver.ts';
import { onboardZatca, zatcaRefusalOf, type ZatcaRefusal } from '@/features/taxes/api.ts';

const FATOORA_PORTAL = 'https://fatoora.zatca.gov.sa';
const TEXT_MAX = 127;

interface Values {
  otp: string;
  registrationScheme: ZatcaSellerIdScheme;
  registrationNumber: string;
  address: {
    street: string;
    additionalStreet: string;
    buildingNumber: string;
    district: string;
    city: string;
    postalCode: string;
  };
}

const EMPTY: Values = {
  otp: '',
  registrationScheme: 'CRN',
  registrationNumber: '',
  address: { street: '', additionalStreet: '', buildingNumber: '', district: '', city: '', postalCode: '' },
};

/** The body as the contract takes it: an empty additional street is left out. */
function toInput({ address: { additionalStreet, ...address }, ...rest }: Values): ZatcaOnboardingInput {
  return { ...rest, address: additionalStreet.trim() ? { ...address, additionalStreet } : address };
}

/** A 409 of the onboarding: the step that did not pass, and ZATCA's messages (or the server's sentence). */
function RefusalAlert({ refusal }: { refusal: ZatcaRefusal }) {
  const { t } = useTranslation('taxes');
  const known = (ZATCA_STEPS as readonly string[]).includes(refusal.step);
  const step = known ? t(`zatca.steps.${refusal.step as ZatcaStep}`) : refusal.step;
  return (
    <Alert
      color="red"
      variant="light"
      radius="md"
      icon={<IconAlertCircle size={20} />}
      title={t('zatca.refusal.title', { step })}
      role="alert"
      data-testid="zatca-refusal"
    >
      {refusal.messages.length > 0 ? (
        <Stack gap={4}>
          <Text fz="sm">{t('zatca.refusal.messages')}</Text>
          <List fz="sm" spacing={2}>
            {refusal.messages.map((message, i) => (
              <List.Item key={i}>
                <bdi>{message}</bdi>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : (
        <Text fz="sm">{refusal.message}</Text>
      )}
    </Alert>
  );
}

const ZATCA_STEPS = ['compliance_csid', 'compliance_check', 'production_csid'] as const;
type ZatcaStep = (typeof ZATCA_STEPS)[number];

/**
 * Onboards the store with ZATCA phase 2 (docs/product-rules.md "Invoices"): the code from the
 * Fatoora portal, the seller's id and national address, checked as the server checks them. A field
 * the server refuses (the code) is shown beside it; a step ZATCA refuses, with ZATCA's messages.
 */
export function ZatcaOnboardingModal({
  opened,
  onClose,
  onOnboarded,
}: {
  opened: boolean;
  onClose: () => void;
  onOnboarded: (status: ZatcaStatus, message: string) => void;
}) {
  const { t } = useTranslation('taxes');
  const [failure, setFailure] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ZatcaRefusal | null>(null);
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: contractsResolver<Values>(ZatcaOnboardingInput, () => appStore.getState().language, toInput),
  });

  const close = () => {
    setFailure(null);
    setRefusal(null);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setRefusal(null);
    try {
      const { data, message } = await onboardZatca(toInput(values));
      form.reset();
      onOnboarded(data, message);
    } catch (error) {
      const refused = zatcaRefusalOf(error);
      if (refused) {
        setRefusal(refused);
        return;
      }
      showServerFieldErrors(error, form.setErrors);
      // The store's VAT number is no field of this form: its message is the failure.
      const vatNumber = error instanceof ApiError ? error.fieldErrors().vatNumber : undefined;
      setFailure(vatNumber ?? failureMessage(error));
    }
  });

  const digits = (path: string, label: string, length: number) => (
    <TextInput
      label={label}
      withAsterisk
      inputMode="numeric"
      autoComplete="off"
      maxLength={length}
      {...leftToRightValue}
      {...form.getInputProps(path)}
    />
  );
  const text = (path: string, label: string, required = true) => (
    <TextInput label={label} withAsterisk={required} maxLength={TEXT_MAX} {...ownDirection} {...form.getInputProps(path)} />
  );

  return (
    <Modal opened={opened} onClose={close} title={t('zatca.form.title')} radius="lg" centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {t('zatca.form.intro')}
          </Text>
          <TextInput
            label={t('zatca.form.otp')}
            description={
              <>
                {t('zatca.form.otpHint')}{' '}
                <Anchor href={FATOORA_PORTAL} target="_blank" rel="noreferrer" fz="inherit">
                  <bdi dir="ltr">fatoora.zatca.gov.sa</bdi>
                </Anchor>
              </>
            }
            withAsterisk
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            data-autofocus
            {...leftToRightValue}
            {...form.getInputProps('otp')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Select
              label={t('zatca.form.registrationScheme')}
              withAsterisk
              allowDeselect={false}
              data={ZATCA_SELLER_ID_SCHEMES.map((scheme) => ({ value: scheme, label: t(`zatca.form.schemes.${scheme}`) }))}
              {...form.getInputProps('registrationScheme')}
            />
            <TextInput
              label={t('zatca.form.registrationNumber')}
              description={form.values.registrationScheme === 'CRN' ? t('zatca.form.registrationNumberHint') : undefined}
              withAsterisk
              maxLength={50}
              autoComplete="off"
              {...leftToRightValue}
              {...form.getInputProps('registrationNumber')}
            />
          </SimpleGrid>
          <Text fw={600} fz="sm">
            {t('zatca.form.addressTitle')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {text('address.street', t('zatca.form.street'))}
            {text('address.additionalStreet', t('zatca.form.additionalStreet'), false)}
            {digits('address.buildingNumber', t('zatca.form.buildingNumber'), 4)}
            {text('address.district', t('zatca.form.district'))}
            {text('address.city', t('zatca.form.city'))}
            {digits('address.postalCode', t('zatca.form.postalCode'), 5)}
          </SimpleGrid>
          {refusal && <RefusalAlert refusal={refusal} />}
          {form.submitting && (
            <Text fz="sm" c="dimmed" role="status">
              {t('zatca.form.submitting')}
            </Text>
          )}
          <DialogActions
            failure={failure}
            cancel={t('zatca.form.cancel')}
            submit={t('zatca.form.submit')}
            onCancel={close}
            submitting={form.submitting}
          />
        </Stack>
      </form>
    </Modal>
  );
}
