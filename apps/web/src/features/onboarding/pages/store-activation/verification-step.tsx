import { useState } from 'react';
import { Anchor, Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendar, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MINIMUM_AGE, VerifyIdentityInput, type VerifyIdentityResult } from '@souqna/contracts';
import { appStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { contractsResolver, showServerFieldErrors } from '@/lib/form-resolver.ts';
import { FormFailure } from '@/app/components/form-failure.tsx';
import { ImageUploadField } from '@/app/components/image-upload-field.tsx';
import { verifyIdentity } from '@/features/onboarding/api.ts';
import { TermsModal } from './terms-modal.tsx';
import { StepHeading } from '@/features/onboarding/components/step-heading.tsx';
import { leftToRightValue } from '@/app/forms/text-direction.ts';
import { StoreDates } from '@/app/forms/store-dates.tsx';

interface VerificationForm {
  identityNumber: string;
  birthDate: string | null;
  frontImage: string | null;
  backImage: string | null;
  selfieImage: string | null;
  bankStatement: string | null;
  termsAccepted: boolean;
}

const empty: VerificationForm = {
  identityNumber: '',
  birthDate: null,
  frontImage: null,
  backImage: null,
  selfieImage: null,
  bankStatement: null,
  termsAccepted: false,
};

/** Nothing chosen is missing (the contract says "required"), not an empty value. */
const toInput = (v: VerificationForm) => ({
  identityNumber: v.identityNumber,
  birthDate: v.birthDate ?? undefined,
  frontImage: v.frontImage ?? undefined,
  backImage: v.backImage ?? undefined,
  selfieImage: v.selfieImage ?? undefined,
  bankStatement: v.bankStatement ?? undefined,
  termsAccepted: v.termsAccepted,
});

const IMAGES = [
  { field: 'frontImage', aspect: 1.58 },
  { field: 'backImage', aspect: 1.58 },
  { field: 'selfieImage', aspect: 1 },
  { field: 'bankStatement', aspect: 0.8 },
] as const;

/** The latest birth date that makes the merchant 18 today (calendar dates, as the server counts them). */
function latestBirthDate(today = new Date()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - MINIMUM_AGE, today.getUTCMonth(), today.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

/** Step 6: identity number, birth date, documents and the terms (POST /store/verify-identity). */
export function VerificationStep({
  onSubmitted,
  onCancel,
}: {
  onSubmitted: (result: VerifyIdentityResult, message: string) => void | Promise<void>;
  /** Shown when the form was reopened from the review state ("edit information"). */
  onCancel?: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const [terms, { open: openTerms, close: closeTerms }] = useDisclosure(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<VerificationForm>({
    initialValues: empty,
    validate: contractsResolver<VerificationForm>(VerifyIdentityInput, () => appStore.getState().language, toInput),
  });
  const latest = latestBirthDate();

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const { data, message } = await verifyIdentity(toInput(values) as VerifyIdentityInput);
      await onSubmitted(data, message);
    } catch (error) {
      showServerFieldErrors(error, form.setErrors);
      setFailure(failureMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <StepHeading title={t('verification.title')} subtitle={t('verification.subtitle')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('verification.identityNumber')}
            description={t('verification.identityNumberHint')}
            withAsterisk
            {...leftToRightValue}
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            leftSection={<IconShieldLock size={16} />}
            {...form.getInputProps('identityNumber')}
          />
          <StoreDates>
            <DateInput
              label={t('verification.birthDate')}
              description={t('verification.birthDateHint')}
              placeholder={t('verification.birthDatePlaceholder')}
              withAsterisk
              valueFormat="D MMMM YYYY"
              maxDate={latest}
              defaultDate={latest}
              defaultLevel="decade"
              leftSection={<IconCalendar size={16} />}
              popoverProps={{ shadow: 'md' }}
              {...form.getInputProps('birthDate')}
            />
          </StoreDates>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {IMAGES.map(({ field, aspect }) => (
            <ImageUploadField
              key={field}
              label={t(`verification.${field}`)}
              description={t(`verification.${field}Hint`)}
              required
              visibility="private"
              aspect={aspect}
              previewWidth={aspect > 1 ? 240 : 180}
              value={form.values[field]}
              onChange={(path) => {
                form.setFieldValue(field, path);
                form.clearFieldError(field);
              }}
              error={form.errors[field]}
            />
          ))}
        </SimpleGrid>
        <Checkbox
          label={
            <>
              {t('verification.termsBefore')}{' '}
              <Anchor
                component="button"
                type="button"
                fz="inherit"
                onClick={(e) => {
                  e.preventDefault();
                  openTerms();
                }}
              >
                {t('verification.termsLink')}
              </Anchor>
            </>
          }
          {...form.getInputProps('termsAccepted', { type: 'checkbox' })}
        />
        <TermsModal opened={terms} onClose={closeTerms} onAccept={() => form.setFieldValue('termsAccepted', true)} />
        <FormFailure message={failure} />
        <Group justify={onCancel ? 'space-between' : 'flex-end'}>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('verification.cancelEdit')}
            </Button>
          )}
          <Button type="submit" size="md" loading={form.submitting}>
            {t('verification.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
