import { useState } from 'react';
import { Badge, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Carrier } from '@souqna/contracts';
import { FormFailure } from '@/app/components/form-failure.tsx';
import { carrierKeys } from '@/lib/carriers.ts';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { disableCarrier, saveCarrier } from '@/features/shipping/api.ts';

/**
 * A carrier the store ships with (SMSA Express): its API key (never shown again once saved, its
 * last four characters only), on or off. Orders are then shipped from their page.
 */
export function CarrierCard({ carrier }: { carrier: Carrier }) {
  const { t } = useTranslation('shipping');
  const queryClient = useQueryClient();
  const [key, setKey] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = t(`carriers.${carrier.id}.name`);
  const done = (message: string) => {
    setKey('');
    notify('success', message);
    void queryClient.invalidateQueries({ queryKey: carrierKeys.list() });
  };
  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      done((await saveCarrier(carrier.id, key.trim() ? { apiKey: key.trim() } : {})).message);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const turnOff = async () => {
    try {
      done((await disableCarrier(carrier.id)).message);
    } catch (error) {
      notify('error', failureMessage(error));
    }
  };
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Title order={2} fz="h4">
              {name}
            </Title>
            <Text fz="sm" c="dimmed">
              {t(`carriers.${carrier.id}.text`)}
            </Text>
          </Stack>
          <Badge color={carrier.enabled ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {t(carrier.enabled ? 'carriers.on' : 'carriers.off')}
          </Badge>
        </Group>
        <PasswordInput
          label={t('carriers.apiKey')}
          description={carrier.apiKeyHint ? t('carriers.keySet', { hint: carrier.apiKeyHint }) : t('carriers.apiKeyHint')}
          value={key}
          onChange={(e) => setKey(e.currentTarget.value)}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          maw={420}
        />
        <FormFailure message={failure} />
        <Group gap="sm">
          <Button loading={busy} onClick={() => void save()} disabled={!key.trim() && carrier.enabled}>
            {t(carrier.enabled ? 'carriers.replace' : 'carriers.turnOn')}
          </Button>
          {carrier.enabled && (
            <Button variant="subtle" color="red" onClick={() => void turnOff()}>
              {t('carriers.turnOff')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
