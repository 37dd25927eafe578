import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { loadMessagingMessages } from '@souqna/contracts';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { useMessagingSettings } from '@/features/messaging/api.ts';
import { MessagingSection } from '@/features/messaging/components/messaging-section.tsx';
import { PlatformSenderCard } from './platform-sender-card.tsx';

loadMessagingMessages();

/**
 * /email: the store's own mail server (SMTP) for its mail, with a real test message; without one
 * (or with it off) the store's mail leaves from the platform's server, in the name set below.
 */
export default function EmailSettingsPage() {
  const { t } = useTranslation('messaging');
  const settings = useMessagingSettings();
  const saved = settings.data?.find((s) => s.type === 'email');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('email.title')}
        </Title>
        <Text c="dimmed">{t('email.subtitle')}</Text>
      </Stack>
      {settings.isPending ? (
        <Skeleton h={360} radius="lg" />
      ) : settings.isError ? (
        <LoadFailure title={t('loadFailed')} error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <MessagingSection type="email" saved={saved} />
          <PlatformSenderCard ownServerOn={saved?.isActive ?? false} />
        </>
      )}
    </Stack>
  );
}
