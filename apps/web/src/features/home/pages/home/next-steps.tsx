import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { useProductCount } from '@/features/home/api.ts';
import { usePaymentProviderStatus } from '@/lib/payment-status.ts';
import { useShippingStatus } from '@/lib/shipping-status.ts';
import * as pages from '@/lib/pages.ts';

type StepState = 'done' | 'toDo';
const LOOK = {
  done: { color: 'teal', icon: <IconCircleCheck size={18} /> },
  toDo: { color: 'gray', icon: <IconCircleDashed size={18} /> },
} as const;

function Step({ state, title, children }: { state: StepState; title: string; children: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="md" data-state={state}>
      <ThemeIcon size={28} radius="xl" variant="light" color={LOOK[state].color} aria-hidden>
        {LOOK[state].icon}
      </ThemeIcon>
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs">
          <Text fw={700}>{title}</Text>
          <Badge size="sm" variant="light" color={LOOK[state].color}>
            {t(`nextSteps.${state}`)}
          </Badge>
        </Group>
        {children}
      </Stack>
    </Group>
  );
}

const stateOf = (done: boolean): StepState => (done ? 'done' : 'toDo');

/**
 * What to do after activation (a checklist on /home), each from the store's real state: products
 * from the product list's total; shipping once the store has saved its methods with one on (the
 * spec's defaults are on untouched); payment once one way to pay is on; the store link once the store
 * has one (after activation its storefront answers at it), shown as a link that opens the store.
 */
export function NextSteps({ link }: { link: string | null }) {
  const { t } = useTranslation('home');
  const productCount = useProductCount().data ?? 0;
  const shipping = useShippingStatus().data;
  const payment = usePaymentProviderStatus().data;
  const shippingDone = !!shipping?.saved && shipping.anyEnabled;
  const paymentDone = !!payment?.anyEnabled;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="next-steps-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="next-steps-title">
          {t('nextSteps.title')}
        </Title>
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          <Step state={stateOf(productCount > 0)} title={t('nextSteps.product.title')}>
            <Text fz="sm" c="dimmed">
              {productCount > 0 ? t('nextSteps.product.count', { count: productCount }) : t('nextSteps.product.none')}
            </Text>
            <Anchor component={PrefetchLink} to={productCount > 0 ? pages.products : pages.productForm} fz="sm">
              {productCount > 0 ? t('nextSteps.product.open') : t('nextSteps.product.add')}
            </Anchor>
          </Step>
          <Step state={stateOf(shippingDone)} title={t('nextSteps.shipping.title')}>
            {shipping && !shippingDone && (
              <Text fz="sm" c="dimmed">
                {shipping.saved ? t('nextSteps.shipping.noneOn') : t('nextSteps.shipping.defaults')}
              </Text>
            )}
            <Anchor component={PrefetchLink} to={pages.shipping} fz="sm">
              {t('nextSteps.shipping.open')}
            </Anchor>
          </Step>
          <Step state={stateOf(paymentDone)} title={t('nextSteps.payment.title')}>
            {payment && !paymentDone && (
              <Text fz="sm" c="dimmed">
                {t('nextSteps.payment.noneOn')}
              </Text>
            )}
            <Anchor component={PrefetchLink} to={pages.payments} fz="sm">
              {t('nextSteps.payment.open')}
            </Anchor>
          </Step>
          <Step state={stateOf(link !== null)} title={t('nextSteps.share.title')}>
            {link ? (
              <>
                <Anchor href={link} target="_blank" rel="noopener" fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  <bdi dir="ltr" data-testid="next-steps-link">
                    {link}
                  </bdi>
                </Anchor>
                <Text fz="sm" c="dimmed">
                  {t('nextSteps.share.hint')}
                </Text>
              </>
            ) : (
              <Text fz="sm" c="dimmed">
                {t('noDomain')}
              </Text>
            )}
          </Step>
        </Stack>
      </Stack>
    </Paper>
  );
}
