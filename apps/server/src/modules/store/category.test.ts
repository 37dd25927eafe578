import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { PLATFORM_CATEGORIES } from './category-catalogue.ts';
import { fashion, fieldCodes, perfumes, signedIn, type SignedIn } from './store.fixtures.ts';

let t: TestApp;
let m: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  m = await signedIn(t);
});
afterAll(() => t.close());

describe('platform store categories', () => {
  it('ships about ten main categories, each with three to eight sub-categories', () => {
    expect(PLATFORM_CATEGORIES.length).toBeGreaterThanOrEqual(10);
    for (const main of PLATFORM_CATEGORIES) {
      expect(main.children!.length).toBeGreaterThanOrEqual(3);
      expect(main.children!.length).toBeLessThanOrEqual(8);
    }
    const ids = PLATFORM_CATEGORIES.flatMap((c) => [c.id, ...c.children!.map((s) => s.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists the main categories in Arabic, each saying it has sub-categories', async () => {
    const res = await m.get('/store/category');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(PLATFORM_CATEGORIES.length);
    expect(res.body.data[0]).toEqual({
      categoryId: fashion.id,
      parentCategoryId: null,
      name: 'أزياء وملابس',
      nameAr: 'أزياء وملابس',
      nameEn: 'Fashion & clothing',
      hasChildren: true,
    });
  });

  it('names them in English for an English request', async () => {
    const res = await t.get('/api/v2/store/category', { token: m.token, lang: 'en' });
    expect(res.body.data.map((c: { name: string }) => c.name)).toContain('Perfumes & oud');
  });

  it('lists the sub-categories of a main category at the path the spec spells', async () => {
    const res = await m.get(`/store/category/parent-category-${perfumes.id}/sub-category`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { categoryId: string }) => c.categoryId)).toEqual(perfumes.children!.map((c) => c.id));
    expect(
      res.body.data.every(
        (c: { parentCategoryId: string; hasChildren: boolean }) => c.parentCategoryId === perfumes.id && !c.hasChildren,
      ),
    ).toBe(true);
    expect(res.body.data.map((c: { name: string }) => c.name)).toContain('دهن العود');
  });

  it('answers 404 for an unknown parent or a sub-category used as a parent, and 400 for a malformed id', async () => {
    const unknown = await m.get('/store/category/parent-category-0190a4a2-7c1e-7d2a-9b1e-1a2b3c4d5e70/sub-category');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
    expect((await m.get(`/store/category/parent-category-${fashion.children![0]!.id}/sub-category`)).status).toBe(404);
    const malformed = await m.get('/store/category/parent-category-abc/sub-category');
    expect(malformed.status).toBe(400);
    expect(fieldCodes(malformed.body)).toEqual(['id:invalid_format']);
  });

  it('asks for a session', async () => {
    expect((await t.get('/api/v2/store/category')).status).toBe(401);
  });
});

describe('choosing the store categories', () => {
  it('saves the choice, marks the categories stage done and shows it in the store data', async () => {
    const merchant = await signedIn(t);
    expect((await merchant.stage()).isCategories).toBe(false);
    const chosen = [perfumes.id, perfumes.children![1]!.id, fashion.children![2]!.id];
    const res = await merchant.post('/store/store-category', { categoryIds: chosen });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('تم حفظ تصنيفات متجرك');
    expect(res.body.data.map((c: { categoryId: string }) => c.categoryId)).toEqual([
      fashion.children![2]!.id,
      perfumes.id,
      perfumes.children![1]!.id,
    ]);
    expect((await merchant.stage()).isCategories).toBe(true);
    const all = await merchant.get('/store/get-all-store-data');
    expect(all.body.data.categories).toHaveLength(3);
  });

  it('replaces the previous choice instead of adding to it', async () => {
    const merchant = await signedIn(t);
    await merchant.post('/store/store-category', { categoryIds: [fashion.id, perfumes.id] });
    await merchant.post('/store/store-category', { categoryIds: [perfumes.id, perfumes.id] });
    const all = await merchant.get('/store/get-all-store-data');
    expect(all.body.data.categories.map((c: { categoryId: string }) => c.categoryId)).toEqual([perfumes.id]);
  });

  it('refuses an unknown category id, naming it, and keeps the previous choice', async () => {
    const merchant = await signedIn(t);
    await merchant.post('/store/store-category', { categoryIds: [fashion.id] });
    const res = await merchant.post('/store/store-category', {
      categoryIds: [perfumes.id, '0190a4a2-7c1e-7d2a-9b1e-1a2b3c4d5e70'],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([
      { path: 'categoryIds.1', code: 'unknown_category', message: 'هذا التصنيف غير موجود' },
    ]);
    const all = await merchant.get('/store/get-all-store-data');
    expect(all.body.data.categories.map((c: { categoryId: string }) => c.categoryId)).toEqual([fashion.id]);
  });

  it('asks for at least one category and refuses ids that are not UUIDs', async () => {
    const none = await m.post('/store/store-category', { categoryIds: [] });
    expect(none.status).toBe(400);
    expect(fieldCodes(none.body)).toEqual(['categoryIds:too_small']);
    const missing = await m.post('/store/store-category', {});
    expect(fieldCodes(missing.body)).toEqual(['categoryIds:required']);
    const bad = await m.post('/store/store-category', { categoryIds: ['fashion'] });
    expect(fieldCodes(bad.body)).toEqual(['categoryIds.0:invalid_format']);
  });
});

describe('the API document', () => {
  it('describes the store routes at the paths the spec spells', async () => {
    const res = await t.get('/api/v2/openapi.json');
    const paths = Object.keys(res.body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v2/store/category/parent-category-{id}/sub-category',
        '/api/v2/store/store-category',
        '/api/v2/store/check-domain',
        '/api/v2/store/add-warehouse',
        '/api/v2/inventory/warehouse/{id}',
        '/api/v2/store/verify-identity',
      ]),
    );
    const channel = res.body.paths['/api/v2/store/add-customer-service-channels'].post;
    expect(channel.requestBody.content['application/json'].schema.required).toEqual(['channels']);
  });
});
