import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StorePlan } from '@souqna/contracts';

function Meter({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const { t } = useTranslation('billing');
  const share = limit ? Math.min(100, (used / limit) * 100) : 0;
  const colour = share >= 100 ? 'red.9' : share >= 80 ? 'orange.8' : 'amber';
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={500}>
          {label}
        </Text>
        <Text fz="sm" c="dimmed">
          {limit === null ? used : t('usage.of', { used, limit })}
        </Text>
      </Group>
      {limit === null ? (
        <Text fz="xs" c="dimmed">
          {t('usage.unlimited')}
        </Text>
      ) : (
        <Progress value={share} color={colour} size="lg" radius="xl" aria-label={label} />
      )}
    </Stack>
  );
}

/** The store's plan and how much of it is used: products, and orders this month. */
export function UsageCard({ plan }: { plan: StorePlan }) {
  const { t } = useTranslation(['billing', 'public']);
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text fz="sm" c="dimmed">
              {t('billing:usage.currentPlan')}
            </Text>
            <Title order={2} fz="h3">
              {t(`public:plans.${plan.plan}.name`)}
            </Title>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Meter label={t('billing:usage.products')} used={plan.usage.products} limit={plan.limits.products} />
          <Meter label={t('billing:usage.orders')} used={plan.usage.ordersThisMonth} limit={plan.limits.ordersPerMonth} />
        </SimpleGrid>
        <Text fz="xs" c="dimmed">
          {t('billing:usage.monthNote')}
        </Text>
      </Stack>
    </Paper>
  );
}
