import { z } from 'zod';
import { endpoint } from '../platform/endpoint.ts';

/**
 * Reference data of `GET /system-settings/...`. Ids are readable and stable: a country is its
 * ISO 3166-1 alpha-2 code (`SA`), a city `{country}-{slug}` (`SA-riyadh`), a region (district)
 * `{cityId}-{slug}` (`SA-riyadh-olaya`), a currency its ISO 4217 code (`SAR`).
 */
export const COUNTRY_ID_PATTERN = /^[A-Z]{2}$/;
export const CITY_ID_PATTERN = /^[A-Z]{2}-[a-z0-9-]{1,60}$/;
export const REGION_ID_PATTERN = /^[A-Z]{2}-[a-z0-9-]{1,121}$/;
export const CURRENCY_CODE_PATTERN = /^[A-Z]{3}$/;

export const countryId = () => z.string().regex(COUNTRY_ID_PATTERN, { message: 'invalid_country', abort: true });
export const cityId = () => z.string().regex(CITY_ID_PATTERN, { message: 'invalid_city', abort: true });
export const regionId = () => z.string().regex(REGION_ID_PATTERN, { message: 'invalid_region', abort: true });

/** The currencies a store may use (docs/product-rules.md "Money"): the default first, then the Gulf, then the rest. */
export const REFERENCE_CURRENCIES = ['YER', 'SAR', 'USD', 'AED', 'KWD', 'QAR', 'BHD', 'OMR', 'EGP', 'JOD', 'EUR'] as const;
export type ReferenceCurrencyCode = (typeof REFERENCE_CURRENCIES)[number];

/** Countries listed first, in this order, before the rest in alphabetical order: Saudi Arabia, Yemen, the Gulf. */
export const FIRST_COUNTRIES = ['SA', 'YE', 'AE', 'KW', 'QA', 'BH', 'OM'] as const;

export const PRODUCT_TYPES = ['physical', 'digital', 'service', 'food', 'donation'] as const;
export type ProductTypeId = (typeof PRODUCT_TYPES)[number];

/** Spec §5: latitude between -90 and 90, longitude between -180 and 180. */
export const LATITUDE_RANGE = { min: -90, max: 90 } as const;
export const LONGITUDE_RANGE = { min: -180, max: 180 } as const;
export const latitude = () => z.number().min(LATITUDE_RANGE.min).max(LATITUDE_RANGE.max);
export const longitude = () => z.number().min(LONGITUDE_RANGE.min).max(LONGITUDE_RANGE.max);

const names = { nameAr: z.string(), nameEn: z.string() };

export const Currency = z.object({
  code: z.string(),
  ...names,
  symbolAr: z.string(),
  symbolEn: z.string(),
  /** ISO 4217 minor-unit digits: 2 for SAR, 3 for KWD. Amounts are computed in these units. */
  minorUnits: z.number().int(),
});
export type Currency = z.infer<typeof Currency>;

export const ProductType = z.object({
  id: z.enum(PRODUCT_TYPES),
  ...names,
  /** The starting value of a new product's "requires shipping" switch. */
  requiresShipping: z.boolean(),
});
export type ProductType = z.infer<typeof ProductType>;

export const Country = z.object({ countryId: z.string(), ...names, hasCities: z.boolean() });
export type Country = z.infer<typeof Country>;

export const City = z.object({ cityId: z.string(), countryId: z.string(), ...names, hasRegions: z.boolean() });
export type City = z.infer<typeof City>;

export const Region = z.object({ regionId: z.string(), cityId: z.string(), ...names });
export type Region = z.infer<typeof Region>;

/** Ids in a path are read as sent: ` SA` is a malformed id (400), not one to tidy up like a typed field. */
const pathId = (pattern: RegExp, message: string) => z.string().regex(pattern, { message, abort: true });
export const CountryParams = z.strictObject({ id: pathId(COUNTRY_ID_PATTERN, 'invalid_country') });
export const CityParams = z.strictObject({ id: pathId(CITY_ID_PATTERN, 'invalid_city') });

/** Public (no token, docs/api.md): the lists every form picks from; complete lists, never paged. */
export const referenceEndpoints = {
  currencies: endpoint({ method: 'GET', path: '/system-settings/currency', data: z.array(Currency) }),
  productTypes: endpoint({ method: 'GET', path: '/system-settings/product-types', data: z.array(ProductType) }),
  countries: endpoint({ method: 'GET', path: '/system-settings/country', data: z.array(Country) }),
  cities: endpoint({ method: 'GET', path: '/system-settings/country/:id/city', params: CountryParams, data: z.array(City) }),
  regions: endpoint({ method: 'GET', path: '/system-settings/city/:id/region', params: CityParams, data: z.array(Region) }),
};
