import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { LocalStorage } from '../../platform/uploads/storage.ts';
import { DEMO_LOGIN, seedDemo } from '../../scripts/seed-demo.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, new LocalStorage(t.config.uploads.dir));
  token = (await t.post('/api/v2/auth/login', DEMO_LOGIN)).body.data.accessToken;
});
afterAll(() => t.close());

describe('the demo store متجر الأمل', () => {
  it('has a full Arabic store style', async () => {
    const config = (await t.get('/api/v2/store/config', { token })).body.data;
    expect(config.seo.titleTemplate).toBe('%s | متجر الأمل');
    expect(config.homepage.banner).toMatchObject({ title: 'عطور الأمل الفاخرة', buttonText: 'تسوّق الآن' });
    expect(config.footer.titleAr).toBe('متجر الأمل');
    expect(config.footer.links.map((l: any) => l.labelAr)).toContain('من نحن');
    expect(config.social.instagram).toMatch(/^https:\/\//);
    expect(config.currency).toBe('SAR');
  });

  it('sells in SAR with prices that include tax, is registered for VAT (shipping taxed), and sends mail in its own name', async () => {
    expect((await t.get('/api/v2/store/settings', { token })).body.data).toEqual({
      currency: 'SAR',
      timeZone: 'Asia/Riyadh',
      pricesIncludeTax: true,
      digitStyle: 'latin',
      vatNumber: '310122393500003',
      taxShipping: true,
    });
    expect((await t.get('/api/v2/store/email-sender', { token })).body.data.senderName).toBe('متجر الأمل');
    expect((await t.get('/api/v2/store/plan', { token })).body.data.plan).toBe('premium');
    expect((await t.get('/api/v2/auth/me', { token })).body.data.store.url).toBe('https://al-amal.souqna.store');
  });
});
