import { useState } from 'react';
import { Alert, Anchor, Button, Center, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconBuildingWarehouse, IconNote } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderDetails } from '@souqna/contracts';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { ApiError } from '@/lib/api-error.ts';
import { notify } from '@/lib/notify.ts';
import { moveOrder, orderKeys, useOrderDetails } from '@/features/orders/api.ts';
import { StatusMoveDialog } from '@/features/orders/components/status-move-dialog.tsx';
import { moveRestocks, type MoveTarget } from '@/features/orders/components/status-target.ts';
import { OrderNumber } from '@/features/orders/components/order-number.tsx';
import { OrderCustomer, OrderShipping } from './order-customer.tsx';
import { OrderHeader } from './order-header.tsx';
import { OrderHistory } from './order-history.tsx';
import { OrderInvoiceMails } from './order-invoice-mails.tsx';
import { OrderCustomerMessages } from './order-customer-messages.tsx';
import { OrderShipments } from './order-shipments.tsx';
import { OrderProducts } from './order-products.tsx';
import { OrderSummary } from './order-summary.tsx';
import { OrderPayments } from './order-payments.tsx';
import * as pages from '@/lib/pages.ts';

function BackToOrders() {
  const { t, i18n } = useTranslation('orders');
  const Back = i18n.dir() === 'rtl' ? IconArrowRight : IconArrowLeft;
  return (
    <Anchor component={PrefetchLink} to={pages.orders} fz="sm" c="dimmed">
      <Group gap={4} component="span">
        <Back size={14} />
        {t('details.back')}
      </Group>
    </Anchor>
  );
}

/** Notes and warehouse: what the order says beside its money. */
function OrderNotes({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <div>
          <Group gap={6} mb={4}>
            <IconBuildingWarehouse size={16} />
            <Title order={2} fz="sm">
              {t('details.warehouse')}
            </Title>
          </Group>
          <Text fz="sm">{order.warehouseName ?? '—'}</Text>
        </div>
        <div>
          <Group gap={6} mb={4}>
            <IconNote size={16} />
            <Title order={2} fz="sm">
              {t('details.notes')}
            </Title>
          </Group>
          <Text fz="sm" c={order.notes ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
            {order.notes ? <bdi>{order.notes}</bdi> : t('details.noNotes')}
          </Text>
        </div>
      </Stack>
    </Paper>
  );
}

/** /orders/orders-page/{orderId}: one order, always read fresh, with the status moves it allows. */
export default function OrderDetailsPage() {
  const { t } = useTranslation('orders');
  const orderId = useParams().orderId ?? '';
  const order = useOrderDetails(orderId);
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState<MoveTarget | null>(null);

  if (order.isPending)
    return (
      <Center mih={240}>
        <Loader type="dots" />
      </Center>
    );
  if (order.isError) {
    const missing = order.error instanceof ApiError && (order.error.status === 404 || order.error.code === 'VALIDATION_FAILED');
    return (
      <Stack gap="md" maw={720}>
        <BackToOrders />
        {missing ? (
          <Alert color="gray" variant="light" title={t('details.missingTitle')}>
            <Stack gap="sm" align="flex-start">
              <Text fz="sm">{t('details.missingText')}</Text>
              <Button component={PrefetchLink} to={pages.orders} size="compact-sm" variant="default">
                {t('details.back')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <LoadFailure title={t('failed.details')} error={order.error} onRetry={() => void order.refetch()} />
        )}
      </Stack>
    );
  }
  const o = order.data;

  return (
    <Stack gap="lg">
      <BackToOrders />
      <OrderHeader order={o} onMove={setMoving} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <OrderProducts order={o} />
            <OrderHistory order={o} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <OrderSummary order={o} />
            <OrderPayments order={o} />
            <OrderShipments order={o} />
            <OrderCustomer order={o} />
            <OrderInvoiceMails orderId={o.orderId} />
            <OrderCustomerMessages order={o} />
            <OrderShipping order={o} />
            <OrderNotes order={o} />
          </Stack>
        </Grid.Col>
      </Grid>
      <StatusMoveDialog
        to={moving?.status ?? null}
        custom={moving?.custom}
        restocks={moving ? moveRestocks(o.status, moving) : false}
        subject={<OrderNumber number={o.number} />}
        onClose={() => setMoving(null)}
        onConfirm={async (note) => {
          let answer;
          try {
            answer = await moveOrder(o.orderId, { statusId: moving!.statusId }, note);
          } catch (error) {
            // Someone else moved it meanwhile: show what it is now beside the refusal.
            if (error instanceof ApiError && error.status === 409) void order.refetch();
            throw error;
          }
          const { data, message } = answer;
          queryClient.setQueryData(orderKeys.details(o.orderId), data);
          void queryClient.invalidateQueries({ queryKey: [...orderKeys.all, 'list'] });
          notify('success', message);
          setMoving(null);
        }}
      />
    </Stack>
  );
}
