import { useState } from 'react';
import { Badge, Button, Group, NumberInput, Paper, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconPrinter, IconRefresh, IconTruckDelivery, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canShipOrder, WEIGHT_MAX_KG, type OrderDetails, type Shipment, type ShipmentStatus } from '@souqna/contracts';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { useCarriers } from '@/lib/carriers.ts';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { useStoreTime } from '@/lib/use-store-time.ts';
import {
  cancelShipment,
  createShipment,
  orderKeys,
  saveShipmentLabel,
  trackShipment,
  useOrderShipments,
} from '@/features/orders/api.ts';

const STATUS_COLOURS: Record<ShipmentStatus, string> = {
  created: 'blue',
  in_transit: 'yellow',
  delivered: 'teal',
  cancelled: 'gray',
};

function ShipmentCard({
  orderId,
  shipment,
  onChanged,
}: {
  orderId: string;
  shipment: Shipment;
  onChanged: (s: Shipment) => void;
}) {
  const { t } = useTranslation('orders');
  const time = useStoreTime();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (name: string, action: () => Promise<void>) => {
    setBusy(name);
    try {
      await action();
    } catch (error) {
      notify('error', failureMessage(error));
    } finally {
      setBusy(null);
    }
  };
  const live = shipment.status !== 'cancelled';
  return (
    <Stack gap="sm" component="li">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fz="sm" fw={600}>
            {t(`shipment.carriers.${shipment.carrier}`)} · <bdi dir="ltr">{shipment.trackingNumber}</bdi>
          </Text>
          <Text fz="xs" c="dimmed">
            {time.dateTime(shipment.createdAt)}
          </Text>
        </Stack>
        <Badge variant="light" color={STATUS_COLOURS[shipment.status]}>
          {t(`shipment.statuses.${shipment.status}`)}
        </Badge>
      </Group>
      {shipment.events.length > 0 && (
        <Timeline bulletSize={10} lineWidth={2} active={0} aria-label={t('shipment.events')}>
          {shipment.events.map((e, i) => (
            <Timeline.Item key={i} title={<bdi>{e.description}</bdi>}>
              <Text fz="xs" c="dimmed">
                {time.dateTime(e.at)}
                {e.city && (
                  <>
                    {' · '}
                    <bdi>{e.city}</bdi>
                  </>
                )}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPrinter size={14} aria-hidden />}
          loading={busy === 'label'}
          onClick={() => void run('label', () => saveShipmentLabel(orderId, shipment.shipmentId))}
        >
          {t('shipment.label')}
        </Button>
        {live && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={busy === 'track'}
            onClick={() => void run('track', async () => onChanged((await trackShipment(orderId, shipment.shipmentId)).data))}
          >
            {t('shipment.track')}
          </Button>
        )}
        {live && shipment.status !== 'delivered' && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconX size={14} aria-hidden />}
            loading={busy === 'cancel'}
            onClick={() =>
              void run('cancel', async () => {
                const { data, message } = await cancelShipment(orderId, shipment.shipmentId);
                notify('success', message);
                onChanged(data);
              })
            }
          >
            {t('shipment.cancel')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The order's shipments with the store's carrier: made here (weight and parcels), each with its label, tracking and cancellation. */
export function OrderShipments({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const shipments = useOrderShipments(order.orderId);
  const carrier = useCarriers().data?.find((c) => c.enabled);
  const [weight, setWeight] = useState<number | string>(1);
  const [parcels, setParcels] = useState<number | string>(1);
  const [making, setMaking] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: orderKeys.shipments(order.orderId) });
  const active = shipments.data?.some((s) => s.status !== 'cancelled');
  const shippable = canShipOrder(order);

  const make = async () => {
    if (!carrier) return;
    setMaking(true);
    try {
      const { message } = await createShipment(order.orderId, {
        carrier: carrier.id,
        weightKg: Number(weight),
        parcels: Number(parcels),
      });
      notify('success', message);
      refresh();
    } catch (error) {
      notify('error', failureMessage(error));
    } finally {
      setMaking(false);
    }
  };

  let list;
  if (shipments.isPending) list = <Skeleton h={48} radius="md" />;
  else if (shipments.isError)
    list = <LoadFailure title={t('failed.shipments')} error={shipments.error} onRetry={() => void shipments.refetch()} />;
  else if (shipments.data.length === 0)
    list = (
      <Text fz="sm" c="dimmed">
        {t('shipment.none')}
      </Text>
    );
  else
    list = (
      <Stack gap="lg" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('shipment.title')}>
        {shipments.data.map((s) => (
          <ShipmentCard
            key={s.shipmentId}
            orderId={order.orderId}
            shipment={s}
            onChanged={(changed) => {
              queryClient.setQueryData<Shipment[]>(orderKeys.shipments(order.orderId), (all) =>
                all?.map((x) => (x.shipmentId === changed.shipmentId ? changed : x)),
              );
            }}
          />
        ))}
      </Stack>
    );

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="order-shipment-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="order-shipment-title">
          {t('shipment.title')}
        </Title>
        {list}
        {shippable &&
          !active &&
          shipments.isSuccess &&
          (carrier ? (
            <Group align="flex-end" gap="sm" wrap="wrap">
              <NumberInput
                label={t('shipment.weight')}
                value={weight}
                onChange={setWeight}
                min={0.1}
                max={WEIGHT_MAX_KG}
                decimalScale={2}
                w={120}
              />
              <NumberInput label={t('shipment.parcels')} value={parcels} onChange={setParcels} min={1} max={99} w={100} />
              <Button leftSection={<IconTruckDelivery size={16} aria-hidden />} loading={making} onClick={() => void make()}>
                {t('shipment.create', { carrier: t(`shipment.carriers.${carrier.id}`) })}
              </Button>
            </Group>
          ) : (
            <Text fz="sm" c="dimmed">
              {t('shipment.noCarrier')}
            </Text>
          ))}
      </Stack>
    </Paper>
  );
}
