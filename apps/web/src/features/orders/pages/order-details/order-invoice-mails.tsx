import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderInvoiceMail } from '@souqna/contracts';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import * as pages from '@/lib/pages.ts';
import { orderDateTime } from '@/lib/store-time.ts';
import { useTimeStyle } from '@/lib/use-store-time.ts';
import { StatusBadge } from '@/features/orders/components/status-badge.tsx';
import { useOrderInvoiceMails } from '@/features/orders/api.ts';

const DELIVERY_COLORS: Record<OrderInvoiceMail['delivery'], string> = {
  queued: 'yellow',
  sent: 'teal',
  failed: 'red',
  logged: 'gray',
};

/** The invoice e-mailed to the customer on each status the store chose, and how its delivery stands. */
export function OrderInvoiceMails({ orderId }: { orderId: string }) {
  const { t } = useTranslation('invoices');
  const style = useTimeStyle();
  const mails = useOrderInvoiceMails(orderId);
  if (!mails.data) return null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} fz="h4" mb="sm">
        {t('mails.title')}
      </Title>
      {mails.data.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('mails.none')}{' '}
          <Anchor component={PrefetchLink} to={pages.pdfForm} fz="sm" underline="always">
            {t('mails.settings')}
          </Anchor>
        </Text>
      ) : (
        <Stack gap="sm">
          {mails.data.map((mail) => (
            <Stack key={mail.status} gap={4} data-testid="invoice-mail">
              <Group gap={6} wrap="wrap">
                <StatusBadge status={mail.status} size="sm" />
                <Badge color={DELIVERY_COLORS[mail.delivery]} variant="light" tt="none" radius="sm" size="sm">
                  {t(`mails.delivery.${mail.delivery}`)}
                </Badge>
              </Group>
              <Text fz="xs" c="dimmed">
                {t('mails.to', { language: t(`languages.${mail.lang}`) })} <bdi dir="ltr">{mail.to}</bdi>
                {' · '}
                <bdi>{orderDateTime(mail.sentAt ?? mail.queuedAt, style)}</bdi>
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
