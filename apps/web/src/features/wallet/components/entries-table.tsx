import { useState } from 'react';
import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LEDGER_ENTRY_TYPE_NAMES, type LedgerEntry } from '@souqna/contracts';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { Money } from '@/app/components/money.tsx';
import { orderDateTime, type TimeStyle } from '@/lib/store-time.ts';
import { usePhone } from '@/lib/use-phone.ts';
import { useTimeStyle } from '@/lib/use-store-time.ts';
import * as pages from '@/lib/pages.ts';

/** An amount of the ledger: money out (negative) in red, isolated from the text around it. */
export function EntryAmount({ amount, currency }: { amount: number; currency: string }) {
  return (
    <Text component="span" fz="sm" fw={600} c={amount < 0 ? 'red' : undefined} data-negative={amount < 0 || undefined}>
      <Money amount={amount} currency={currency} />
    </Text>
  );
}

/** The entry's order, linked to its page ("#1500"), or a dash. */
function EntryOrder({ entry }: { entry: LedgerEntry }) {
  if (!entry.orderId || entry.orderNumber === null) return '—';
  return (
    <Anchor component={PrefetchLink} to={pages.order(entry.orderId)} fz="sm" fw={700}>
      <bdi dir="ltr">#{entry.orderNumber}</bdi>
    </Anchor>
  );
}

/** When a card payment not settled yet can be paid out: "pending" and the day; nothing once it is available. */
function EntryAvailable({ entry, style, now }: { entry: LedgerEntry; style: TimeStyle; now: number }) {
  const { t } = useTranslation('wallet');
  if (Date.parse(entry.availableAt) <= now) return '—';
  return (
    <Stack gap={2} align="flex-start">
      <Badge variant="light" color="amber" size="sm" tt="none">
        {t('entries.pending')}
      </Badge>
      <Text component="time" dateTime={entry.availableAt} fz="xs" c="dimmed">
        {orderDateTime(entry.availableAt, style)}
      </Text>
    </Stack>
  );
}

/**
 * Entries of the ledger, newest first: when (the store's time zone), what, how much, the order it
 * belongs to (a link to it), the note, and for a card payment not settled yet when it can be paid
 * out. A table, or cards on a phone.
 */
export function EntriesTable({ entries, label }: { entries: LedgerEntry[]; label: string }) {
  const { t } = useTranslation('wallet');
  const style = useTimeStyle();
  const phone = usePhone();
  // When the list was first drawn: an entry settles on the next load, not while it is read.
  const [now] = useState(Date.now);
  const typeOf = (entry: LedgerEntry) => LEDGER_ENTRY_TYPE_NAMES[entry.type][style.lang];
  const when = (entry: LedgerEntry) => (
    <Text component="time" dateTime={entry.createdAt} fz="sm">
      {orderDateTime(entry.createdAt, style)}
    </Text>
  );
  const note = (entry: LedgerEntry) => (
    <Text fz="sm" lineClamp={2}>
      {entry.note ? <bdi>{entry.note}</bdi> : '—'}
    </Text>
  );

  if (phone)
    return (
      <Stack gap="sm" component="ul" p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
        {entries.map((entry) => (
          <Card key={entry.entryId} component="li" withBorder radius="lg" padding="sm" data-testid="entry-row">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fz="sm" fw={600}>
                {typeOf(entry)}
              </Text>
              <EntryAmount amount={entry.amount} currency={entry.currency} />
            </Group>
            <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
              {when(entry)}
              {entry.orderId && <EntryOrder entry={entry} />}
            </Group>
            {entry.note && <div>{note(entry)}</div>}
            {Date.parse(entry.availableAt) > now && (
              <div style={{ marginBlockStart: 6 }}>
                <EntryAvailable entry={entry} style={style} now={now} />
              </div>
            )}
          </Card>
        ))}
      </Stack>
    );

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('entries.date')}</Table.Th>
            <Table.Th>{t('entries.type')}</Table.Th>
            <Table.Th>{t('entries.amount')}</Table.Th>
            <Table.Th>{t('entries.order')}</Table.Th>
            <Table.Th>{t('entries.note')}</Table.Th>
            <Table.Th>{t('entries.availableAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.entryId} data-testid="entry-row">
              <Table.Td>{when(entry)}</Table.Td>
              <Table.Td>
                <Text fz="sm">{typeOf(entry)}</Text>
              </Table.Td>
              <Table.Td>
                <EntryAmount amount={entry.amount} currency={entry.currency} />
              </Table.Td>
              <Table.Td>
                <EntryOrder entry={entry} />
              </Table.Td>
              <Table.Td maw={280}>{note(entry)}</Table.Td>
              <Table.Td>
                <EntryAvailable entry={entry} style={style} now={now} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
