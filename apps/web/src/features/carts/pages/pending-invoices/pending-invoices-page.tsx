import { useState } from 'react';
import { Button, Group, Modal, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconClipboardList, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CartHeader } from '@souqna/contracts';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { useStoreTime } from '@/lib/use-store-time.ts';
import { EmptyState } from '@/app/components/empty-state.tsx';
import { Money } from '@/app/components/money.tsx';
import { cartKeys, discardCart, useOpenCarts } from '@/features/carts/api.ts';
import * as pages from '@/lib/pages.ts';
import { ListPager } from '@/app/components/list-pager.tsx';

const PAGE_SIZE = 10;

/** /pending-invoices: the open manual-order carts, with their customer, lines, total and age; resume or discard. */
export default function PendingInvoicesPage() {
  const { t } = useTranslation('carts');
  const time = useStoreTime();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const carts = useOpenCarts(page, PAGE_SIZE);
  const [discarding, setDiscarding] = useState<CartHeader | null>(null);
  const [busy, setBusy] = useState(false);

  const discard = async () => {
    if (!discarding) return;
    setBusy(true);
    try {
      await discardCart(discarding.sessionId);
      notify('success', t('pendingPage.discarded'));
      setDiscarding(null);
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    } catch (e) {
      notify('error', failureMessage(e));
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (carts.isError && !carts.data)
    body = <LoadFailure title={t('failed')} error={carts.error} onRetry={() => void carts.refetch()} />;
  else if (!carts.data) body = <Skeleton h={240} radius="lg" />;
  else if (carts.data.pagination.total === 0)
    body = (
      <EmptyState
        icon={IconClipboardList}
        title={t('pendingPage.empty.title')}
        text={t('pendingPage.empty.text')}
        action={
          <Button component={Link} to={pages.addOrder} leftSection={<IconPlus size={16} />}>
            {t('pendingPage.new')}
          </Button>
        }
      />
    );
  else
    body = (
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Table.ScrollContainer minWidth={620}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('pendingPage.customer')}</Table.Th>
                  <Table.Th>{t('pendingPage.lines')}</Table.Th>
                  <Table.Th>{t('pendingPage.total')}</Table.Th>
                  <Table.Th>{t('pendingPage.age')}</Table.Th>
                  <Table.Th aria-label={t('pendingPage.actions')} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {carts.data.items.map((c) => (
                  <Table.Tr key={c.cartHeaderId} data-testid="pending-cart">
                    <Table.Td>{c.fullName ?? <Text c="dimmed">{t('pendingPage.noCustomer')}</Text>}</Table.Td>
                    <Table.Td>{t('pendingPage.linesCount', { count: c.linesCount })}</Table.Td>
                    <Table.Td>
                      <Money amount={c.cartTotal} currency={c.currency} />
                    </Table.Td>
                    <Table.Td>
                      <Text fz="sm" title={time.dateTime(c.updatedAt)}>
                        {time.age(c.updatedAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button size="xs" variant="light" component={Link} to={pages.manualOrder(c.sessionId)}>
                          {t('pendingPage.resume')}
                        </Button>
                        <Button size="xs" variant="subtle" color="red" onClick={() => setDiscarding(c)}>
                          {t('pendingPage.discard')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPager pagination={{ page, totalPages: carts.data.pagination.totalPages }} onPage={setPage} />
        </Stack>
      </Paper>
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {t('pendingPage.title')}
          </Title>
          <Text c="dimmed">{t('pendingPage.subtitle')}</Text>
        </Stack>
        <Button component={Link} to={pages.addOrder} leftSection={<IconPlus size={16} />}>
          {t('pendingPage.new')}
        </Button>
      </Group>
      {body}
      <Modal opened={discarding !== null} onClose={() => setDiscarding(null)} title={t('pendingPage.discardTitle')} centered>
        <Stack>
          <Text>{t('pendingPage.discardText', { name: discarding?.fullName ?? t('pendingPage.noCustomer') })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDiscarding(null)}>
              {t('pendingPage.keep')}
            </Button>
            <Button color="red" loading={busy} onClick={() => void discard()}>
              {t('pendingPage.discard')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
