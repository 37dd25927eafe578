import { Anchor, Badge, Group, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '@/app/components/image-upload-field.tsx';
import { CountedTextarea } from '@/app/components/counted-textarea.tsx';
import { SettingsCard } from '@/app/components/settings-card.tsx';
import type { StoreIdentity } from '@/features/store-settings/identity.ts';
import type { StoreInfoForm } from './use-store-info-form.ts';
import { ownDirection } from '@/app/forms/text-direction.ts';
import { LoadFailure } from '@/app/feedback/load-failure.tsx';

interface Props {
  form: StoreInfoForm;
  store: StoreIdentity | undefined;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

/** Identity tab: the store's name, description, logo and favicon (`POST /store/store`). */
export function IdentityTab({ form, store, loading, error, retry }: Props) {
  const { t } = useTranslation('storeSettings');
  if (loading) {
    return (
      <Stack gap="md">
        <Skeleton h={36} radius="md" />
        <Skeleton h={96} radius="md" />
      </Stack>
    );
  }
  if (error || !form.identity || !store) {
    return <LoadFailure title={t('identity.loadFailed')} error={error} onRetry={retry} />;
  }
  const identity = form.identity;
  const field = (name: 'name' | 'description') => ({
    value: identity[name],
    onChange: (e: { currentTarget: { value: string } }) => form.editIdentity(name, e.currentTarget.value),
    error: form.errorOf(`identity.${name}`),
  });
  const image = (name: 'logo' | 'favicon') => ({
    value: identity[name] || null,
    onChange: (path: string | null) => form.editIdentity(name, path ?? ''),
    error: form.errorOf(`identity.${name}`),
  });
  return (
    <Stack gap="lg">
      <SettingsCard
        title={t('identity.title')}
        description={t('identity.description')}
        aside={
          <Badge variant="light" color="gray" size="lg">
            {t(`identity.entityTypes.${identity.entityType}`)}
          </Badge>
        }
      >
        <TextInput label={t('identity.name')} withAsterisk maxLength={120} {...ownDirection} {...field('name')} />
        <CountedTextarea
          label={t('identity.storeDescription')}
          description={t('identity.storeDescriptionHint')}
          max={1000}
          {...ownDirection}
          {...field('description')}
        />
        <Group gap={6}>
          <Text fz="sm" c="dimmed">
            {t('identity.link')}
          </Text>
          {store.url ? (
            <bdi dir="ltr">
              <Anchor href={store.url} target="_blank" rel="noopener noreferrer" fz="sm">
                {store.url}
              </Anchor>
            </bdi>
          ) : (
            <Text fz="sm">{t('identity.noDomain')}</Text>
          )}
        </Group>
      </SettingsCard>
      <SettingsCard title={t('identity.images')} description={t('identity.imagesHint')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ImageUploadField label={t('identity.logo')} aspect={1} {...image('logo')} />
          <ImageUploadField label={t('identity.favicon')} aspect={1} {...image('favicon')} />
        </SimpleGrid>
      </SettingsCard>
    </Stack>
  );
}
