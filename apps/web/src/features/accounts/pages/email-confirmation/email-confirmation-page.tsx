import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconMailbox } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { VERIFY_CODE_LENGTH, VERIFY_RESEND_SECONDS } from '@souqna/contracts';
import { ApiError } from '@/lib/api-error.ts';
import { useAction } from '@/lib/use-action.ts';
import { appStore } from '@/lib/app-store.ts';
import { useCountdown } from '@/lib/countdown.ts';
import { failureMessage } from '@/lib/failure.ts';
import { dismissNotice, notify } from '@/lib/notify.ts';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { GUARD_NOTICE_ID } from '@/app/guard/use-guard.tsx';
import { isLoginResult, verifyCode } from '@/features/accounts/api.ts';
import { AuthHeading } from '@/features/accounts/components/auth-heading.tsx';
import { CodeInput } from '@/features/accounts/components/code-input.tsx';
import { FormFailure } from '@/app/components/form-failure.tsx';
import * as pages from '@/lib/pages.ts';

export default function EmailConfirmationPage() {
  const { t } = useTranslation(['account', 'auth']);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const verifyId = params.get('verifyId') ?? '';
  const email = params.get('email') ?? '';
  const [code, setCode] = useState('');
  // PinInput reports completion once per mount: a fresh input after each refused code re-arms it.
  const [attempt, setAttempt] = useState(0);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // The code was sent a moment ago (register or login): a new one can be asked for after a minute.
  const resendWait = useCountdown(VERIFY_RESEND_SECONDS);
  const confirm = useAction((value: string) => verifyCode(verifyId, value, email));
  const resend = useAction(() => verifyCode(verifyId, '', email));

  if (!verifyId || !email) {
    return (
      <Stack gap="md">
        <AuthHeading title={t('confirm.title')} />
        <Alert color="amber" variant="light">
          {t('confirm.missing')}
        </Alert>
        <Group justify="center">
          <Button component={PrefetchLink} to={pages.register} variant="default">
            {t('register.title')}
          </Button>
          <Button component={PrefetchLink} to={pages.login}>
            {t('auth:login.submit')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const submit = async (value: string) => {
    if (value.length !== VERIFY_CODE_LENGTH || confirm.isPending) return;
    setCodeError(null);
    setFailure(null);
    try {
      const { data, message } = await confirm.run(value);
      if (!isLoginResult(data)) return;
      appStore.getState().signIn(data);
      dismissNotice(GUARD_NOTICE_ID);
      notify('success', message);
      navigate(pages.startup, { replace: true });
    } catch (error) {
      // Too many wrong codes: a new code can be asked for once retryAfter has passed.
      if (error instanceof ApiError && error.retryAfter) resendWait.start(error.retryAfter);
      const field = error instanceof ApiError ? error.fields.find((f) => f.path === 'code') : undefined;
      if (field) setCodeError(field.message);
      else {
        if (error instanceof ApiError && error.status === 409) setDone(true);
        setFailure(failureMessage(error));
      }
      setCode('');
      setAttempt((n) => n + 1);
    }
  };

  const askAgain = async () => {
    setFailure(null);
    setCodeError(null);
    try {
      const { data, message } = await resend.run();
      notify('success', message);
      if (!isLoginResult(data)) {
        resendWait.start(data.resendAfter);
        if (data.verifyId !== verifyId) setParams({ verifyId: data.verifyId, email: data.email }, { replace: true });
      }
    } catch (error) {
      if (error instanceof ApiError && error.retryAfter) resendWait.start(error.retryAfter);
      if (error instanceof ApiError && error.status === 409) setDone(true);
      setFailure(failureMessage(error));
    }
  };

  return (
    <Stack gap="lg">
      <AuthHeading
        title={t('confirm.title')}
        subtitle={<Trans t={t} i18nKey="confirm.sentTo" values={{ email }} components={{ email: <bdi dir="ltr" /> }} />}
      />
      <FormFailure message={failure} />
      {done ? (
        <Button component={PrefetchLink} to={pages.login} state={{ email }} fullWidth size="md">
          {t('auth:login.submit')}
        </Button>
      ) : (
        <>
          <CodeInput
            key={attempt}
            value={code}
            onChange={setCode}
            onComplete={(value) => void submit(value)}
            error={codeError}
            disabled={confirm.isPending}
          />
          <Button
            size="md"
            fullWidth
            loading={confirm.isPending}
            disabled={code.length !== VERIFY_CODE_LENGTH}
            onClick={() => void submit(code)}
          >
            {t('confirm.submit')}
          </Button>
          <Stack gap={4} align="center">
            <Text fz="sm" c="dimmed">
              {t('confirm.noCode')}
            </Text>
            <Button variant="subtle" loading={resend.isPending} disabled={resendWait.active} onClick={() => void askAgain()}>
              {resendWait.active ? t('confirm.resendIn', { count: resendWait.remaining }) : t('confirm.resend')}
            </Button>
          </Stack>
        </>
      )}
      {import.meta.env.DEV && (
        <Alert variant="light" color="gray" icon={<IconMailbox size={18} />}>
          <Anchor href="/dev/mailbox" target="_blank" rel="noopener" fz="sm">
            {t('confirm.devMailbox')}
          </Anchor>
        </Alert>
      )}
      <Text ta="center" fz="sm">
        <Anchor component={PrefetchLink} to={pages.login}>
          {t('confirm.backToLogin')}
        </Anchor>
      </Text>
    </Stack>
  );
}
