/** A district or neighbourhood of a city: slug (part of its id), Arabic name, English name. */
export type RegionRow = readonly [slug: string, nameAr: string, nameEn: string];

/** A city: slug (part of its id), Arabic name, English name, and its districts when we ship them. */
export type CityRow = readonly [slug: string, nameAr: string, nameEn: string, regions?: readonly RegionRow[]];

/** The cities shipped for one country, grouped as the country divides itself (province, governorate). */
export interface CountryCities {
  countryId: string;
  cities: readonly CityRow[];
}
