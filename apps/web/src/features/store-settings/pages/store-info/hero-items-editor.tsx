import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HeroItem } from '@souqna/contracts';
import { ImageUploadField } from '@/app/components/image-upload-field.tsx';
import { ListEditor } from '@/features/store-settings/components/list-editor.tsx';
import { imageProps, ltr, textProps } from './field-props.ts';
import type { StoreInfoForm } from './use-store-info-form.ts';
import { ownDirection } from '@/app/forms/text-direction.ts';

const PATH = 'homepage.hero.contentArray';
const MAX_ITEMS = 10;
const blank = (): HeroItem => ({ title: '', subtitle: '', image: null, link: '' });

/** The hero's items (slides): any edit is recorded as the whole array (spec §4). */
export function HeroItemsEditor({ form }: { form: StoreInfoForm }) {
  const { t } = useTranslation('storeSettings');
  const items = (form.value(PATH) as HeroItem[] | undefined) ?? [];
  return (
    <ListEditor
      items={items}
      onChange={(next) => form.edit(PATH, next)}
      blank={blank}
      max={MAX_ITEMS}
      itemTitle={(i) => t('homepage.items.item', { n: i + 1 })}
      addLabel={t('homepage.items.add')}
      empty={t('homepage.items.empty')}
      error={form.errorOf(PATH)}
    >
      {(_item, i) => (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TextInput label={t('homepage.items.title')} {...ownDirection} {...textProps(form, `${PATH}.${i}.title`)} />
          <TextInput label={t('homepage.items.subtitle')} {...ownDirection} {...textProps(form, `${PATH}.${i}.subtitle`)} />
          <TextInput
            label={t('homepage.items.link')}
            placeholder="/offers"
            description={t('fields.linkHint')}
            {...ltr}
            {...textProps(form, `${PATH}.${i}.link`)}
          />
          <ImageUploadField label={t('homepage.items.image')} aspect={16 / 9} {...imageProps(form, `${PATH}.${i}.image`)} />
        </SimpleGrid>
      )}
    </ListEditor>
  );
}
