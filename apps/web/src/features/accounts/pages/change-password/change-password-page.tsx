import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appStore } from '@/lib/app-store.ts';
import { guardAuthOf, homeFor } from '@/app/guard/guard-decision.ts';
import { AuthHeading } from '@/features/accounts/components/auth-heading.tsx';
import { ChangePasswordForm } from '@/features/accounts/components/change-password-form.tsx';
import * as pages from '@/lib/pages.ts';

/** /change-password-page: the same form in the auth area's card. */
export default function ChangePasswordPage() {
  const { t } = useTranslation(['account', 'auth']);
  const navigate = useNavigate();
  const done = () => {
    const auth = guardAuthOf(appStore.getState().auth);
    navigate(auth ? homeFor(auth) : pages.home, { replace: true });
  };
  return (
    <Stack gap="lg">
      <AuthHeading title={t('change.title')} subtitle={t('change.subtitle')} />
      <ChangePasswordForm onDone={done} />
    </Stack>
  );
}
