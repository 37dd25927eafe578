import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { fieldCodes, signedIn, type SignedIn } from '../store/store.fixtures.ts';
import { validBrand } from './catalogue.fixtures.ts';

let t: TestApp;
let m: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  m = await signedIn(t);
});
afterAll(() => t.close());

const add = async (merchant: SignedIn, overrides: Record<string, unknown> = {}) => {
  const res = await merchant.post('/store-management/brand', validBrand(overrides));
  if (res.status !== 201) throw new Error(`brand not added: ${JSON.stringify(res.body)}`);
  return res.body.data as { brandId: string; name: string };
};
const names = async (merchant: SignedIn, query = '') =>
  (await merchant.get(`/store-management/brand${query}`)).body.data.map((b: { name: string }) => b.name);

describe('adding a brand', () => {
  it('says it was added and answers it', async () => {
    const res = await m.post('/store-management/brand', validBrand({ name: ' بيت البخور ' }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('تمت إضافة العلامة التجارية');
    const { brandId, ...brand } = res.body.data;
    expect(brandId).toMatch(/^[0-9a-f-]{36}$/);
    expect(brand).toEqual({ ...validBrand(), name: 'بيت البخور' });
  });

  it('keeps an empty or missing website and description as none', async () => {
    const res = await m.post('/store-management/brand', validBrand({ name: 'عود الحرمين', website: '', description: undefined }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ website: null, description: null });
    const none = await m.post('/store-management/brand', validBrand({ name: 'عود الخليج', website: null, description: '  ' }));
    expect(none.body.data).toMatchObject({ website: null, description: null });
  });

  it('refuses a name over 100 characters and names the field', async () => {
    const res = await m.post('/store-management/brand', validBrand({ name: 'ب'.repeat(101) }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toContainEqual({ path: 'name', code: 'too_big', message: 'يجب ألا يزيد على 100 حرف' });
  });

  it('asks for a name and an origin country, at most 100 characters', async () => {
    const res = await m.post('/store-management/brand', { name: '', originCountry: ' ' });
    expect(fieldCodes(res.body).sort()).toEqual(['name:required', 'originCountry:required']);
    const missing = await m.post('/store-management/brand', { name: 'عطور' });
    expect(fieldCodes(missing.body)).toEqual(['originCountry:required']);
    const long = await m.post('/store-management/brand', validBrand({ originCountry: 'م'.repeat(101) }));
    expect(fieldCodes(long.body)).toEqual(['originCountry:too_big']);
  });

  it.each(['daralamal.com', 'ftp://daralamal.com', 'javascript:alert(1)', 'https://localhost', 'https://dar al amal.com'])(
    'refuses the website %s',
    async (website) => {
      const res = await m.post('/store-management/brand', validBrand({ name: 'دار الأمل', website }));
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual([{ path: 'website', code: 'invalid_url', message: 'الرابط غير صالح' }]);
    },
  );

  it('takes an http link and a link with a path', async () => {
    const res = await m.post(
      '/store-management/brand',
      validBrand({ name: 'مسك', website: 'http://musk.example.sa/ar/about?x=1' }),
    );
    expect(res.status).toBe(201);
  });

  it('refuses a description over 500 characters and unknown fields', async () => {
    const res = await m.post('/store-management/brand', { ...validBrand({ description: 'و'.repeat(501) }), logo: 'x' });
    expect(fieldCodes(res.body).sort()).toEqual(['description:too_big', 'logo:unrecognized_keys']);
  });

  it('refuses a second brand of the same name in the store, whatever its case, with 409 on the name', async () => {
    const merchant = await signedIn(t, 'en');
    await add(merchant, { name: 'Ajmal' });
    const res = await merchant.post('/store-management/brand', validBrand({ name: 'AJMAL' }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Your store already has a brand with this name');
    expect(res.body.error.fields).toEqual([
      { path: 'name', code: 'name_taken', message: 'This name is already used in your store' },
    ]);
    // Another store may have its own.
    expect((await (await signedIn(t)).post('/store-management/brand', validBrand({ name: 'Ajmal' }))).status).toBe(201);
  });
});

describe('the brands list', () => {
  it('pages the brands by name', async () => {
    const merchant = await signedIn(t);
    for (const name of ['ريحان', 'أمواج', 'Zahra', 'بيت البخور']) await add(merchant, { name });
    const res = await merchant.get('/store-management/brand?page=1&pageSize=3');
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ page: 1, pageSize: 3, total: 4, totalPages: 2 });
    expect(res.body.data.map((b: { name: string }) => b.name)).toEqual(['Zahra', 'أمواج', 'بيت البخور']);
    expect(await names(merchant, '?page=2&pageSize=3')).toEqual(['ريحان']);
  });

  it('finds a brand by part of its name, ignoring alef forms, taa marbuta, diacritics and case', async () => {
    const merchant = await signedIn(t);
    for (const name of ['أجمل للعطور', 'دار الزَّهرة', 'Arabian Oud', 'مسك الجنة']) await add(merchant, { name });
    expect(await names(merchant, `?search=${encodeURIComponent('اجمل')}`)).toEqual(['أجمل للعطور']);
    expect(await names(merchant, `?search=${encodeURIComponent('الزهره')}`)).toEqual(['دار الزَّهرة']);
    expect(await names(merchant, `?search=${encodeURIComponent('الجنه')}`)).toEqual(['مسك الجنة']);
    expect(await names(merchant, '?search=OUD')).toEqual(['Arabian Oud']);
    expect(await names(merchant, '?search=%25')).toEqual([]);
    expect(await names(merchant, '?search=')).toHaveLength(4);
  });

  it('refuses a page size over 100 and unknown query fields', async () => {
    expect((await m.get('/store-management/brand?pageSize=101')).status).toBe(400);
    expect(fieldCodes((await m.get('/store-management/brand?sort=name')).body)).toEqual(['sort:unrecognized_keys']);
  });
});

describe('a brand', () => {
  it('reads, updates and deletes, each saying so', async () => {
    const merchant = await signedIn(t);
    const brand = await add(merchant);
    const url = `/store-management/brand/${brand.brandId}`;
    expect((await merchant.get(url)).body.data).toMatchObject({ name: 'دار العود' });
    const res = await merchant.put(url, validBrand({ name: 'دار العود الملكي', website: 'https://royal-oud.example.com' }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('تم تحديث العلامة التجارية');
    expect(res.body.data).toMatchObject({ name: 'دار العود الملكي', website: 'https://royal-oud.example.com' });
    expect(await names(merchant, `?search=${encodeURIComponent('الملكى')}`)).toEqual(['دار العود الملكي']);
    const gone = await merchant.delete(url);
    expect(gone.body).toMatchObject({ success: true, message: 'تم حذف العلامة التجارية', data: null });
    expect((await merchant.get(url)).status).toBe(404);
  });

  it('keeps its own name on update, and refuses another brand’s name', async () => {
    const merchant = await signedIn(t);
    const a = await add(merchant, { name: 'لطافة' });
    await add(merchant, { name: 'رصاصي' });
    expect((await merchant.put(`/store-management/brand/${a.brandId}`, validBrand({ name: 'لطافة' }))).status).toBe(200);
    const res = await merchant.put(`/store-management/brand/${a.brandId}`, validBrand({ name: 'رصاصي' }));
    expect(res.status).toBe(409);
    expect(fieldCodes(res.body)).toEqual(['name:name_taken']);
  });

  it('refuses to delete a brand a product uses, saying what to do', async () => {
    const merchant = await signedIn(t);
    const brand = await add(merchant);
    const product = await merchant.post('/product/create-product', { nameAr: 'دهن عود', price: 80, brandId: brand.brandId });
    expect(product.status).toBe(201);
    const res = await merchant.delete(`/store-management/brand/${brand.brandId}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('لا يمكن حذف علامة تجارية تستخدمها منتجات، غيّر علامة هذه المنتجات أولاً');
    expect((await merchant.get(`/store-management/brand/${brand.brandId}`)).status).toBe(200);
  });

  it('of another store answers 404 on GET, PUT and DELETE', async () => {
    const other = await signedIn(t);
    const theirs = await add(other);
    const url = `/store-management/brand/${theirs.brandId}`;
    expect((await m.get(url)).status).toBe(404);
    expect((await m.put(url, validBrand())).status).toBe(404);
    expect((await m.delete(url)).status).toBe(404);
    expect((await other.get(url)).status).toBe(200);
    expect((await m.get('/store-management/brand/123')).status).toBe(400);
  });
});
