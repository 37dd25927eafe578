import { useEffect, useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch, IconSearchOff, IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@souqna/contracts';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { failureMessage } from '@/lib/failure.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { ConfirmDeleteDialog } from '@/app/components/confirm-delete-dialog.tsx';
import { EmptyState } from '@/app/components/empty-state.tsx';
import { useStoreMoney } from '@/lib/money.ts';
import { customerKeys, deleteCustomer, useCustomers } from '@/lib/customers.ts';
import { CustomerFormModal } from '@/app/components/customers/customer-form-modal.tsx';
import { SEARCH_DELAY_MS } from '@/app/components/customers/customer-picker.tsx';
import { CustomerCards, CustomersTable } from './customer-rows.tsx';
import * as pages from '@/lib/pages.ts';
import { ListPager } from '@/app/components/list-pager.tsx';
import { ListLoading, Refreshing } from '@/app/components/list-states.tsx';

const PAGE_SIZE = 20;

/** /order/customer-mangemant: the store's customers, newest first, searched by name, phone or e-mail. */
export default function CustomersPage() {
  const { t } = useTranslation('customers');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const money = useStoreMoney();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const [debounced] = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const [editing, setEditing] = useState<Customer | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Customer | null>(null);
  const list = useCustomers({ page, pageSize: PAGE_SIZE, search });

  useEffect(() => {
    const next = debounced.trim();
    if (next !== search)
      setSearchParams((sp) => {
        if (next) sp.set('search', next);
        else sp.delete('search');
        sp.delete('page');
        return sp;
      });
    // Only the typed text sends a search; the address catching up must not send it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const goTo = (p: number) =>
    setSearchParams((sp) => {
      if (p > 1) sp.set('page', String(p));
      else sp.delete('page');
      return sp;
    });
  const items = list.data?.items ?? [];
  const pagination = list.data?.pagination;
  const addButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
      {t('add')}
    </Button>
  );

  let body;
  if (list.isPending) {
    body = <ListLoading height={56} />;
  } else if (list.isError) {
    body = <LoadFailure title={t('failed.fetch')} error={list.error} onRetry={() => void list.refetch()} />;
  } else if (items.length === 0 && search) {
    body = <EmptyState icon={IconSearchOff} title={t('empty.noMatch')} text={t('empty.noMatchText', { search })} />;
  } else if (items.length === 0) {
    body = <EmptyState icon={IconUsers} title={t('empty.title')} text={t('empty.text')} action={addButton} />;
  } else {
    const rows = { items, currency: money?.code ?? null, onEdit: setEditing, onDelete: setDeleting };
    body = wide ? (
      <Paper withBorder radius="lg" p="xs">
        <CustomersTable {...rows} />
      </Paper>
    ) : (
      <CustomerCards {...rows} />
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Group gap="sm" wrap="nowrap">
            <Title order={1} fz="h2">
              {t('title')}
            </Title>
            {pagination && (
              <Badge variant="light" size="lg">
                {pagination.total}
              </Badge>
            )}
          </Group>
          <Text c="dimmed" fz="sm" maw={620}>
            {t('subtitle')}
          </Text>
        </Stack>
        {addButton}
      </Group>
      <TextInput
        type="search"
        aria-label={t('search')}
        placeholder={t('searchHint')}
        leftSection={<IconSearch size={18} />}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        maw={480}
      />
      <Refreshing when={list.isPlaceholderData}>{body}</Refreshing>
      {pagination && <ListPager pagination={{ page, totalPages: pagination.totalPages }} onPage={goTo} />}
      <CustomerFormModal
        opened={editing !== undefined}
        customer={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={(customer, message) => {
          const added = editing === null;
          setEditing(undefined);
          notifySuccess(message);
          if (added) void navigate(pages.customer(customer.id));
        }}
      />
      <ConfirmDeleteDialog
        opened={deleting !== null}
        texts={{
          title: t('delete.title'),
          text: deleting?.ordersCount
            ? t('delete.hasOrders', { name: deleting.fullName, count: deleting.ordersCount })
            : t('delete.text', { name: deleting?.fullName ?? '' }),
          confirm: t('delete.confirm'),
          refused: t('delete.refused'),
        }}
        onDelete={async () => (await deleteCustomer(deleting!.id)).message}
        failureOf={failureMessage}
        onClose={() => setDeleting(null)}
        onDeleted={(message) => {
          notifySuccess(message);
          void queryClient.invalidateQueries({ queryKey: customerKeys.all });
        }}
      />
    </Stack>
  );
}
