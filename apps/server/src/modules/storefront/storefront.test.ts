import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anotherInstance, createTestApp, type TestApp } from '../../../test/harness.ts';
import { productStore, type ProductStore } from '../catalogue/product.fixtures.ts';
import { stores } from '../stores/tables.ts';
import { domainOfHost } from './store-host.ts';

let t: TestApp;
let shop: ProductStore;
let other: ProductStore;
let oud: { productId: string };
let hidden: { productId: string };
let scarf: { productId: string; variants: { variantId: string; values: string[] }[] };
let theirs: { productId: string };

const hostOf = (s: ProductStore) => `${s.domain}.souqna.store`;
const shopGet = (s: ProductStore, path: string, lang: 'ar' | 'en' = 'ar') =>
  t.get(`/api/v2${path}`, { lang, headers: { host: hostOf(s) } });
const page = (s: ProductStore, path: string, headers: Record<string, string> = {}) =>
  t.get(path, { headers: { host: hostOf(s), ...headers } });
const open = (s: ProductStore) =>
  t.database.db.update(stores).set({ status: 'active', name: 'متجر الأمل' }).where(eq(stores.id, s.storeId));

beforeAll(async () => {
  t = await createTestApp();
  shop = await productStore(t);
  other = await productStore(t);
  await open(shop);
  await open(other);
  const stock = (quantity: number) => [{ warehouseId: shop.mainWarehouseId, quantity }];
  oud = await shop.addProduct({
    nameAr: 'عطر أحمد الملكي',
    nameEn: 'Ahmad Royal Oud',
    price: 250,
    salePrice: 300,
    costPrice: 90,
    minAlertQuantity: 3,
    categoryIds: [shop.categoryId],
    brandId: shop.brandId,
    quantityManagement: stock(2),
    description: '<p>عود <strong>فاخر</strong></p>',
  });
  hidden = await shop.addProduct({ nameAr: 'منتج مخفي', showInStore: false, quantityManagement: stock(50) });
  scarf = await shop.addProduct({
    nameAr: 'وشاح',
    nameEn: 'Scarf',
    price: 80,
    minAlertQuantity: 0,
    categoryIds: [shop.categoryId],
    options: [{ name: 'اللون', type: 'text', values: [{ label: 'أحمر' }, { label: 'أزرق' }] }],
    variants: [
      { values: ['أحمر'], quantityManagement: [{ warehouseId: shop.mainWarehouseId, quantity: 40 }] },
      { values: ['أزرق'], quantityManagement: [] },
    ],
  });
  theirs = await other.addProduct({
    nameAr: 'منتج متجر آخر',
    quantityManagement: [{ warehouseId: other.mainWarehouseId, quantity: 9 }],
  });
});
afterAll(() => t.close());

describe('the store of a request', () => {
  it('is named by the host only: one label under the base domain, any port', () => {
    expect(domainOfHost('amal.souqna.store', 'souqna.store')).toBe('amal');
    expect(domainOfHost('AMAL.souqna.store:443', 'souqna.store')).toBe('amal');
    expect(domainOfHost('amal.localhost:3000', 'localhost:3000')).toBe('amal');
    expect(domainOfHost('souqna.store', 'souqna.store')).toBeNull();
    expect(domainOfHost('a.b.souqna.store', 'souqna.store')).toBeNull();
    expect(domainOfHost('amal.souqna.store.evil.test', 'souqna.store')).toBeNull();
    expect(domainOfHost(undefined, 'souqna.store')).toBeNull();
  });

  it('answers 404 for a host that names no store, and for the back-office’s own host', async () => {
    const nobody = await t.get('/api/v2/storefront/home', { headers: { host: 'nobody-here.souqna.store' } });
    expect(nobody.status).toBe(404);
    expect(nobody.body.error.code).toBe('NOT_FOUND');
    expect((await t.get('/api/v2/storefront/home')).status).toBe(404);
    const pageOfNobody = await t.get('/', { headers: { host: 'nobody-here.souqna.store' } });
    expect(pageOfNobody.status).toBe(404);
  });

  it('shows a store that is not open yet as "coming soon": 503 with Retry-After, in its own colour', async () => {
    const soon = await productStore(t);
    const res = await page(soon, '/');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('3600');
    expect(res.body).toContain('قريبًا');
    expect(res.body).toContain('--brand:#F59E0B');
    const api = await shopGet(soon, '/storefront/home', 'en');
    expect(api.status).toBe(503);
    expect(api.body.error.code).toBe('STORE_NOT_OPEN');
    expect(api.body.message).toBe('This store is not open yet; come back soon');
    expect(api.headers['retry-after']).toBe('3600');
  });
});

describe('what a customer may see', () => {
  it('lists the shown products only, priced as today, stock as a state', async () => {
    const res = await shopGet(shop, '/storefront/products');
    expect(res.status).toBe(200);
    const names = res.body.data.items.map((p: { name: string }) => p.name);
    expect(names.sort()).toEqual(['عطر أحمد الملكي', 'وشاح']);
    const card = res.body.data.items.find((p: { id: string }) => p.id === oud.productId);
    expect(card).toEqual({
      id: oud.productId,
      slug: oud.productId,
      name: 'عطر أحمد الملكي',
      image: null,
      price: 250,
      compareAt: 300,
      stock: 'low',
      left: 2,
      hasOptions: false,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/costPrice|cost_price|"quantity"|منتج متجر آخر|منتج مخفي/);
  });

  it('never tells the exact stock above the low-stock mark', async () => {
    const res = await shopGet(shop, `/storefront/products/${scarf.productId}`);
    expect(res.body.data.variants.map((v: { stock: string; left: number | null }) => [v.stock, v.left])).toEqual([
      ['available', null],
      ['sold_out', null],
    ]);
  });

  it('answers 404 for a hidden product, another store’s product, and one that does not exist', async () => {
    for (const id of [hidden.productId, theirs.productId, '0190a4a2-7c1e-7d2a-9b1e-0000000000ff']) {
      const res = await shopGet(shop, `/storefront/products/${id}`);
      expect(res.status).toBe(404);
      expect((await page(shop, `/products/${id}`)).status).toBe(404);
    }
    expect((await shopGet(other, `/storefront/products/${theirs.productId}`)).status).toBe(200);
  });

  it('finds «أحمد» when a customer types «احمد», and in English by the English name', async () => {
    const ar = await shopGet(shop, `/storefront/products?q=${encodeURIComponent('احمد')}`);
    expect(ar.body.data.items.map((p: { id: string }) => p.id)).toEqual([oud.productId]);
    const en = await shopGet(shop, '/storefront/products?q=royal', 'en');
    expect(en.body.data.items.map((p: { name: string }) => p.name)).toEqual(['Ahmad Royal Oud']);
  });

  it('filters by price, brand and availability, and sorts by price', async () => {
    const ids = async (query: string) =>
      (await shopGet(shop, `/storefront/products?${query}`)).body.data.items.map((p: { id: string }) => p.id);
    expect(await ids('min=100')).toEqual([oud.productId]);
    expect(await ids(`brand=${shop.brandId}`)).toEqual([oud.productId]);
    expect(await ids('sort=price_asc')).toEqual([scarf.productId, oud.productId]);
    expect(await ids('sort=price_desc')).toEqual([oud.productId, scarf.productId]);
    expect(await ids('available=1&max=100')).toEqual([scarf.productId]);
  });

  it('refuses bad input with 400 in the envelope, never 500', async () => {
    const bad = [
      'page=-1',
      'page=abc',
      `q=${'ع'.repeat(5000)}`,
      'q=%00',
      `brand=${Array.from({ length: 30 }, () => shop.brandId).join('&brand=')}`,
      'min=-5',
      'sort=cheapest',
      'category=not-an-id',
    ];
    for (const query of bad) {
      const res = await shopGet(shop, `/storefront/products?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect((await shopGet(shop, `/storefront/products/${encodeURIComponent('<script>')}`)).status).toBe(400);
    // The router refuses a path part over 100 characters before any route, in the envelope.
    const long = await shopGet(shop, `/storefront/products/${'a'.repeat(300)}`);
    expect([long.status, long.body.success]).toEqual([404, false]);
    expect((await page(shop, '/products?page=-1')).status).toBe(404);
    expect((await page(shop, '/search?q=%00')).status).toBe(404);
    expect((await page(shop, `/products/${encodeURIComponent('<script>')}`)).status).toBe(404);
  });
});

describe('the pages', () => {
  it('draw the home page in Arabic, right to left, with the store’s banner and products, and no script', async () => {
    const slide = { title: 'عروض العيد', subtitle: '', image: null, link: '/products' };
    const styled = await t.call(
      'PATCH',
      '/api/v2/store/config',
      { changes: { 'homepage.hero.contentArray': [slide] } },
      { token: shop.token },
    );
    expect(styled.status).toBe(200);
    const res = await page(shop, '/');
    expect(res.body).toContain('عروض العيد');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toMatch(/<html lang="ar" dir="rtl">/);
    expect(res.body).toContain('مرحبًا بكم في متجر الأمل');
    expect(res.body).toContain('عطر أحمد الملكي');
    expect(res.body).not.toContain('منتج مخفي');
    expect(res.body).not.toMatch(/<script(?! type="application\/ld\+json")/);
    expect(res.body).toContain(`<link rel="alternate" hrefLang="en" href="http://${hostOf(shop)}/en"/>`);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'none'; style-src 'sha256-/);
    // The policy allows the one stylesheet by its hash: a style attribute would be refused.
    expect(res.body).not.toMatch(/ style="/);
  });

  it('draw English at /en, left to right, with English names', async () => {
    const res = await page(shop, `/en/products/${oud.productId}`);
    expect(res.body).toMatch(/<html lang="en" dir="ltr">/);
    expect(res.body).toContain('Ahmad Royal Oud');
    expect(res.body).toContain('Only 2 left');
    // The product page's JavaScript budget is 80 KB gzip; it ships none (the structured data is not script).
    expect(res.body).not.toMatch(/<script(?! type="application\/ld\+json")/);
  });

  it('answer a page unchanged with 304 for its ETag, and a new page once the merchant changes the product', async () => {
    const first = await page(shop, `/products/${oud.productId}`);
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=1, must-revalidate');
    expect((await page(shop, `/products/${oud.productId}`, { 'if-none-match': etag })).status).toBe(304);
    const changed = await shop.post('/product/products-bulk-update', { items: [{ productId: oud.productId, price: 260 }] });
    expect(changed.status).toBe(200);
    const after = await page(shop, `/products/${oud.productId}`, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.body).toContain('260.00');
  });

  it('keep a product called `</script>` inside its structured data', async () => {
    const evil = await shop.addProduct({ nameAr: '</script><script>alert(1)</script>', quantityManagement: [] });
    const res = await page(shop, `/products/${evil.productId}`);
    expect(res.status).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
  });

  it('pick a variant by its link, and mark the sold-out one', async () => {
    const blue = scarf.variants.find((v) => v.values[0] === 'أزرق')!;
    const res = await page(shop, `/products/${scarf.productId}?variant=${blue.variantId}`);
    expect(res.body).toContain('نفدت الكمية');
    expect(res.body).toMatch(/aria-current="true" aria-label="أزرق، نفدت الكمية"/);
  });

  it('answer 301 from a product’s id, and from its old custom link, to its custom link now', async () => {
    const made = await shop.addProduct({ nameAr: 'عطر ينتقل', quantityManagement: [] });
    const linkOf = (productId: string, customUrl: string) =>
      shop.put(`/product/advanced-info-update/${productId}`, {
        ...{ pageTitleAr: null, pageTitleEn: null, pageDescriptionAr: null, pageDescriptionEn: null },
        ...{ hsCode: null, gtin: null, mpn: null, customUrl },
      });
    const advanced = (customUrl: string) => linkOf(made.productId, customUrl);
    expect((await advanced('oud-royal')).status).toBe(200);
    const byId = await page(shop, `/en/products/${made.productId}?variant=x`);
    expect([byId.status, byId.headers.location]).toEqual([301, '/en/products/oud-royal?variant=x']);
    expect((await advanced('oud-king')).status).toBe(200);
    const old = await page(shop, '/products/OUD-ROYAL');
    expect([old.status, old.headers.location]).toEqual([301, '/products/oud-king']);
    expect((await page(shop, '/products/oud-king')).status).toBe(200);
    // Another product may take the old link: then it is that product's address again.
    const taker = await shop.addProduct({ nameAr: 'عطر آخر', quantityManagement: [] });
    expect((await linkOf(taker.productId, 'oud-royal')).status).toBe(200);
    const now = await page(shop, '/products/oud-royal');
    expect([now.status, now.body.includes('عطر آخر')]).toEqual([200, true]);
  });

  it('list a brand’s products on its own page, linked from the product', async () => {
    const res = await page(shop, `/brands/${shop.brandId}`);
    expect(res.status).toBe(200);
    expect(res.body).toContain('عطر أحمد');
    expect(res.body).not.toContain('وشاح');
    expect((await page(shop, `/products/${oud.productId}`)).body).toContain(`href="/brands/${shop.brandId}"`);
    expect((await page(shop, `/brands/${other.brandId}`)).status).toBe(404);
  });

  it('answer the footer’s links: about, contact, the invoice layout’s return policy, privacy, in both languages', async () => {
    const policy = { ar: 'الاستبدال خلال ٧ أيام من الاستلام', en: 'Exchanges within 7 days of delivery' };
    const saved = await t.call('PATCH', '/api/v2/pdf/config', { changes: { returnPolicy: policy } }, { token: shop.token });
    expect(saved.status).toBe(200);
    const returns = await page(shop, '/returns');
    expect([returns.status, returns.body.includes('الاستبدال خلال ٧ أيام من الاستلام')]).toEqual([200, true]);
    expect((await page(shop, '/en/returns')).body).toContain('Exchanges within 7 days of delivery');
    expect((await page(shop, '/about')).body).toContain('متجر الأمل متجر إلكتروني يسعد بخدمتكم.');
    expect((await page(shop, '/en/privacy')).body).toContain('We do not sell your data');
    expect((await page(shop, '/contact')).status).toBe(200);
  });

  it('answer an unknown address on a store’s host with the store’s own 404 page', async () => {
    const res = await page(shop, '/no/such/page');
    expect(res.status).toBe(404);
    expect(res.body).toContain('الصفحة غير موجودة');
    expect(res.body).toContain('متجر الأمل');
  });
});

describe('"notify me"', () => {
  const blue = () => scarf.variants.find((v) => v.values[0] === 'أزرق')!;
  const waiting = async () =>
    (await shop.get('/store/productavailabilitynotifications?pageSize=100')).body.data.map(
      (r: { email: string; productId: string }) => [r.email, r.productId],
    );

  it('joins the merchant’s availability requests, once per e-mail and variant', async () => {
    const ask = () =>
      t.post(
        `/api/v2/storefront/products/${scarf.productId}/notify`,
        { variantId: blue().variantId, email: 'Layla@Example.test' },
        { headers: { host: hostOf(shop) } },
      );
    const first = await ask();
    expect([first.status, first.body.data]).toEqual([201, { waiting: true }]);
    expect((await ask()).status).toBe(201);
    expect((await waiting()).filter(([email]: string[]) => email === 'layla@example.test')).toEqual([
      ['layla@example.test', scarf.productId],
    ]);
  });

  it('needs a variant of the product’s own when it has variants, and a real e-mail', async () => {
    const post = (body: object) =>
      t.post(`/api/v2/storefront/products/${scarf.productId}/notify`, body, { headers: { host: hostOf(shop) } });
    expect((await post({ email: 'a@example.test' })).body.error.fields).toEqual([
      expect.objectContaining({ path: 'variantId', code: 'required' }),
    ]);
    expect((await post({ email: 'a@example.test', variantId: theirs.productId })).status).toBe(400);
    expect((await post({ email: 'not-an-email', variantId: blue().variantId })).status).toBe(400);
    const hiddenOne = await t.post(
      `/api/v2/storefront/products/${hidden.productId}/notify`,
      { email: 'a@example.test' },
      { headers: { host: hostOf(shop) } },
    );
    expect(hiddenOne.status).toBe(404);
  });

  it('limits one e-mail to five requests an hour, with the seconds to wait', async () => {
    const products = [];
    for (let i = 0; i < 6; i++) products.push(await shop.addProduct({ nameAr: `منتج نافد ${i}`, quantityManagement: [] }));
    const answers = [];
    for (const p of products)
      answers.push(
        await t.post(
          `/api/v2/storefront/products/${p.productId}/notify`,
          { email: 'busy@example.test' },
          { headers: { host: hostOf(shop) } },
        ),
      );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(answers[5]!.body.error.code).toBe('RATE_LIMITED');
    expect(Number(answers[5]!.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it('works as a plain form: the page posts, returns to the product and says it is done', async () => {
    const form = (email: string) =>
      t.call('POST', `/products/${scarf.productId}/notify`, `variant=${blue().variantId}&email=${encodeURIComponent(email)}`, {
        headers: { host: hostOf(shop), 'content-type': 'application/x-www-form-urlencoded' },
      });
    const bad = await form('nope');
    expect(bad.status).toBe(303);
    expect(bad.headers.location).toBe(`/products/${scarf.productId}?variant=${blue().variantId}&notify=invalid#notify`);
    expect((await page(shop, String(bad.headers.location).replace('#notify', ''))).body).toContain('اكتب بريدًا إلكترونيًا صحيحًا');
    const good = await form('form@example.test');
    expect(good.headers.location).toBe(`/products/${scarf.productId}?variant=${blue().variantId}&notify=sent#notify`);
    expect((await page(shop, String(good.headers.location).replace('#notify', ''))).body).toContain('سجّلنا طلبك');
    expect((await waiting()).some(([email]: string[]) => email === 'form@example.test')).toBe(true);
  });
});

describe('what search engines read', () => {
  it('finds the sitemap in robots.txt, and every shown product in both languages in it', async () => {
    const robots = await page(shop, '/robots.txt');
    expect(robots.body).toContain(`Sitemap: http://${hostOf(shop)}/sitemap.xml`);
    const index = await page(shop, '/sitemap.xml');
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain(`<loc>http://${hostOf(shop)}/sitemaps/pages.xml</loc>`);
    expect(index.body).toContain(`<loc>http://${hostOf(shop)}/sitemaps/products-1.xml</loc>`);
    const products = (await page(shop, '/sitemaps/products-1.xml')).body as string;
    expect(products).toContain(`<loc>http://${hostOf(shop)}/products/${oud.productId}</loc>`);
    expect(products).toContain(`<loc>http://${hostOf(shop)}/en/products/${oud.productId}</loc>`);
    expect(products).toContain(`hreflang="en" href="http://${hostOf(shop)}/en/products/${scarf.productId}"`);
    expect(products).not.toContain(hidden.productId);
    expect(products).not.toContain(theirs.productId);
    expect((await page(shop, '/sitemaps/products-2.xml')).status).toBe(404);
    expect((await page(shop, '/sitemaps/pages.xml')).body).toContain(`/categories/${shop.categoryId}</loc>`);
  });

  it('keeps a store that is not open out of search engines', async () => {
    const soon = await productStore(t);
    expect((await page(soon, '/robots.txt')).body).toBe('User-agent: *\nDisallow: /\n');
    expect((await page(soon, '/sitemap.xml')).status).toBe(404);
  });
});

describe('past one machine', () => {
  it('serves the stores from two storefront-only instances, which show a change saved on the back-office at once', async () => {
    const storefronts = [
      await anotherInstance(t, { storefrontOnly: true, jobWorkers: false }),
      await anotherInstance(t, { storefrontOnly: true, jobWorkers: false }),
    ];
    try {
      const host = { host: hostOf(shop) };
      const saved = await t.call(
        'PATCH',
        '/api/v2/store/config',
        { changes: { 'homepage.banner.title': 'تخفيضات الشتاء' } },
        { token: shop.token },
      );
      expect(saved.status).toBe(200);
      for (const instance of storefronts) {
        const home = await instance.get('/', { headers: host });
        expect(home.status).toBe(200);
        expect(home.body).toContain('تخفيضات الشتاء');
        const api = await instance.get('/api/v2/storefront/home', { headers: host });
        expect(api.body.data.banner.title).toBe('تخفيضات الشتاء');
        // No back-office call answers on a storefront-only instance.
        const login = await instance.post('/api/v2/auth/login', { email: 'a@b.test', password: 'x' });
        expect([login.status, login.body.error.code]).toEqual([404, 'ROUTE_NOT_FOUND']);
        expect((await instance.get('/api/v2/health')).status).toBe(200);
      }
    } finally {
      await Promise.all(storefronts.map((s) => s.close()));
    }
  });
});
