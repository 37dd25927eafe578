import { useMemo, type ReactNode } from 'react';
import { Loader, Select, SimpleGrid, Text, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '@souqna/contracts';
import { currentLanguage } from '@/i18n/i18n.ts';
import { failureMessage } from '@/lib/failure.ts';
import { useCities, useCountries, useRegions } from '@/lib/reference/api.ts';
import { withCity, withCountry, withRegion, type LocationValue } from '@/lib/reference/location.ts';
import { namedOptions } from '@/lib/reference/names.ts';

export interface CountryCitySelectProps {
  value: LocationValue;
  /** The whole location after any change: a new country comes with no city and no district. */
  onChange: (value: LocationValue) => void;
  /** A form's messages per field. */
  errors?: { countryId?: ReactNode; cityId?: ReactNode; regionId?: ReactNode };
  /** Show the district (optional) after the city. */
  withRegionSelect?: boolean;
  /** Country and city marked required. */
  required?: boolean;
  disabled?: boolean;
  /** Columns on a wide screen (default: one per select); one column on a phone. */
  cols?: number;
  labels?: { country?: ReactNode; city?: ReactNode; region?: ReactNode };
}

const loading = (busy: boolean): Partial<SelectProps> => (busy ? { rightSection: <Loader size="xs" />, disabled: true } : {});

/**
 * Country, city and (optionally) district, each a searchable Select with names in the page's language
 * (either language's name finds an entry). Pages load the `reference` namespace with their route.
 */
export function CountryCitySelect({
  value,
  onChange,
  errors = {},
  withRegionSelect = false,
  required = false,
  disabled = false,
  cols,
  labels = {},
}: CountryCitySelectProps) {
  const { t } = useTranslation('reference');
  const lang: Language = currentLanguage();
  const countries = useCountries(lang);
  const cities = useCities(value.countryId);
  const regions = useRegions(withRegionSelect ? value.cityId : null);

  const countryOptions = useMemo(() => namedOptions(countries.data ?? [], (c) => c.countryId, lang), [countries.data, lang]);
  const cityOptions = useMemo(() => namedOptions(cities.data ?? [], (c) => c.cityId, lang), [cities.data, lang]);
  const regionOptions = useMemo(() => namedOptions(regions.data ?? [], (r) => r.regionId, lang), [regions.data, lang]);
  const noCities = Boolean(value.countryId) && cities.isSuccess && cities.data.length === 0;
  const noRegions = Boolean(value.cityId) && regions.isSuccess && regions.data.length === 0;

  const common = {
    searchable: true,
    allowDeselect: false,
    nothingFoundMessage: t('select.nothingFound'),
    comboboxProps: { shadow: 'md' },
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: cols ?? (withRegionSelect ? 3 : 2) }} spacing="md">
      <Select
        {...common}
        label={labels.country ?? t('select.country')}
        placeholder={t('select.countryPlaceholder')}
        data={countryOptions.data}
        filter={countryOptions.filter}
        value={value.countryId}
        onChange={(id) => onChange(withCountry(value, id))}
        withAsterisk={required}
        disabled={disabled}
        error={errors.countryId ?? (countries.isError ? failureMessage(countries.error) : undefined)}
        {...loading(countries.isPending)}
      />
      <Select
        {...common}
        label={labels.city ?? t('select.city')}
        placeholder={value.countryId ? (noCities ? t('select.noCities') : t('select.cityPlaceholder')) : t('select.countryFirst')}
        data={cityOptions.data}
        filter={cityOptions.filter}
        value={value.cityId}
        onChange={(id) => onChange(withCity(value, id))}
        withAsterisk={required}
        disabled={disabled || !value.countryId || noCities}
        error={errors.cityId ?? (cities.isError ? failureMessage(cities.error) : undefined)}
        {...loading(Boolean(value.countryId) && cities.isPending)}
      />
      {withRegionSelect && (
        <Select
          {...common}
          allowDeselect
          clearable
          label={
            <>
              {labels.region ?? t('select.region')}{' '}
              <Text span c="dimmed" fz="xs">
                ({t('select.optional')})
              </Text>
            </>
          }
          placeholder={value.cityId ? (noRegions ? t('select.noRegions') : t('select.regionPlaceholder')) : t('select.cityFirst')}
          data={regionOptions.data}
          filter={regionOptions.filter}
          value={value.regionId}
          onChange={(id) => onChange(withRegion(value, id))}
          disabled={disabled || !value.cityId || noRegions}
          error={errors.regionId ?? (regions.isError ? failureMessage(regions.error) : undefined)}
          {...loading(Boolean(value.cityId) && regions.isPending)}
        />
      )}
    </SimpleGrid>
  );
}
