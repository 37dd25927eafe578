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

  it('adds nothing on the next start', async () => {
    expect(await seedDemo(t.database.db)).toBe(false);
    const login = await t.post('/api/v2/auth/login', DEMO_LOGIN);
    const res = await t.get('/api/v2/store/get-all-store-data', { token: login.body.data.accessToken });
    expect(res.body.data.warehouses).toHaveLength(2);
    expect(res.body.data.channels).toHaveLength(4);
  });
});
