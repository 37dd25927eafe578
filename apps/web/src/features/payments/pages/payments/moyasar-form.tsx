import { useState } from 'react';
import { ActionIcon, Code, CopyButton, Group, PasswordInput, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MoyasarSettingsInput, type MoyasarSettings } from '@souqna/contracts';
import { DetailList } from '@/app/components/detail-list.tsx';
import { appStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { contractsResolver, showServerFieldErrors } from '@/lib/form-resolver.ts';
import { saveMoyasar } from '@/features/payments/api.ts';
import { ProviderForm } from './provider-form.tsx';

interface Values {
  secretKey: string;
  webhookSecret: string;
}

/** Empty means "keep the one set": only what was typed is checked and sent. */
const typed = (v: Values) => ({
  ...(v.secretKey.trim() ? { secretKey: v.secretKey.trim() } : {}),
  ...(v.webhookSecret.trim() ? { webhookSecret: v.webhookSecret.trim() } : {}),
});

/**
 * Connects the store's Moyasar account: its secret key (checked with Moyasar when saved) and the
 * webhook's secret token. A secret already set is never shown; left empty, it is kept.
 */
export function MoyasarForm({
  settings,
  onClose,
  onSaved,
}: {
  settings: MoyasarSettings | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation('payments');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { secretKey: '', webhookSecret: '' },
    validate: contractsResolver<Values>(MoyasarSettingsInput, () => appStore.getState().language, typed),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      onSaved((await saveMoyasar(typed(values))).message);
    } catch (error) {
      showServerFieldErrors(error, form.setErrors);
      setFailure(`${t('failed.save')}: ${failureMessage(error)}`);
    }
  });
  const kept = (set: boolean | undefined) => (set ? t('moyasar.keep') : undefined);

  return (
    <ProviderForm
      title={t('providers.moyasar.name')}
      onClose={onClose}
      onSubmit={submit}
      failure={failure}
      submitting={form.submitting}
    >
      <Text fz="sm" c="dimmed">
        {t('moyasar.help')}
      </Text>
      <PasswordInput
        label={t('moyasar.secretKey')}
        description={kept(settings?.secretKeySet) ?? t('moyasar.secretKeyHint')}
        withAsterisk={!settings}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        data-autofocus
        {...form.getInputProps('secretKey')}
      />
      <PasswordInput
        label={t('moyasar.webhookSecret')}
        description={kept(settings?.webhookSecretSet) ?? t('moyasar.webhookSecretHint')}
        withAsterisk={!settings}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        {...form.getInputProps('webhookSecret')}
      />
    </ProviderForm>
  );
}

/** What the store's Moyasar setting is: the key's last characters, test or live, and the webhook address to add in Moyasar. */
export function MoyasarSummary({ settings }: { settings: MoyasarSettings | null }) {
  const { t } = useTranslation('payments');
  if (!settings)
    return (
      <Text fz="sm" c="dimmed">
        {t('moyasar.notConnected')}
      </Text>
    );
  return (
    <DetailList
      cols={1}
      items={[
        { label: t('moyasar.secretKey'), value: <bdi dir="ltr">{settings.secretKeyHint}</bdi> },
        { label: t('moyasar.mode'), value: t(settings.liveMode ? 'moyasar.live' : 'moyasar.test') },
        {
          label: t('moyasar.webhookUrl'),
          value: (
            <Group gap={4} wrap="nowrap">
              <Code dir="ltr" style={{ wordBreak: 'break-all' }}>
                {settings.webhookUrl}
              </Code>
              <CopyButton value={settings.webhookUrl}>
                {({ copied, copy }) => (
                  <ActionIcon variant="subtle" onClick={copy} aria-label={t(copied ? 'moyasar.copied' : 'moyasar.copy')}>
                    {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  </ActionIcon>
                )}
              </CopyButton>
            </Group>
          ),
        },
      ]}
    />
  );
}
