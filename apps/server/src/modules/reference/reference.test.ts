import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITY_ID_PATTERN, REGION_ID_PATTERN } from '@souqna/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  citiesOf,
  findCity,
  findCountry,
  findCurrency,
  findProductType,
  findRegion,
  listCountries,
  regionsOf,
} from './lookup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ARABIC = /^[\u0600-\u06FF\s()]+$/;
const ENGLISH = /^[A-Za-z\s'()-]+$/;

describe('GET /system-settings/currency', () => {
  it('lists the store currencies, YER first, with Arabic and English names, signs and minor units', async () => {
    const res = await t.get('/api/v2/system-settings/currency');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const list = res.body.data;
    expect(list.map((c: any) => c.code)).toEqual(['YER', 'SAR', 'USD', 'AED', 'KWD', 'QAR', 'BHD', 'OMR', 'EGP', 'JOD', 'EUR']);
    expect(list.find((c: any) => c.code === 'SAR')).toEqual({
      code: 'SAR',
      nameAr: 'ريال سعودي',
      nameEn: 'Saudi Riyal',
      symbolAr: 'ر.س.',
      symbolEn: 'SAR',
      minorUnits: 2,
    });
    expect(list.find((c: any) => c.code === 'YER')).toMatchObject({ nameAr: 'ريال يمني', nameEn: 'Yemeni Rial', minorUnits: 2 });
    expect(list.find((c: any) => c.code === 'KWD')).toMatchObject({ nameAr: 'دينار كويتي', minorUnits: 3 });
    expect(list.find((c: any) => c.code === 'USD')).toMatchObject({ symbolEn: '$' });
  });
});

describe('GET /system-settings/product-types', () => {
  it('lists what a merchant sells in both languages, with where the shipping switch starts', async () => {
    const res = await t.get('/api/v2/system-settings/product-types', { lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Done');
    expect(res.body.data.map((p: any) => p.id)).toEqual(['physical', 'digital', 'service', 'food', 'donation']);
    expect(res.body.data[0]).toEqual({
      id: 'physical',
      nameAr: 'منتج ملموس',
      nameEn: 'Physical product',
      requiresShipping: true,
    });
    expect(res.body.data.find((p: any) => p.id === 'digital').requiresShipping).toBe(false);
  });
});

describe('GET /system-settings/country', () => {
  it('lists every country, Saudi Arabia, Yemen and the Gulf first, then by name in the request’s language', async () => {
    const ar = await t.get('/api/v2/system-settings/country');
    expect(ar.status).toBe(200);
    const list = ar.body.data;
    expect(list.length).toBeGreaterThanOrEqual(249);
    expect(list.slice(0, 7).map((c: any) => c.countryId)).toEqual(['SA', 'YE', 'AE', 'KW', 'QA', 'BH', 'OM']);
    expect(list[0]).toEqual({ countryId: 'SA', nameAr: 'السعودية', nameEn: 'Saudi Arabia', hasCities: true });
    expect(list[1]).toMatchObject({ countryId: 'YE', nameAr: 'اليمن', nameEn: 'Yemen', hasCities: true });
    expect(list.find((c: any) => c.countryId === 'OM').nameAr).toBe('عُمان');
    expect(list.find((c: any) => c.countryId === 'EG')).toMatchObject({ nameAr: 'مصر', hasCities: false });
    // After the first seven, Arabic alphabetical order: الأردن comes before مصر.
    const names = list.slice(7).map((c: any) => c.nameAr);
    expect(names.indexOf('الأردن')).toBeLessThan(names.indexOf('مصر'));
    expect(ar.headers.vary).toMatch(/Accept-Language/);

    const en = await t.get('/api/v2/system-settings/country', { lang: 'en' });
    expect(en.body.data[7].nameEn).toBe('Afghanistan');
  });
});

describe('GET /system-settings/country/{id}/city', () => {
  it('lists at least 40 Saudi cities across the 13 regions with Arabic and English names', async () => {
    const res = await t.get('/api/v2/system-settings/country/SA/city');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const list = res.body.data;
    expect(list.length).toBeGreaterThanOrEqual(40);
    expect(list[0]).toEqual({ cityId: 'SA-riyadh', countryId: 'SA', nameAr: 'الرياض', nameEn: 'Riyadh', hasRegions: true });
    const byId = Object.fromEntries(list.map((c: any) => [c.cityId, c]));
    // One city of each of the 13 regions.
    for (const id of [
      'riyadh',
      'makkah',
      'madinah',
      'buraydah',
      'dammam',
      'abha',
      'tabuk',
      'hail',
      'arar',
      'jazan',
      'najran',
      'bahah',
      'sakaka',
    ])
      expect(byId[`SA-${id}`], id).toBeDefined();
    expect(byId['SA-jeddah']).toMatchObject({ nameAr: 'جدة', nameEn: 'Jeddah' });
    expect(byId['SA-makkah']).toMatchObject({ nameAr: 'مكة المكرمة' });
  });

  it('lists at least 20 Yemeni cities, the governorate capitals included', async () => {
    const list = (await t.get('/api/v2/system-settings/country/YE/city')).body.data;
    expect(list.length).toBeGreaterThanOrEqual(20);
    const names = list.map((c: any) => c.nameAr);
    for (const city of [
      'صنعاء',
      'عدن',
      'تعز',
      'الحديدة',
      'إب',
      'ذمار',
      'المكلا',
      'سيئون',
      'مأرب',
      'صعدة',
      'حجة',
      'عتق',
      'الغيضة',
    ])
      expect(names, city).toContain(city);
    expect(list.find((c: any) => c.cityId === 'YE-sanaa')).toMatchObject({ nameEn: "Sana'a", hasRegions: true });
  });

  it('lists at least 5 cities for each other Gulf state, and none (but 200) for a country we ship none for', async () => {
    for (const id of ['AE', 'KW', 'QA', 'BH', 'OM'])
      expect((await t.get(`/api/v2/system-settings/country/${id}/city`)).body.data.length, id).toBeGreaterThanOrEqual(5);
    const egypt = await t.get('/api/v2/system-settings/country/EG/city');
    expect(egypt.status).toBe(200);
    expect(egypt.body.data).toEqual([]);
  });

  it('answers 404 for an unknown country and 400 for a malformed id', async () => {
    const unknown = await t.get('/api/v2/system-settings/country/ZZ/city', { lang: 'en' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'The requested item was not found', error: { code: 'NOT_FOUND' } });
    expect(unknown.headers['cache-control']).toBeUndefined();
    for (const bad of ['sa', 'SAU', 'S1', '%20SA']) {
      const res = await t.get(`/api/v2/system-settings/country/${bad}/city`);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /system-settings/city/{id}/region', () => {
  it('lists the districts of Riyadh with their ids under the city', async () => {
    const res = await t.get('/api/v2/system-settings/city/SA-riyadh/region');
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({
      regionId: 'SA-riyadh-olaya',
      cityId: 'SA-riyadh',
      nameAr: 'العليا',
      nameEn: 'Al Olaya',
    });
  });

  it('has at least 6 districts for each main city of the Gulf and Yemen', async () => {
    const main = [
      'SA-riyadh',
      'SA-jeddah',
      'SA-makkah',
      'SA-madinah',
      'SA-dammam',
      'YE-sanaa',
      'YE-aden',
      'YE-taiz',
      'YE-mukalla',
      'AE-dubai',
      'AE-abu-dhabi',
      'KW-kuwait-city',
      'QA-doha',
      'BH-manama',
      'OM-muscat',
    ];
    for (const id of main) {
      const res = await t.get(`/api/v2/system-settings/city/${id}/region`);
      expect(res.status, id).toBe(200);
      expect(res.body.data.length, id).toBeGreaterThanOrEqual(6);
    }
  });

  it('answers an empty list for a city without districts, 404 for an unknown city, 400 for a malformed id', async () => {
    expect((await t.get('/api/v2/system-settings/city/SA-tabuk/region')).body.data).toEqual([]);
    expect((await t.get('/api/v2/system-settings/city/SA-atlantis/region')).status).toBe(404);
    expect((await t.get('/api/v2/system-settings/city/riyadh/region')).status).toBe(400);
    expect((await t.get('/api/v2/system-settings/city/SA-Riyadh/region')).status).toBe(400);
  });

  it('needs no token (public reference data)', async () => {
    expect((await t.get('/api/v2/system-settings/city/YE-aden/region', { token: '' })).status).toBe(200);
  });
});

describe('the lookup other modules use', () => {
  it('finds by id and answers null for unknown or malformed ids', () => {
    expect(findCountry('YE')).toMatchObject({ nameAr: 'اليمن', hasCities: true });
    expect(findCountry('ye')).toBeNull();
    expect(findCountry('ZZ')).toBeNull();
    expect(findCity('YE-aden')).toMatchObject({ nameAr: 'عدن', countryId: 'YE' });
    expect(findCity('YE-nowhere')).toBeNull();
    expect(findRegion('SA-riyadh-olaya')).toMatchObject({ cityId: 'SA-riyadh' });
    expect(findRegion('SA-riyadh-nowhere')).toBeNull();
    expect(findCurrency('SAR')).toMatchObject({ nameEn: 'Saudi Riyal' });
    expect(findCurrency('GBP')).toBeNull();
    expect(findProductType('food')).toMatchObject({ nameAr: 'أطعمة ومشروبات' });
    expect(findProductType('weapons')).toBeNull();
  });

  it('ships well-formed data: valid ids, Arabic names in Arabic letters, English names in Latin ones', () => {
    for (const country of listCountries('ar').filter((c) => c.hasCities)) {
      for (const city of citiesOf(country.countryId)!) {
        expect(city.cityId).toMatch(CITY_ID_PATTERN);
        expect(city.nameAr, city.cityId).toMatch(ARABIC);
        expect(city.nameEn, city.cityId).toMatch(ENGLISH);
        expect(findRegion(city.cityId), `${city.cityId} is also a region id`).toBeNull();
        for (const region of regionsOf(city.cityId)!) {
          expect(region.regionId).toMatch(REGION_ID_PATTERN);
          expect(region.nameAr, region.regionId).toMatch(ARABIC);
          expect(region.nameEn, region.regionId).toMatch(ENGLISH);
        }
      }
    }
  });
});
