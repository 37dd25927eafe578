import { Button, Group, SimpleGrid, Skeleton, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmailSenderInput, type EmailSender } from '@souqna/contracts';
import { SettingsCard } from '@/app/components/settings-card.tsx';
import { leftToRightValue } from '@/app/forms/text-direction.ts';
import { emailSenderEndpoints } from '@/lib/endpoints.ts';
import { failureMessage } from '@/lib/failure.ts';
import { showServerFieldErrors } from '@/lib/form-resolver.ts';
import { notify } from '@/lib/notify.ts';
import { requestAnswer } from '@/lib/request.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { messagingKeys, useEmailSender } from '@/features/messaging/api.ts';

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
  const { t } = useTranslation('messaging');
  const queryClient = useQueryClient();
  const form = useContractForm<Values>({
    initialValues: { senderName: saved.senderName ?? '', senderEmail: saved.senderEmail ?? '' },
    schema: EmailSenderInput,
    prepare,
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const { message } = await requestAnswer(emailSenderEndpoints.update, { body: EmailSenderInput.parse(prepare(values)) });
      notify('success', message);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.sender() });
    } catch (error) {
      if (!showServerFieldErrors(error, form.setErrors)) notify('error', failureMessage(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TextInput
          label={t('platform.senderName')}
          description={t('platform.senderNameHint')}
          {...form.getInputProps('senderName')}
        />
        <TextInput
          label={t('platform.replyTo')}
          description={t('platform.replyToHint')}
          placeholder="orders@yourstore.com"
          type="email"
          {...leftToRightValue}
          autoComplete="email"
          {...form.getInputProps('senderEmail')}
        />
      </SimpleGrid>
      <Group mt="md">
        <Button type="submit" variant="default">
          {t('save')}
        </Button>
      </Group>
    </form>
  );
}

/** The store's mail through the platform's server: its name on the platform's address, replies to the store (`/store/email-sender`). */
export function PlatformSenderCard({ ownServerOn }: { ownServerOn: boolean }) {
  const { t } = useTranslation('messaging');
  const sender = useEmailSender();
  return (
    <SettingsCard title={t('platform.title')} description={t(ownServerOn ? 'platform.unused' : 'platform.text')}>
      {sender.data ? <SenderForm key={JSON.stringify(sender.data)} saved={sender.data} /> : <Skeleton h={80} radius="md" />}
    </SettingsCard>
  );
}
