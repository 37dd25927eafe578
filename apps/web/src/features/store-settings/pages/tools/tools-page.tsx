import { useState } from 'react';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { LeaveGuard } from '@/app/forms/leave-guard.tsx';
import * as pages from '@/lib/pages.ts';
import { useStoreConfig } from '@/features/store-settings/api.ts';
import { ANALYTICS_FIELDS, type AnalyticsField } from '@/features/store-settings/components/analytics-id-input.tsx';
import { AnalyticsIdCard } from './analytics-id-card.tsx';

/**
 * /integrations/tools: the store's web analytics and ads pixel, each connected by its id. The ids
 * live in the store style, as on the store info's analytics tab (docs/decisions.md, "Analytics and
 * pixel ids").
 */
export default function ToolsPage() {
  const { t } = useTranslation('storeSettings');
  const config = useStoreConfig();
  const [unsaved, setUnsaved] = useState({ webAnalyticsId: false, socialPixelId: false });
  // One stable callback per card: it reports only when its own unsaved state changes.
  const [onDirty] = useState(() => {
    const of = (field: AnalyticsField) => (dirty: boolean) =>
      setUnsaved((now) => (now[field] === dirty ? now : { ...now, [field]: dirty }));
    return { webAnalyticsId: of('webAnalyticsId'), socialPixelId: of('socialPixelId') };
  });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {t('tools.title')}
          </Title>
          <Text c="dimmed">{t('tools.subtitle')}</Text>
        </Stack>
        <Button
          component={PrefetchLink}
          to={pages.withQuery(pages.storeSettings, { tab: 'analytics' })}
          variant="default"
          leftSection={<IconChartLine size={18} />}
        >
          {t('tools.storeInfoLink')}
        </Button>
      </Group>
      {config.isPending ? (
        <Stack gap="lg">
          <Skeleton h={220} radius="lg" />
          <Skeleton h={220} radius="lg" />
        </Stack>
      ) : config.isError ? (
        <LoadFailure title={t('tools.loadFailed')} error={config.error} onRetry={() => void config.refetch()} />
      ) : (
        <>
          <LeaveGuard when={unsaved.webAnalyticsId || unsaved.socialPixelId} />
          {ANALYTICS_FIELDS.map((field) => (
            <AnalyticsIdCard key={field} field={field} saved={config.data.analytics} onDirtyChange={onDirty[field]} />
          ))}
          <Text c="dimmed" fz="sm">
            {t('tools.keptNote')}
          </Text>
        </>
      )}
    </Stack>
  );
}
