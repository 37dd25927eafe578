import { Badge, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/lib/app-store.ts';
import { useMe } from '@/lib/me.ts';
import { NextSteps } from './next-steps.tsx';
import { QuickFigures } from './quick-figures.tsx';
import { SalesSummary } from './sales-summary.tsx';
import { AbandonedCarts } from './abandoned-carts.tsx';
import { SummaryLists } from '../store-summary/summary-lists.tsx';
import { useStoreSummary } from '@/features/home/api.ts';

/** /home: a welcome with the store's real name and plan, the next steps after activation, the quick figures, the sales summary, the abandoned carts, the latest orders and the stock running out. */
export default function HomePage() {
  const { t } = useTranslation('home');
  const name = useAppStore((s) => s.auth?.session?.user.name ?? '');
  const me = useMe();
  const summary = useStoreSummary();
  const store = me.data?.store;
  const link = store?.url ?? null;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="xl">
        <Group gap="lg" wrap="nowrap" align="flex-start">
          <ThemeIcon size={56} radius="xl" variant="light" color="amber" visibleFrom="xs">
            <IconBuildingStore size={28} />
          </ThemeIcon>
          <Stack gap={6}>
            <Title order={1} fz="h2">
              {t('welcome', { name })}
            </Title>
            <Group gap="xs">
              <Text c="dimmed">{store?.name ? <bdi>{store.name}</bdi> : t('storeUnnamed')}</Text>
              {store && (
                <Badge variant="light" color="amber">
                  {t(`shell:plans.${store.plan}`)}
                </Badge>
              )}
            </Group>
            {link ? (
              <Text fz="sm" c="dimmed">
                {t('storeLink')}{' '}
                <bdi dir="ltr">
                  <a href={link} target="_blank" rel="noopener noreferrer" style={{ color: 'var(--mantine-color-anchor)' }}>
                    {link}
                  </a>
                </bdi>
              </Text>
            ) : (
              store && (
                <Text fz="sm" c="dimmed">
                  {t('noDomain')}
                </Text>
              )
            )}
          </Stack>
        </Group>
      </Paper>
      {store && <NextSteps link={link} />}
      <QuickFigures />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <SalesSummary />
        <AbandonedCarts />
      </SimpleGrid>
      <SummaryLists data={summary.data} />
    </Stack>
  );
}
