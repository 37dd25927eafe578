import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { ChangePasswordForm } from '@/features/accounts/components/change-password-form.tsx';
import * as pages from '@/lib/pages.ts';

/** /profile/change-password: the change-password form inside the main layout. */
export default function ProfileChangePasswordPage() {
  const { t } = useTranslation(['account', 'profile']);
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <Anchor component={PrefetchLink} to={pages.profile} fz="sm">
        {t('profile:backToProfile')}
      </Anchor>
      <Paper withBorder p="xl" radius="lg">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz="h2">
              {t('account:change.title')}
            </Title>
            <Text c="dimmed">{t('account:change.subtitle')}</Text>
          </Stack>
          <ChangePasswordForm onDone={() => navigate(pages.profile)} />
        </Stack>
      </Paper>
    </Stack>
  );
}
