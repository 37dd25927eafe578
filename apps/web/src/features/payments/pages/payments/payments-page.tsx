import { useState, type ReactNode } from 'react';
import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconCash, IconCreditCard } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatIban, type PaymentProvider, type PaymentProviderId } from '@souqna/contracts';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { Money } from '@/app/components/money.tsx';
import { DetailList } from '@/app/components/detail-list.tsx';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { useStoreMoney } from '@/lib/money.ts';
import { disableProvider, paymentKeys, usePaymentProviders } from '@/features/payments/api.ts';
import { CashOnDeliveryForm } from './cash-on-delivery-form.tsx';
import { BankTransferForm } from './bank-transfer-form.tsx';
import { MoyasarForm, MoyasarSummary } from './moyasar-form.tsx';
import { StripeActions, StripeSummary } from './stripe-card.tsx';

const ICONS: Record<PaymentProviderId, typeof IconCash> = {
  cash_on_delivery: IconCash,
  bank_transfer: IconBuildingBank,
  stripe: IconCreditCard,
  moyasar: IconCreditCard,
};

/** What a configured provider is set to, in a few lines. */
function Summary({ provider, currency }: { provider: PaymentProvider; currency: string }) {
  const { t } = useTranslation('payments');
  if (provider.id === 'stripe') return <StripeSummary provider={provider} />;
  if (provider.id === 'moyasar') return <MoyasarSummary settings={provider.settings} />;
  if (!provider.settings)
    return (
      <Text fz="sm" c="dimmed">
        {t('notSetUp')}
      </Text>
    );
  if (provider.id === 'cash_on_delivery') {
    const s = provider.settings;
    return (
      <DetailList
        cols={2}
        items={[
          { label: t('cod.fee'), value: <Money amount={s.fee} currency={currency} /> },
          {
            label: t('cod.max'),
            value: s.maxOrderAmount === null ? t('cod.noMax') : <Money amount={s.maxOrderAmount} currency={currency} />,
          },
          {
            label: t('cod.branches'),
            value: s.warehouseIds.length ? t('cod.someBranches', { count: s.warehouseIds.length }) : t('cod.allBranches'),
          },
          { label: t('cod.cities'), value: s.cities.length ? <bdi>{s.cities.join('، ')}</bdi> : t('cod.allCities') },
        ]}
      />
    );
  }
  const s = provider.settings;
  return (
    <DetailList
      cols={2}
      items={[
        { label: t('bank.bankName'), value: <bdi>{s.bankName}</bdi> },
        { label: t('bank.accountHolder'), value: <bdi>{s.accountHolder}</bdi> },
        { label: t('bank.iban'), value: <bdi dir="ltr">{formatIban(s.iban)}</bdi> },
      ]}
    />
  );
}

function ProviderCard({
  provider,
  currency,
  onEdit,
  onDisable,
  onChanged,
}: {
  provider: PaymentProvider;
  currency: string;
  onEdit: () => void;
  onDisable: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation('payments');
  const Icon = ICONS[provider.id];
  const headingId = `provider-${provider.id}`;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <ThemeIcon size={40} radius="md" variant="light">
              <Icon size={22} aria-hidden />
            </ThemeIcon>
            <Stack gap={2}>
              <Title order={2} fz="h4" id={headingId}>
                {t(`providers.${provider.id}.name`)}
              </Title>
              <Text fz="sm" c="dimmed">
                {t(`providers.${provider.id}.text`)}
              </Text>
            </Stack>
          </Group>
          <Badge color={provider.enabled ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {t(provider.enabled ? 'enabled' : 'disabled')}
          </Badge>
        </Group>
        <Summary provider={provider} currency={currency} />
        <Group gap="sm" mt="auto">
          {provider.id === 'stripe' ? (
            <StripeActions provider={provider} onChanged={onChanged} onDisable={onDisable} />
          ) : (
            <>
              <Button onClick={onEdit} variant={provider.enabled ? 'default' : 'filled'}>
                {t(provider.enabled ? 'edit' : provider.settings ? 'enable' : 'setUp')}
              </Button>
              {provider.enabled && (
                <Button variant="subtle" color="red" onClick={onDisable}>
                  {t('disable')}
                </Button>
              )}
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** /integrations/payments: the ways the store's customers pay, each set up, enabled and turned off here. */
export default function PaymentsPage() {
  const { t } = useTranslation('payments');
  const providers = usePaymentProviders();
  const money = useStoreMoney();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<PaymentProviderId | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: paymentKeys.all });
  const saved = (message: string) => {
    setEditing(null);
    notify('success', message);
    void refresh();
  };
  const turnOff = async (provider: PaymentProvider) => {
    try {
      const { message } = await disableProvider(provider.paymentProviderStorePublicId!);
      notify('success', message);
      void refresh();
    } catch (error) {
      notify('error', failureMessage(error));
    }
  };

  let body: ReactNode;
  if (providers.isPending || !money) body = <Skeleton h={260} radius="lg" />;
  else if (providers.isError)
    body = <LoadFailure title={t('loadFailed')} error={providers.error} onRetry={() => void providers.refetch()} />;
  else
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {providers.data.map((p) => (
          <ProviderCard
            key={p.id}
            provider={p}
            currency={money.code}
            onEdit={() => setEditing(p.id)}
            onDisable={() => void turnOff(p)}
            onChanged={() => void refresh()}
          />
        ))}
      </SimpleGrid>
    );
  const current = providers.data?.find((p) => p.id === editing);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" fz="sm" maw={680}>
          {t('subtitle')}
        </Text>
      </Stack>
      {body}
      {current?.id === 'cash_on_delivery' && money && (
        <CashOnDeliveryForm settings={current.settings} money={money} onClose={() => setEditing(null)} onSaved={saved} />
      )}
      {current?.id === 'moyasar' && <MoyasarForm settings={current.settings} onClose={() => setEditing(null)} onSaved={saved} />}
      {current?.id === 'bank_transfer' && (
        <BankTransferForm settings={current.settings} onClose={() => setEditing(null)} onSaved={saved} />
      )}
    </Stack>
  );
}
