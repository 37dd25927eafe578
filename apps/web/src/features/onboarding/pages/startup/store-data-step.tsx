import { useState } from 'react';
import { Button, Group, Input, Radio, SimpleGrid, Skeleton, Stack, Text, Textarea, TextInput, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconArrowRight, IconBriefcase, IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StoreDataInput, type EntityTypeId, type StoreIdentity } from '@souqna/contracts';
import { appStore } from '@/lib/app-store.ts';
import { contractsResolver, showServerFieldErrors } from '@/lib/form-resolver.ts';
import { failureMessage } from '@/lib/failure.ts';
import { notify } from '@/lib/notify.ts';
import { currentLanguage } from '@/i18n/i18n.ts';
import { FormFailure } from '@/app/components/form-failure.tsx';
import { nameOf } from '@/lib/reference/names.ts';
import { ImageUploadField } from '@/app/components/image-upload-field.tsx';
import { refreshAccount, saveStoreData, useEntityTypes } from '@/features/onboarding/api.ts';
import '@/features/onboarding/components/choice-card.css';
import { StepHeading } from '@/features/onboarding/components/step-heading.tsx';

interface StoreDataForm {
  entityType: EntityTypeId | null;
  name: string;
  description: string;
  logo: string | null;
}

const ICONS: Record<EntityTypeId, typeof IconUser> = { individual: IconUser, business: IconBriefcase };

/** What the form holds, as the contract reads it: an empty description is no description. */
const toInput = (v: StoreDataForm) => ({
  entityType: v.entityType ?? undefined,
  name: v.name,
  description: v.description.trim() ? v.description : null,
  logo: v.logo,
});

export const emptyStoreData: StoreDataForm = { entityType: null, name: '', description: '', logo: null };

export const storeDataOf = (store: Pick<StoreIdentity, 'entityType' | 'name' | 'description' | 'logo'>): StoreDataForm => ({
  entityType: store.entityType,
  name: store.name ?? '',
  description: store.description ?? '',
  logo: store.logo,
});

/** Step 1: individual or business (GET /auth/entity-types), then the store's name, description and logo. */
export function StoreDataStep({ initial, onSaved }: { initial: StoreDataForm; onSaved: () => void }) {
  const { t, i18n } = useTranslation('onboarding');
  const queryClient = useQueryClient();
  const entityTypes = useEntityTypes();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<StoreDataForm>({
    initialValues: initial,
    validate: contractsResolver<StoreDataForm>(StoreDataInput, () => appStore.getState().language, toInput),
  });
  const Forward = i18n.dir() === 'rtl' ? IconArrowLeft : IconArrowRight;
  const lang = currentLanguage();

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const { message } = await saveStoreData(toInput(values) as StoreDataInput);
      notify('success', message);
      await refreshAccount(queryClient);
      onSaved();
    } catch (error) {
      showServerFieldErrors(error, form.setErrors);
      setFailure(failureMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <StepHeading title={t('storeData.title')} subtitle={t('storeData.subtitle')} />

        <Input.Wrapper label={t('storeData.entityType')} withAsterisk error={form.errors.entityType}>
          {entityTypes.isPending ? (
            <SimpleGrid cols={{ base: 1, xs: 2 }} mt={6}>
              <Skeleton h={84} radius="md" />
              <Skeleton h={84} radius="md" />
            </SimpleGrid>
          ) : entityTypes.isError ? (
            <FormFailure message={failureMessage(entityTypes.error)} />
          ) : (
            <Radio.Group
              value={form.values.entityType}
              onChange={(v) => form.setFieldValue('entityType', v as EntityTypeId)}
              aria-label={t('storeData.entityType')}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} mt={6}>
                {entityTypes.data.map((type) => {
                  const TypeIcon = ICONS[type.entityTypeId];
                  return (
                    <Radio.Card key={type.entityTypeId} value={type.entityTypeId} radius="md" p="md" className="app-choice-card">
                      <Group wrap="nowrap" align="flex-start" gap="sm">
                        <ThemeIcon
                          variant={form.values.entityType === type.entityTypeId ? 'filled' : 'light'}
                          radius="md"
                          size={40}
                        >
                          <TypeIcon size={22} />
                        </ThemeIcon>
                        <Stack gap={2} style={{ flex: 1 }}>
                          <Text fw={700}>{nameOf(type, lang)}</Text>
                          <Text fz="xs" c="dimmed">
                            {t(`storeData.entityAbout.${type.entityTypeId}`)}
                          </Text>
                        </Stack>
                        <Radio.Indicator />
                      </Group>
                    </Radio.Card>
                  );
                })}
              </SimpleGrid>
            </Radio.Group>
          )}
        </Input.Wrapper>

        <TextInput
          label={t('storeData.name')}
          placeholder={t('storeData.namePlaceholder')}
          withAsterisk
          maxLength={100}
          {...form.getInputProps('name')}
        />
        <Textarea
          label={t('storeData.description')}
          description={t('storeData.descriptionHint')}
          placeholder={t('storeData.descriptionPlaceholder')}
          autosize
          minRows={3}
          maxRows={6}
          maxLength={1000}
          {...form.getInputProps('description')}
        />
        <ImageUploadField
          label={t('storeData.logo')}
          description={t('storeData.logoHint')}
          value={form.values.logo}
          onChange={(path) => form.setFieldValue('logo', path)}
          error={form.errors.logo}
          previewWidth={180}
        />
        <FormFailure message={failure} />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={form.submitting} rightSection={<Forward size={18} />}>
            {t('storeData.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
