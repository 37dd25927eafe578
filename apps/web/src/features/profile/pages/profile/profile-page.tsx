import type { ReactNode } from 'react';
import { Alert, Avatar, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { parsePhoneNumberFromString } from '../../../../lib/phone.ts';
import { failureMessage } from '../../../../lib/failure.ts';
import { PrefetchLink } from '../../../../app/components/prefetch-link.tsx';
import { useMe } from '../../../store/api.ts';

const readablePhone = (e164: string) => parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{children}</Text>
    </Stack>
  );
}

/** /profile: the account as the server knows it, read-only for now, and the way to change the password. */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const me = useMe();
  if (me.isPending) return <Loader type="dots" />;
  if (me.isError) return <Alert color="red">{failureMessage(me.error)}</Alert>;
  const { user, store } = me.data;
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} fz="h2">
        {t('title')}
      </Title>
      <Paper withBorder radius="lg" p="xl">
        <Stack gap="xl">
          <Group gap="md">
            <Avatar color="amber" radius="xl" size={64} src={user.avatar ?? undefined} alt="">
              {user.name.slice(0, 1)}
            </Avatar>
            <Stack gap={2}>
              <Text fw={700} fz="lg">
                {user.name}
              </Text>
              <Text c="dimmed" fz="sm">
                {t(`roles.${user.role}`)}
              </Text>
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Field label={t('fields.name')}>{user.name}</Field>
            <Field label={t('fields.email')}>
              <bdi dir="ltr">{user.email}</bdi>
            </Field>
            <Field label={t('fields.phone')}>
              <bdi dir="ltr">{readablePhone(user.phone)}</bdi>
            </Field>
            <Field label={t('fields.store')}>{store.name ? <bdi>{store.name}</bdi> : t('noStoreName')}</Field>
          </SimpleGrid>
          <Text fz="sm" c="dimmed">
            {t('readOnlyNote')}
          </Text>
          <Group>
            <Button component={PrefetchLink} to="/profile/change-password" leftSection={<IconKey size={16} />} variant="default">
              {t('changePassword')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
