import type { CSSProperties, ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A home widget: a titled section (named by its title for screen readers) with an action beside the title. */
export function HomeWidget({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
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

/** How a figure compares with the period before: "+12%", "−5%", or nothing to compare with (nothing while the period before loads). */
export function PeriodChange({ now, before }: { now: number; before: number | undefined }) {
  const { t } = useTranslation('home');
  if (before === undefined) return null;
  if (before === 0)
    return (
      <Text fz="xs" c="dimmed">
        {now === 0 ? t('quick.nothingYet') : t('quick.noBefore')}
      </Text>
    );
  const percent = Math.round(((now - before) / Math.abs(before)) * 100);
  const up = percent >= 0;
  const Icon = up ? IconArrowUpRight : IconArrowDownRight;
  return (
    <Group gap={4} wrap="nowrap">
      <Icon size={14} color={`var(--mantine-color-${up ? 'teal' : 'red'}-6)`} aria-hidden />
      <Text fz="xs" c={up ? 'teal' : 'red'} fw={600}>
        {t('quick.change', { percent: `${up ? '+' : '−'}${Math.abs(percent)}%` })}
      </Text>
    </Group>
  );
}
