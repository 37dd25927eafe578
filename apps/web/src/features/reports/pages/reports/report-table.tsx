import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/app/components/money.tsx';
import type { Cell, ReportColumn, ReportLine } from '@/features/reports/report-kinds.ts';

interface Props {
  columns: ReportColumn[];
  rows: ReportLine[];
  /** The store's currency, for rows that do not name theirs. */
  currency: string;
  heading: (column: ReportColumn) => string;
  /** A cell as text (a status's name, a date in the store's zone, "a guest" for no customer). */
  text: (columnId: string, value: Cell) => Cell;
  sortBy: string;
  sortDir: 'asc' | 'desc';
  onSort: (sortBy: string) => void;
}

/** A column heading that sorts by its column: once descending, again ascending; `aria-sort` says which. */
function SortHeading({ column, props }: { column: ReportColumn; props: Props }) {
  const { t } = useTranslation('reports');
  const label = props.heading(column);
  if (!column.sort)
    return (
      <Table.Th>
        <Text fw={700} fz="sm">
          {label}
        </Text>
      </Table.Th>
    );
  const active = props.sortBy === column.sort;
  const Icon = !active ? IconSelector : props.sortDir === 'desc' ? IconArrowDown : IconArrowUp;
  const sort = column.sort;
  return (
    <Table.Th aria-sort={active ? (props.sortDir === 'desc' ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton onClick={() => props.onSort(sort)} aria-label={t('sortBy', { column: label })}>
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

/** The report's rows, one cell per column, each sortable column's heading a button. */
export function ReportTable(props: Props) {
  const columns = props.columns.filter((c) => !c.fileOnly);
  return (
    <Table.ScrollContainer minWidth={columns.length * 110}>
      <Table verticalSpacing="sm" highlightOnHover striped>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <SortHeading key={c.id} column={c} props={props} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={row.key}>
              {columns.map((c) => {
                const value = row.cells[c.id] ?? null;
                const negative = c.format === 'money' && typeof value === 'number' && value < 0 && c.id === 'profit';
                return (
                  <Table.Td key={c.id} fw={c.format === 'name' ? 600 : undefined} c={negative ? 'red' : undefined}>
                    {c.format === 'money' && typeof value === 'number' ? (
                      <Money amount={value} currency={row.currency ?? props.currency} />
                    ) : (
                      <bdi>{props.text(c.id, value)}</bdi>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
