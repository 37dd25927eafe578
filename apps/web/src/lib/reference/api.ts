import { useQuery } from '@tanstack/react-query';
import type { Language } from '@souqna/contracts';
import { referenceEndpoints } from '@/lib/endpoints.ts';
import { request } from '@/lib/request.ts';

/** Reference data changes with a release: kept a day, like the server's Cache-Control. */
const DAY = 24 * 60 * 60 * 1000;
const longLived = { staleTime: DAY, gcTime: DAY } as const;

export const referenceKeys = {
  all: ['reference'] as const,
  currencies: () => [...referenceKeys.all, 'currencies'] as const,
  productTypes: () => [...referenceKeys.all, 'product-types'] as const,
  /** Countries come sorted by name in the request's language. */
  countries: (lang: Language) => [...referenceKeys.all, 'countries', lang] as const,
  cities: (countryId: string) => [...referenceKeys.all, 'cities', countryId] as const,
  regions: (cityId: string) => [...referenceKeys.all, 'regions', cityId] as const,
};

const publicCall = { auth: false } as const;

export const fetchCurrencies = () => request(referenceEndpoints.currencies, {}, publicCall);
export const fetchProductTypes = () => request(referenceEndpoints.productTypes, {}, publicCall);
export const fetchCountries = () => request(referenceEndpoints.countries, {}, publicCall);
export const fetchCities = (countryId: string) => request(referenceEndpoints.cities, { params: { id: countryId } }, publicCall);
export const fetchRegions = (cityId: string) => request(referenceEndpoints.regions, { params: { id: cityId } }, publicCall);

export const useCurrencies = () => useQuery({ queryKey: referenceKeys.currencies(), queryFn: fetchCurrencies, ...longLived });

export const useProductTypes = () =>
  useQuery({ queryKey: referenceKeys.productTypes(), queryFn: fetchProductTypes, ...longLived });

export const useCountries = (lang: Language) =>
  useQuery({ queryKey: referenceKeys.countries(lang), queryFn: fetchCountries, ...longLived });

/** A country's cities; idle until a country is chosen. */
export const useCities = (countryId: string | null | undefined) =>
  useQuery({
    queryKey: referenceKeys.cities(countryId ?? ''),
    queryFn: () => fetchCities(countryId!),
    enabled: Boolean(countryId),
    ...longLived,
  });

/** A city's districts; idle until a city is chosen. */
export const useRegions = (cityId: string | null | undefined) =>
  useQuery({
    queryKey: referenceKeys.regions(cityId ?? ''),
    queryFn: () => fetchRegions(cityId!),
    enabled: Boolean(cityId),
    ...longLived,
  });
