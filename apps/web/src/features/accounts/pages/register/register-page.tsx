import { useState } from 'react';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from 'libphonenumber-js/min';
import { PHONE_DEFAULT_REGION, RegisterForm, toE164 } from '@souqna/contracts';
import { ApiError } from '@/lib/api-error.ts';
import { useAction } from '@/lib/use-action.ts';
import { failureMessage } from '@/lib/failure.ts';
import { showServerFieldErrors } from '@/lib/form-resolver.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { notify } from '@/lib/notify.ts';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { registerMerchant } from '@/features/accounts/api.ts';
import { AuthHeading } from '@/features/accounts/components/auth-heading.tsx';
import { FormFailure } from '@/app/components/form-failure.tsx';
import { PhoneField } from '@/features/accounts/components/phone-field.tsx';
import { leftToRightValue } from '@/app/forms/text-direction.ts';
import * as pages from '@/lib/pages.ts';
import { NewPasswordFields } from '@/features/accounts/components/new-password-fields.tsx';

interface Values {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  region: CountryCode;
}

/** What the schema reads: the phone in E.164 for the chosen country (the server keeps E.164). */
function toRegisterInput({ region, ...values }: Values) {
  return { ...values, phone: toE164(values.phone, region) ?? values.phone };
}

export default function RegisterPage() {
  const { t } = useTranslation(['account', 'auth']);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm<Values>({
    initialValues: { name: '', email: '', phone: '', password: '', confirmPassword: '', region: PHONE_DEFAULT_REGION },
    schema: RegisterForm,
    prepare: toRegisterInput,
  });
  const mutation = useAction(registerMerchant);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const { name, email, password, phone } = RegisterForm.parse(toRegisterInput(values));
    try {
      const { data, message } = await mutation.run({ name, email, password, phone });
      notify('success', message);
      navigate(pages.withQuery(pages.emailConfirmation, { verifyId: data.verifyId, email: data.email }));
    } catch (error) {
      if (showServerFieldErrors(error, form.setErrors)) return;
      if (error instanceof ApiError && error.status === 409) {
        form.setFieldError('email', error.message);
        return;
      }
      setFailure(failureMessage(error));
    }
  });

  return (
    <Stack gap="lg">
      <AuthHeading title={t('register.title')} subtitle={t('register.subtitle')} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormFailure message={failure} />
          <TextInput label={t('auth:fields.name')} autoComplete="name" withAsterisk {...form.getInputProps('name')} />
          <TextInput
            label={t('auth:fields.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            {...leftToRightValue}
            {...form.getInputProps('email')}
          />
          <PhoneField
            region={form.values.region}
            onRegionChange={(region) => form.setFieldValue('region', region)}
            input={form.getInputProps('phone')}
          />
          <NewPasswordFields
            password={form.getInputProps('password')}
            confirm={form.getInputProps('confirmPassword')}
            label="password"
          />
          <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
      <Text ta="center" fz="sm">
        {t('register.haveAccount')}{' '}
        <Anchor component={PrefetchLink} to={pages.login} fw={500}>
          {t('register.login')}
        </Anchor>
      </Text>
    </Stack>
  );
}
