import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PayoutAccount } from '@souqna/contracts';

/** A bank account as the merchant recognises it: the holder, then the bank and the IBAN's last four. */
export function AccountName({ account }: { account: Pick<PayoutAccount, 'holderName' | 'bankName' | 'ibanLast4'> }) {
  const { t } = useTranslation('wallet');
  return (
    <div style={{ minWidth: 0 }}>
      <Text fz="sm" fw={600} lineClamp={1}>
        <bdi>{account.holderName}</bdi>
      </Text>
      <Text fz="xs" c="dimmed">
        <bdi>{account.bankName}</bdi> · {t('accounts.ibanEnding')}{' '}
        <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
          {account.ibanLast4}
        </bdi>
      </Text>
    </div>
  );
}
