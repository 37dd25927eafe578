import { useState } from 'react';
import { Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { loadMessagingMessages, ORDER_STATUS_IDS, ORDER_STATUS_NAMES, ORDER_STATUSES, type Language } from '@souqna/contracts';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { useCustomerMessages, useMessageStatuses } from '@/features/messaging/customer-messages-api.ts';
import { CustomerMessageEditor } from '@/features/messaging/components/customer-message-editor.tsx';

loadMessagingMessages();

/**
 * /integrations/customer-messages: for each order status (the built-in ones and the store's own),
 * what the customer receives by e-mail, SMS and WhatsApp when the order enters it.
 */
export default function CustomerMessagesPage() {
  const { t, i18n } = useTranslation('messaging');
  const lang = (i18n.language === 'en' ? 'en' : 'ar') as Language;
  const messages = useCustomerMessages();
  const statuses = useMessageStatuses();
  const [statusId, setStatusId] = useState<string>(ORDER_STATUS_IDS.Approved);
  const custom = (statuses.data ?? []).filter((s) => s.isCustom).sort((a, b) => a.position - b.position);
  const data = [
    {
      group: t('customerMessages.builtIn'),
      items: ORDER_STATUSES.map((s) => ({ value: ORDER_STATUS_IDS[s], label: ORDER_STATUS_NAMES[s][lang] })),
    },
    ...(custom.length
      ? [
          {
            group: t('customerMessages.custom'),
            items: custom.map((c) => ({
              value: c.id,
              label: `${lang === 'ar' ? c.nameAr : c.nameEn} (${ORDER_STATUS_NAMES[c.baseStatus][lang]})`,
            })),
          },
        ]
      : []),
  ];
  const saved = messages.data?.find((m) => m.statusId === statusId);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('customerMessages.title')}
        </Title>
        <Text c="dimmed">{t('customerMessages.subtitle')}</Text>
      </Stack>
      {messages.isPending ? (
        <Skeleton h={480} radius="lg" />
      ) : messages.isError ? (
        <LoadFailure title={t('customerMessages.loadFailed')} error={messages.error} onRetry={() => void messages.refetch()} />
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="lg">
            <Select
              label={t('customerMessages.status')}
              data={data}
              value={statusId}
              onChange={(v) => v && setStatusId(v)}
              allowDeselect={false}
              maw={360}
            />
            <CustomerMessageEditor key={`${statusId}:${saved?.updatedAt ?? 'new'}`} statusId={statusId} saved={saved} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
