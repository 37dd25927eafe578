import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { fashion, fieldCodes, signedIn, validBranch, validVerification, type SignedIn } from './store.fixtures.ts';

let t: TestApp;
let m: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  m = await signedIn(t);
});
afterAll(() => t.close());

let n = 0;
const freshDomain = () => `shop-${process.pid}-${Date.now().toString(36)}-${n++}`;

describe('store data', () => {
  it('saves the entity type, name, description, logo and favicon and marks the stage done', async () => {
    const merchant = await signedIn(t);
    expect((await merchant.stage()).isStoreData).toBe(false);
    const res = await merchant.post('/store/store', {
      entityType: 'business',
      name: '  عطور الشرق  ',
      description: 'عود وبخور من اليمن والحجاز',
      logo: '/images/uploads/s/logo.webp',
      favicon: 'https://cdn.example.com/favicon.png',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('تم حفظ بيانات المتجر');
    expect(res.body.data).toEqual({
      storeId: merchant.storeId,
      name: 'عطور الشرق',
      logo: '/images/uploads/s/logo.webp',
      description: 'عود وبخور من اليمن والحجاز',
      colour: '#F59E0B',
      domain: null,
      favicon: 'https://cdn.example.com/favicon.png',
      entityType: 'business',
    });
    expect((await merchant.stage()).isStoreData).toBe(true);
    const me = await merchant.get('/auth/me');
    expect(me.body.data.store).toMatchObject({ name: 'عطور الشرق', logo: '/images/uploads/s/logo.webp' });
  });

  it('clears the optional fields left out of a later save', async () => {
    const merchant = await signedIn(t);
    await merchant.post('/store/store', {
      entityType: 'individual',
      name: 'أ',
      description: 'وصف',
      logo: '/images/uploads/s/l.webp',
    });
    const res = await merchant.post('/store/store', { entityType: 'individual', name: 'أ', description: null });
    expect(res.body.data).toMatchObject({ description: null, logo: null, favicon: null });
  });

  it('asks for the store name and entity type and refuses a logo that is not an image reference', async () => {
    const res = await m.post('/store/store', { name: '   ', entityType: 'company', logo: 'javascript:alert(1)' });
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body).sort()).toEqual(['entityType:invalid_value', 'logo:invalid_url', 'name:required']);
  });

  it('refuses a name longer than the tax invoice’s QR code holds (255 bytes), in both languages', async () => {
    // 100 characters of 3 bytes (€) are 300 bytes; 100 Arabic letters are 200 and pass.
    const res = await t.call(
      'POST',
      '/api/v2/store/store',
      { entityType: 'individual', name: '€'.repeat(100) },
      { token: m.token, lang: 'en' },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([
      {
        path: 'name',
        code: 'name_bytes',
        message: "The name is longer than the tax invoice's QR code holds; shorten it or use Arabic or Latin letters",
      },
    ]);
    const ar = await m.post('/store/store', { entityType: 'individual', name: 'متجر ' + '€'.repeat(90) });
    expect(ar.body.error.fields[0].message).toMatch(/رمز الاستجابة السريعة/);
    expect((await m.post('/store/store', { entityType: 'individual', name: 'م'.repeat(100) })).status).toBe(200);
  });

  it('refuses a field it does not know', async () => {
    const res = await m.post('/store/store', { entityType: 'individual', name: 'متجر', storeId: m.storeId });
    expect(fieldCodes(res.body)).toEqual(['storeId:unrecognized_keys']);
  });
});

describe('checking a domain while typing', () => {
  it('answers available for a free domain, lower-casing what was typed', async () => {
    const domain = freshDomain();
    const res = await m.post('/store/check-domain', { domain: `  ${domain.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ domain, available: true, reason: null });
    expect(res.body.message).toBe('النطاق متاح');
  });

  it.each(['www', 'admin', 'api', 'souqna', 'shop', 'store', 'dashboard', 'support'])(
    'answers reserved for %s',
    async (domain) => {
      const res = await m.post('/store/check-domain', { domain });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ domain, available: false, reason: 'reserved' });
    },
  );

  it.each(['ab', 'a'.repeat(64), '-shop', 'shop-', 'my--shop', 'my_shop', 'my shop', 'متجري', 'shop.sa', ''])(
    'answers invalid for %j',
    async (domain) => {
      const res = await m.post('/store/check-domain', { domain });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ available: false, reason: 'invalid' });
    },
  );

  it("answers taken for another store's domain, whatever its case, and available for the store's own", async () => {
    const [a, b] = [await signedIn(t), await signedIn(t)];
    const domain = freshDomain();
    expect((await a.post('/store/add-domain', { domain })).status).toBe(200);
    const taken = await b.post('/store/check-domain', { domain: domain.toUpperCase() });
    expect(taken.body.data).toEqual({ domain, available: false, reason: 'taken' });
    expect(taken.body.message).toBe('النطاق غير متاح');
    expect((await a.post('/store/check-domain', { domain })).body.data).toEqual({ domain, available: true, reason: null });
  });

  it('refuses a body without a domain', async () => {
    const res = await m.post('/store/check-domain', {});
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body)).toEqual(['domain:required']);
  });
});

describe('choosing the domain', () => {
  it('saves it, answers the store link and marks the domain stage done', async () => {
    const merchant = await signedIn(t);
    const domain = freshDomain();
    const res = await merchant.post('/store/add-domain', { domain });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ domain, url: `https://${domain}.souqna.store` });
    expect((await merchant.stage()).isDomain).toBe(true);
    const all = await merchant.get('/store/get-all-store-data');
    expect(all.body.data).toMatchObject({ domain, url: `https://${domain}.souqna.store` });
    expect((await merchant.get('/auth/me')).body.data.domain).toBe(domain);
  });

  it('follows STORE_BASE_DOMAIN in the link', async () => {
    const other = await createTestApp({ STORE_BASE_DOMAIN: 'example.shop' });
    try {
      const merchant = await signedIn(other);
      const domain = freshDomain();
      expect((await merchant.post('/store/add-domain', { domain })).body.data.url).toBe(`https://${domain}.example.shop`);
    } finally {
      await other.close();
    }
  });

  it('refuses a malformed domain on the domain field', async () => {
    const res = await m.post('/store/add-domain', { domain: 'my_shop' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([
      { path: 'domain', code: 'invalid_domain', message: 'النطاق من 3 إلى 63 خانة: حروف إنجليزية صغيرة وأرقام وشرطة بينها' },
    ]);
  });

  it('refuses a reserved domain with DOMAIN_UNAVAILABLE', async () => {
    const res = await t.post('/api/v2/store/add-domain', { domain: 'admin' }, { token: m.token, lang: 'en' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: 'This domain is reserved by the platform; choose another one',
      error: { code: 'DOMAIN_UNAVAILABLE', reason: 'reserved', fields: [{ path: 'domain', code: 'domain_reserved' }] },
    });
  });

  it("refuses another store's domain, whatever its case, and keeps the store's own", async () => {
    const [a, b] = [await signedIn(t), await signedIn(t)];
    const domain = freshDomain();
    await a.post('/store/add-domain', { domain });
    const res = await b.post('/store/add-domain', { domain: domain.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: 'هذا النطاق محجوز لمتجر آخر، اختر نطاقًا غيره',
      error: { code: 'DOMAIN_UNAVAILABLE', reason: 'taken' },
    });
    expect((await b.stage()).isDomain).toBe(false);
    expect((await a.post('/store/add-domain', { domain })).status).toBe(200);
  });

  it('lets exactly one of two stores asking at once take a domain', async () => {
    const stores = await Promise.all([signedIn(t), signedIn(t), signedIn(t)]);
    const domain = freshDomain();
    const answers = await Promise.all(stores.map((s) => s.post('/store/add-domain', { domain })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it('frees the old domain when a store changes it', async () => {
    const [a, b] = [await signedIn(t), await signedIn(t)];
    const first = freshDomain();
    await a.post('/store/add-domain', { domain: first });
    await a.post('/store/add-domain', { domain: freshDomain() });
    expect((await b.post('/store/add-domain', { domain: first })).status).toBe(200);
  });
});

describe('customer-service channels', () => {
  const channels = [
    { type: 'mobile', value: '+966 50 123 4567', isServiceChannel: true, isActive: true },
    { type: 'landline', value: '٠١١٤٦٥٠٠٠٠', isServiceChannel: false, isActive: true },
    { type: 'email', value: 'Care@Example.TEST', isServiceChannel: true, isActive: false },
    { type: 'link', value: 'https://wa.me/966501234567' },
  ];

  it('saves the channels in order, in their stored form, and marks the stage done', async () => {
    const merchant = await signedIn(t);
    const res = await merchant.post('/store/add-customer-service-channels', { channels });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('تم حفظ قنوات خدمة العملاء');
    expect(res.body.data.map(({ channelId: _, ...c }: { channelId: string }) => c)).toEqual([
      { type: 'mobile', value: '+966501234567', isServiceChannel: true, isActive: true },
      { type: 'landline', value: '0114650000', isServiceChannel: false, isActive: true },
      { type: 'email', value: 'care@example.test', isServiceChannel: true, isActive: false },
      { type: 'link', value: 'https://wa.me/966501234567', isServiceChannel: true, isActive: true },
    ]);
    expect((await merchant.stage()).isServiceChannel).toBe(true);
    expect((await merchant.get('/store/get-all-store-data')).body.data.channels).toEqual(res.body.data);
  });

  it('replaces the previous channels', async () => {
    const merchant = await signedIn(t);
    await merchant.post('/store/add-customer-service-channels', { channels });
    await merchant.post('/store/add-customer-service-channels', { channels: [{ type: 'email', value: 'only@example.test' }] });
    const all = await merchant.get('/store/get-all-store-data');
    expect(all.body.data.channels.map((c: { value: string }) => c.value)).toEqual(['only@example.test']);
  });

  it('reports each bad value with its path: a phone with letters, an e-mail without @, a link without http(s)', async () => {
    const res = await m.post('/store/add-customer-service-channels', {
      channels: [
        { type: 'mobile', value: '05012ab567' },
        { type: 'email', value: 'care.example.test' },
        { type: 'link', value: 'www.example.test' },
        { type: 'landline', value: '12345' },
        { type: 'link', value: 'ftp://example.test/file' },
        { type: 'mobile', value: '+9665012345678901' },
      ],
    });
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body)).toEqual([
      'channels.0.value:invalid_phone',
      'channels.1.value:invalid_email',
      'channels.2.value:invalid_url',
      'channels.3.value:invalid_phone',
      'channels.4.value:invalid_url',
      'channels.5.value:invalid_phone',
    ]);
    expect(res.body.error.fields[1].message).toBe('البريد الإلكتروني غير صالح');
  });

  it('asks for one to twenty channels, each with a known type and a value', async () => {
    expect(fieldCodes((await m.post('/store/add-customer-service-channels', { channels: [] })).body)).toEqual([
      'channels:too_small',
    ]);
    const many = Array.from({ length: 21 }, () => ({ type: 'email', value: 'a@example.test' }));
    expect(fieldCodes((await m.post('/store/add-customer-service-channels', { channels: many })).body)).toEqual([
      'channels:too_big',
    ]);
    const res = await m.post('/store/add-customer-service-channels', { channels: [{ type: 'fax', value: '' }] });
    expect(fieldCodes(res.body).sort()).toEqual(['channels.0.type:invalid_value', 'channels.0.value:required']);
  });
});

describe('the onboarding stages', () => {
  it('are each set by their own step, as the login answer shows', async () => {
    const merchant = await signedIn(t);
    const flags = async () => {
      const { stageId: _, storeId: __, ...rest } = await merchant.stage();
      return rest;
    };
    expect(await flags()).toEqual({
      isStoreData: false,
      isCategories: false,
      isDomain: false,
      isServiceChannel: false,
      isWarehouse: false,
      isIdentityVerified: false,
    });
    await merchant.post('/store/store', { entityType: 'individual', name: 'متجر سارة' });
    await merchant.post('/store/store-category', { categoryIds: [fashion.id] });
    expect(await flags()).toMatchObject({ isStoreData: true, isCategories: true, isDomain: false });
    await merchant.post('/store/add-domain', { domain: freshDomain() });
    await merchant.post('/store/add-customer-service-channels', { channels: [{ type: 'mobile', value: '0501234567' }] });
    expect(await flags()).toMatchObject({ isDomain: true, isServiceChannel: true, isWarehouse: false });
    expect((await merchant.post('/store/add-warehouse', validBranch())).status).toBe(201);
    expect(await flags()).toMatchObject({ isWarehouse: true, isIdentityVerified: false });
    expect((await merchant.post('/store/verify-identity', validVerification(merchant.storeId))).status).toBe(200);
    expect(await flags()).toEqual({
      isStoreData: true,
      isCategories: true,
      isDomain: true,
      isServiceChannel: true,
      isWarehouse: true,
      isIdentityVerified: true,
    });
  });

  it('are not set by a refused step', async () => {
    const merchant = await signedIn(t);
    await merchant.post('/store/add-customer-service-channels', { channels: [{ type: 'mobile', value: 'abc' }] });
    await merchant.post('/store/add-warehouse', validBranch({ latitude: 91 }));
    await merchant.post('/store/verify-identity', validVerification(merchant.storeId, { termsAccepted: false }));
    expect(await merchant.stage()).toMatchObject({ isServiceChannel: false, isWarehouse: false, isIdentityVerified: false });
  });
});
