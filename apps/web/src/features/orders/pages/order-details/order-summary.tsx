import type { ReactNode } from 'react';
import { Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ShippingOptionCode, type OrderDetails } from '@souqna/contracts';
import { Money } from '@/app/components/money.tsx';

function Line({ label, value, strong = false }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text fz={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} ta="end">
        {value}
      </Text>
    </Group>
  );
}

/** The money of the order: subtotal, discount and its coupon, tax, shipping, cash on delivery's fee and total. */
export function OrderSummary({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  const money = (amount: number) => <Money amount={amount} currency={order.currency} />;
  const shippingName = (method: string) => {
    const known = ShippingOptionCode.safeParse(method);
    return known.success ? t(`summary.methods.${known.data}`) : method;
  };
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} fz="h4" mb="md">
        {t('summary.title')}
      </Title>
      <Stack gap="xs" aria-label={t('summary.title')} role="group">
        <Line label={t('summary.subtotal')} value={money(order.subtotal)} />
        {order.discount > 0 && (
          <Line
            label={
              <Group component="span" gap={6}>
                {t('summary.discount')}
                {order.couponCode && (
                  <Badge variant="light" color="grape" tt="none" radius="sm" size="sm">
                    <bdi dir="ltr">{order.couponCode}</bdi>
                  </Badge>
                )}
              </Group>
            }
            value={money(-order.discount)}
          />
        )}
        <Line label={order.pricesIncludeTax ? t('summary.taxIncluded') : t('summary.tax')} value={money(order.tax)} />
        <Line
          label={
            order.shippingMethod
              ? t('summary.shippingWith', { method: shippingName(order.shippingMethod) })
              : t('summary.shipping')
          }
          value={order.shippingFee > 0 ? money(order.shippingFee) : t('summary.freeShipping')}
        />
        {order.paymentFee > 0 && <Line label={t('summary.codFee')} value={money(order.paymentFee)} />}
        <Divider my={4} />
        <Line label={t('summary.total')} value={money(order.totalAmount)} strong />
      </Stack>
    </Paper>
  );
}
