import { Group, Paper, Text, Timeline, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_COLORS, type OrderDetails } from '@souqna/contracts';
import { StatusBadge } from '@/features/orders/components/status-badge.tsx';
import { orderAge, orderDateTime } from '@/lib/store-time.ts';
import { useTimeStyle } from '@/lib/use-store-time.ts';

/** Every status the order has had, oldest first: from, to, who, when and the note. */
export function OrderHistory({ order }: { order: OrderDetails }) {
  const { t, i18n } = useTranslation('orders');
  const style = useTimeStyle();
  // "from → to" reads in the line's direction.
  const Arrow = i18n.dir() === 'rtl' ? IconArrowLeft : IconArrowRight;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} fz="h4" mb="md">
        {t('history.title')}
      </Title>
      <Timeline active={order.history.length - 1} bulletSize={14} lineWidth={2} aria-label={t('history.title')}>
        {order.history.map((entry, i) => (
          <Timeline.Item
            key={`${entry.at}-${i}`}
            color={entry.toCustomStatus?.color ?? ORDER_STATUS_COLORS[entry.to]}
            data-testid="history-entry"
            title={
              <Group gap={6} wrap="wrap">
                {entry.from ? (
                  <>
                    <StatusBadge status={entry.from} custom={entry.fromCustomStatus} size="sm" />
                    <Arrow size={14} aria-label={t('history.to')} />
                  </>
                ) : (
                  <Text fz="xs" c="dimmed">
                    {t('history.created')}
                  </Text>
                )}
                <StatusBadge status={entry.to} custom={entry.toCustomStatus} size="sm" />
              </Group>
            }
          >
            <Text fz="xs" c="dimmed" mt={4}>
              <bdi>{entry.by ?? t('history.system')}</bdi>
              {' · '}
              <bdi>{orderDateTime(entry.at, style)}</bdi>
              {' · '}
              {orderAge(entry.at, style)}
            </Text>
            {entry.note && (
              <Text fz="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                <bdi>{entry.note}</bdi>
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  );
}
