import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PeriodComparison } from '@souqna/contracts';
import { Money } from '@/app/components/money.tsx';
import { useQuickSummary } from '@/features/home/api.ts';

/** How the period compares with the one before it: "+12%", "−5%", or nothing to compare with. */
function Change({ now, before }: { now: number; before: number }) {
  const { t } = useTranslation('home');
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

function Period({ title, period, currency }: { title: string; period: PeriodComparison; currency: string }) {
  const { t } = useTranslation('home');
  return (
    <Paper withBorder radius="lg" p="md" role="group" aria-label={title}>
      <Stack gap={6}>
        <Text fz="sm" c="dimmed" fw={600} aria-hidden>
          {title}
        </Text>
        <Text fz="xl" fw={800}>
          <Money amount={period.current.sales} currency={currency} />
        </Text>
        <Text fz="sm">{t('quick.orders', { count: period.current.orders })}</Text>
        <Change now={period.current.sales} before={period.previous.sales} />
      </Stack>
    </Paper>
  );
}

/** The home's quick figures (a verified store): today, this week and this month so far, each against the period before. */
export function QuickFigures() {
  const { t } = useTranslation('home');
  const summary = useQuickSummary();
  return (
    <Stack gap="sm" component="section" aria-labelledby="quick-figures-title">
      <Title order={2} fz="h4" id="quick-figures-title">
        {t('quick.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {summary.data ? (
          <>
            <Period title={t('quick.today')} period={summary.data.today} currency={summary.data.currency} />
            <Period title={t('quick.week')} period={summary.data.week} currency={summary.data.currency} />
            <Period title={t('quick.month')} period={summary.data.month} currency={summary.data.currency} />
          </>
        ) : (
          [0, 1, 2].map((i) => <Skeleton key={i} h={128} radius="lg" />)
        )}
      </SimpleGrid>
    </Stack>
  );
}
