import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';

export interface Detail {
  label: string;
  value: ReactNode;
}

/** Labelled values in a grid, each value under its label; an empty value says "—". */
export function DetailList({ items, cols = 3 }: { items: Detail[]; cols?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: cols }} spacing="lg" verticalSpacing="md">
      {items.map(({ label, value }) => (
        <Stack key={label} gap={2}>
          <Text fz="xs" c="dimmed">
            {label}
          </Text>
          <Text component="div" fz="sm" fw={500}>
            {value === null || value === undefined || value === '' ? '—' : value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
