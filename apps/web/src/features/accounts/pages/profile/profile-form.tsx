import { useMemo, useState } from 'react';
import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { CountryCode } from 'libphonenumber-js/min';
import { useTranslation } from 'react-i18next';
import { PHONE_DEFAULT_REGION, ProfileInput, toE164, type User } from '@souqna/contracts';
import { LeaveGuard } from '@/app/forms/leave-guard.tsx';
import { failureMessage } from '@/lib/failure.ts';
import { showServerFieldErrors } from '@/lib/form-resolver.ts';
import { notify } from '@/lib/notify.ts';
import { parsePhoneNumberFromString } from '@/lib/phone.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { FormFailure } from '@/app/components/form-failure.tsx';
import { PHONE_REGIONS, PhoneField } from '@/features/accounts/components/phone-field.tsx';
import { ImageUploadField } from '@/app/components/image-upload-field.tsx';
import { useSaveProfile } from '@/features/accounts/profile-api.ts';
import { ownDirection, leftToRightValue } from '@/app/forms/text-direction.ts';

interface Values {
  name: string;
  email: string;
  phone: string;
  avatar: string;
  currentPassword: string;
  region: CountryCode;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The saved phone as the merchant would type it: national digits under its own country. */
function phoneValues(e164: string): Pick<Values, 'phone' | 'region'> {
  const parsed = parsePhoneNumberFromString(e164);
  const region = parsed?.country && PHONE_REGIONS.includes(parsed.country) ? parsed.country : undefined;
  return region ? { phone: parsed!.formatNational(), region } : { phone: e164, region: PHONE_DEFAULT_REGION };
}

/** Name, e-mail, phone and avatar; a new e-mail needs the current password (`PUT /merchant/profile`). */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation(['profile', 'auth']);
  const [failure, setFailure] = useState<string | null>(null);
  const initial: Values = {
    name: user.name,
    email: user.email,
    avatar: user.avatar ?? '',
    currentPassword: '',
    ...phoneValues(user.phone),
  };
  const toInput = (v: Values): ProfileInput => ({
    name: v.name,
    email: v.email,
    phone: toE164(v.phone, v.region) ?? v.phone,
    avatar: v.avatar.trim() === '' ? null : v.avatar,
    ...(sameEmail(v.email, user.email) ? {} : { currentPassword: v.currentPassword }),
  });
  // The contracts' rule, plus what only this form knows: whether the e-mail changed.
  const schema = useMemo(
    () =>
      ProfileInput.superRefine((v, ctx) => {
        if (!sameEmail(v.email, user.email) && !v.currentPassword) {
          ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: 'required', input: v.currentPassword });
        }
      }),
    [user.email],
  );
  const form = useContractForm<Values>({ initialValues: initial, schema, prepare: toInput });
  const save = useSaveProfile();
  const emailChanged = !sameEmail(form.values.email, user.email);
  const dirty =
    form.values.name !== initial.name ||
    emailChanged ||
    (toE164(form.values.phone, form.values.region) ?? form.values.phone) !== user.phone ||
    form.values.avatar !== initial.avatar;

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const { message } = await save.mutateAsync(toInput(values));
      notify('success', message);
    } catch (error) {
      if (!showServerFieldErrors(error, form.setErrors)) setFailure(failureMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <LeaveGuard when={dirty && !save.isPending} />
      <Stack gap="lg">
        <FormFailure message={failure} />
        <ImageUploadField
          label={t('fields.avatar')}
          value={form.values.avatar || null}
          onChange={(path) => form.setFieldValue('avatar', path ?? '')}
          error={form.errors.avatar}
          aspect={1}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TextInput
            label={t('fields.name')}
            autoComplete="name"
            {...ownDirection}
            withAsterisk
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            {...leftToRightValue}
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        {emailChanged && (
          <PasswordInput
            label={t('auth:fields.currentPassword')}
            description={t('emailNeedsPassword')}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('currentPassword')}
          />
        )}
        <PhoneField
          region={form.values.region}
          onRegionChange={(region) => form.setFieldValue('region', region)}
          input={form.getInputProps('phone')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={form.reset} disabled={!dirty || save.isPending}>
            {t('discard')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!dirty}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
