import { describe, expect, it } from 'vitest';
import { emptyLocation, withCity, withCountry, withRegion } from './location.ts';
import { namedOptions, searchable } from './names.ts';
import { latitudeProblem, longitudeProblem, parseCoordinate, wrapLongitude } from './coordinates.ts';

describe('searching names', () => {
  it('finds Arabic names however the hamza, taa marbuta or vowels are typed', () => {
    expect(searchable('مكة المكرمة')).toContain(searchable('مكه'));
    expect(searchable('صنعاء')).toBe(searchable('صنعا'));
    expect(searchable('إب')).toBe(searchable('اب'));
    expect(searchable('أبها')).toBe(searchable('ابها'));
    expect(searchable('عُمان')).toBe(searchable('عمان'));
    expect(searchable("Sana'a")).toBe('sanaa');
  });

  it('labels options in the page’s language and matches either language', () => {
    const cities = [
      { cityId: 'SA-jeddah', nameAr: 'جدة', nameEn: 'Jeddah' },
      { cityId: 'SA-riyadh', nameAr: 'الرياض', nameEn: 'Riyadh' },
    ];
    const { data, filter } = namedOptions(cities, (c) => c.cityId, 'ar');
    expect(data).toEqual([
      { value: 'SA-jeddah', label: 'جدة' },
      { value: 'SA-riyadh', label: 'الرياض' },
    ]);
    const found = (search: string) => filter({ options: data, search, limit: 100 }).map((o) => ('value' in o ? o.value : ''));
    expect(found('جده')).toEqual(['SA-jeddah']);
    expect(found('riy')).toEqual(['SA-riyadh']);
    expect(found('')).toHaveLength(2);
  });
});

describe('location changes', () => {
  const riyadh = { countryId: 'SA', cityId: 'SA-riyadh', regionId: 'SA-riyadh-olaya' };

  it('clears the city and district when the country changes, and nothing when it stays', () => {
    expect(withCountry(riyadh, 'YE')).toEqual({ countryId: 'YE', cityId: null, regionId: null });
    expect(withCountry(riyadh, 'SA')).toBe(riyadh);
    expect(withCountry(riyadh, null)).toEqual(emptyLocation);
  });

  it('clears the district when the city changes', () => {
    expect(withCity(riyadh, 'SA-jeddah')).toEqual({ countryId: 'SA', cityId: 'SA-jeddah', regionId: null });
    expect(withRegion(riyadh, 'SA-riyadh-malaz').regionId).toBe('SA-riyadh-malaz');
  });
});

describe('coordinates', () => {
  it('says when latitude 91 or longitude -181 is out of range, in the contracts’ words', () => {
    expect(latitudeProblem(91, 'en')).toBe('Must be 90 or less');
    expect(latitudeProblem(-90, 'en')).toBeNull();
    expect(longitudeProblem(-181, 'ar')).toBe('يجب ألا تقل القيمة عن -180');
    expect(longitudeProblem(null, 'ar')).toBeNull();
  });

  it('reads what is being typed: numbers, empty, and not yet ("-", "24.")', () => {
    expect(parseCoordinate(24.7136)).toBe(24.7136);
    expect(parseCoordinate('46.5')).toBe(46.5);
    expect(parseCoordinate('')).toBeNull();
    expect(parseCoordinate('-')).toBeUndefined();
    expect(parseCoordinate('24.')).toBeUndefined();
  });

  it('folds a longitude from a map panned round the world', () => {
    expect(wrapLongitude(46.5 + 360)).toBeCloseTo(46.5);
    expect(wrapLongitude(-190)).toBeCloseTo(170);
  });
});
