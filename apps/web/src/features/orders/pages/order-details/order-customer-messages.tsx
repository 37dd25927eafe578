import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_MESSAGE_RETENTION_DAYS, type OrderCustomerMessage, type OrderDetails } from '@souqna/contracts';
import { useQuery } from '@tanstack/react-query';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import * as pages from '@/lib/pages.ts';
import { orderDateTime } from '@/lib/store-time.ts';
import { useTimeStyle } from '@/lib/use-store-time.ts';
import { StatusBadge } from '@/features/orders/components/status-badge.tsx';
import { customerMessageEndpoints } from '@/lib/endpoints.ts';
import { request } from '@/lib/request.ts';

const STATE_COLORS: Record<OrderCustomerMessage['state'], string> = {
  pending: 'yellow',
  sent: 'teal',
  failed: 'red',
  skipped: 'gray',
};

const waiting = (log: OrderCustomerMessage[] | undefined) => log?.some((m) => m.state === 'pending') ?? false;

/**
 * GET /order/{orderId}/customer-messages: asked again when the order enters another status or
 * stage (`stage`), and every few seconds while a message is on its way.
 */
const useOrderCustomerMessages = (orderId: string, stage: string) =>
  useQuery({
    queryKey: ['customer-messages', 'order', orderId, stage],
    queryFn: () => request(customerMessageEndpoints.orderLog, { params: { orderId } }),
    refetchInterval: (query) => (waiting(query.state.data) ? 5_000 : false),
  });

/** The messages sent to the order's customer on each status (e-mail, SMS, WhatsApp), and how each went. */
export function OrderCustomerMessages({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('messaging');
  const style = useTimeStyle();
  const log = useOrderCustomerMessages(order.orderId, `${order.status}:${order.customStatus?.id ?? ''}`);
  if (!log.data) return null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" align="baseline" gap="xs" mb="sm">
        <Title order={2} fz="h4">
          {t('customerMessages.log.title')}
        </Title>
        <Anchor component={PrefetchLink} to={pages.customerMessages} fz="sm">
          {t('customerMessages.log.settings')}
        </Anchor>
      </Group>
      {log.data.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('customerMessages.log.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {log.data.map((m) => (
            <Stack key={m.id} gap={4} data-testid="customer-message">
              <Group gap={6} wrap="wrap">
                <Text fz="sm" fw={600}>
                  {t(`customerMessages.channels.${m.channel}`)}
                </Text>
                <StatusBadge status={m.status} custom={m.customStatus} size="sm" />
                <Badge color={STATE_COLORS[m.state]} variant="light" tt="none" radius="sm" size="sm">
                  {t(`customerMessages.log.state.${m.state}`)}
                </Badge>
              </Group>
              {m.reason && (
                <Text fz="xs" c={m.state === 'failed' ? 'red' : 'dimmed'}>
                  {t(`customerMessages.log.reason.${m.reason}`)}
                  {m.details && (
                    <>
                      {': '}
                      <bdi>{m.details}</bdi>
                    </>
                  )}
                </Text>
              )}
              <Text fz="xs" c="dimmed">
                {t(`customerMessages.languages.${m.lang}`)}
                {m.to && (
                  <>
                    {' · '}
                    <bdi dir="ltr">{m.to}</bdi>
                  </>
                )}
                {m.attempts > 0 && ` · ${t('customerMessages.log.tries', { count: m.attempts })}`}
                {' · '}
                <bdi>{orderDateTime(m.sentAt ?? m.createdAt, style)}</bdi>
              </Text>
              {m.state === 'pending' && m.nextAttemptAt && (
                <Text fz="xs" c="dimmed">
                  {t('customerMessages.log.nextTry', { time: orderDateTime(m.nextAttemptAt, style) })}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      )}
      <Text fz="xs" c="dimmed" mt="sm">
        {t('customerMessages.log.kept', { count: CUSTOMER_MESSAGE_RETENTION_DAYS })}
      </Text>
    </Paper>
  );
}
