import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { loadMessagingMessages } from '@souqna/contracts';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { useMessagingSettings } from '@/features/messaging/api.ts';
import { MessagingSection } from '@/features/messaging/components/messaging-section.tsx';
import { CustomerMessagesLink } from '@/features/messaging/components/customer-messages-link.tsx';

loadMessagingMessages();

/** /integrations/settings: SMS through the store's Twilio account and WhatsApp through its Cloud API number, each with a real test message. */
export default function IntegrationSettingsPage() {
  const { t } = useTranslation('messaging');
  const settings = useMessagingSettings();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('integrations.title')}
        </Title>
        <Text c="dimmed">{t('integrations.subtitle')}</Text>
      </Stack>
      {settings.isPending ? (
        <Skeleton h={360} radius="lg" />
      ) : settings.isError ? (
        <LoadFailure title={t('loadFailed')} error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <MessagingSection type="whatsapp" saved={settings.data.find((s) => s.type === 'whatsapp')} />
          <MessagingSection type="sms" saved={settings.data.find((s) => s.type === 'sms')} />
          <CustomerMessagesLink />
        </>
      )}
    </Stack>
  );
}
