import { useState } from 'react';
import { Alert, Badge, Button, Group, Menu, ActionIcon, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconDots, IconKey, IconList, IconPencil, IconPlus, IconTrash, IconWebhook } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_SUBSCRIPTIONS_MAX, type WebhookSubscription } from '@souqna/contracts';
import { ConfirmDeleteDialog } from '@/app/components/confirm-delete-dialog.tsx';
import { EmptyState } from '@/app/components/empty-state.tsx';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { useStoreTime } from '@/lib/use-store-time.ts';
import { removeWebhook, rotateWebhookSecret, updateWebhook, useWebhooks, webhookKeys } from '@/features/webhooks/api.ts';
import { DeliveryLog, DeliveryStatus } from '@/features/webhooks/components/delivery-log.tsx';
import { SecretModal } from '@/features/webhooks/components/secret-modal.tsx';
import { WebhookForm } from '@/features/webhooks/components/webhook-form.tsx';

type Editing = { subscription: WebhookSubscription | null } | null;

function SubscriptionCard({
  subscription,
  selected,
  onEdit,
  onDelete,
  onRotate,
  onLog,
  onToggled,
}: {
  subscription: WebhookSubscription;
  selected: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onRotate: () => void;
  onLog: () => void;
  onToggled: () => void;
}) {
  const { t } = useTranslation('webhooks');
  const time = useStoreTime();
  const [toggling, setToggling] = useState(false);
  const s = subscription;
  const toggle = async (isActive: boolean) => {
    setToggling(true);
    try {
      const body = { url: s.url, events: s.events, ...(s.description ? { description: s.description } : {}), isActive };
      notify('success', (await updateWebhook(s.id, body)).message);
      onToggled();
    } catch (error) {
      notify('error', failureMessage(error), { title: t('failed.save') });
    } finally {
      setToggling(false);
    }
  };
  const headingId = `webhook-${s.id}`;
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      component="section"
      aria-labelledby={headingId}
      bd={selected ? '2px solid var(--mantine-primary-color-filled)' : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} fz="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              <bdi dir="ltr">{s.url}</bdi>
            </Title>
            {s.description && (
              <Text fz="sm" c="dimmed">
                <bdi>{s.description}</bdi>
              </Text>
            )}
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Switch
              checked={s.isActive}
              disabled={toggling}
              onChange={(e) => void toggle(e.currentTarget.checked)}
              label={t(s.isActive ? 'active' : 'inactive')}
              aria-label={t('activeSwitch', { url: s.url })}
            />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" aria-label={t('actions', { url: s.url })}>
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
                  {t('edit')}
                </Menu.Item>
                <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={onRotate}>
                  {t('rotate.action')}
                </Menu.Item>
                <Menu.Item leftSection={<IconTrash size={16} aria-hidden />} color="red" onClick={onDelete}>
                  {t('delete.action')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
        {s.disabledReason && (
          <Alert color="red" variant="light" radius="md">
            {t('disabledFailing', { at: s.disabledAt ? time.dateTime(s.disabledAt) : '' })}
          </Alert>
        )}
        <Group gap={6}>
          {s.events.map((event) => (
            <Badge key={event} variant="outline" color="gray" tt="none">
              {t(`events.${event}`)}
            </Badge>
          ))}
        </Group>
        <Group justify="space-between">
          <Group gap="xs">
            <Text fz="sm" c="dimmed">
              {t('lastDelivery')}
            </Text>
            {s.lastDelivery ? (
              <>
                <DeliveryStatus status={s.lastDelivery.status} statusCode={s.lastDelivery.statusCode} />
                <Text fz="sm" c="dimmed">
                  {time.dateTime(s.lastDelivery.at)}
                </Text>
              </>
            ) : (
              <Text fz="sm">{t('noDeliveries')}</Text>
            )}
          </Group>
          <Button
            size="xs"
            variant={selected ? 'filled' : 'default'}
            leftSection={<IconList size={14} aria-hidden />}
            onClick={onLog}
          >
            {t('log.open')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * `/integrations/webhooks`: the store's endpoints (address, events, on or off, last delivery), the
 * form to add or edit one, its secret shown once, and each endpoint's delivery log.
 */
export default function WebhooksPage() {
  const { t } = useTranslation('webhooks');
  const qc = useQueryClient();
  const webhooks = useWebhooks();
  const [editing, setEditing] = useState<Editing>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WebhookSubscription | null>(null);
  const [rotating, setRotating] = useState<WebhookSubscription | null>(null);
  const [logOf, setLogOf] = useState<string | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: webhookKeys.all });
  const list = webhooks.data ?? [];
  const full = list.length >= WEBHOOK_SUBSCRIPTIONS_MAX;
  const shownLog = list.find((s) => s.id === logOf) ?? null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" maw={720}>
            {t('subtitle')}
          </Text>
        </Stack>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={full}
          onClick={() => setEditing({ subscription: null })}
        >
          {t('add')}
        </Button>
      </Group>
      {full && (
        <Text fz="sm" c="dimmed">
          {t('limit', { count: WEBHOOK_SUBSCRIPTIONS_MAX })}
        </Text>
      )}
      {webhooks.isPending ? (
        <Skeleton h={160} radius="lg" />
      ) : webhooks.isError ? (
        <LoadFailure title={t('loadFailed')} error={webhooks.error} onRetry={() => void webhooks.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState icon={IconWebhook} title={t('empty.title')} text={t('empty.text')} />
      ) : (
        <>
          <Text fz="sm" c="dimmed">
            {t('count', { count: list.length })}
          </Text>
          {list.map((s) => (
            <SubscriptionCard
              key={s.id}
              subscription={s}
              selected={s.id === logOf}
              onEdit={() => setEditing({ subscription: s })}
              onDelete={() => setDeleting(s)}
              onRotate={() => setRotating(s)}
              onLog={() => setLogOf(s.id === logOf ? null : s.id)}
              onToggled={() => void refresh()}
            />
          ))}
        </>
      )}
      {shownLog && <DeliveryLog subscriptionId={shownLog.id} url={shownLog.url} />}

      {editing && (
        <WebhookForm
          opened
          subscription={editing.subscription}
          onClose={() => setEditing(null)}
          onSaved={(message, created) => {
            setEditing(null);
            notify('success', message);
            if (created) setSecret(created.secret);
            void refresh();
          }}
        />
      )}
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
      <ConfirmDeleteDialog
        opened={deleting !== null}
        texts={{
          title: t('delete.title'),
          text: t('delete.text', { url: deleting?.url ?? '' }),
          confirm: t('delete.confirm'),
          refused: t('delete.refused'),
        }}
        onDelete={async () => (await removeWebhook(deleting!.id)).message}
        failureOf={failureMessage}
        onClose={() => setDeleting(null)}
        onDeleted={(message) => {
          notify('success', message);
          if (deleting?.id === logOf) setLogOf(null);
          void refresh();
        }}
      />
      <ConfirmDeleteDialog
        opened={rotating !== null}
        texts={{
          title: t('rotate.title'),
          text: t('rotate.text', { url: rotating?.url ?? '' }),
          confirm: t('rotate.confirm'),
          refused: t('rotate.refused'),
        }}
        onDelete={async () => {
          const answer = await rotateWebhookSecret(rotating!.id);
          setSecret(answer.data.secret);
          return answer.message;
        }}
        failureOf={failureMessage}
        onClose={() => setRotating(null)}
        onDeleted={(message) => notify('success', message)}
      />
    </Stack>
  );
}
