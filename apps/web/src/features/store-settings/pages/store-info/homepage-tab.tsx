import { Input, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCategory, IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HERO_TYPES, type HeroType } from '@souqna/contracts';
import { ImageUploadField } from '@/app/components/image-upload-field.tsx';
import { CountedTextarea } from '@/app/components/counted-textarea.tsx';
import { HomeItemsPicker } from '@/features/store-settings/components/home-items-picker.tsx';
import { SettingsCard } from '@/app/components/settings-card.tsx';
import { HeroItemsEditor } from './hero-items-editor.tsx';
import { imageProps, ltr, textProps } from './field-props.ts';
import type { StoreInfoForm } from './use-store-info-form.ts';
import { ownDirection } from '@/app/forms/text-direction.ts';

const HERO = 'homepage.hero';
const BANNER = 'homepage.banner';

/** Homepage tab: the hero (type, text, items, featured categories and products) and the banner. */
export function HomepageTab({ form }: { form: StoreInfoForm }) {
  const { t } = useTranslation('storeSettings');
  const heroType = form.value(`${HERO}.type`) as HeroType;
  return (
    <Stack gap="lg">
      <SettingsCard title={t('homepage.hero.title')} description={t('homepage.hero.description')}>
        <Input.Wrapper label={t('homepage.hero.type')} description={t(`homepage.hero.types.${heroType}.hint`)}>
          <SegmentedControl
            mt={6}
            fullWidth
            value={heroType}
            onChange={(v) => form.edit(`${HERO}.type`, v)}
            data={HERO_TYPES.map((type) => ({ value: type, label: t(`homepage.hero.types.${type}.label`) }))}
          />
        </Input.Wrapper>
        <CountedTextarea
          label={t('homepage.hero.content')}
          description={t('homepage.hero.contentHint')}
          minRows={2}
          max={500}
          {...ownDirection}
          {...textProps(form, `${HERO}.content`)}
        />
        <Stack gap={6}>
          <Text fw={500} fz="sm">
            {t('homepage.items.heading')}
          </Text>
          <Text c="dimmed" fz="xs" mt={-4}>
            {t('homepage.items.hint')}
          </Text>
          <HeroItemsEditor form={form} />
        </Stack>
      </SettingsCard>

      <SettingsCard title={t('homepage.picks.title')} description={t('homepage.picks.description')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <HomeItemsPicker
            label={t('homepage.picks.categories')}
            description={t('homepage.picks.categoriesHint')}
            icon={<IconCategory size={20} />}
            options={[]}
            value={(form.value(`${HERO}.catigories`) as string[]) ?? []}
            onChange={(ids) => form.edit(`${HERO}.catigories`, ids)}
            max={12}
            emptyTitle={t('homepage.picks.noCategories')}
            emptyText={t('homepage.picks.noCategoriesText')}
            error={form.errorOf(`${HERO}.catigories`)}
          />
          <HomeItemsPicker
            label={t('homepage.picks.products')}
            description={t('homepage.picks.productsHint')}
            icon={<IconPackage size={20} />}
            options={[]}
            value={(form.value(`${HERO}.ProductsHome`) as string[]) ?? []}
            onChange={(ids) => form.edit(`${HERO}.ProductsHome`, ids)}
            max={24}
            emptyTitle={t('homepage.picks.noProducts')}
            emptyText={t('homepage.picks.noProductsText')}
            error={form.errorOf(`${HERO}.ProductsHome`)}
          />
        </SimpleGrid>
      </SettingsCard>

      <SettingsCard title={t('homepage.banner.title')} description={t('homepage.banner.description')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TextInput label={t('homepage.banner.heading')} {...ownDirection} {...textProps(form, `${BANNER}.title`)} />
          <TextInput label={t('homepage.banner.subtitle')} {...ownDirection} {...textProps(form, `${BANNER}.subtitle`)} />
          <TextInput label={t('homepage.banner.buttonText')} {...ownDirection} {...textProps(form, `${BANNER}.buttonText`)} />
          <TextInput
            label={t('homepage.banner.buttonLink')}
            description={t('fields.linkHint')}
            placeholder="/products"
            {...ltr}
            {...textProps(form, `${BANNER}.buttonLink`)}
          />
        </SimpleGrid>
        <ImageUploadField label={t('homepage.banner.mainImage')} aspect={21 / 9} {...imageProps(form, `${BANNER}.mainImage`)} />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          {[0, 1, 2].map((slot) => (
            <ImageUploadField
              key={slot}
              label={t('homepage.banner.extraImage', { n: slot + 1 })}
              aspect={4 / 3}
              {...imageProps(form, `${BANNER}.extraImages.${slot}`)}
            />
          ))}
        </SimpleGrid>
      </SettingsCard>
    </Stack>
  );
}
