import { Button, Group, Paper, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowNarrowLeft, IconArrowNarrowRight, IconCreditCard, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { useAppStore } from '@/lib/app-store.ts';
import { useStoreTime } from '@/lib/use-store-time.ts';
import { useStorePlan } from '@/features/billing/api.ts';
import { UsageCard } from '@/features/billing/components/usage-card.tsx';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { InvoicesList } from './invoices-list.tsx';
import * as pages from '@/lib/pages.ts';

/** /billing-page: the current plan and its usage, who changed the plan when, and the platform's invoices. */
export default function BillingPage() {
  const { t } = useTranslation(['billing', 'public']);
  const lang = useAppStore((s) => s.language);
  const overview = useStorePlan();
  const time = useStoreTime();
  const Arrow = lang === 'ar' ? IconArrowNarrowLeft : IconArrowNarrowRight;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {t('billing:billing.title')}
          </Title>
          <Text c="dimmed">{t('billing:billing.subtitle')}</Text>
        </Stack>
        <Button component={PrefetchLink} to={pages.plans} leftSection={<IconCreditCard size={18} />}>
          {t('billing:billing.changePlan')}
        </Button>
      </Group>
      {overview.isPending ? (
        <Skeleton h={360} radius="lg" />
      ) : overview.isError ? (
        <LoadFailure title={t('billing:loadFailed')} error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <UsageCard plan={overview.data} />
          <Paper withBorder radius="lg" p="xl">
            <Stack gap="md">
              <Group gap="sm">
                <ThemeIcon variant="light" radius="xl">
                  <IconHistory size={18} />
                </ThemeIcon>
                <Title order={2} fz="lg">
                  {t('billing:billing.history')}
                </Title>
              </Group>
              {overview.data.history.length === 0 ? (
                <Text c="dimmed" fz="sm" py="md" ta="center">
                  {t('billing:billing.noHistory')}
                </Text>
              ) : (
                <Table.ScrollContainer minWidth={520}>
                  <Table verticalSpacing="sm" highlightOnHover>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('billing:billing.when')}</Table.Th>
                        <Table.Th>{t('billing:billing.change')}</Table.Th>
                        <Table.Th>{t('billing:billing.by')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {overview.data.history.map((change) => (
                        <Table.Tr key={`${change.changedAt}-${change.to}`}>
                          <Table.Td>
                            <bdi>{time.dateTime(change.changedAt)}</bdi>
                          </Table.Td>
                          <Table.Td>
                            <Group gap={6} wrap="nowrap">
                              <Text fz="sm">{t(`public:plans.${change.from}.name`)}</Text>
                              <Arrow size={16} aria-label={t('billing:billing.to')} />
                              <Text fz="sm" fw={600}>
                                {t(`public:plans.${change.to}.name`)}
                              </Text>
                            </Group>
                          </Table.Td>
                          <Table.Td>{change.changedBy ? <bdi>{change.changedBy}</bdi> : t('billing:billing.unknown')}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
              <Text fz="xs" c="dimmed">
                {t('billing:billing.lastChanges')}
              </Text>
            </Stack>
          </Paper>
          <InvoicesList />
        </>
      )}
    </Stack>
  );
}
