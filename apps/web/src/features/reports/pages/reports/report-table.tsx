import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReportRow, ReportSort } from '@souqna/contracts';
import { Money } from '@/app/components/money.tsx';

/** The columns of every grouped report, in the order they are read: what, how many, how much. */
const COLUMNS: { sort: Exclude<ReportSort, 'name'>; money: boolean }[] = [
  { sort: 'orders', money: false },
  { sort: 'units', money: false },
  { sort: 'sales', money: true },
  { sort: 'tax', money: true },
  { sort: 'cost', money: true },
  { sort: 'profit', money: true },
  { sort: 'refunds', money: true },
];

interface Props {
  rows: ReportRow[];
  currency: string;
  /** What a row is (product, city...), the first column's heading. */
  groupLabel: string;
  sortBy: ReportSort;
  sortDir: 'asc' | 'desc';
  onSort: (sortBy: ReportSort) => void;
}

/** A column heading that sorts by its column: once descending, again ascending; `aria-sort` says which. */
function SortHeading({ label, column, props }: { label: string; column: ReportSort; props: Props }) {
  const { t } = useTranslation('reports');
  const active = props.sortBy === column;
  const Icon = !active ? IconSelector : props.sortDir === 'desc' ? IconArrowDown : IconArrowUp;
  return (
    <Table.Th aria-sort={active ? (props.sortDir === 'desc' ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton onClick={() => props.onSort(column)} aria-label={t('sortBy', { column: label })}>
        <Group gap={4} wrap="nowrap">
          <Text fw={700} fz="sm">
            {label}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The report's rows: the group's name, then its figures, each column sortable. */
export function ReportTable(props: Props) {
  const { t } = useTranslation('reports');
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table verticalSpacing="sm" highlightOnHover striped>
        <Table.Thead>
          <Table.Tr>
            <SortHeading label={props.groupLabel} column="name" props={props} />
            {COLUMNS.map((c) => (
              <SortHeading key={c.sort} label={t(`columns.${c.sort}`)} column={c.sort} props={props} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={row.key ?? ''}>
              <Table.Td fw={600}>
                <bdi>{row.name}</bdi>
              </Table.Td>
              {COLUMNS.map((c) => (
                <Table.Td key={c.sort} c={c.sort === 'profit' && row.profit < 0 ? 'red' : undefined}>
                  {c.money ? <Money amount={row[c.sort]} currency={props.currency} /> : <bdi>{row[c.sort]}</bdi>}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
