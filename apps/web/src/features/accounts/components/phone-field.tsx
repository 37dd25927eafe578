import { Group, NativeSelect, TextInput } from '@mantine/core';
import type { CountryCode } from 'libphonenumber-js/min';
import { getCountryCallingCode } from '@/lib/phone.ts';
import type { FieldInputProps } from '@/lib/use-contract-form.ts';
import { useTranslation } from 'react-i18next';
import { leftToRightValue } from '@/app/forms/text-direction.ts';

/** Saudi Arabia first (the default region), Yemen and the Gulf after it. */
export const PHONE_REGIONS: CountryCode[] = ['SA', 'YE', 'AE', 'KW', 'QA', 'BH', 'OM', 'EG', 'JO'];

interface Props {
  region: CountryCode;
  onRegionChange: (region: CountryCode) => void;
  input: FieldInputProps;
}

/** A phone number with its country: "0501234567" under SA and "+967 771 234 567" both work. */
export function PhoneField({ region, onRegionChange, input }: Props) {
  const { t, i18n } = useTranslation(['account', 'auth']);
  const names = new Intl.DisplayNames([i18n.resolvedLanguage ?? 'ar'], { type: 'region' });
  const data = PHONE_REGIONS.map((code) => ({
    value: code,
    label: `${names.of(code) ?? code} +${getCountryCallingCode(code)}`,
  }));
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        label={t('auth:fields.phone')}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        placeholder={t('auth:fields.phonePlaceholder')}
        withAsterisk
        style={{ flex: 1 }}
        {...leftToRightValue}
        {...input}
      />
      <NativeSelect
        label={t('auth:fields.country')}
        data={data}
        value={region}
        onChange={(e) => onRegionChange(e.currentTarget.value as CountryCode)}
        w={210}
      />
    </Group>
  );
}
