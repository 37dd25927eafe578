import type { ReactNode } from 'react';
import { Skeleton, Stack, Table, VisuallyHidden, type TableThProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Grey rows while a list's first page loads. */
export function ListLoading({ rows = 4, height = 48 }: { rows?: number; height?: number }) {
  return (
    <Stack gap="xs" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={height} radius="md" />
      ))}
    </Stack>
  );
}

/** The list as it was, dimmed, while its next page or filter loads (the query keeps the previous data). */
export function Refreshing({ when, children }: { when: boolean; children: ReactNode }) {
  return <div style={{ opacity: when ? 0.6 : 1, transition: 'opacity 120ms' }}>{children}</div>;
}

type Column = string | ({ label: string } & Pick<TableThProps, 'w' | 'ta'>);

/**
 * A table's header row: its columns, then the row actions' column, named for screen readers
 * (`table.actions` in `common`) and unseen.
 */
export function TableHeader({ columns, actionsWidth }: { columns: Column[]; actionsWidth?: TableThProps['w'] }) {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) =>
          typeof column === 'string' ? (
            <Table.Th key={column}>{column}</Table.Th>
          ) : (
            <Table.Th key={column.label} w={column.w} ta={column.ta}>
              {column.label}
            </Table.Th>
          ),
        )}
        <Table.Th w={actionsWidth}>
          <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}
