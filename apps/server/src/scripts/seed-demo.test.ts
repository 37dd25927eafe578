import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@souqna/contracts';
import { DEMO_ORDERS } from '../modules/orders/order-demo.ts';
import { stockStateOf } from '@souqna/contracts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { DEMO_PRODUCTS } from '../modules/catalogue/product-demo.ts';
import { products, stockLevels } from '../modules/catalogue/product-tables.ts';
import { LocalStorage } from '../platform/uploads/storage.ts';
import { mailMessages } from '../platform/mail/tables.ts';
import { DEMO_LOGIN, seedDemo } from './seed-demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Seeding the whole demo store is the heaviest write of the suite: with other test files running
// beside it on two cores it may take longer than the suite's 20 s.
describe('the demo store', { timeout: 60_000 }, () => {
  it('is متجر الأمل, active, with its categories, two branches, channels and an approved verification', async () => {
    expect(await seedDemo(t.database.db, new LocalStorage(t.config.uploads.dir))).toBe(true);
    // Its customers are made up: none is e-mailed an invoice as the demo's orders are paid and completed.
    const [mailed] = await t.database.db
      .select({ n: count() })
      .from(mailMessages)
      .where(eq(mailMessages.template, 'order-invoice'));
    expect(mailed!.n).toBe(0);
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
    // It is premium: its billing has the month's invoice, and the invoice's PDF downloads.
    const invoices = await t.get('/api/v2/wallet/invoices?page=1&pageSize=10', { token: login.body.data.accessToken });
    expect(invoices.body.data).toHaveLength(1);
    expect(invoices.body.data[0]).toMatchObject({ plan: 'premium', currency: 'SAR' });
    const pdf = await t.get(`/api/v2/wallet/invoices/${invoices.body.data[0].invoiceId}/pdf`, {
      token: login.body.data.accessToken,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
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

  it('sells 30+ Arabic products with real pictures, variants, stock in both branches, and some low, out or hidden', async () => {
    const token = (await t.post('/api/v2/auth/login', DEMO_LOGIN)).body.data.accessToken;
    const storeId = (await t.get('/api/v2/auth/me', { token })).body.data.user.storeId;
    const rows = await t.database.db.select().from(products).where(eq(products.storeId, storeId));
    expect(rows.length).toBe(DEMO_PRODUCTS.length);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(rows.every((r) => /[\u0600-\u06FF]/.test(r.nameAr) && r.media.length >= 1 && r.media.length <= 3)).toBe(true);
    const withVariants = rows.filter((r) => r.hasVariants);
    expect(withVariants.length).toBeGreaterThanOrEqual(8);
    const state = (r: (typeof rows)[number]) =>
      stockStateOf({ isInfinty: r.isInfinite, quantity: r.quantity, minAlertQuantity: r.minAlertQuantity });
    expect(rows.filter((r) => state(r) === 'low').length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => state(r) === 'out').length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => !r.showInStore).length).toBeGreaterThanOrEqual(2);
    const cells = await t.database.db.select().from(stockLevels).where(eq(stockLevels.storeId, storeId));
    expect(new Set(cells.map((c) => c.warehouseId)).size).toBe(2);
    // A picture is a real upload: the file and its thumbnail are served.
    const picture = rows[0]!.mainImageUrl!;
    expect(picture).toMatch(new RegExp(`^/images/uploads/${storeId}/[0-9a-f-]{36}\\.webp$`));
    for (const path of [picture, picture.replace('.webp', '-thumb.webp')]) {
      const file = await t.app.inject({ method: 'GET', url: path });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
    }
    const oud = (await t.get(`/api/v2/product/asem-product/${withVariants[0]!.id}`, { token })).body.data;
    expect(oud.variants.filter((v: { isDefault: boolean }) => v.isDefault)).toHaveLength(1);
    expect((await t.get('/api/v2/store/plan', { token })).body.data.usage.products).toBe(rows.length);
  });

  it('has a year of sales: customers, VAT, coupons, orders in every status, open carts and waiting customers', async () => {
    const token = (await t.post('/api/v2/auth/login', DEMO_LOGIN)).body.data.accessToken;
    const list = (filter: object) => t.call('POST', '/api/v2/order/store-orders?page=1&pageSize=10', filter, { token });
    const all = await list({});
    expect(all.body.pagination.total).toBe(DEMO_ORDERS);
    expect(all.body.data[0].number).toBe(1000 + DEMO_ORDERS);
    for (const status of ORDER_STATUSES)
      expect((await list({ statuses: [status] })).body.pagination.total, status).toBeGreaterThan(0);
    const oldest = (await list({ sort: 'oldest' })).body.data[0];
    expect(Date.now() - Date.parse(oldest.createdAt)).toBeGreaterThan(200 * 86_400_000);
    expect((await t.get('/api/v2/merchant/customer/query?page=1&pageSize=10', { token })).body.pagination.total).toBe(40);
    expect((await t.get('/api/v2/store-management/tax', { token })).body.data).toMatchObject([{ rate: 15 }]);
    expect((await t.get('/api/v2/coupon?page=1&pageSize=10', { token })).body.pagination.total).toBe(6);
    expect((await t.get('/api/v2/cart/marchant/cart-header?page=1&pageSize=10', { token })).body.pagination.total).toBe(3);
    expect(
      (await t.get('/api/v2/store/productavailabilitynotifications?page=1&pageSize=50', { token })).body.pagination.total,
    ).toBeGreaterThan(0);
    const year = new Date().getFullYear();
    const vat = (await t.get(`/api/v2/store-management/tax/vat-summary?year=${year}`, { token })).body.data;
    expect(vat.reduce((sum: number, m: { vat: number }) => sum + m.vat, 0)).toBeGreaterThan(0);
  });

  it('seeds the catalogue again once its products are gone', async () => {
    const token = (await t.post('/api/v2/auth/login', DEMO_LOGIN)).body.data.accessToken;
    const storeId = (await t.get('/api/v2/auth/me', { token })).body.data.user.storeId;
    await t.database.db.delete(products).where(eq(products.storeId, storeId));
    await seedDemo(t.database.db, new LocalStorage(t.config.uploads.dir));
    const [{ n }] = (await t.database.db.select({ n: count() }).from(products).where(eq(products.storeId, storeId))) as [
      { n: number },
    ];
    expect(n).toBe(DEMO_PRODUCTS.length);
  });

  it('adds nothing on the next start', async () => {
    expect(await seedDemo(t.database.db, new LocalStorage(t.config.uploads.dir))).toBe(false);
    const login = await t.post('/api/v2/auth/login', DEMO_LOGIN);
    const res = await t.get('/api/v2/store/get-all-store-data', { token: login.body.data.accessToken });
    expect(res.body.data.warehouses).toHaveLength(2);
    expect(res.body.data.channels).toHaveLength(4);
    const token = login.body.data.accessToken;
    expect((await t.get('/api/v2/store-management/category', { token })).body.data).toHaveLength(5);
    expect((await t.get('/api/v2/store-management/units', { token })).body.pagination.total).toBe(7);
    expect((await t.get('/api/v2/store/plan', { token })).body.data.usage.products).toBe(DEMO_PRODUCTS.length);
    expect((await t.get('/api/v2/wallet/invoices?page=1&pageSize=10', { token })).body.data).toHaveLength(1);
  });
});
