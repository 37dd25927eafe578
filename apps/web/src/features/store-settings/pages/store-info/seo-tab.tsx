import { Paper, SimpleGrid, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CountedTextarea } from '@/app/components/counted-textarea.tsx';
import { SettingsCard } from '@/app/components/settings-card.tsx';
import { ltr, textProps } from './field-props.ts';
import type { StoreInfoForm } from './use-store-info-form.ts';
import { ownDirection } from '@/app/forms/text-direction.ts';

/** Search engines show about this many characters of a title. */
const TITLE_SHOWN = 60;

/** How a page of the store reads in a search result, from the template and the description. */
function SearchPreview({ title, description, url }: { title: string; description: string; url: string }) {
  const { t } = useTranslation('storeSettings');
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="var(--app-page)"
      aria-label={t('seo.preview.label')}
      role="figure"
      style={{ alignSelf: 'start' }}
    >
      <Text fz="xs" c="dimmed" mb={6}>
        {t('seo.preview.label')}
      </Text>
      <Text fz="xs" c="dimmed" dir="ltr" ta="start" style={{ unicodeBidi: 'plaintext' }} truncate>
        {url}
      </Text>
      <Text
        fz="lg"
        fw={500}
        c="var(--mantine-color-anchor)"
        lineClamp={1}
        style={{ unicodeBidi: 'plaintext' }}
        data-testid="seo-title-preview"
      >
        {title}
      </Text>
      <Text fz="sm" c="dimmed" lineClamp={2} style={{ unicodeBidi: 'plaintext' }}>
        {description || t('seo.preview.noDescription')}
      </Text>
    </Paper>
  );
}

/** SEO tab: the title template (with `%s`), the default description and keywords, structured data. */
export function SeoTab({ form, storeUrl }: { form: StoreInfoForm; storeUrl: string | null }) {
  const { t } = useTranslation('storeSettings');
  const template = textProps(form, 'seo.titleTemplate');
  const description = textProps(form, 'seo.defaultDescription');
  const keywords = (form.value('seo.defaultKeywords') as string[] | undefined) ?? [];
  const sample = t('seo.preview.samplePage');
  const title = template.value.includes('%s') ? template.value.replaceAll('%s', sample) : template.value;
  return (
    <Stack gap="lg">
      <SettingsCard title={t('seo.title')} description={t('seo.description')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="md">
            <TextInput
              label={t('seo.titleTemplate')}
              description={t('seo.titleTemplateHint')}
              placeholder="%s | متجري"
              withAsterisk
              {...ltr}
              {...template}
            />
            {title.length > TITLE_SHOWN && (
              <Text fz="xs" c="dimmed" mt={-8}>
                {t('seo.titleLong', { count: TITLE_SHOWN })}
              </Text>
            )}
            <CountedTextarea
              label={t('seo.defaultDescription')}
              description={t('seo.defaultDescriptionHint')}
              max={300}
              {...ownDirection}
              {...description}
            />
          </Stack>
          <SearchPreview title={title} description={description.value} url={storeUrl ?? t('seo.preview.noUrl')} />
        </SimpleGrid>
        <TagsInput
          label={t('seo.keywords')}
          description={t('seo.keywordsHint')}
          placeholder={keywords.length < 20 ? t('seo.keywordsPlaceholder') : undefined}
          value={keywords}
          onChange={(next) => form.edit('seo.defaultKeywords', next)}
          maxTags={20}
          splitChars={[',', '،']}
          clearable
          error={form.errorUnder('seo.defaultKeywords')}
        />
        <Switch
          label={t('seo.structuredData')}
          description={t('seo.structuredDataHint')}
          checked={Boolean(form.value('seo.structuredData'))}
          onChange={(e) => form.edit('seo.structuredData', e.currentTarget.checked)}
        />
      </SettingsCard>
    </Stack>
  );
}
