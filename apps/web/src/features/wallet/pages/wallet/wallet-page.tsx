import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { useWalletBalance } from '@/features/wallet/api.ts';
import { usePayoutBlock } from '@/features/wallet/payout-access.ts';
import { BalanceCards } from './balance-cards.tsx';
import { BalanceChart } from './balance-chart.tsx';
import { BankAccounts } from './bank-accounts.tsx';
import { LatestEntries } from './latest-entries.tsx';
import { PayoutActions, PayoutBlockNotice } from './payout-actions.tsx';
import { PayoutsList } from './payouts-list.tsx';

/**
 * /mony-management/wallet (docs/product-rules.md "Wallet"): the balance (available, pending, on
 * hold, total), its course over the last days, the latest entries, the payouts asked and where they
 * stand, and, for the owner of a verified store, withdrawing, transferring and the bank accounts.
 */
export default function WalletPage() {
  const { t } = useTranslation('wallet');
  const balance = useWalletBalance();
  const block = usePayoutBlock();

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {t('title')}
          </Title>
          <Text c="dimmed" fz="sm" maw={620}>
            {t('subtitle')}
          </Text>
        </Stack>
        {!block && <PayoutActions balance={balance.data} />}
      </Group>
      {block && <PayoutBlockNotice block={block} />}
      {balance.isError && !balance.data ? (
        <LoadFailure title={t('balance.failed')} error={balance.error} onRetry={() => void balance.refetch()} />
      ) : (
        <BalanceCards balance={balance.data} />
      )}
      <BalanceChart />
      <LatestEntries />
      <PayoutsList />
      <BankAccounts canManage={!block} />
    </Stack>
  );
}
