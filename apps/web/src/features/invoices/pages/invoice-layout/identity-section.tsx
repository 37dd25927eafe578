import {
  Anchor,
  ColorInput,
  Group,
  Image,
  Input,
  SegmentedControl,
  Select,
  SimpleGrid,
  Slider,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  INVOICE_FONTS,
  INVOICE_LABEL_WORDS,
  INVOICE_LOGO_POSITIONS,
  INVOICE_STAMP_POSITIONS,
  thumbnailPathOf,
} from '@souqna/contracts';
import { ImageUploadField } from '@/app/components/image-upload-field.tsx';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { SettingsCard } from '@/app/components/settings-card.tsx';
import * as pages from '@/lib/pages.ts';
import type { SectionProps } from './use-layout-edits.ts';

const SWATCHES = ['#111111', '#333333', '#0b7a75', '#1d4ed8', '#7c3aed', '#b91c1c', '#b45309'];

/** A 0–100 setting with its value beside it; its handle is named by `name` (the label by default). */
function Percent({
  label,
  name = label,
  value,
  onChange,
  min = 0,
}: {
  label: string;
  name?: string;
  value: number;
  onChange: (v: number) => void;
  min?: number;
}) {
  return (
    <Input.Wrapper label={label}>
      <Group gap="md" wrap="nowrap" mt={6}>
        <Slider value={value} onChange={onChange} min={min} max={100} step={5} style={{ flex: 1 }} thumbLabel={name} />
        <Text fz="sm" w={36} ta="end">
          <bdi>{value}</bdi>
        </Text>
      </Group>
    </Input.Wrapper>
  );
}

/** `/pdf-identity`: the invoice's title, typeface, logo, colours, watermark and stamp. */
export function IdentitySection({ values, set, errors, logo }: SectionProps & { logo: string | null }) {
  const { t } = useTranslation('invoices');
  const positions = INVOICE_LOGO_POSITIONS.map((p) => ({ value: p, label: t(`position.${p}`) }));
  return (
    <Stack gap="lg">
      <SettingsCard title={t('identity.titleCard')} description={t('identity.titleHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('languages.ar')}
            placeholder={INVOICE_LABEL_WORDS.title.ar}
            value={values.title.ar}
            onChange={(e) => set('title.ar', e.currentTarget.value)}
            error={errors['title.ar']}
            dir="rtl"
            maxLength={60}
          />
          <TextInput
            label={t('languages.en')}
            placeholder={INVOICE_LABEL_WORDS.title.en}
            value={values.title.en}
            onChange={(e) => set('title.en', e.currentTarget.value)}
            error={errors['title.en']}
            dir="ltr"
            maxLength={60}
          />
        </SimpleGrid>
        <Select
          label={t('identity.font')}
          data={INVOICE_FONTS.map((f) => ({ value: f, label: t(`fonts.${f}`) }))}
          value={values.font}
          onChange={(v) => v && set('font', v)}
          allowDeselect={false}
        />
      </SettingsCard>

      <SettingsCard title={t('identity.logoCard')} description={t('identity.logoHint')}>
        <Group gap="md" wrap="nowrap">
          {logo ? (
            <Image src={thumbnailPathOf(logo)} alt={t('identity.logoAlt')} h={56} w="auto" fit="contain" radius="sm" />
          ) : (
            <Text fz="sm" c="dimmed">
              {t('identity.noLogo')}
            </Text>
          )}
          <Anchor component={PrefetchLink} to={pages.storeSettings} fz="sm">
            {t('identity.changeLogo')}
          </Anchor>
        </Group>
        <Percent label={t('identity.logoSize')} value={values.logoSize} onChange={(v) => set('logoSize', v)} min={10} />
        <Input.Wrapper label={t('identity.logoPosition')}>
          <SegmentedControl
            mt={6}
            fullWidth
            data={positions}
            value={values.logoPosition}
            onChange={(v) => set('logoPosition', v)}
          />
        </Input.Wrapper>
      </SettingsCard>

      <SettingsCard title={t('identity.coloursCard')} description={t('identity.coloursHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ColorInput
            label={t('identity.labelColor')}
            eyeDropperButtonProps={{ 'aria-label': t('identity.eyeDropper', { name: t('identity.labelColor') }) }}
            format="hex"
            swatches={SWATCHES}
            value={values.labelColor}
            onChange={(v) => set('labelColor', v)}
            error={errors.labelColor}
            dir="ltr"
          />
          <ColorInput
            label={t('identity.dataColor')}
            eyeDropperButtonProps={{ 'aria-label': t('identity.eyeDropper', { name: t('identity.dataColor') }) }}
            format="hex"
            swatches={SWATCHES}
            value={values.dataColor}
            onChange={(v) => set('dataColor', v)}
            error={errors.dataColor}
            dir="ltr"
          />
        </SimpleGrid>
      </SettingsCard>

      <SettingsCard title={t('identity.watermarkCard')} description={t('identity.watermarkHint')}>
        <ImageUploadField
          label={t('identity.watermarkImage')}
          value={values.watermarkImage}
          onChange={(path) => set('watermarkImage', path)}
          error={errors.watermarkImage}
          previewWidth={140}
        />
        <Percent
          label={t('identity.opacity')}
          name={t('identity.watermarkOpacity')}
          value={values.watermarkOpacity}
          onChange={(v) => set('watermarkOpacity', v)}
        />
      </SettingsCard>

      <SettingsCard title={t('identity.stampCard')} description={t('identity.stampHint')}>
        <ImageUploadField
          label={t('identity.stampImage')}
          value={values.stampImage}
          onChange={(path) => set('stampImage', path)}
          error={errors.stampImage}
          previewWidth={140}
        />
        <Percent
          label={t('identity.opacity')}
          name={t('identity.stampOpacity')}
          value={values.stampOpacity}
          onChange={(v) => set('stampOpacity', v)}
        />
        <Input.Wrapper label={t('identity.stampPosition')}>
          <SegmentedControl
            mt={6}
            fullWidth
            data={INVOICE_STAMP_POSITIONS.map((p) => ({ value: p, label: t(`position.${p.replace('bottom-', '')}`) }))}
            value={values.stampPosition}
            onChange={(v) => set('stampPosition', v)}
          />
        </Input.Wrapper>
      </SettingsCard>
    </Stack>
  );
}
