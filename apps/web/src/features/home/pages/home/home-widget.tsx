import { Group, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

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
