import { useState } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoginInput } from '@souqna/contracts';
import { ApiError } from '@/lib/api-error.ts';
import { useAction } from '@/lib/use-action.ts';
import { appStore } from '@/lib/app-store.ts';
import { useCountdown } from '@/lib/countdown.ts';
import { failureMessage } from '@/lib/failure.ts';
import { showServerFieldErrors } from '@/lib/form-resolver.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { dismissNotice, notify } from '@/lib/notify.ts';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { GUARD_NOTICE_ID } from '@/app/guard/use-guard.tsx';
import { guardAuthOf, homeFor } from '@/app/guard/guard-decision.ts';
import { login } from '@/features/accounts/api.ts';
import { AuthHeading } from '@/features/accounts/components/auth-heading.tsx';
import { FormFailure } from '@/app/components/form-failure.tsx';
import { WaitNotice } from '@/features/accounts/components/wait-notice.tsx';
import { leftToRightValue } from '@/app/forms/text-direction.ts';
import {
  emailConfirmation as emailConfirmationPage,
  forgotPassword as forgotPasswordPage,
  home as homePage,
  register as registerPage,
  withQuery as withQueryPage,
} from '@/lib/entry-pages.ts';

interface Values {
  email: string;
  password: string;
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const prefilled = (location.state as { email?: string } | null)?.email ?? '';
  const [failure, setFailure] = useState<string | null>(null);
  const wait = useCountdown();
  const form = useContractForm<Values>({
    initialValues: { email: prefilled, password: '' },
    schema: LoginInput,
  });
  const mutation = useAction(login);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const { data, message } = await mutation.run(LoginInput.parse(values));
      appStore.getState().signIn(data);
      dismissNotice(GUARD_NOTICE_ID);
      notify('success', message);
      const auth = guardAuthOf(appStore.getState().auth);
      navigate(auth ? homeFor(auth) : homePage, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        wait.start(error.retryAfter ?? 30);
        return;
      }
      if (error instanceof ApiError && error.status === 403 && error.reason === 'EMAIL_NOT_VERIFIED') {
        notify('info', error.message);
        navigate(withQueryPage(emailConfirmationPage, { verifyId: error.verifyId ?? '', email: error.email ?? values.email }));
        return;
      }
      if (showServerFieldErrors(error, form.setErrors)) return;
      setFailure(failureMessage(error));
    }
  });

  return (
    <Stack gap="lg">
      <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <WaitNotice seconds={wait.remaining} />
          <FormFailure message={failure} />
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            {...leftToRightValue}
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={PrefetchLink} to={forgotPasswordPage} fz="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={mutation.isPending} disabled={wait.active}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <Text ta="center" fz="sm">
        {t('login.noAccount')}{' '}
        <Anchor component={PrefetchLink} to={registerPage} fw={500}>
          {t('login.register')}
        </Anchor>
      </Text>
    </Stack>
  );
}
