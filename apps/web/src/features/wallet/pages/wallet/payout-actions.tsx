import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCash, IconInfoCircle, IconTransfer } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PayoutKind, WalletBalance } from '@souqna/contracts';
import { notifySuccess } from '@/lib/notify.ts';
import { usePayoutAccounts, walletKeys } from '@/features/wallet/api.ts';
import type { PayoutBlock } from '@/features/wallet/payout-access.ts';

// The dialog and its form load when it is first opened, not with the page.
const PayoutModal = lazy(() => import('./payout-modal.tsx').then((m) => ({ default: m.PayoutModal })));

/** Why the buttons are not there: only the owner moves money, and only once the store is verified. */
export function PayoutBlockNotice({ block }: { block: PayoutBlock }) {
  const { t } = useTranslation('wallet');
  return (
    <Alert
      variant="light"
      color="blue"
      radius="md"
      icon={<IconInfoCircle size={18} />}
      title={t(`actions.blocked.${block}.title`)}
    >
      {t(`actions.blocked.${block}.text`)}
    </Alert>
  );
}

/**
 * "Withdraw" (to the store's own account) and "Transfer" (to a beneficiary), each saying why it
 * cannot be used yet (no own account, no beneficiary, nothing available), and their dialog.
 */
export function PayoutActions({ balance }: { balance: WalletBalance | undefined }) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const accounts = usePayoutAccounts();
  const [asking, setAsking] = useState<PayoutKind | null>(null);
  const own = accounts.data?.find((a) => a.own) ?? null;
  const beneficiaries = accounts.data?.filter((a) => !a.own) ?? [];
  const ready = Boolean(balance && accounts.data);
  const nothing = balance !== undefined && balance.available <= 0;
  const hints = [
    ready && !own && t('actions.needOwn'),
    ready && own && beneficiaries.length === 0 && t('actions.needBeneficiary'),
    ready && nothing && t('actions.nothingAvailable'),
  ].filter((h): h is string => Boolean(h));

  return (
    <Stack gap={6} align="flex-end">
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconTransfer size={18} />}
          disabled={!ready || beneficiaries.length === 0 || nothing}
          onClick={() => setAsking('transfer')}
        >
          {t('actions.transfer')}
        </Button>
        <Button leftSection={<IconCash size={18} />} disabled={!ready || !own || nothing} onClick={() => setAsking('withdrawal')}>
          {t('actions.withdraw')}
        </Button>
      </Group>
      {hints.map((hint) => (
        <Text key={hint} fz="xs" c="dimmed" ta="end" maw={360}>
          {hint}
        </Text>
      ))}
      {asking && balance && (
        <Suspense fallback={null}>
          <PayoutModal
            kind={asking}
            available={balance.available}
            currency={balance.currency}
            own={own}
            beneficiaries={beneficiaries}
            onClose={() => setAsking(null)}
            onAsked={(message) => {
              setAsking(null);
              notifySuccess(message);
              void queryClient.invalidateQueries({ queryKey: walletKeys.all });
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
