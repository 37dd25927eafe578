import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmailSenderInput, type EmailSender } from '@souqna/contracts';
import { LeaveGuard } from '@/app/forms/leave-guard.tsx';
import { SaveBar } from '@/app/forms/save-bar.tsx';
import { failureMessage } from '@/lib/failure.ts';
import { showServerFieldErrors } from '@/lib/form-resolver.ts';
import { notify } from '@/lib/notify.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { useSaveEmailSender, useEmailSender } from '@/features/store-settings/api.ts';
import { SettingsCard } from '@/app/components/settings-card.tsx';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { leftToRightValue } from '@/app/forms/text-direction.ts';

interface Values {
  senderName: string;
  senderEmail: string;
}

/** Empty means "the platform's sender": the server keeps null. */
const prepare = (v: Values) => ({
  senderName: v.senderName.trim() === '' ? null : v.senderName,
  senderEmail: v.senderEmail.trim() === '' ? null : v.senderEmail,
});

function SenderForm({ saved }: { saved: EmailSender }) {
  const { t } = useTranslation('storeSettings');
  const initial = { senderName: saved.senderName ?? '', senderEmail: saved.senderEmail ?? '' };
  const form = useContractForm<Values>({ initialValues: initial, schema: EmailSenderInput, prepare });
  const save = useSaveEmailSender();
  const changed = (['senderName', 'senderEmail'] as const).filter((f) => form.values[f].trim() !== initial[f]);

  const submit = form.onSubmit(async (values) => {
    try {
      const { message } = await save.mutateAsync(EmailSenderInput.parse(prepare(values)));
      notify('success', message);
    } catch (error) {
      if (!showServerFieldErrors(error, form.setErrors)) notify('error', failureMessage(error));
    }
  });

  const name = form.values.senderName.trim() || t('email.platformName');
  return (
    <form onSubmit={submit} noValidate>
      <LeaveGuard when={changed.length > 0} />
      <Stack gap="lg">
        <SettingsCard title={t('email.cardTitle')} description={t('email.purpose')}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextInput
              label={t('email.senderName')}
              description={t('email.senderNameHint')}
              placeholder={t('email.senderNamePlaceholder')}
              {...form.getInputProps('senderName')}
            />
            <TextInput
              label={t('email.senderEmail')}
              description={t('email.senderEmailHint')}
              placeholder="orders@yourstore.com"
              type="email"
              {...leftToRightValue}
              autoComplete="email"
              {...form.getInputProps('senderEmail')}
            />
          </SimpleGrid>
          <Paper withBorder radius="md" p="md" bg="var(--app-page)">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconMail size={20} style={{ flexShrink: 0, marginBlockStart: 2 }} />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fz="sm">
                  {t('email.preview.from')}{' '}
                  <b>
                    <bdi>{name}</bdi>
                  </b>
                </Text>
                <Text fz="sm" c="dimmed">
                  {t('email.preview.replyTo')}{' '}
                  {form.values.senderEmail.trim() ? (
                    <bdi dir="ltr">{form.values.senderEmail.trim()}</bdi>
                  ) : (
                    t('email.preview.noReplyTo')
                  )}
                </Text>
              </Stack>
            </Group>
          </Paper>
        </SettingsCard>
        <SaveBar count={changed.length} saving={save.isPending} onSave={() => void submit()} onDiscard={form.reset} />
      </Stack>
    </form>
  );
}

/** /email: the name and address the store's own mail goes out in (`GET`/`PUT /store/email-sender`). */
export default function SenderEmailPage() {
  const { t } = useTranslation('storeSettings');
  const sender = useEmailSender();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('email.title')}
        </Title>
        <Text c="dimmed">{t('email.subtitle')}</Text>
      </Stack>
      {sender.isPending ? (
        <Skeleton h={240} radius="lg" />
      ) : sender.isError ? (
        <LoadFailure title={t('email.loadFailed')} error={sender.error} onRetry={() => void sender.refetch()} />
      ) : (
        <SenderForm key={JSON.stringify(sender.data)} saved={sender.data} />
      )}
    </Stack>
  );
}
