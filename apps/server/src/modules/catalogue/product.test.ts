import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { fieldCodes, validBranch } from '../store/store.fixtures.ts';
import { productStore, sizeAndColour, uploadPath, validProduct, type ProductStore } from './product.fixtures.ts';
import { products, stockLevels, stockMovements } from './product-tables.ts';

let t: TestApp;
let m: ProductStore;
beforeAll(async () => {
  t = await createTestApp();
  m = await productStore(t);
});
afterAll(() => t.close());

describe('adding a product', () => {
  it('says it was added and answers the whole product, prices in SAR and stock per warehouse', async () => {
    const res = await m.post(
      '/product/create-product',
      validProduct({
        sku: 'OUD-001',
        costPrice: 120.5,
        salePrice: 300,
        categoryIds: [m.categoryId],
        brandId: m.brandId,
        unitId: m.unitId,
        productTypeId: 'physical',
        media: [{ imageUrl: uploadPath(m.storeId, 1) }, { imageUrl: uploadPath(m.storeId, 2) }],
        quantityManagement: [
          { warehouseId: m.mainWarehouseId, quantity: 7 },
          { warehouseId: m.secondWarehouseId, quantity: 5 },
        ],
        advancedInfo: {
          tags: ['عود', 'هدايا'],
          customUrl: 'عطر-العود',
          weight: 0.25,
          customFields: [{ name: 'النقش', type: 'text' }],
        },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('تمت إضافة المنتج');
    const product = res.body.data;
    expect(product).toMatchObject({
      nameAr: 'عطر العود الملكي',
      price: 250,
      costPrice: 120.5,
      salePrice: 300,
      currency: 'SAR',
      sku: 'OUD-001',
      categoryIds: [m.categoryId],
      brandId: m.brandId,
      unitId: m.unitId,
      hasViarant: false,
      variants: [],
      quantity: 12,
      stockState: 'in_stock',
      mainImageUrl: uploadPath(m.storeId, 1),
      quantityManagement: [
        { warehouseId: m.mainWarehouseId, quantity: 7 },
        { warehouseId: m.secondWarehouseId, quantity: 5 },
      ],
    });
    expect(product.advancedInfo).toMatchObject({
      tags: ['عود', 'هدايا'],
      customUrl: 'عطر-العود',
      weight: 0.25,
      weightUnit: 'kg',
    });
    expect(product.advancedInfo.customFields[0].id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.productId));
    expect(row).toMatchObject({ price: 25000, costPrice: 12050, salePrice: 30000, quantity: 12, mainQuantity: 7 });
    expect((await m.get(`/product/asem-product/${product.productId}`)).body.data).toEqual(product);
  });

  it('writes a stock history row per warehouse with the reason product_form, and another on update', async () => {
    const product = await m.addProduct({ quantityManagement: [{ warehouseId: m.mainWarehouseId, quantity: 4 }] });
    const history = () =>
      t.database.db
        .select({
          before: stockMovements.before,
          after: stockMovements.after,
          reason: stockMovements.reason,
          userId: stockMovements.userId,
        })
        .from(stockMovements)
        .where(eq(stockMovements.productId, product.productId))
        .orderBy(stockMovements.createdAt, stockMovements.id);
    expect(await history()).toEqual([{ before: 0, after: 4, reason: 'product_form', userId: m.session.user.userId }]);
    const res = await m.put(`/product/${product.productId}/product`, {
      ...validProduct(),
      quantityManagement: [
        { warehouseId: m.mainWarehouseId, quantity: 9 },
        { warehouseId: m.secondWarehouseId, quantity: 2 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('تم تحديث المنتج');
    expect(res.body.data.quantity).toBe(11);
    expect((await history()).map((h) => [h.before, h.after])).toEqual([
      [0, 4],
      [4, 9],
      [0, 2],
    ]);
  });

  it('marks low and out-of-stock products, and infinite ones whatever their rows say', async () => {
    const low = await m.addProduct({
      minAlertQuantity: 5,
      quantityManagement: [{ warehouseId: m.mainWarehouseId, quantity: 5 }],
    });
    const out = await m.addProduct();
    const infinite = await m.addProduct({
      isInfinty: true,
      quantityManagement: [{ warehouseId: m.mainWarehouseId, quantity: 0 }],
    });
    expect([low.stockState, out.stockState, infinite.stockState]).toEqual(['low', 'out', 'infinite']);
    const rows = await t.database.db.select().from(stockLevels).where(eq(stockLevels.productId, infinite.productId));
    expect(rows).toHaveLength(1);
  });

  it('keeps only allowed markup in the description, and only pictures that will show (uploaded ones)', async () => {
    const uploaded = `/images/uploads/${m.storeId}/photo.webp`;
    const product = await m.addProduct({
      description:
        '<p onclick="steal()">عطر <b>فاخر</b></p><script>alert(1)</script><ul><li>ثبات عالٍ</li></ul>' +
        '<a href="javascript:alert(1)">خطر</a><a href="https://example.com">المزيد</a><img src="https://example.com/a.png" onerror="alert(1)"><img src="javascript:alert(1)">' +
        `<img src="${uploaded}" alt="العبوة" onerror="alert(1)"><img src="/images/uploads/../secrets.json">`,
    });
    expect(product.description).toBe(
      `<p>عطر <b>فاخر</b></p><ul><li>ثبات عالٍ</li></ul><a>خطر</a><a href="https://example.com">المزيد</a><img src="${uploaded}" alt="العبوة" />`,
    );
  });
});

describe('the rules a product must meet', () => {
  it('refuses an SKU another product has, whatever its case, in Arabic and English', async () => {
    await m.addProduct({ sku: 'MUSK-1' });
    const res = await m.post('/product/create-product', validProduct({ sku: 'musk-1' }));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CONFLICT');
    expect(res.body.message).toBe('رمز SKU مستخدم لمنتج آخر في متجرك، اختر رمزًا مختلفًا');
    expect(fieldCodes(res.body)).toEqual(['sku:sku_taken']);
    const en = await t.post('/api/v2/product/create-product', validProduct({ sku: 'MUSK-1' }), { token: m.token, lang: 'en' });
    expect(en.body.message).toBe('Another product in your store uses this SKU; choose a different one');
    expect(en.body.error.fields[0].message).toBe('Another product in your store has this SKU');
  });

  it('refuses a variant SKU that a product or another variant has, on the variant path', async () => {
    await m.addProduct({ sku: 'AMBER-1' });
    await m.addProduct({ options: sizeAndColour(), variants: [{ values: ['50 مل', 'ذهبي'], sku: 'AMBER-V1' }] });
    const res = await m.post(
      '/product/create-product',
      validProduct({
        options: sizeAndColour(),
        variants: [
          { values: ['50 مل', 'ذهبي'], sku: 'amber-1' },
          { values: ['100 مل', 'أسود'], sku: 'AMBER-V1' },
        ],
      }),
    );
    expect(res.status).toBe(409);
    expect(fieldCodes(res.body)).toEqual(['variants.0.sku:sku_taken', 'variants.1.sku:sku_taken']);
    const twice = await m.post(
      '/product/create-product',
      validProduct({ sku: 'NEW-1', options: sizeAndColour(), variants: [{ values: ['50 مل', 'ذهبي'], sku: 'new-1' }] }),
    );
    expect(fieldCodes(twice.body)).toEqual(['variants.0.sku:sku_taken']);
  });

  it("keeps a product's own SKU when it is saved again", async () => {
    const product = await m.addProduct({
      sku: 'SAME-1',
      options: sizeAndColour(),
      variants: [{ values: ['50 مل', 'ذهبي'], sku: 'SAME-V' }],
    });
    const res = await m.put(`/product/${product.productId}/product`, {
      ...validProduct({ sku: 'same-1' }),
      options: sizeAndColour(),
      variants: [{ values: ['50 مل', 'ذهبي'], sku: 'SAME-V' }],
    });
    expect(res.status).toBe(200);
  });

  it('refuses categories, brands, units and warehouses that are not the store’s', async () => {
    const other = await productStore(t);
    const res = await m.post(
      '/product/create-product',
      validProduct({
        categoryIds: [m.categoryId, other.categoryId],
        brandId: other.brandId,
        unitId: other.unitId,
        quantityManagement: [
          { warehouseId: other.mainWarehouseId, quantity: 1 },
          { warehouseId: m.mainWarehouseId, quantity: 1 },
          { warehouseId: m.mainWarehouseId, quantity: 2 },
        ],
        options: sizeAndColour(),
        variants: [{ values: ['50 مل', 'ذهبي'], quantityManagement: [{ warehouseId: other.secondWarehouseId, quantity: 1 }] }],
      }),
    );
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body)).toEqual([
      'categoryIds.1:unknown_category',
      'brandId:unknown_brand',
      'unitId:unknown_unit',
      'quantityManagement.0.warehouseId:unknown_warehouse',
      'quantityManagement.2.warehouseId:duplicate_warehouse',
      'variants.0.quantityManagement.0.warehouseId:unknown_warehouse',
    ]);
    expect(res.body.error.fields.map((f: { message: string }) => f.message).slice(0, 3)).toEqual([
      'هذا التصنيف غير موجود',
      'هذه العلامة التجارية غير موجودة',
      'هذه الوحدة غير موجودة',
    ]);
  });

  it('refuses amounts with more decimals than the store currency and an unknown product type', async () => {
    const res = await m.post(
      '/product/create-product',
      validProduct({
        price: 10.555,
        costPrice: 1.001,
        productTypeId: 'spaceship',
        options: sizeAndColour(),
        variants: [{ values: ['50 مل', 'ذهبي'], price: 9.999 }],
      }),
    );
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body)).toEqual([
      'productTypeId:invalid_value',
      'price:too_many_decimals',
      'costPrice:too_many_decimals',
      'variants.0.price:too_many_decimals',
    ]);
    expect(res.body.error.fields[1].message).toBe('عدد الخانات العشرية أكثر مما تسمح به عملة المتجر');
  });

  it('keeps three decimals in a store selling in KWD', async () => {
    const kuwait = await productStore(t, { currency: 'KWD' });
    const product = await kuwait.addProduct({ price: 10.555 });
    expect(product).toMatchObject({ price: 10.555, currency: 'KWD' });
  });

  it('refuses the schema’s own rules with their field codes', async () => {
    const res = await m.post(
      '/product/create-product',
      validProduct({ nameAr: '', price: -1, salePrice: null, discountPercent: 101, extra: true }),
    );
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body)).toEqual(
      expect.arrayContaining(['nameAr:required', 'price:too_small', 'discountPercent:too_big']),
    );
  });

  it('refuses a custom link another product has', async () => {
    await m.addProduct({ advancedInfo: { customUrl: 'مسك-أبيض' } });
    const res = await m.post('/product/create-product', validProduct({ advancedInfo: { customUrl: 'مسك-أبيض' } }));
    expect(res.status).toBe(409);
    expect(fieldCodes(res.body)).toEqual(['advancedInfo.customUrl:custom_url_taken']);
  });
});

describe('deleting a product', () => {
  it('says so and takes its variants, stock and history with it', async () => {
    const product = await m.addProduct({
      options: sizeAndColour(),
      variants: [{ values: ['50 مل', 'ذهبي'], quantityManagement: [{ warehouseId: m.mainWarehouseId, quantity: 3 }] }],
    });
    const res = await m.delete(`/product/${product.productId}/product`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('تم حذف المنتج');
    expect((await m.get(`/product/asem-product/${product.productId}`)).status).toBe(404);
    const left = await t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, product.productId));
    expect(left).toHaveLength(0);
  });
});

describe('the warehouses of the quantity section', () => {
  it('lists the store’s warehouses, the main one first', async () => {
    const res = await m.get('/product/warehouse-select-main');
    expect(res.body.data).toEqual([
      { warehouseId: m.mainWarehouseId, name: 'الفرع الرئيسي - العليا', isMain: true },
      { warehouseId: m.secondWarehouseId, name: 'مستودع جدة', isMain: false },
    ]);
  });
});

describe('a branch holding stock', () => {
  it('cannot be deleted while a product has stock there, and can once it is 0', async () => {
    const extra = await m.post('/inventory/warehouse', validBranch({ name: 'فرع الدمام', cityId: 'SA-dammam', regionId: null }));
    expect(extra.status).toBe(201);
    const product = await m.addProduct({ quantityManagement: [{ warehouseId: extra.body.data.id, quantity: 2 }] });
    const refused = await m.delete(`/inventory/warehouse/${extra.body.data.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('لا يمكن حذف فرع فيه مخزون، انقل المخزون أو صفّره أولاً');
    await m.put(`/product/${product.productId}/product`, {
      ...validProduct(),
      quantityManagement: [{ warehouseId: extra.body.data.id, quantity: 0 }],
    });
    expect((await m.delete(`/inventory/warehouse/${extra.body.data.id}`)).status).toBe(200);
  });
});

describe('the generic send of spec §7', () => {
  it('is not a server route (the web app’s API client is it)', async () => {
    const res = await m.post('/product/send', { url: '/store/plan', method: 'GET' });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('ROUTE_NOT_FOUND');
  });
});
