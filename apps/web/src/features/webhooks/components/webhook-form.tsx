import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENTS,
  WebhookSubscriptionInput,
  type WebhookEvent,
  type WebhookSubscription,
  type WebhookSubscriptionCreated,
} from '@souqna/contracts';
import { appStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { contractsResolver, showServerFieldErrors } from '@/lib/form-resolver.ts';
import { createWebhook, updateWebhook } from '@/features/webhooks/api.ts';

interface Values {
  url: string;
  events: WebhookEvent[];
  description: string;
}

const toInput = (v: Values, isActive: boolean) => ({
  url: v.url.trim(),
  events: v.events,
  ...(v.description.trim() ? { description: v.description.trim() } : {}),
  isActive,
});

/**
 * Adds or edits an endpoint: its address, the events it hears (ar/en names), a note of what it is.
 * Checked as typed by the contracts' schema; what only the server can check (a private address)
 * comes back beside the field.
 */
export function WebhookForm({
  subscription,
  opened,
  onClose,
  onSaved,
}: {
  /** The endpoint to edit; null adds one. */
  subscription: WebhookSubscription | null;
  opened: boolean;
  onClose: () => void;
  /** After a save: the server's message and, for a new endpoint, its secret. */
  onSaved: (message: string, created: WebhookSubscriptionCreated | null) => void;
}) {
  const { t } = useTranslation('webhooks');
  const [failure, setFailure] = useState<string | null>(null);
  const isActive = subscription?.isActive ?? true;
  const form = useForm<Values>({
    initialValues: {
      url: subscription?.url ?? '',
      events: subscription?.events ?? [],
      description: subscription?.description ?? '',
    },
    validate: contractsResolver<Values>(
      WebhookSubscriptionInput,
      () => appStore.getState().language,
      (v) => toInput(v, isActive),
    ),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      if (subscription) {
        onSaved((await updateWebhook(subscription.id, toInput(values, isActive))).message, null);
      } else {
        const answer = await createWebhook(toInput(values, true));
        onSaved(answer.message, answer.data);
      }
    } catch (error) {
      showServerFieldErrors(error, form.setErrors);
      setFailure(`${t('failed.save')}: ${failureMessage(error)}`);
    }
  });
  const eventsError = form.errors.events ?? Object.entries(form.errors).find(([k]) => k.startsWith('events.'))?.[1];

  return (
    <Modal opened={opened} onClose={onClose} title={t(subscription ? 'form.editTitle' : 'form.addTitle')} radius="lg" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('form.url')}
            description={t('form.urlHint')}
            placeholder="https://example.com/webhooks/souqna"
            withAsterisk
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            data-autofocus
            {...form.getInputProps('url')}
          />
          <Checkbox.Group
            label={t('form.events')}
            description={t('form.eventsHint')}
            withAsterisk
            value={form.values.events}
            onChange={(v) => form.setFieldValue('events', v as WebhookEvent[])}
            error={eventsError}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
              {WEBHOOK_EVENTS.map((event) => (
                <Checkbox key={event} value={event} label={t(`events.${event}`)} description={<bdi dir="ltr">{event}</bdi>} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <TextInput
            label={t('form.description')}
            description={t('form.descriptionHint')}
            maxLength={WEBHOOK_DESCRIPTION_MAX}
            {...form.getInputProps('description')}
          />
          {failure && (
            <Alert color="red" variant="light" radius="md" role="alert">
              <Text fz="sm">{failure}</Text>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t(subscription ? 'form.save' : 'form.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
