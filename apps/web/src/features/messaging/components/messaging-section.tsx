import { useState } from 'react';
import { Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MessagingSetting, MessagingType } from '@souqna/contracts';
import { ConfirmDeleteDialog } from '@/app/components/confirm-delete-dialog.tsx';
import { SettingsCard } from '@/app/components/settings-card.tsx';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { messagingKeys, removeMessagingSetting } from '@/features/messaging/api.ts';
import { SettingForm } from './setting-form.tsx';
import { TestMessage } from './test-message.tsx';

/** One type's card: its state, its form, the test message once it is saved, and removing it. */
export function MessagingSection({ type, saved }: { type: MessagingType; saved: MessagingSetting | undefined }) {
  const { t } = useTranslation('messaging');
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: messagingKeys.all });
  const on = saved !== undefined && saved.isActive;
  return (
    <SettingsCard
      title={t(`types.${type}.title`)}
      description={t(`types.${type}.text`)}
      aside={
        <Badge color={on ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
          {t(saved ? (saved.isActive ? 'state.on' : 'state.off') : 'state.notSet')}
        </Badge>
      }
    >
      <SettingForm
        key={saved?.updatedAt ?? 'new'}
        type={type}
        saved={saved}
        defaultName={t(`types.${type}.defaultName`)}
        onSaved={(message) => {
          notify('success', message);
          void refresh();
        }}
      />
      {saved && (
        <>
          <Divider />
          <Stack gap={4}>
            <Text fw={600}>{t('test.title')}</Text>
            <Text fz="sm" c="dimmed">
              {t(`test.text.${type}`)}
            </Text>
          </Stack>
          <TestMessage type={type} settingId={saved.messagingSettingsPublicId} />
          <Group>
            <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
              {t('remove.button')}
            </Button>
          </Group>
          <ConfirmDeleteDialog
            opened={deleting}
            texts={{
              title: t('remove.title'),
              text: t(`remove.text.${type}`),
              confirm: t('remove.confirm'),
              refused: t('remove.refused'),
            }}
            onDelete={async () => (await removeMessagingSetting(saved.messagingSettingsPublicId)).message}
            failureOf={failureMessage}
            onClose={() => setDeleting(false)}
            onDeleted={(message) => {
              setDeleting(false);
              notify('success', message);
              void refresh();
            }}
          />
        </>
      )}
    </SettingsCard>
  );
}
