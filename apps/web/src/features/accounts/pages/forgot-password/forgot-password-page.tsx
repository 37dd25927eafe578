import { useState } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { AuthHeading } from '@/features/accounts/components/auth-heading.tsx';
import { RequestCodeStep } from './request-code-step.tsx';
import { ResetStep } from './reset-step.tsx';
import * as pages from '@/lib/pages.ts';

/** Step 1 asks for the e-mail; step 2 takes the code and the new password. The e-mail's link opens step 2. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation(['account', 'auth']);
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [step, setStep] = useState<'email' | 'reset'>(params.get('email') && params.get('code') ? 'reset' : 'email');
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      <AuthHeading title={t('forgot.title')} subtitle={step === 'email' ? t('forgot.subtitle') : t('forgot.resetSubtitle')} />
      {step === 'email' ? (
        <RequestCodeStep
          email={email}
          onSent={(address, message) => {
            setEmail(address);
            setNotice(message);
            setStep('reset');
          }}
        />
      ) : (
        <ResetStep email={email} initialCode={params.get('code') ?? ''} notice={notice} onChangeEmail={() => setStep('email')} />
      )}
      <Text ta="center" fz="sm">
        <Anchor component={PrefetchLink} to={pages.login}>
          {t('confirm.backToLogin')}
        </Anchor>
      </Text>
    </Stack>
  );
}
