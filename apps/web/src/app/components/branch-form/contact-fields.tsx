import { Select, TextInput, type TextInputProps } from '@mantine/core';
import { IconDeviceLandlinePhone, IconDeviceMobile, IconLink, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONTACT_TYPES, type ContactType } from '@souqna/contracts';
import { leftToRightValue } from '@/app/forms/text-direction.ts';

export const CONTACT_ICONS: Record<ContactType, typeof IconMail> = {
  mobile: IconDeviceMobile,
  landline: IconDeviceLandlinePhone,
  email: IconMail,
  link: IconLink,
};

const INPUT_MODE: Record<ContactType, TextInputProps['inputMode']> = {
  mobile: 'tel',
  landline: 'tel',
  email: 'email',
  link: 'url',
};

/** Mobile, landline, e-mail or link (spec §3 contact channel). */
export function ContactTypeSelect({
  value,
  onChange,
  error,
  label,
}: {
  value: ContactType;
  onChange: (type: ContactType) => void;
  error?: string;
  label?: string;
}) {
  const { t } = useTranslation('warehouse');
  const Icon = CONTACT_ICONS[value];
  return (
    <Select
      label={label ?? t('contacts.type')}
      data={CONTACT_TYPES.map((type) => ({ value: type, label: t(`contacts.types.${type}`) }))}
      value={value}
      onChange={(v) => v && onChange(v as ContactType)}
      allowDeselect={false}
      leftSection={<Icon size={16} />}
      error={error}
      comboboxProps={{ shadow: 'md' }}
      w={{ base: '100%', xs: 170 }}
    />
  );
}

/**
 * The value of a contact, typed left to right whatever the page's direction (numbers, addresses
 * and links read LTR), with the keyboard and example of its type.
 */
export function ContactValueInput({ type, label, ...props }: { type: ContactType; label?: string } & TextInputProps) {
  const { t } = useTranslation('warehouse');
  return (
    <TextInput
      label={label ?? t('contacts.value')}
      placeholder={t(`contacts.placeholders.${type}`)}
      inputMode={INPUT_MODE[type]}
      type={type === 'email' ? 'email' : type === 'link' ? 'url' : 'text'}
      autoComplete={type === 'email' ? 'email' : type === 'link' ? 'url' : 'tel'}
      {...leftToRightValue}
      withAsterisk
      style={{ flex: 1, minWidth: 180 }}
      {...props}
    />
  );
}
