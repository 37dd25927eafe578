import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FooterLink } from '@souqna/contracts';
import { ListEditor } from '@/features/store-settings/components/list-editor.tsx';
import { SettingsCard } from '@/app/components/settings-card.tsx';
import { ltr, textProps } from './field-props.ts';
import type { StoreInfoForm } from './use-store-info-form.ts';

const LINKS = 'footer.links';
const blank = (): FooterLink => ({ label: '', labelAr: '', href: '' });

/** Footer tab: its title in both languages and its links; any edit is recorded as the whole footer (spec §4). */
export function FooterTab({ form }: { form: StoreInfoForm }) {
  const { t } = useTranslation('storeSettings');
  const links = (form.value(LINKS) as FooterLink[] | undefined) ?? [];
  return (
    <Stack gap="lg">
      <SettingsCard title={t('footer.titleCard')} description={t('footer.description')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TextInput label={t('footer.titleAr')} lang="ar" dir="rtl" {...textProps(form, 'footer.titleAr')} />
          <TextInput label={t('footer.titleEn')} lang="en" dir="ltr" {...textProps(form, 'footer.title')} />
        </SimpleGrid>
      </SettingsCard>
      <SettingsCard title={t('footer.links.title')} description={t('footer.links.description')}>
        <ListEditor
          items={links}
          onChange={(next) => form.edit(LINKS, next)}
          blank={blank}
          max={20}
          itemTitle={(i) => t('footer.links.item', { n: i + 1 })}
          addLabel={t('footer.links.add')}
          empty={t('footer.links.empty')}
          error={form.errorOf(LINKS)}
        >
          {(_link, i) => (
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
              <TextInput
                label={t('footer.links.labelAr')}
                lang="ar"
                dir="rtl"
                withAsterisk
                {...textProps(form, `${LINKS}.${i}.labelAr`)}
              />
              <TextInput
                label={t('footer.links.labelEn')}
                lang="en"
                dir="ltr"
                withAsterisk
                {...textProps(form, `${LINKS}.${i}.label`)}
              />
              <TextInput
                label={t('footer.links.href')}
                placeholder="/about"
                withAsterisk
                {...ltr}
                {...textProps(form, `${LINKS}.${i}.href`)}
              />
            </SimpleGrid>
          )}
        </ListEditor>
      </SettingsCard>
    </Stack>
  );
}
