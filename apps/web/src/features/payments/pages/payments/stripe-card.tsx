import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PaymentProvider } from '@souqna/contracts';
import { DetailList } from '@/app/components/detail-list.tsx';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { createStripeAccount, enableStripe, stripeDashboardLink, stripeOnboardingLink } from '@/features/payments/api.ts';

type StripeProvider = Extract<PaymentProvider, { id: 'stripe' }>;

/** What Stripe last said of the store's account: each step done or still waiting. */
export function StripeSummary({ provider }: { provider: StripeProvider }) {
  const { t } = useTranslation('payments');
  if (!provider.available)
    return (
      <Text fz="sm" c="dimmed">
        {t('stripe.unavailable')}
      </Text>
    );
  const account = provider.settings;
  if (!account)
    return (
      <Text fz="sm" c="dimmed">
        {t('stripe.notConnected')}
      </Text>
    );
  const step = (done: boolean) => (
    <Badge variant="light" color={done ? 'teal' : 'yellow'} size="sm">
      {t(done ? 'stripe.done' : 'stripe.pending')}
    </Badge>
  );
  return (
    <DetailList
      cols={2}
      items={[
        { label: t('stripe.account'), value: <bdi dir="ltr">{account.accountId}</bdi> },
        { label: t('stripe.details'), value: step(account.detailsSubmitted) },
        { label: t('stripe.charges'), value: step(account.chargesEnabled) },
        { label: t('stripe.payouts'), value: step(account.payoutsEnabled) },
      ]}
    />
  );
}

/**
 * Connect, finish on Stripe, turn on, open the dashboard, turn off. Back from Stripe's onboarding
 * (`?stripe=return`), the account is read at once and turned on if Stripe allows it.
 */
export function StripeActions({
  provider,
  onChanged,
  onDisable,
}: {
  provider: StripeProvider;
  onChanged: () => void;
  onDisable: () => void;
}) {
  const { t } = useTranslation('payments');
  const [busy, setBusy] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const run = async (name: string, action: () => Promise<void>) => {
    setBusy(name);
    try {
      await action();
    } catch (error) {
      notify('error', failureMessage(error));
    } finally {
      setBusy(null);
      onChanged();
    }
  };
  const goToOnboarding = async () => window.location.assign((await stripeOnboardingLink()).url);
  const turnOn = async () => notify('success', (await enableStripe()).message);

  const returned = params.get('stripe') === 'return';
  const checked = useRef(false);
  useEffect(() => {
    if (!returned || checked.current || !provider.available) return;
    checked.current = true;
    setParams({}, { replace: true });
    notify('info', t('stripe.back'));
    void run('enable', turnOn);
  });

  if (!provider.available) return null;
  if (!provider.settings)
    return (
      <Button
        loading={busy === 'connect'}
        onClick={() =>
          void run('connect', async () => {
            await createStripeAccount();
            await goToOnboarding();
          })
        }
      >
        {t('stripe.connect')}
      </Button>
    );
  if (provider.enabled)
    return (
      <>
        <Button
          variant="default"
          loading={busy === 'dashboard'}
          onClick={() => void run('dashboard', async () => window.location.assign((await stripeDashboardLink()).url))}
        >
          {t('stripe.dashboard')}
        </Button>
        <Button variant="subtle" color="red" onClick={onDisable}>
          {t('disable')}
        </Button>
      </>
    );
  const { detailsSubmitted, chargesEnabled } = provider.settings;
  return (
    <Group gap="sm">
      <Button loading={busy === 'enable'} onClick={() => void run('enable', turnOn)}>
        {t('enable')}
      </Button>
      {!(detailsSubmitted && chargesEnabled) && (
        <Button variant="default" loading={busy === 'onboarding'} onClick={() => void run('onboarding', goToOnboarding)}>
          {t('stripe.continue')}
        </Button>
      )}
    </Group>
  );
}
