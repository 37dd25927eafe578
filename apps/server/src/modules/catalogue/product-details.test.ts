import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { productStore, sizeAndColour, uploadPath, type ProductStore } from './product.fixtures.ts';

let t: TestApp;
let m: ProductStore;
beforeAll(async () => {
  t = await createTestApp();
  m = await productStore(t);
});
afterAll(() => t.close());

/** How many statements the pool runs while `work` does: each is a connection checked out. */
async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
  let checkouts = 0;
  const count = () => void checkouts++;
  t.database.pool.on('acquire', count);
  try {
    await work();
  } finally {
    t.database.pool.off('acquire', count);
  }
  return checkouts;
}

describe('product details', () => {
  it('answers exactly what the product form answered on saving it: variants, stock by warehouse, categories, nulls and dates', async () => {
    const other = await m.post('/store-management/category', { name: 'بخور', nameEn: 'Incense' });
    const categoryIds = [m.categoryId, other.body.data.categoryId];
    const saved = await m.addProduct({
      categoryIds,
      brandId: m.brandId,
      unitId: m.unitId,
      sku: 'OUD-1',
      costPrice: 120.5,
      salePrice: 299.99,
      discountExpiresAt: '2030-01-01T00:00:00.000Z',
      media: [{ imageUrl: uploadPath(m.storeId, 1), isMain: true }],
      options: sizeAndColour(),
      variants: [
        {
          values: ['50 مل', 'ذهبي'],
          price: 320,
          quantityManagement: [
            { warehouseId: m.secondWarehouseId, quantity: 3 },
            { warehouseId: m.mainWarehouseId, quantity: 2 },
          ],
        },
        { values: ['100 مل', 'أسود'], sku: 'OUD-100-B', quantityManagement: [{ warehouseId: m.secondWarehouseId, quantity: 4 }] },
      ],
      advancedInfo: {
        tags: ['عود', 'هدية'],
        weight: 0.25,
        weightUnit: 'kg',
        customFields: [{ name: 'المنشأ', type: 'text', defaultValue: 'كمبوديا' }],
      },
    });
    const res = await m.get(`/product/asem-product/${saved.productId}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(saved);
    expect(res.body.data.variants[0].quantityManagement).toEqual([
      { warehouseId: m.mainWarehouseId, quantity: 2 },
      { warehouseId: m.secondWarehouseId, quantity: 3 },
    ]);
    expect(res.body.data.categoryIds).toEqual([...categoryIds].sort());
    expect(res.body.data).toMatchObject({
      nameEn: 'Royal Oud',
      description: null,
      discountExpiresAt: '2030-01-01T00:00:00.000Z',
    });

    const plain = await m.addProduct({ quantityManagement: [{ warehouseId: m.mainWarehouseId, quantity: 7 }] });
    const plainRes = await m.get(`/product/asem-product/${plain.productId}`);
    expect(plainRes.body.data).toEqual(plain);
    expect(plainRes.body.data).toMatchObject({ variants: [], categoryIds: [], brandId: null, quantity: 7 });
  });

  it('is read in one statement, whatever the product holds', async () => {
    const product = await m.addProduct({ categoryIds: [m.categoryId], options: sizeAndColour() });
    let res: Awaited<ReturnType<ProductStore['get']>> | undefined;
    expect(await statementsDuring(async () => (res = await m.get(`/product/asem-product/${product.productId}`)))).toBe(1);
    expect(res?.body.data.variants).toHaveLength(4);
  });

  it('answers 404 for another store’s product and for none', async () => {
    const other = await productStore(t);
    const theirs = await other.addProduct();
    expect((await m.get(`/product/asem-product/${theirs.productId}`)).status).toBe(404);
    expect((await m.get('/product/asem-product/0190a4a2-7c1e-7d2a-9b1e-000000000000')).status).toBe(404);
  });
});
