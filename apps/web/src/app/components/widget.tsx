import type { CSSProperties, ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';

/** A titled section of a dashboard page (named by its title for screen readers), with an action beside the title. */
export function Widget({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="h4" id={id}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A cell of the widgets' plain tables (Mantine's table brings its scroll area, 20 KB more on /home). */
export const tableCell: CSSProperties = {
  padding: '6px 8px',
  textAlign: 'start',
  borderBlockEnd: '1px solid var(--mantine-color-default-border)',
  verticalAlign: 'top',
};

/**
 * One of a few choices as buttons that say which is pressed (the period, the range, chart or
 * table): a segmented control would bring 20 KB to /home.
 */
export function ChoiceButtons<V extends string | number>({
  label,
  choices,
  value,
  onChange,
  text,
}: {
  label: string;
  choices: readonly V[];
  value: V;
  onChange: (value: V) => void;
  text: (value: V) => string;
}) {
  return (
    <Button.Group aria-label={label}>
      {choices.map((choice) => (
        <Button
          key={choice}
          size="xs"
          variant={choice === value ? 'filled' : 'default'}
          aria-pressed={choice === value}
          onClick={() => onChange(choice)}
        >
          {text(choice)}
        </Button>
      ))}
    </Button.Group>
  );
}

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
