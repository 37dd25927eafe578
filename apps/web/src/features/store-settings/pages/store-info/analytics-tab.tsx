import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { SettingsCard } from '@/app/components/settings-card.tsx';
import { ANALYTICS_FIELDS, AnalyticsIdInput } from '@/features/store-settings/components/analytics-id-input.tsx';
import * as pages from '@/lib/pages.ts';
import { textProps } from './field-props.ts';
import type { StoreInfoForm } from './use-store-info-form.ts';

/** Analytics tab: the ids the storefront reports visits and conversions to (also on /integrations/tools). */
export function AnalyticsTab({ form }: { form: StoreInfoForm }) {
  const { t } = useTranslation('storeSettings');
  return (
    <SettingsCard title={t('analytics.title')} description={t('analytics.description')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {ANALYTICS_FIELDS.map((field) => (
            <AnalyticsIdInput key={field} field={field} {...textProps(form, `analytics.${field}`)} />
          ))}
        </SimpleGrid>
        <Anchor component={PrefetchLink} to={pages.tools} fz="sm">
          {t('analytics.toolsLink')}
        </Anchor>
      </Stack>
    </SettingsCard>
  );
}
