import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Cart } from '@souqna/contracts';
import { Money } from '@/app/components/money.tsx';

function Row({
  label,
  amount,
  currency,
  negative,
  strong,
}: {
  label: string;
  amount: number;
  currency: string;
  negative?: boolean;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" gap="xs">
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} c={negative ? 'teal' : undefined}>
        {negative ? '− ' : ''}
        <Money amount={amount} currency={currency} />
      </Text>
    </Group>
  );
}

/** The cart's totals as the server worked them out: nothing is computed here. */
export function CartSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation('carts');
  const currency = cart.currency.code;
  return (
    <Stack gap={6} data-testid="cart-summary">
      <Row label={t('summary.totalPrice')} amount={cart.totalPrice} currency={currency} />
      {cart.discountAmount > 0 && (
        <Row label={t('summary.productDiscounts')} amount={cart.discountAmount} currency={currency} negative />
      )}
      {cart.discountCoupon > 0 && (
        <Row
          label={t('summary.coupon', { code: cart.couponCode ?? '' })}
          amount={cart.discountCoupon}
          currency={currency}
          negative
        />
      )}
      <Row label={t('summary.subtotal')} amount={cart.subtotalAfterDiscounts} currency={currency} />
      <Row
        label={cart.pricesIncludeTax ? t('summary.taxIncluded') : t('summary.tax')}
        amount={cart.taxAmountTotal}
        currency={currency}
      />
      <Row label={t('summary.shipping')} amount={cart.shippingFee} currency={currency} />
      {cart.paymentFee > 0 && <Row label={t('summary.codFee')} amount={cart.paymentFee} currency={currency} />}
      <Divider my={4} />
      <Row label={t('summary.total')} amount={cart.cartTotal} currency={currency} strong />
    </Stack>
  );
}
