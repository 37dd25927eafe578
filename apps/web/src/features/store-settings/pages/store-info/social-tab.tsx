import { SimpleGrid, TextInput } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandSnapchat,
  IconBrandTiktok,
  IconBrandWhatsapp,
  IconBrandX,
  IconBrandYoutube,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toE164 } from '@souqna/contracts';
import { SettingsCard } from '@/app/components/settings-card.tsx';
import { ltr, textProps } from './field-props.ts';
import type { StoreInfoForm } from './use-store-info-form.ts';

const NETWORKS: { key: string; icon: Icon; placeholder: string }[] = [
  { key: 'instagram', icon: IconBrandInstagram, placeholder: 'https://instagram.com/yourstore' },
  { key: 'twitter', icon: IconBrandX, placeholder: 'https://x.com/yourstore' },
  { key: 'tiktok', icon: IconBrandTiktok, placeholder: 'https://tiktok.com/@yourstore' },
  { key: 'snapchat', icon: IconBrandSnapchat, placeholder: 'https://snapchat.com/add/yourstore' },
  { key: 'facebook', icon: IconBrandFacebook, placeholder: 'https://facebook.com/yourstore' },
  { key: 'youtube', icon: IconBrandYoutube, placeholder: 'https://youtube.com/@yourstore' },
];

/** Social media tab: the store's pages, and WhatsApp as a number or a wa.me link. */
export function SocialTab({ form }: { form: StoreInfoForm }) {
  const { t } = useTranslation('storeSettings');
  const whatsapp = textProps(form, 'social.whatsapp');
  // A number typed the local way is kept in E.164, the form the document stores.
  const tidyWhatsapp = () => {
    const typed = whatsapp.value.trim();
    if (!typed || typed.startsWith('http')) return;
    const e164 = toE164(typed);
    if (e164 && e164 !== whatsapp.value) form.edit('social.whatsapp', e164);
  };
  return (
    <SettingsCard title={t('social.title')} description={t('social.description')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {NETWORKS.map(({ key, icon: Icon, placeholder }) => (
          <TextInput
            key={key}
            label={t(`social.networks.${key}`)}
            placeholder={placeholder}
            leftSection={<Icon size={18} stroke={1.6} />}
            type="url"
            {...ltr}
            {...textProps(form, `social.${key}`)}
          />
        ))}
        <TextInput
          label={t('social.networks.whatsapp')}
          description={t('social.whatsappHint')}
          placeholder="+966501234567"
          leftSection={<IconBrandWhatsapp size={18} stroke={1.6} />}
          inputMode="tel"
          {...ltr}
          {...whatsapp}
          onBlur={tidyWhatsapp}
        />
      </SimpleGrid>
    </SettingsCard>
  );
}
