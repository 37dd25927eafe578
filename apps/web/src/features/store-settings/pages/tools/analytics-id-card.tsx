import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { analyticsIdsKeeping, normalizeAnalyticsId, type StoreConfig } from '@souqna/contracts';
import { ConfirmDeleteDialog } from '@/app/components/confirm-delete-dialog.tsx';
import { SettingsCard } from '@/app/components/settings-card.tsx';
import { appStore } from '@/lib/app-store.ts';
import { ApiError } from '@/lib/api-error.ts';
import { failureMessage } from '@/lib/failure.ts';
import { contractsResolver } from '@/lib/form-resolver.ts';
import { notify } from '@/lib/notify.ts';
import { useSaveStoreConfig } from '@/features/store-settings/api.ts';
import { AnalyticsIdInput, kindOf, type AnalyticsField } from '@/features/store-settings/components/analytics-id-input.tsx';

type Analytics = StoreConfig['analytics'];
const language = () => appStore.getState().language;

interface Props {
  field: AnalyticsField;
  /** The analytics block as the store holds it. */
  saved: Analytics;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * One tool's card: whether it is connected and to what, its id to set, change or clear, checked
 * with the contracts' rules before it is sent through `PATCH /store/config` (the store style
 * keeps it: the store info's analytics tab shows the same id).
 */
export function AnalyticsIdCard({ field, saved, onDirtyChange }: Props) {
  const { t } = useTranslation('storeSettings');
  const savedId = saved[field];
  const [draft, setDraft] = useState(savedId);
  const [shownSaved, setShownSaved] = useState(savedId);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const save = useSaveStoreConfig();
  const path = `analytics.${field}`;

  // Saved here or elsewhere: the input shows the id as the store now holds it.
  if (savedId !== shownSaved) {
    setShownSaved(savedId);
    setDraft(savedId);
    setError(null);
  }

  // An id saved before the formats passes while unchanged, as on the server.
  const validate = useMemo(() => contractsResolver<Analytics>(analyticsIdsKeeping(saved), language), [saved]);
  const problemOf = (value: string) => validate({ ...saved, [field]: value })[field] ?? null;

  const dirty = draft.trim() !== savedId && normalizeAnalyticsId(draft) !== savedId;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const send = async (value: string) => {
    const { data } = await save.mutateAsync({ [path]: value });
    return data;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf(draft);
    setError(problem);
    if (problem || !dirty) return;
    try {
      const data = await send(draft.trim());
      notify('success', t(data.analytics[field] ? `tools.${field}.saved` : `tools.${field}.removed`));
    } catch (failure) {
      const refused = failure instanceof ApiError ? failure.fields.find((f) => f.path === path) : undefined;
      if (refused) setError(refused.message);
      else notify('error', failureMessage(failure));
    }
  };

  const kind = kindOf(field, savedId);
  const state = !savedId ? 'notConnected' : kind ? 'connected' : 'unrecognised';
  const id = <bdi dir="ltr" />;

  return (
    <SettingsCard
      title={t(`tools.${field}.title`)}
      description={t(`tools.${field}.text`)}
      aside={
        <Badge
          color={{ connected: 'teal', notConnected: 'gray', unrecognised: 'orange' }[state]}
          variant="light"
          style={{ flexShrink: 0 }}
        >
          {t(`tools.state.${state}`)}
        </Badge>
      }
    >
      {kind && (
        <Text fz="sm">
          <Trans
            t={t}
            i18nKey="tools.connectedTo"
            values={{ tool: t(`analytics.kinds.${kind}`), id: savedId }}
            components={{ tool: <bdi />, id }}
          />
        </Text>
      )}
      {state === 'unrecognised' && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
          <Trans t={t} i18nKey="tools.unrecognised" values={{ id: savedId }} components={{ id }} />
        </Alert>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <AnalyticsIdInput
            field={field}
            value={draft}
            error={error}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setDraft(next);
              if (error) setError(problemOf(next));
            }}
            onBlur={() => setError(problemOf(draft))}
          />
          <Group gap="sm">
            <Button type="submit" loading={save.isPending && !removing} disabled={!dirty}>
              {t('tools.save')}
            </Button>
            {savedId && (
              <Button variant="subtle" color="red" onClick={() => setRemoving(true)}>
                {t('tools.remove')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <ConfirmDeleteDialog
        opened={removing}
        texts={{
          title: t(`tools.${field}.removeTitle`),
          text: t('tools.removeText'),
          confirm: t('tools.remove'),
          refused: t('tools.removeRefused'),
        }}
        onDelete={async () => {
          await send('');
          return t(`tools.${field}.removed`);
        }}
        failureOf={failureMessage}
        onClose={() => setRemoving(false)}
        onDeleted={(message) => {
          setRemoving(false);
          notify('success', message);
        }}
      />
    </SettingsCard>
  );
}
