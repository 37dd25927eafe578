import { Alert, Avatar, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { useAppStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { useMe } from '@/lib/me.ts';
import { ProfileForm } from './profile-form.tsx';
import * as pages from '@/lib/pages.ts';

/** /profile: the account's name, e-mail, phone and avatar, and the way to change the password. */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const me = useMe();
  const user = useAppStore((s) => s.auth?.session?.user ?? null);
  if (me.isPending) return <Loader type="dots" />;
  if (me.isError || !user) return <Alert color="red">{failureMessage(me.error)}</Alert>;
  const { store } = me.data;
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap">
        <Avatar color="amber" radius={999} size={64} src={user.avatar ?? undefined} alt="">
          {user.name.slice(0, 1)}
        </Avatar>
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {t('title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t(`roles.${user.role}`)}
            {' · '}
            {store.name ? <bdi>{store.name}</bdi> : t('noStoreName')}
          </Text>
        </Stack>
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <ProfileForm key={JSON.stringify(user)} user={user} />
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Group justify="space-between" gap="md">
          <Stack gap={2}>
            <Text fw={700}>{t('password.title')}</Text>
            <Text fz="sm" c="dimmed">
              {t('password.text')}
            </Text>
          </Stack>
          <Button component={PrefetchLink} to={pages.profilePassword} leftSection={<IconKey size={16} />} variant="default">
            {t('changePassword')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
