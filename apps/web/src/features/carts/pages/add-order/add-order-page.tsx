import { useRef, useState } from 'react';
import { Button, Grid, Group, Paper, Select, Skeleton, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { IconClipboardList, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_NOTE_MAX, type Cart } from '@souqna/contracts';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { ApiError, isPlanLimit } from '@/lib/api-error.ts';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { EmptyState } from '@/app/components/empty-state.tsx';
import { cartKeys, placeOrder, useCart, useCartCalls, usePaymentChoices } from '@/features/carts/api.ts';
import { useWarehouseChoices } from '@/lib/warehouse-choices.ts';
import { CartLines } from '@/features/carts/components/cart-lines.tsx';
import { CartSummary } from '@/features/carts/components/cart-summary.tsx';
import { CouponBox } from '@/features/carts/components/coupon-box.tsx';
import { CustomerSection } from '@/features/carts/components/customer-section.tsx';
import { ProductPicker } from '@/features/carts/components/product-picker.tsx';
import { ShippingChoice } from '@/features/carts/components/shipping-choice.tsx';
import * as pages from '@/lib/pages.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** /orders/add-order/{id}: the merchant's cart of session `id`, turned into an order. */
export default function AddOrderPage() {
  const { id = '' } = useParams();
  if (!UUID.test(id)) return <Navigate to={pages.manualOrder(crypto.randomUUID())} replace />;
  return <ManualOrder key={id} sessionId={id} />;
}

function ManualOrder({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('carts');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = useCart(sessionId);
  const calls = useCartCalls(sessionId);
  const warehouses = useWarehouseChoices();
  const [notes, setNotes] = useState('');
  const [paid, setPaid] = useState(false);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const paymentChoices = usePaymentChoices();
  const [placing, setPlacing] = useState(false);
  // One key per cart content: a retry after a lost answer finds the order the first try made.
  const attempt = useRef<{ key: string; updatedAt: string } | null>(null);

  /** Runs a cart call; a refusal shows the server's sentence and the cart is read again. */
  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (e) {
      notify('error', failureMessage(e));
      void queryClient.invalidateQueries({ queryKey: cartKeys.cart(sessionId) });
      throw e;
    }
  };
  const quiet = (work: () => Promise<unknown>) => act(work).catch(() => undefined);

  if (cart.isError)
    return cart.error instanceof ApiError && cart.error.status === 404 ? (
      <EmptyState
        icon={IconShoppingCart}
        title={t('closed.title')}
        text={t('closed.text')}
        action={
          <Button component={Link} to={pages.addOrder}>
            {t('closed.new')}
          </Button>
        }
      />
    ) : (
      <LoadFailure title={t('failed')} error={cart.error} onRetry={() => void cart.refetch()} />
    );
  if (!cart.data) return <Skeleton h={480} radius="lg" />;
  const c: Cart = cart.data;

  const submit = async () => {
    if (!c.warehouseId) return notify('error', t('needWarehouse'));
    if (!attempt.current || attempt.current.updatedAt !== c.updatedAt)
      attempt.current = { key: crypto.randomUUID(), updatedAt: c.updatedAt };
    setPlacing(true);
    setPaymentError(null);
    try {
      const order = await placeOrder({
        sessionId,
        idempotencyKey: attempt.current.key,
        warehouseId: c.warehouseId,
        notes: notes.trim() || null,
        paid,
        paymentMethod: c.paymentMethod,
      });
      notify('success', t('placed', { number: order.number }));
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      navigate(pages.order(order.orderId));
    } catch (e) {
      // Cash on delivery not offered here, or a method turned off: said under the choice.
      const onMethod = e instanceof ApiError ? e.fieldErrors().paymentMethod : undefined;
      if (onMethod) setPaymentError(onMethod);
      notify('error', onMethod ?? failureMessage(e));
      if (isPlanLimit(e)) void navigate(pages.subscribeRequired);
      if (e instanceof ApiError && e.code === 'INSUFFICIENT_STOCK') void cart.refetch();
    } finally {
      setPlacing(false);
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {t('title')}
          </Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </Stack>
        <Group gap="xs">
          <Button component={Link} to={pages.pendingInvoices} variant="default" leftSection={<IconClipboardList size={16} />}>
            {t('pending')}
          </Button>
          {c.details.length > 0 && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => void quiet(() => calls.clear(c.cartHeaderId))}
            >
              {t('clear')}
            </Button>
          )}
        </Group>
      </Group>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="lg">
            <Section title={t('sections.products')}>
              <ProductPicker warehouseId={c.warehouseId} onAdd={(item) => act(() => calls.add(item))} />
            </Section>
            <Section title={t('sections.cart', { count: c.details.length })}>
              {c.details.length === 0 ? (
                <Text c="dimmed" ta="center" py="lg">
                  {t('emptyCart')}
                </Text>
              ) : (
                <CartLines
                  cart={c}
                  onQuantity={(line, quantity) => act(() => calls.setQuantity(line.cartDetailId, quantity))}
                  onRemove={(line) => quiet(() => calls.remove(line.cartDetailId))}
                />
              )}
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack gap="lg">
            <Section title={t('sections.customer')}>
              <CustomerSection cart={c} calls={calls} act={act} />
            </Section>
            <Section title={t('sections.warehouse')}>
              <Select
                aria-label={t('sections.warehouse')}
                data={(warehouses.data ?? []).map((w) => ({
                  value: w.warehouseId,
                  label: w.isMain ? t('mainWarehouse', { name: w.name }) : w.name,
                }))}
                value={c.warehouseId}
                onChange={(v) => v && void quiet(() => calls.setWarehouse(v))}
                allowDeselect={false}
                error={c.warehouseId ? null : t('needWarehouse')}
              />
            </Section>
            <Section title={t('sections.shipping')}>
              <ShippingChoice
                value={c.shippingProviderStoreId}
                currency={c.currency.code}
                onChange={(option) => void quiet(() => calls.setShipping(option, c.cartHeaderId))}
              />
            </Section>
            <Section title={t('sections.coupon')}>
              <CouponBox
                code={c.couponCode}
                onApply={(code) => calls.applyCoupon(c.cartHeaderId, code)}
                onRemove={() => calls.removeCoupon(c.cartHeaderId, c.couponCode)}
              />
            </Section>
            <Section title={t('sections.summary')}>
              <CartSummary cart={c} />
              <Textarea
                label={t('notes')}
                value={notes}
                onChange={(e) => setNotes(e.currentTarget.value)}
                maxLength={ORDER_NOTE_MAX}
                autosize
                minRows={2}
              />
              <Select
                label={t('paymentMethod')}
                placeholder={t('paymentMethodHint')}
                data={paymentChoices}
                // Kept in the cart: cash on delivery's fee then shows in the summary above.
                value={c.paymentMethod}
                onChange={(v) => {
                  setPaymentError(null);
                  void quiet(() => calls.setPayment(v));
                }}
                error={paymentError}
                clearable
              />
              <Switch label={t('paid')} checked={paid} onChange={(e) => setPaid(e.currentTarget.checked)} />
              <Button size="md" loading={placing} disabled={c.details.length === 0} onClick={() => void submit()}>
                {t('place')}
              </Button>
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
