import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ResetPasswordForm, VERIFY_RESEND_SECONDS } from '@souqna/contracts';
import { ApiError } from '@/lib/api-error.ts';
import { useAction } from '@/lib/use-action.ts';
import { useCountdown } from '@/lib/countdown.ts';
import { failureMessage } from '@/lib/failure.ts';
import { showServerFieldErrors } from '@/lib/form-resolver.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { notify } from '@/lib/notify.ts';
import { forgotPassword, resetPassword } from '@/features/accounts/api.ts';
import { CodeInput } from '@/features/accounts/components/code-input.tsx';
import { FormFailure } from '@/app/components/form-failure.tsx';
import * as pages from '@/lib/pages.ts';
import { NewPasswordFields } from '@/features/accounts/components/new-password-fields.tsx';

interface Values {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

interface Props {
  email: string;
  initialCode: string;
  notice: string | null;
  onChangeEmail: () => void;
}

export function ResetStep({ email, initialCode, notice, onChangeEmail }: Props) {
  const { t } = useTranslation(['account', 'auth']);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const resendWait = useCountdown(initialCode ? 0 : VERIFY_RESEND_SECONDS);
  const form = useContractForm<Values>({
    initialValues: { email, code: initialCode, password: '', confirmPassword: '' },
    schema: ResetPasswordForm,
  });
  const reset = useAction(resetPassword);
  const resend = useAction(forgotPassword);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const { confirmPassword: _confirm, ...input } = ResetPasswordForm.parse(values);
    try {
      const { message } = await reset.run(input);
      notify('success', message);
      navigate(pages.login, { replace: true, state: { email: input.email } });
    } catch (error) {
      if (error instanceof ApiError && error.retryAfter) resendWait.start(error.retryAfter);
      if (!showServerFieldErrors(error, form.setErrors)) setFailure(failureMessage(error));
    }
  });

  const askAgain = async () => {
    setFailure(null);
    try {
      const { message } = await resend.run(email);
      notify('info', message);
      resendWait.start(VERIFY_RESEND_SECONDS);
    } catch (error) {
      setFailure(failureMessage(error));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {notice && (
          <Alert color="teal" variant="light" role="status">
            {notice}
          </Alert>
        )}
        <FormFailure message={failure} />
        <Group justify="space-between" gap="xs">
          <Text fz="sm">
            {t('forgot.for')} <bdi dir="ltr">{email}</bdi>
          </Text>
          <Anchor component="button" type="button" fz="sm" onClick={onChangeEmail}>
            {t('forgot.changeEmail')}
          </Anchor>
        </Group>
        <CodeInput
          value={form.values.code}
          onChange={(value) => form.setFieldValue('code', value)}
          error={typeof form.errors.code === 'string' ? form.errors.code : null}
        />
        <NewPasswordFields password={form.getInputProps('password')} confirm={form.getInputProps('confirmPassword')} />
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          {t('forgot.reset')}
        </Button>
        <Group justify="center">
          <Button
            variant="subtle"
            size="compact-sm"
            loading={resend.isPending}
            disabled={resendWait.active}
            onClick={() => void askAgain()}
          >
            {resendWait.active ? t('confirm.resendIn', { count: resendWait.remaining }) : t('confirm.resend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
