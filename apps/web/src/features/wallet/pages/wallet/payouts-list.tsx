import { useState } from 'react';
import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Payout, PayoutStatus } from '@souqna/contracts';
import { ListLoading, Refreshing } from '@/app/components/list-states.tsx';
import { ListPager } from '@/app/components/list-pager.tsx';
import { Money } from '@/app/components/money.tsx';
import { Widget } from '@/app/components/widget.tsx';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { usePhone } from '@/lib/use-phone.ts';
import { useStoreTime } from '@/lib/use-store-time.ts';
import { usePayouts } from '@/features/wallet/api.ts';
import { AccountName } from './account-name.tsx';

const PAGE_SIZE = 5;
const COLOURS: Record<PayoutStatus, string> = { requested: 'amber', paid: 'teal', refused: 'red' };

/** A payout's status, and what the operator said: the bank's reference of a paid one, the reason of a refused one. */
function PayoutStatusCell({ payout }: { payout: Payout }) {
  const { t } = useTranslation('wallet');
  const time = useStoreTime();
  const said = payout.status === 'paid' ? payout.reference : payout.status === 'refused' ? payout.reason : null;
  return (
    <Stack gap={4} align="flex-start">
      <Badge variant="light" color={COLOURS[payout.status]} tt="none" data-status={payout.status}>
        {t(`payouts.status.${payout.status}`)}
      </Badge>
      {said && (
        <Text fz="xs" c={payout.status === 'refused' ? 'red' : 'dimmed'}>
          {t(`payouts.said.${payout.status as 'paid' | 'refused'}`)} <bdi>{said}</bdi>
        </Text>
      )}
      {payout.decidedAt && (
        <Text component="time" dateTime={payout.decidedAt} fz="xs" c="dimmed">
          {time.dateTime(payout.decidedAt)}
        </Text>
      )}
    </Stack>
  );
}

/** When it was asked, and the merchant's note. */
function Asked({ payout }: { payout: Payout }) {
  const time = useStoreTime();
  return (
    <>
      <Text component="time" dateTime={payout.createdAt} fz="sm" display="block" style={{ whiteSpace: 'nowrap' }}>
        {time.dateTime(payout.createdAt)}
      </Text>
      {payout.note && (
        <Text fz="xs" c="dimmed" lineClamp={2}>
          <bdi>{payout.note}</bdi>
        </Text>
      )}
    </>
  );
}

/** The payouts as a table, or as cards on a phone. */
function PayoutRows({ items }: { items: Payout[] }) {
  const { t } = useTranslation('wallet');
  const phone = usePhone();
  const amount = (payout: Payout) => (
    <Text fz="sm" fw={600}>
      <Money amount={payout.amount} currency={payout.currency} />
    </Text>
  );
  if (phone)
    return (
      <Stack gap="sm" component="ul" p={0} m={0} aria-labelledby="payouts-title" style={{ listStyle: 'none' }}>
        {items.map((payout) => (
          <Card key={payout.payoutId} component="li" withBorder radius="lg" padding="sm" data-testid="payout-row">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fz="sm" fw={600}>
                {t(`payouts.kinds.${payout.kind}`)}
              </Text>
              {amount(payout)}
            </Group>
            <Stack gap="xs" mt={6}>
              <AccountName account={payout.account} />
              <Asked payout={payout} />
              <PayoutStatusCell payout={payout} />
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" aria-labelledby="payouts-title">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('payouts.date')}</Table.Th>
            <Table.Th>{t('payouts.kind')}</Table.Th>
            <Table.Th>{t('payouts.account')}</Table.Th>
            <Table.Th>{t('payouts.amount')}</Table.Th>
            <Table.Th>{t('payouts.statusColumn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((payout) => (
            <Table.Tr key={payout.payoutId} data-testid="payout-row">
              <Table.Td>
                <Asked payout={payout} />
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{t(`payouts.kinds.${payout.kind}`)}</Text>
              </Table.Td>
              <Table.Td>
                <AccountName account={payout.account} />
              </Table.Td>
              <Table.Td>{amount(payout)}</Table.Td>
              <Table.Td>
                <PayoutStatusCell payout={payout} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The payouts asked, newest first: when, withdrawal or transfer, to which account, how much, and where each stands. */
export function PayoutsList() {
  const { t } = useTranslation('wallet');
  const [page, setPage] = useState(1);
  const payouts = usePayouts(page, PAGE_SIZE);
  let body;
  if (payouts.isError && !payouts.data)
    body = <LoadFailure title={t('payouts.failed')} error={payouts.error} onRetry={() => void payouts.refetch()} />;
  else if (!payouts.data) body = <ListLoading rows={2} />;
  else if (!payouts.data.items.length)
    body = (
      <Text fz="sm" c="dimmed">
        {t('payouts.empty')}
      </Text>
    );
  else
    body = (
      <Refreshing when={payouts.isPlaceholderData}>
        <Stack gap="sm">
          <PayoutRows items={payouts.data.items} />
          <ListPager pagination={payouts.data.pagination} onPage={setPage} />
        </Stack>
      </Refreshing>
    );
  return (
    <Widget id="payouts-title" title={t('payouts.title')}>
      {body}
    </Widget>
  );
}
