import { useState } from 'react';
import { Anchor, Autocomplete, Button, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_TEXT_MAX, AddressInput, LATITUDE_RANGE, LONGITUDE_RANGE, type Address } from '@souqna/contracts';
import { ownDirection, leftToRightValue } from '@/app/forms/text-direction.ts';
import { appStore, useAppStore } from '@/lib/app-store.ts';
import { failureMessage } from '@/lib/failure.ts';
import { contractsResolver, showServerFieldErrors } from '@/lib/form-resolver.ts';
import { FormFailure } from '@/app/components/form-failure.tsx';
import { useCities, useCountries } from '@/lib/reference/api.ts';
import { nameOf } from '@/lib/reference/names.ts';

interface Values {
  country: string;
  city: string;
  region: string;
  streetAddress1: string;
  streetAddress2: string;
  postalCode: string;
  phone: string;
  latitude: number | string;
  longitude: number | string;
  isDefault: boolean;
}

const valuesOf = (a: Address | null, phone: string): Values => ({
  country: a?.country ?? 'SA',
  city: a?.city ?? '',
  region: a?.region ?? '',
  streetAddress1: a?.streetAddress1 ?? '',
  streetAddress2: a?.streetAddress2 ?? '',
  postalCode: a?.postalCode ?? '',
  phone: a?.phone ?? phone,
  latitude: a?.latitude ?? '',
  longitude: a?.longitude ?? '',
  isDefault: a?.isDefault ?? false,
});

const coordinate = (v: number | string) => (v === '' || v === null ? null : Number(v));

/** Empty optional texts are none; an empty coordinate is none. */
const toInput = (v: Values): AddressInput => ({
  country: v.country,
  city: v.city,
  region: v.region.trim() || null,
  streetAddress1: v.streetAddress1,
  streetAddress2: v.streetAddress2.trim() || null,
  postalCode: v.postalCode.trim() || null,
  phone: v.phone,
  latitude: coordinate(v.latitude),
  longitude: coordinate(v.longitude),
  isDefault: v.isDefault,
});

/** The address's place on OpenStreetMap, when it has both coordinates. */
export const mapLink = (lat: number | null, lng: number | null) =>
  lat == null || lng == null ? null : `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;

/** "Open on map" in a new tab, or nothing when the address has no coordinates. */
export function MapLink({ lat, lng }: { lat: number | null; lng: number | null }) {
  const { t } = useTranslation('customers');
  const href = mapLink(lat, lng);
  if (!href) return null;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" fz="sm">
      <Group gap={4} wrap="nowrap">
        <IconMapPin size={16} />
        {t('address.openMap')}
      </Group>
    </Anchor>
  );
}

/**
 * A shipping address (spec §3, rules of §5 from AddressInput): a new one, or `address` being
 * edited. Reused by the manual-order screen. The server's field errors land beside their fields.
 */
export function AddressForm({
  address,
  defaultPhone = '',
  onSubmit,
  onSaved,
  onCancel,
}: {
  address: Address | null;
  /** The phone a new address starts with (the customer's own). */
  defaultPhone?: string;
  onSubmit: (input: AddressInput) => Promise<{ data: Address; message: string }>;
  onSaved: (address: Address, message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('customers');
  const language = useAppStore((s) => s.language);
  const countries = useCountries(language);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: valuesOf(address, defaultPhone),
    validate: contractsResolver<Values>(AddressInput, () => appStore.getState().language, toInput),
  });
  const cities = useCities(form.values.country);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const { data, message } = await onSubmit(toInput(values));
      onSaved(data, message);
    } catch (error) {
      showServerFieldErrors(error, form.setErrors);
      setFailure(failureMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label={t('address.country')}
            withAsterisk
            searchable
            allowDeselect={false}
            data={(countries.data ?? []).map((c) => ({ value: c.countryId, label: nameOf(c, language) }))}
            {...form.getInputProps('country')}
          />
          <Autocomplete
            label={t('address.city')}
            withAsterisk
            maxLength={ADDRESS_TEXT_MAX}
            data={[...new Set((cities.data ?? []).map((c) => nameOf(c, language)))]}
            limit={8}
            {...ownDirection}
            {...form.getInputProps('city')}
          />
          <TextInput
            label={t('address.region')}
            maxLength={ADDRESS_TEXT_MAX}
            {...ownDirection}
            {...form.getInputProps('region')}
          />
          <TextInput label={t('address.postalCode')} maxLength={12} {...leftToRightValue} {...form.getInputProps('postalCode')} />
        </SimpleGrid>
        <TextInput
          label={t('address.street1')}
          withAsterisk
          maxLength={ADDRESS_TEXT_MAX}
          {...ownDirection}
          {...form.getInputProps('streetAddress1')}
        />
        <TextInput
          label={t('address.street2')}
          maxLength={ADDRESS_TEXT_MAX}
          {...ownDirection}
          {...form.getInputProps('streetAddress2')}
        />
        <TextInput
          label={t('address.phone')}
          description={t('address.phoneHint')}
          withAsterisk
          type="tel"
          {...leftToRightValue}
          {...form.getInputProps('phone')}
        />
        <SimpleGrid cols={2}>
          <NumberInput
            label={t('address.latitude')}
            min={LATITUDE_RANGE.min}
            max={LATITUDE_RANGE.max}
            decimalScale={6}
            {...form.getInputProps('latitude')}
          />
          <NumberInput
            label={t('address.longitude')}
            min={LONGITUDE_RANGE.min}
            max={LONGITUDE_RANGE.max}
            decimalScale={6}
            {...form.getInputProps('longitude')}
          />
        </SimpleGrid>
        <Group justify="space-between" gap="sm">
          <Checkbox label={t('address.isDefault')} {...form.getInputProps('isDefault', { type: 'checkbox' })} />
          <MapLink lat={coordinate(form.values.latitude)} lng={coordinate(form.values.longitude)} />
        </Group>
        <FormFailure message={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('address.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
