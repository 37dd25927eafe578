import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Button, Divider, Group, Paper, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAYOUT_ACCOUNTS_MAX, type PayoutAccount } from '@souqna/contracts';
import { ConfirmDeleteDialog } from '@/app/components/confirm-delete-dialog.tsx';
import { Widget } from '@/app/components/widget.tsx';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { failureMessage } from '@/lib/failure.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { removeBeneficiary, usePayoutAccounts, walletKeys } from '@/features/wallet/api.ts';
import { AccountName } from './account-name.tsx';

// The form loads when it is first opened, not with the page.
const AccountFormModal = lazy(() => import('./account-form-modal.tsx').then((m) => ({ default: m.AccountFormModal })));

/**
 * Where payouts go: the store's own bank account (withdrawals) and its beneficiaries (transfers),
 * each shown by its holder, bank and the IBAN's last four. The owner of a verified store adds,
 * changes and removes them; anyone else reads them.
 */
export function BankAccounts({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const accounts = usePayoutAccounts();
  // The form open: the own account (true) or a new beneficiary (false).
  const [editing, setEditing] = useState<boolean | null>(null);
  const [removing, setRemoving] = useState<PayoutAccount | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: walletKeys.accounts() });

  if (accounts.isError && !accounts.data)
    return (
      <Widget id="accounts-title" title={t('accounts.title')}>
        <LoadFailure title={t('accounts.failed')} error={accounts.error} onRetry={() => void accounts.refetch()} />
      </Widget>
    );
  const own = accounts.data?.find((a) => a.own) ?? null;
  const beneficiaries = accounts.data?.filter((a) => !a.own) ?? [];
  const full = (accounts.data?.length ?? 0) >= PAYOUT_ACCOUNTS_MAX;

  return (
    <Widget id="accounts-title" title={t('accounts.title')}>
      {!accounts.data ? (
        <Skeleton h={120} radius="md" />
      ) : (
        <Stack gap="md">
          <Paper withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={4}>
                <Title order={3} fz="sm">
                  {t('accounts.own')}
                </Title>
                {own ? (
                  <AccountName account={own} />
                ) : (
                  <Text fz="sm" c="dimmed">
                    {t('accounts.noOwn')}
                  </Text>
                )}
              </Stack>
              {canManage && (
                <Button
                  variant={own ? 'default' : 'filled'}
                  size="xs"
                  leftSection={own ? <IconPencil size={16} /> : <IconPlus size={16} />}
                  onClick={() => setEditing(true)}
                >
                  {t(own ? 'accounts.changeOwn' : 'accounts.addOwn')}
                </Button>
              )}
            </Group>
          </Paper>
          <Divider />
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Title order={3} fz="sm">
                {t('accounts.beneficiaries')}
              </Title>
              <Text fz="xs" c="dimmed">
                {t('accounts.beneficiariesHint')}
              </Text>
            </Stack>
            {canManage && (
              <Tooltip label={t('accounts.full', { count: PAYOUT_ACCOUNTS_MAX })} disabled={!full}>
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconPlus size={16} />}
                  disabled={full}
                  onClick={() => setEditing(false)}
                >
                  {t('accounts.addBeneficiary')}
                </Button>
              </Tooltip>
            )}
          </Group>
          {beneficiaries.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {t('accounts.noBeneficiaries')}
            </Text>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {beneficiaries.map((b) => (
                <Group key={b.accountId} component="li" justify="space-between" wrap="nowrap" gap="sm">
                  <AccountName account={b} />
                  {canManage && (
                    <Tooltip label={t('accounts.remove')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('accounts.removeOne', { name: b.holderName })}
                        onClick={() => setRemoving(b)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      )}
      {editing !== null && (
        <Suspense fallback={null}>
          <AccountFormModal
            own={editing}
            current={editing ? own : null}
            onClose={() => setEditing(null)}
            onSaved={(message) => {
              setEditing(null);
              notifySuccess(message);
              void refresh();
            }}
          />
        </Suspense>
      )}
      <ConfirmDeleteDialog
        opened={removing !== null}
        texts={{
          title: t('accounts.removeTitle'),
          text: t('accounts.removeText', { name: removing?.holderName ?? '', last4: removing?.ibanLast4 ?? '' }),
          confirm: t('accounts.remove'),
          refused: t('accounts.removeFailed'),
        }}
        onDelete={async () => (await removeBeneficiary(removing!.accountId)).message}
        failureOf={failureMessage}
        onClose={() => setRemoving(null)}
        onDeleted={(message) => {
          notifySuccess(message);
          void refresh();
        }}
      />
    </Widget>
  );
}
