import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '@/app/components/settings-card.tsx';
import { ltr, textProps } from './field-props.ts';
import type { StoreInfoForm } from './use-store-info-form.ts';

/** Analytics tab: the ids the storefront reports visits and conversions to. */
export function AnalyticsTab({ form }: { form: StoreInfoForm }) {
  const { t } = useTranslation('storeSettings');
  return (
    <SettingsCard title={t('analytics.title')} description={t('analytics.description')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TextInput
          label={t('analytics.webAnalyticsId')}
          description={t('analytics.webAnalyticsHint')}
          placeholder="G-XXXXXXXXXX"
          autoComplete="off"
          {...ltr}
          {...textProps(form, 'analytics.webAnalyticsId')}
        />
        <TextInput
          label={t('analytics.socialPixelId')}
          description={t('analytics.socialPixelHint')}
          placeholder="123456789012345"
          autoComplete="off"
          {...ltr}
          {...textProps(form, 'analytics.socialPixelId')}
        />
      </SimpleGrid>
    </SettingsCard>
  );
}
