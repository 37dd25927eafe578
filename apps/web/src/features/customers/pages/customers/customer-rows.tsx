import { Anchor, Badge, Card, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@souqna/contracts';
import { useAppStore } from '@/lib/app-store.ts';
import { useStoreTime } from '@/lib/use-store-time.ts';
import { formatMoney } from '@/lib/money.ts';
import { PhoneText } from '@/app/components/phone-text.tsx';
import * as pages from '@/lib/pages.ts';
import { RowActions } from '@/app/components/row-actions.tsx';
import { TableHeader } from '@/app/components/list-states.tsx';

interface RowsProps {
  items: Customer[];
  currency: string | null;
  onEdit: (c: Customer) => void;
  onDelete: (c: Customer) => void;
}

function useCells(currency: string | null) {
  const { t } = useTranslation('customers');
  const lang = useAppStore((s) => s.language);
  const time = useStoreTime();
  return {
    t,
    spent: (c: Customer) => (currency ? formatMoney(c.totalSpent, currency, lang) : String(c.totalSpent)),
    created: (c: Customer) => (
      <Tooltip label={time.dateTime(c.createdAt)}>
        <Text fz="sm" c="dimmed" component="span">
          {time.age(c.createdAt)}
        </Text>
      </Tooltip>
    ),
  };
}

/** The customers as a table (wide screens). */
export function CustomersTable({ items, currency, onEdit, onDelete }: RowsProps) {
  const { t, spent, created } = useCells(currency);
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <TableHeader
          columns={[
            t('columns.name'),
            t('columns.phone'),
            t('columns.email'),
            { label: t('columns.orders'), ta: 'center' },
            t('columns.spent'),
            t('columns.created'),
          ]}
        />
        <Table.Tbody>
          {items.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>
                <Anchor component={Link} to={pages.customer(c.id)} fw={600} fz="sm">
                  {c.fullName}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <PhoneText phone={c.phone} />
              </Table.Td>
              <Table.Td>
                <Text fz="sm" truncate maw={220}>
                  <bdi>{c.email}</bdi>
                </Text>
              </Table.Td>
              <Table.Td ta="center">
                <Badge variant="light" color={c.ordersCount ? 'blue' : 'gray'}>
                  {c.ordersCount}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text fz="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {spent(c)}
                </Text>
              </Table.Td>
              <Table.Td>{created(c)}</Table.Td>
              <Table.Td>
                <RowActions name={c.fullName} onEdit={() => onEdit(c)} onDelete={() => onDelete(c)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The customers as cards (phones). */
export function CustomerCards({ items, currency, onEdit, onDelete }: RowsProps) {
  const { t, spent, created } = useCells(currency);
  return (
    <Stack gap="sm">
      {items.map((c) => (
        <Card key={c.id} withBorder radius="lg" padding="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={pages.customer(c.id)} fw={600}>
                {c.fullName}
              </Anchor>
              <Text fz="sm">
                <PhoneText phone={c.phone} />
              </Text>
              <Text fz="sm" c="dimmed" truncate>
                <bdi>{c.email}</bdi>
              </Text>
            </Stack>
            <RowActions name={c.fullName} onEdit={() => onEdit(c)} onDelete={() => onDelete(c)} />
          </Group>
          <Group justify="space-between" mt="sm" gap="xs">
            <Text fz="sm">{t('card.orders', { count: c.ordersCount })}</Text>
            <Text fz="sm" fw={600}>
              {spent(c)}
            </Text>
            {created(c)}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
