/** Where a branch or an address is: a country, one of its cities, and optionally one of that city's districts. */
export interface LocationValue {
  countryId: string | null;
  cityId: string | null;
  regionId: string | null;
}

export const emptyLocation: LocationValue = { countryId: null, cityId: null, regionId: null };

/** A new country clears the city and the district (they belonged to the old one); the same country changes nothing. */
export function withCountry(value: LocationValue, countryId: string | null): LocationValue {
  if (countryId === value.countryId) return value;
  return { countryId, cityId: null, regionId: null };
}

/** A new city clears the district. */
export function withCity(value: LocationValue, cityId: string | null): LocationValue {
  if (cityId === value.cityId) return value;
  return { ...value, cityId, regionId: null };
}

export function withRegion(value: LocationValue, regionId: string | null): LocationValue {
  return regionId === value.regionId ? value : { ...value, regionId };
}
