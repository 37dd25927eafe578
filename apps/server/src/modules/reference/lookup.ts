import countryNames from 'i18n-iso-countries/index.js';
import arabicCountries from 'i18n-iso-countries/langs/ar.json' with { type: 'json' };
import englishCountries from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import {
  CITY_ID_PATTERN,
  COUNTRY_ID_PATTERN,
  FIRST_COUNTRIES,
  REFERENCE_CURRENCIES,
  currencySign,
  minorDigits,
  normalizeArabic,
  REGION_ID_PATTERN,
  type City,
  type Country,
  type Currency,
  type Language,
  type ProductType,
  type Region,
} from '@souqna/contracts';
import { SAUDI_ARABIA } from './data/cities-sa.ts';
import { YEMEN } from './data/cities-ye.ts';
import { BAHRAIN, KUWAIT, OMAN, QATAR, UNITED_ARAB_EMIRATES } from './data/cities-gulf.ts';
import { PRODUCT_TYPE_ROWS } from './data/product-types.ts';
import type { CountryCities } from './data/types.ts';

/**
 * The reference data, pure and in memory: what `GET /system-settings/...` answers and what other
 * modules check ids against (`findCountry('SA')`, `findCity('SA-riyadh')`, ...). Each finder answers
 * null for an id it does not know, malformed ones included.
 */

countryNames.registerLocale(arabicCountries);
countryNames.registerLocale(englishCountries);

/** Names we spell differently from the package: Oman with its damma, so it never reads as Amman. */
const ARABIC_NAME_OVERRIDES: Record<string, string> = { OM: 'عُمان' };

const SHIPPED: readonly CountryCities[] = [SAUDI_ARABIA, YEMEN, UNITED_ARAB_EMIRATES, KUWAIT, QATAR, BAHRAIN, OMAN];

const cities = new Map<string, City>();
const citiesByCountry = new Map<string, City[]>();
const regions = new Map<string, Region>();
const regionsByCity = new Map<string, Region[]>();

for (const { countryId, cities: rows } of SHIPPED) {
  const list: City[] = [];
  for (const [slug, nameAr, nameEn, districts = []] of rows) {
    const cityId = `${countryId}-${slug}`;
    const city: City = { cityId, countryId, nameAr, nameEn, hasRegions: districts.length > 0 };
    if (cities.has(cityId)) throw new Error(`reference data: city ${cityId} twice`);
    cities.set(cityId, city);
    list.push(city);
    const own = districts.map(([regionSlug, ar, en]): Region => ({
      regionId: `${cityId}-${regionSlug}`,
      cityId,
      nameAr: ar,
      nameEn: en,
    }));
    for (const region of own) {
      if (regions.has(region.regionId)) throw new Error(`reference data: region ${region.regionId} twice`);
      regions.set(region.regionId, region);
    }
    regionsByCity.set(cityId, own);
  }
  citiesByCountry.set(countryId, list);
}

const countries = new Map<string, Country>(
  Object.keys(countryNames.getAlpha2Codes()).map((code) => [
    code,
    {
      countryId: code,
      nameAr: ARABIC_NAME_OVERRIDES[code] ?? countryNames.getName(code, 'ar') ?? code,
      nameEn: countryNames.getName(code, 'en') ?? code,
      hasCities: citiesByCountry.has(code),
    },
  ]),
);

const currencies = new Map<string, Currency>(
  REFERENCE_CURRENCIES.map((code) => [
    code,
    {
      code,
      nameAr: new Intl.DisplayNames('ar', { type: 'currency' }).of(code) ?? code,
      nameEn: new Intl.DisplayNames('en', { type: 'currency' }).of(code) ?? code,
      symbolAr: currencySign(code, 'ar'),
      symbolEn: currencySign(code, 'en'),
      minorUnits: minorDigits(code),
    },
  ]),
);

export function findCountry(id: string): Country | null {
  return COUNTRY_ID_PATTERN.test(id) ? (countries.get(id) ?? null) : null;
}

export function findCity(id: string): City | null {
  return CITY_ID_PATTERN.test(id) ? (cities.get(id) ?? null) : null;
}

export function findRegion(id: string): Region | null {
  return REGION_ID_PATTERN.test(id) ? (regions.get(id) ?? null) : null;
}

/** Only the currencies a store may use (REFERENCE_CURRENCIES). */
export function findCurrency(code: string): Currency | null {
  return currencies.get(code) ?? null;
}

export function findProductType(id: string): ProductType | null {
  return PRODUCT_TYPE_ROWS.find((t) => t.id === id) ?? null;
}

export const listCurrencies = (): Currency[] => [...currencies.values()];

export const listProductTypes = (): ProductType[] => [...PRODUCT_TYPE_ROWS];

/** Every ISO 3166-1 country: Saudi Arabia, Yemen and the Gulf first, then the rest by name in `lang`. */
const countriesInOrder = new Map<Language, Country[]>();
export function listCountries(lang: Language): Country[] {
  const known = countriesInOrder.get(lang);
  if (known) return known;
  const first = FIRST_COUNTRIES.map((id) => countries.get(id)!);
  const collator = new Intl.Collator(lang);
  const name = lang === 'ar' ? (c: Country) => c.nameAr : (c: Country) => c.nameEn;
  const rest = [...countries.values()]
    .filter((c) => !(FIRST_COUNTRIES as readonly string[]).includes(c.countryId))
    .sort((a, b) => collator.compare(name(a), name(b)));
  const list = [...first, ...rest];
  countriesInOrder.set(lang, list);
  return list;
}

/** A city's name as an address may write it, in either language: letter forms, spaces and case ignored. */
export const cityNameKey = (name: string) => normalizeArabic(name.trim()).toLowerCase();

const cityKeys = new Map<string, string[]>(
  [...cities.values()].map((c) => [c.cityId, [cityNameKey(c.nameAr), cityNameKey(c.nameEn)]]),
);
/** The names (as `cityNameKey` writes them) an address may give a city by. */
export const cityKeysOf = (cityId: string): string[] => cityKeys.get(cityId) ?? [];

/** The shipped city an address's name means, if exactly one has that name (Arabic or English). */
export function cityNamed(name: string): City | null {
  const key = cityNameKey(name);
  const found = [...cityKeys].filter(([, keys]) => keys.includes(key));
  return found.length === 1 ? cities.get(found[0]![0])! : null;
}

/** A country's shipped cities (empty for a country we ship none for), or null for an unknown country. */
export function citiesOf(countryId: string): City[] | null {
  if (!findCountry(countryId)) return null;
  return citiesByCountry.get(countryId) ?? [];
}

/** A city's districts (possibly none), or null for an unknown city. */
export function regionsOf(cityId: string): Region[] | null {
  if (!findCity(cityId)) return null;
  return regionsByCity.get(cityId) ?? [];
}
