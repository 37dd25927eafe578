import { useState } from 'react';
import { Anchor, Avatar, Breadcrumbs, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { useAppStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useStoreTime } from '@/lib/use-store-time.ts';
import { ConfirmDeleteDialog } from '@/app/components/confirm-delete-dialog.tsx';
import { formatMoney } from '@/lib/money.ts';
import { customerKeys, deleteCustomer, useCustomer } from '@/lib/customers.ts';
import { CustomerFormModal } from '@/app/components/customers/customer-form-modal.tsx';
import { CustomerAddresses } from './customer-addresses.tsx';
import { CustomerOrders } from './customer-orders.tsx';
import { PhoneText } from '@/app/components/phone-text.tsx';
import * as pages from '@/lib/pages.ts';

function Figure({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

/** /order/customer-mangemant/:customerId: the customer's details, addresses and last orders. */
export default function CustomerPage() {
  const { customerId = '' } = useParams();
  const { t } = useTranslation('customers');
  const lang = useAppStore((s) => s.language);
  const time = useStoreTime();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const details = useCustomer(customerId);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (details.isPending) return <Skeleton h={320} radius="lg" />;
  if (details.isError)
    return <LoadFailure title={t('failed.fetchOne')} error={details.error} onRetry={() => void details.refetch()} />;
  const { customer, addresses, orders, currency } = details.data;
  // A zero-width non-joiner keeps two Arabic initials apart (ل and ا would join as "لا").
  const initials = `${customer.firstName.charAt(0)}\u200c${customer.lastName.charAt(0)}`;

  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to={pages.customers} fz="sm">
          {t('title')}
        </Anchor>
        <Text fz="sm">{customer.fullName}</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="md" wrap="nowrap">
          <Avatar src={customer.avatar} alt="" size="lg" radius="xl" color="brand">
            {initials}
          </Avatar>
          <Stack gap={2}>
            <Title order={1} fz="h2">
              {customer.fullName}
            </Title>
            <Text c="dimmed" fz="sm">
              <PhoneText phone={customer.phone} /> · <bdi>{customer.email}</bdi>
            </Text>
          </Stack>
        </Group>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconPencil size={18} />} onClick={() => setEditing(true)}>
            {t('actions.edit')}
          </Button>
          <Button variant="light" color="red" leftSection={<IconTrash size={18} />} onClick={() => setDeleting(true)}>
            {t('actions.delete')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="lg" p="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label={t('columns.orders')} value={customer.ordersCount} />
          <Figure label={t('columns.spent')} value={formatMoney(customer.totalSpent, currency, lang)} />
          <Figure label={t('page.since')} value={time.date(customer.createdAt)} />
          <Figure label={t('page.addressesCount')} value={addresses.length} />
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="lg" p="md">
        <CustomerAddresses customer={customer} addresses={addresses} />
      </Paper>
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Text fw={600}>{t('page.orders')}</Text>
          <CustomerOrders orders={orders} currency={currency} />
        </Stack>
      </Paper>
      <CustomerFormModal
        opened={editing}
        customer={customer}
        onClose={() => setEditing(false)}
        onSaved={(_c, message) => {
          setEditing(false);
          notifySuccess(message);
        }}
      />
      <ConfirmDeleteDialog
        opened={deleting}
        texts={{
          title: t('delete.title'),
          text: customer.ordersCount
            ? t('delete.hasOrders', { name: customer.fullName, count: customer.ordersCount })
            : t('delete.text', { name: customer.fullName }),
          confirm: t('delete.confirm'),
          refused: t('delete.refused'),
        }}
        onDelete={async () => (await deleteCustomer(customer.id)).message}
        failureOf={failureMessage}
        onClose={() => setDeleting(false)}
        onDeleted={(message) => {
          notifySuccess(message);
          queryClient.removeQueries({ queryKey: customerKeys.detail(customer.id) });
          void queryClient.invalidateQueries({ queryKey: customerKeys.all });
          void navigate(pages.customers);
        }}
      />
    </Stack>
  );
}
