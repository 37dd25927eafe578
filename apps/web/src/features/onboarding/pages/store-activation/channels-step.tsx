import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAX_SERVICE_CHANNELS, ServiceChannelsInput, type ContactType } from '@souqna/contracts';
import { appStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { contractsResolver, showServerFieldErrors } from '@/lib/form-resolver.ts';
import { notify } from '@/lib/notify.ts';
import { FormFailure } from '@/app/components/form-failure.tsx';
import { rowKey } from '@/app/components/branch-form/branch-values.ts';
import { ContactTypeSelect, ContactValueInput } from '@/app/components/branch-form/contact-fields.tsx';
import { refreshAccount, saveServiceChannels } from '@/features/onboarding/api.ts';
import { StepHeading } from '@/features/onboarding/components/step-heading.tsx';

export interface ChannelRow {
  key: string;
  type: ContactType;
  value: string;
  isServiceChannel: boolean;
  isActive: boolean;
}

interface ChannelsForm {
  channels: ChannelRow[];
}

export const channelRow = (type: ContactType, value = ''): ChannelRow => ({
  key: rowKey(),
  type,
  value,
  isServiceChannel: true,
  isActive: true,
});

const toInput = (v: ChannelsForm) => ({ channels: v.channels.map(({ key: _key, ...channel }) => channel) });

/** Step 4: how customers reach the store: mobile, landline, e-mail or link, each with its own rule. */
export function ChannelsStep({ initial }: { initial: ChannelRow[] }) {
  const { t } = useTranslation('onboarding');
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChannelsForm>({
    initialValues: { channels: initial.length ? initial : [channelRow('mobile')] },
    validate: contractsResolver<ChannelsForm>(ServiceChannelsInput, () => appStore.getState().language, toInput),
  });
  const { channels } = form.values;

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const { message } = await saveServiceChannels(toInput(values));
      notify('success', message);
      await refreshAccount(queryClient);
    } catch (error) {
      showServerFieldErrors(error, form.setErrors);
      setFailure(failureMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <StepHeading title={t('channels.title')} subtitle={t('channels.subtitle')} />
        <Stack gap="sm">
          {channels.map((channel, i) => (
            <Paper
              key={channel.key}
              withBorder
              radius="md"
              p="md"
              data-testid="channel-row"
              role="group"
              aria-label={t('channels.channelN', { n: i + 1 })}
            >
              <Stack gap="sm">
                <Group justify="space-between" gap="xs">
                  <Text fw={700} fz="sm">
                    {t('channels.channelN', { n: i + 1 })}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('channels.remove', { n: i + 1 })}
                    title={t('channels.remove', { n: i + 1 })}
                    disabled={channels.length === 1}
                    onClick={() => form.removeListItem('channels', i)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
                <Group gap="sm" align="flex-start" wrap="wrap">
                  <ContactTypeSelect
                    label={t('channels.type')}
                    value={channel.type}
                    onChange={(type) => {
                      form.setFieldValue(`channels.${i}.type`, type);
                      form.clearFieldError(`channels.${i}.value`);
                    }}
                    error={form.errors[`channels.${i}.type`] as string | undefined}
                  />
                  <ContactValueInput
                    type={channel.type}
                    label={t('channels.value')}
                    {...form.getInputProps(`channels.${i}.value`)}
                  />
                </Group>
                <Group gap="xl">
                  <Switch
                    label={t('channels.isServiceChannel')}
                    {...form.getInputProps(`channels.${i}.isServiceChannel`, { type: 'checkbox' })}
                  />
                  <Switch
                    label={t('channels.isActive')}
                    {...form.getInputProps(`channels.${i}.isActive`, { type: 'checkbox' })}
                  />
                </Group>
              </Stack>
            </Paper>
          ))}
          {typeof form.errors.channels === 'string' && (
            <Text c="red.9" fz="sm">
              {form.errors.channels}
            </Text>
          )}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={channels.length >= MAX_SERVICE_CHANNELS}
              onClick={() => form.insertListItem('channels', channelRow('mobile'))}
            >
              {t('channels.add')}
            </Button>
          </Group>
        </Stack>
        <FormFailure message={failure} />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={form.submitting}>
            {t('channels.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
