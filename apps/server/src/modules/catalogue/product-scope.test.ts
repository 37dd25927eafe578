import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { stores } from '../stores/tables.ts';
import { fieldCodes } from '../store/store.fixtures.ts';
import { productStore, validProduct, type ProductStore } from './product.fixtures.ts';

let t: TestApp;
let m: ProductStore;
let other: ProductStore;
let theirs: { productId: string };
beforeAll(async () => {
  t = await createTestApp();
  m = await productStore(t);
  other = await productStore(t);
  theirs = await other.addProduct({ sku: 'THEIRS-1', options: [{ name: 'الحجم', type: 'text', values: [{ label: 'صغير' }] }] });
});
afterAll(() => t.close());

describe('another store’s product', () => {
  it('is not found by any call that takes its id, and stays as it was', async () => {
    const id = theirs.productId;
    const calls = [
      m.get(`/product/asem-product/${id}`),
      m.put(`/product/${id}/product`, validProduct()),
      m.delete(`/product/${id}/product`),
      m.get(`/product/${id}/images`),
      m.put(`/product/${id}/images`, { media: [] }),
      m.get(`/product/${id}/variants-details`),
      m.put(`/product/variants-update?productId=${id}`, { options: [], variants: [] }),
      m.get(`/product/advanced-info-by-product/${id}`),
      m.post(`/product/advanced-info-create/${id}`, {}),
      m.put(`/product/advanced-info-update/${id}`, {}),
      m.get(`/product/data-link?productId=${id}`),
      m.get(`/product/data-link?categoryId=${other.categoryId}`),
    ];
    const answers = await Promise.all(calls);
    expect(answers.map((r) => r.status)).toEqual(Array(calls.length).fill(404));
    expect(answers[0]!.body.error.code).toBe('NOT_FOUND');
    const still = await other.get(`/product/asem-product/${id}`);
    expect(still.body.data).toMatchObject({ nameAr: validProduct().nameAr, hasViarant: true, sku: 'THEIRS-1' });
  });

  it('keeps its SKU to itself: this store may use the same one', async () => {
    expect((await m.addProduct({ sku: 'THEIRS-1' })).sku).toBe('THEIRS-1');
  });

  it('answers 404 for an id no store has, and 400 for one that is not an id', async () => {
    const missing = '0190a4a2-7c1e-7d2a-9b1e-0000000000ff';
    expect((await m.get(`/product/asem-product/${missing}`)).status).toBe(404);
    const bad = await m.get('/product/asem-product/123');
    expect(bad.status).toBe(400);
    expect(fieldCodes(bad.body)).toEqual(['id:invalid_format']);
  });
});

describe('the plan’s product limit', () => {
  it('refuses the sixth product of a free store with 402, the limit and the usage', async () => {
    const free = await productStore(t, { plan: 'free' });
    for (let i = 0; i < 5; i++) await free.addProduct({ nameAr: `منتج ${i + 1}` });
    const res = await free.post('/product/create-product', validProduct());
    expect(res.status).toBe(402);
    expect(res.body.error).toEqual({ code: 'PLAN_LIMIT_REACHED', limit: 5, usage: 5 });
    expect(res.body.message).toBe('وصلت إلى حد باقتك من المنتجات (5)، رقِّ باقتك لإضافة المزيد');
    const en = await t.post('/api/v2/product/create-product', validProduct(), { token: free.token, lang: 'en' });
    expect(en.body.message).toBe('Your plan allows 5 products and you have reached it; upgrade your plan to add more');
    expect((await free.get('/store/plan')).body.data.usage).toEqual({ products: 5, ordersThisMonth: 0 });
  });

  it('lets a store on the free plan add again once it deleted a product', async () => {
    const free = await productStore(t, { plan: 'free' });
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await free.addProduct());
    await free.delete(`/product/${made[0].productId}/product`);
    expect((await free.post('/product/create-product', validProduct())).status).toBe(201);
  });
});

describe('the link builder', () => {
  it('builds a product’s storefront link from its id, or its custom link, with the UTM fields', async () => {
    const product = await m.addProduct({ nameEn: 'Royal Oud' });
    const plain = await m.get(`/product/data-link?productId=${product.productId}`);
    expect(plain.body.data).toEqual({
      url: `https://${m.domain}.souqna.store/products/${product.productId}`,
      title: 'عطر العود الملكي',
    });
    await m.put(`/product/advanced-info-update/${product.productId}`, { customUrl: 'عود-ملكي' });
    const res = await t.get(
      `/api/v2/product/data-link?productId=${product.productId}&utmSource=instagram&utmMedium=social&utmCampaign=${encodeURIComponent('عيد')}`,
      { token: m.token, lang: 'en' },
    );
    expect(res.body.data.title).toBe('Royal Oud');
    const url = new URL(res.body.data.url);
    expect(decodeURIComponent(url.pathname)).toBe('/products/عود-ملكي');
    expect(Object.fromEntries(url.searchParams)).toEqual({ utm_source: 'instagram', utm_medium: 'social', utm_campaign: 'عيد' });
  });

  it('builds a category’s link', async () => {
    const res = await m.get(`/product/data-link?categoryId=${m.categoryId}&utmSource=x`);
    expect(res.body.data).toEqual({
      url: `https://${m.domain}.souqna.store/categories/${m.categoryId}?utm_source=x`,
      title: 'عطور شرقية',
    });
  });

  it('asks for exactly one of a product and a category', async () => {
    const res = await m.get('/product/data-link');
    expect(fieldCodes(res.body)).toEqual(['productId:one_target']);
  });

  it('says what to do when the store has no domain yet', async () => {
    const bare = await productStore(t, { lang: 'en' });
    await t.database.db.update(stores).set({ domain: null }).where(eq(stores.id, bare.storeId));
    const product = await bare.addProduct();
    const res = await bare.get(`/product/data-link?productId=${product.productId}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Your store has no domain yet; choose the store domain first, then build the link');
    const ar = await t.get(`/api/v2/product/data-link?productId=${product.productId}`, { token: bare.token, lang: 'ar' });
    expect(ar.body.message).toBe('ليس لمتجرك نطاق بعد، اختر نطاق المتجر أولاً ثم أنشئ الرابط');
  });
});

describe('advanced info', () => {
  it('is read, created and updated on its own, leaving the rest of the product as it was', async () => {
    const product = await m.addProduct({ sku: 'ADV-1' });
    const read = await m.get(`/product/advanced-info-by-product/${product.productId}`);
    expect(read.body.data).toMatchObject({ tags: [], weightUnit: 'kg', customUrl: null, customFields: [] });
    const created = await m.post(`/product/advanced-info-create/${product.productId}`, {
      pageTitleAr: 'عطر العود الملكي | متجرنا',
      tags: ['عود', 'عود'],
      weight: 250,
      weightUnit: 'g',
      maxQuantityPerCustomer: 2,
      allowNotes: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('تم حفظ المعلومات المتقدمة');
    expect(created.body.data).toMatchObject({
      tags: ['عود'],
      weight: 250,
      weightUnit: 'g',
      maxQuantityPerCustomer: 2,
      allowNotes: true,
    });
    const updated = await m.put(`/product/advanced-info-update/${product.productId}`, { gtin: '6281234567890' });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ gtin: '6281234567890', tags: [], pageTitleAr: null });
    const whole = (await m.get(`/product/asem-product/${product.productId}`)).body.data;
    expect(whole).toMatchObject({ sku: 'ADV-1', price: 250, advancedInfo: { gtin: '6281234567890' } });
  });

  it('refuses a custom link another product has and one with spaces', async () => {
    const first = await m.addProduct();
    const second = await m.addProduct();
    await m.put(`/product/advanced-info-update/${first.productId}`, { customUrl: 'بخور-فاخر' });
    const taken = await m.put(`/product/advanced-info-update/${second.productId}`, { customUrl: 'بخور-فاخر' });
    expect(taken.status).toBe(409);
    expect(fieldCodes(taken.body)).toEqual(['customUrl:custom_url_taken']);
    const spaced = await m.put(`/product/advanced-info-update/${second.productId}`, { customUrl: 'بخور فاخر' });
    expect(fieldCodes(spaced.body)).toEqual(['customUrl:invalid_slug']);
  });
});
