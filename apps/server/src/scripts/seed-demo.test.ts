import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { DEMO_LOGIN, seedDemo } from './seed-demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo store', () => {
  it('is متجر الأمل, active, with its categories, two branches, channels and an approved verification', async () => {
    expect(await seedDemo(t.database.db)).toBe(true);
    const login = await t.post('/api/v2/auth/login', DEMO_LOGIN);
    expect(login.status).toBe(200);
    expect(login.body.data.isStoreVerified).toBe(true);
    expect(Object.values(login.body.data.stage).filter((v) => v === true)).toHaveLength(6);
    const res = await t.get('/api/v2/store/get-all-store-data', { token: login.body.data.accessToken });
    const store = res.body.data;
    expect(store).toMatchObject({ name: 'متجر الأمل', domain: 'al-amal', url: 'https://al-amal.souqna.store', status: 'active' });
    expect(store.categories.map((c: { name: string }) => c.name)).toContain('العطور والعود');
    expect(store.channels).toHaveLength(4);
    expect(store.warehouses.map((w: { cityId: string; isMain: boolean }) => [w.cityId, w.isMain])).toEqual([
      ['SA-riyadh', true],
      ['SA-jeddah', false],
    ]);
    expect(store.warehouses[0]).toMatchObject({ codFee: 15, latitude: 24.6905, longitude: 46.6853 });
    expect(store.warehouses[0].contacts.length).toBeGreaterThan(0);
    expect(store.verification).toMatchObject({ status: 'approved', identityNumberMasked: '******6789' });
  });

  it('has an Arabic category tree with English names, perfume houses and units', async () => {
    const token = (await t.post('/api/v2/auth/login', DEMO_LOGIN)).body.data.accessToken;
    const tree = (await t.get('/api/v2/store-management/category', { token })).body.data;
    expect(tree.map((c: { name: string }) => c.name)).toEqual([
      'عطور',
      'بخور وعود',
      'هدايا',
      'العناية الشخصية',
      'مباخر وإكسسوارات',
    ]);
    expect(tree[0].nameEn).toBe('Perfumes');
    expect(tree[0].children.map((c: { name: string }) => c.name)).toEqual([
      'عطور رجالية',
      'عطور نسائية',
      'عطور شرقية',
      'عطور للجنسين',
    ]);
    const brands = await t.get('/api/v2/store-management/brand?pageSize=100', { token });
    expect(brands.body.pagination.total).toBeGreaterThanOrEqual(8);
    expect(brands.body.data.every((b: { originCountry: string }) => b.originCountry.length > 0)).toBe(true);
    const units = (await t.get('/api/v2/store-management/units?pageSize=100', { token })).body.data;
    expect(units.map((u: { name: string }) => u.name)).toEqual(
      expect.arrayContaining(['قطعة', 'علبة', 'زجاجة', 'كيلوغرام', 'غرام', 'مل']),
    );
  });

  it('adds nothing on the next start', async () => {
    expect(await seedDemo(t.database.db)).toBe(false);
    const login = await t.post('/api/v2/auth/login', DEMO_LOGIN);
    const res = await t.get('/api/v2/store/get-all-store-data', { token: login.body.data.accessToken });
    expect(res.body.data.warehouses).toHaveLength(2);
    expect(res.body.data.channels).toHaveLength(4);
    const token = login.body.data.accessToken;
    expect((await t.get('/api/v2/store-management/category', { token })).body.data).toHaveLength(5);
    expect((await t.get('/api/v2/store-management/units', { token })).body.pagination.total).toBe(7);
  });
});
