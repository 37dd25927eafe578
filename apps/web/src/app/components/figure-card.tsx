import type { ReactNode } from 'react';
import { Paper, Stack, Text } from '@mantine/core';

/**
 * One figure in a card, named by its label for screen readers: the home's periods, the analytics'
 * figures, a report's totals; `below` says more (orders, the change on the period before).
 */
export function FigureCard({ label, children, below }: { label: string; children: ReactNode; below?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md" role="group" aria-label={label}>
      <Stack gap={6}>
        <Text fz="sm" c="dimmed" fw={600} aria-hidden>
          {label}
        </Text>
        <Text fz="xl" fw={800}>
          {children}
        </Text>
        {below}
      </Stack>
    </Paper>
  );
}
