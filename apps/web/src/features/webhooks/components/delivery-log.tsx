import { useState } from 'react';
import { Badge, Button, Code, Group, Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery, WebhookDeliveryStatus } from '@souqna/contracts';
import { ListPager } from '@/app/components/list-pager.tsx';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { useStoreTime } from '@/lib/use-store-time.ts';
import { resendDelivery, useAttempts, useDeliveries, webhookKeys } from '@/features/webhooks/api.ts';

const STATUS_COLOR: Record<WebhookDeliveryStatus, string> = { pending: 'yellow', succeeded: 'teal', failed: 'red' };

/** A delivery's status as a badge: its own words, and the HTTP status or why there was none. */
export function DeliveryStatus({ status, statusCode }: { status: WebhookDeliveryStatus; statusCode: number | null }) {
  const { t } = useTranslation('webhooks');
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {t(`status.${status}`)}
      {statusCode !== null && <bdi dir="ltr">{` · ${statusCode}`}</bdi>}
    </Badge>
  );
}

/** What a try got: the answer's status, or why it got none (timeout, private address…). */
function Outcome({ statusCode, error }: { statusCode: number | null; error: string | null }) {
  const { t } = useTranslation('webhooks');
  if (statusCode !== null)
    return (
      <Text fz="sm">
        <bdi dir="ltr">HTTP {statusCode}</bdi>
        {statusCode >= 300 && statusCode < 400 ? ` (${t('errors.redirect')})` : ''}
      </Text>
    );
  return <Text fz="sm">{t(`errors.${error ?? 'connection_failed'}`, { defaultValue: error ?? '' })}</Text>;
}

function Attempts({ subscriptionId, deliveryId }: { subscriptionId: string; deliveryId: string }) {
  const { t } = useTranslation('webhooks');
  const time = useStoreTime();
  const attempts = useAttempts(subscriptionId, deliveryId);
  if (attempts.isPending) return <Skeleton h={40} />;
  if (attempts.isError)
    return <LoadFailure title={t('log.attemptsFailed')} error={attempts.error} onRetry={() => void attempts.refetch()} />;
  return (
    <Stack gap="xs">
      {attempts.data.map((a) => (
        <Paper key={a.attempt} withBorder radius="md" p="xs">
          <Group gap="md" wrap="wrap">
            <Text fz="sm" fw={600}>
              {t('log.attemptNumber', { n: a.attempt })}
            </Text>
            <Outcome statusCode={a.statusCode} error={a.error} />
            <Text fz="sm" c="dimmed">
              {t('log.latency', { ms: a.latencyMs })}
            </Text>
            <Text fz="sm" c="dimmed">
              {time.dateTime(a.at)}
            </Text>
          </Group>
          {a.response && (
            <Code block dir="ltr" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {a.response}
            </Code>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

function DeliveryRow({ subscriptionId, delivery }: { subscriptionId: string; delivery: WebhookDelivery }) {
  const { t } = useTranslation('webhooks');
  const time = useStoreTime();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const again = async () => {
    setSending(true);
    try {
      notify('success', (await resendDelivery(subscriptionId, delivery.id)).message);
      await qc.invalidateQueries({ queryKey: webhookKeys.all });
    } catch (error) {
      notify('error', failureMessage(error), { title: t('failed.resend') });
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <Table.Tr>
        <Table.Td>
          <Text fz="sm">{t(`events.${delivery.event}`)}</Text>
          <Text fz="xs" c="dimmed">
            <bdi dir="ltr">{delivery.messageId}</bdi>
          </Text>
        </Table.Td>
        <Table.Td>
          <DeliveryStatus status={delivery.status} statusCode={delivery.statusCode} />
          {delivery.statusCode === null && delivery.error && <Outcome statusCode={null} error={delivery.error} />}
        </Table.Td>
        <Table.Td>{t('log.attempts', { count: delivery.attempts })}</Table.Td>
        <Table.Td>{delivery.latencyMs === null ? '—' : t('log.latency', { ms: delivery.latencyMs })}</Table.Td>
        <Table.Td>{time.dateTime(delivery.lastAttemptAt ?? delivery.createdAt)}</Table.Td>
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="subtle" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
              {t(open ? 'log.hideTries' : 'log.showTries')}
            </Button>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} aria-hidden />}
              loading={sending}
              disabled={delivery.status === 'pending'}
              title={delivery.status === 'pending' ? t('log.stillTrying') : undefined}
              onClick={() => void again()}
            >
              {t('log.sendAgain')}
            </Button>
          </Group>
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr>
          <Table.Td colSpan={6}>
            <Attempts subscriptionId={subscriptionId} deliveryId={delivery.id} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

/** An endpoint's delivery log, a page at a time, newest first, with each delivery's tries and "send again". */
export function DeliveryLog({ subscriptionId, url }: { subscriptionId: string; url: string }) {
  const { t } = useTranslation('webhooks');
  const [page, setPage] = useState(1);
  const deliveries = useDeliveries(subscriptionId, page);
  const headingId = `log-${subscriptionId}`;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h4" id={headingId}>
            {t('log.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            <bdi dir="ltr">{url}</bdi>
          </Text>
        </Stack>
        {deliveries.isPending ? (
          <Skeleton h={120} />
        ) : deliveries.isError ? (
          <LoadFailure title={t('log.loadFailed')} error={deliveries.error} onRetry={() => void deliveries.refetch()} />
        ) : deliveries.data.items.length === 0 ? (
          <Text c="dimmed">{t('log.empty')}</Text>
        ) : (
          <>
            <Table.ScrollContainer minWidth={720}>
              <Table verticalSpacing="sm" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('log.event')}</Table.Th>
                    <Table.Th>{t('log.status')}</Table.Th>
                    <Table.Th>{t('log.attemptsHeading')}</Table.Th>
                    <Table.Th>{t('log.latencyHeading')}</Table.Th>
                    <Table.Th>{t('log.time')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('log.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {deliveries.data.items.map((d) => (
                    <DeliveryRow key={d.id} subscriptionId={subscriptionId} delivery={d} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListPager pagination={deliveries.data.pagination} onPage={setPage} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
