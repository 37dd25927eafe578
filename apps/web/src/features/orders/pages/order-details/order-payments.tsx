import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLink, IconPlus, IconReceipt } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isPaymentMethodCode, type OrderDetails, type OrderPayment, type PaymentLink } from '@souqna/contracts';
import { DetailList } from '@/app/components/detail-list.tsx';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { useCardPaymentsOn } from '@/lib/payment-status.ts';
import { useStoreTime } from '@/lib/use-store-time.ts';
import { Money } from '@/app/components/money.tsx';
import { PaymentBadge } from '@/features/orders/components/status-badge.tsx';
import { createPaymentLink, orderKeys, useOrderPayments } from '@/features/orders/api.ts';
import { PaymentLinkModal } from './payment-link-modal.tsx';
import { RecordPaymentModal } from './record-payment-modal.tsx';

/** A payment method's name: the platform's codes in the merchant's language, anything else as written. */
export function useMethodName() {
  const { t } = useTranslation('orders');
  return (method: string) => (isPaymentMethodCode(method) ? t(`payment.methods.${method}`) : <bdi>{method}</bdi>);
}

function PaymentEntry({ payment, currency }: { payment: OrderPayment; currency: string }) {
  const { t } = useTranslation('orders');
  const time = useStoreTime();
  const methodName = useMethodName();
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
      <Stack gap={2}>
        <Group gap={6}>
          <Text fz="sm" fw={600}>
            {methodName(payment.method)}
          </Text>
          {payment.kind === 'refund' && (
            <Badge size="xs" color="gray" variant="light">
              {t('payment.refund')}
            </Badge>
          )}
        </Group>
        <Text fz="xs" c="dimmed">
          {time.dateTime(payment.createdAt)}
          {payment.recordedBy && (
            <>
              {' · '}
              <bdi>{payment.recordedBy}</bdi>
            </>
          )}
        </Text>
        {payment.reference && (
          <Text fz="xs" c="dimmed">
            {t('payment.reference')}: <bdi dir="ltr">{payment.reference}</bdi>
          </Text>
        )}
        {payment.receiptImage && (
          <Anchor href={payment.receiptImage} target="_blank" rel="noopener noreferrer" fz="xs">
            <Group gap={4} component="span">
              <IconReceipt size={14} aria-hidden />
              {t('payment.receipt')}
            </Group>
          </Anchor>
        )}
      </Stack>
      <Text fz="sm" fw={600} c={payment.amount < 0 ? 'red' : undefined}>
        <Money amount={payment.amount} currency={currency} />
      </Text>
    </Group>
  );
}

/** How the order is paid: its status and method, each payment and refund, what is still owed, and a payment received recorded. */
export function OrderPayments({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  const payments = useOrderPayments(order.orderId);
  const queryClient = useQueryClient();
  const methodName = useMethodName();
  const [recording, setRecording] = useState(false);
  const cardsOn = useCardPaymentsOn();
  const [link, setLink] = useState<PaymentLink | null>(null);
  const [linking, setLinking] = useState(false);
  const data = payments.data;
  const owed = data && data.outstanding > 0;
  const makeLink = async () => {
    setLinking(true);
    try {
      setLink((await createPaymentLink(order.orderId)).data);
    } catch (error) {
      notify('error', failureMessage(error));
    } finally {
      setLinking(false);
    }
  };

  let entries;
  if (payments.isPending) entries = <Skeleton h={48} radius="md" />;
  else if (payments.isError)
    entries = <LoadFailure title={t('failed.payments')} error={payments.error} onRetry={() => void payments.refetch()} />;
  else if (data!.payments.length === 0)
    entries = (
      <Text fz="sm" c="dimmed">
        {t('payment.none')}
      </Text>
    );
  else
    entries = (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('payment.entries')}>
        {data!.payments.map((p) => (
          <li key={p.paymentId}>
            <PaymentEntry payment={p} currency={data!.currency} />
          </li>
        ))}
      </Stack>
    );

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="order-payment-title">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h4" id="order-payment-title">
            {t('payment.title')}
          </Title>
          <PaymentBadge status={order.payment.status} />
        </Group>
        <DetailList
          cols={2}
          items={[
            { label: t('payment.amount'), value: <Money amount={order.payment.amount} currency={order.currency} /> },
            { label: t('payment.method'), value: order.payment.method && methodName(order.payment.method) },
            { label: t('payment.paid'), value: data && <Money amount={data.paid} currency={data.currency} /> },
            { label: t('payment.outstanding'), value: data && <Money amount={data.outstanding} currency={data.currency} /> },
          ]}
        />
        {entries}
        {owed && (
          <Group gap="sm" grow>
            <Button leftSection={<IconPlus size={16} />} variant="light" onClick={() => setRecording(true)}>
              {t('payment.record')}
            </Button>
            {cardsOn && (
              <Button leftSection={<IconLink size={16} />} variant="default" loading={linking} onClick={() => void makeLink()}>
                {t('payment.link')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      {link && <PaymentLinkModal link={link} onClose={() => setLink(null)} />}
      {recording && data && (
        <RecordPaymentModal
          orderId={order.orderId}
          outstanding={data.outstanding}
          currency={data.currency}
          onClose={() => setRecording(false)}
          onRecorded={(answer, message) => {
            setRecording(false);
            queryClient.setQueryData(orderKeys.payments(order.orderId), answer);
            // Paid in full, the order moved to Paid: read it again, and the lists with it.
            void queryClient.invalidateQueries({ queryKey: orderKeys.details(order.orderId) });
            void queryClient.invalidateQueries({ queryKey: [...orderKeys.all, 'list'] });
            notify('success', message);
          }}
        />
      )}
    </Paper>
  );
}
