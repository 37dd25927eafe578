import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { fieldCodes } from '../store/store.fixtures.ts';
import { productStore, sizeAndColour, validProduct, type ProductStore } from './product.fixtures.ts';
import { stockMovements } from './product-tables.ts';

let t: TestApp;
let m: ProductStore;
beforeAll(async () => {
  t = await createTestApp();
  m = await productStore(t);
});
afterAll(() => t.close());

const sizes = (...labels: string[]) => [{ name: 'الحجم', type: 'text', values: labels.map((label) => ({ label })) }];
const valuesOf = (variants: { values: string[] }[]) => variants.map((v) => v.values.join(' / '));
const updateVariants = (productId: string, body: unknown) => m.put(`/product/variants-update?productId=${productId}`, body);

describe('options and variants', () => {
  it('makes one variant per combination, in order, with exactly one default', async () => {
    const product = await m.addProduct({
      options: sizeAndColour(),
      variants: [
        { values: ['100 مل', 'ذهبي'], price: 320, sku: 'OUD-100-G', isDefault: true },
        { values: ['100 مل', 'أسود'], isDefault: true },
      ],
    });
    expect(product.hasViarant).toBe(true);
    expect(valuesOf(product.variants)).toEqual(['50 مل / ذهبي', '50 مل / أسود', '100 مل / ذهبي', '100 مل / أسود']);
    expect(product.variants.map((v: { isDefault: boolean }) => v.isDefault)).toEqual([false, false, true, false]);
    expect(product.variants[2]).toMatchObject({ price: 320, sku: 'OUD-100-G' });
    expect(product.variants[0]).toMatchObject({ price: null, sku: null, quantity: 0 });
    expect(product.options[1].values[0]).toEqual({ label: 'ذهبي', color: '#d4af37', image: null });
  });

  it('makes the first variant default when none is', async () => {
    const product = await m.addProduct({ options: sizes('صغير', 'كبير') });
    expect(product.variants.map((v: { isDefault: boolean }) => v.isDefault)).toEqual([true, false]);
  });

  it('refuses options that make more than 100 variants, on create and on variants-update', async () => {
    const eleven = (name: string) => ({ name, type: 'text', values: Array.from({ length: 11 }, (_, i) => ({ label: `${i}` })) });
    const res = await m.post('/product/create-product', validProduct({ options: [eleven('أ'), eleven('ب')] }));
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body)).toEqual(['options:too_many_variants']);
    expect(res.body.error.fields[0].message).toBe('الخيارات تصنع أكثر من 100 نوع');
    const product = await m.addProduct();
    const update = await updateVariants(product.productId, { options: [eleven('أ'), eleven('ب')], variants: [] });
    expect(fieldCodes(update.body)).toEqual(['options:too_many_variants']);
  });

  it('sums the variants’ stock into the product and answers each variant’s warehouses', async () => {
    const product = await m.addProduct({
      options: sizes('صغير', 'كبير'),
      quantityManagement: [{ warehouseId: m.mainWarehouseId, quantity: 50 }],
      variants: [
        {
          values: ['صغير'],
          quantityManagement: [
            { warehouseId: m.mainWarehouseId, quantity: 2 },
            { warehouseId: m.secondWarehouseId, quantity: 3 },
          ],
        },
        { values: ['كبير'], quantityManagement: [{ warehouseId: m.secondWarehouseId, quantity: 4 }] },
      ],
    });
    expect(product.quantity).toBe(9);
    expect(product.quantityManagement).toEqual([]);
    expect(product.variants.map((v: { quantity: number }) => v.quantity)).toEqual([5, 4]);
    expect(product.variants[0].quantityManagement).toEqual([
      { warehouseId: m.mainWarehouseId, quantity: 2 },
      { warehouseId: m.secondWarehouseId, quantity: 3 },
    ]);
  });
});

describe('variants-update', () => {
  it('keeps the existing variants’ ids, prices, SKUs and stock, and adds the new combinations empty', async () => {
    const product = await m.addProduct({
      options: sizes('50 مل', '100 مل'),
      variants: [
        { values: ['50 مل'], price: 90, sku: 'KEEP-50', quantityManagement: [{ warehouseId: m.mainWarehouseId, quantity: 6 }] },
        { values: ['100 مل'], isDefault: true, quantityManagement: [{ warehouseId: m.secondWarehouseId, quantity: 2 }] },
      ],
    });
    const res = await updateVariants(product.productId, { options: sizes('50 مل', '100 مل', '200 مل'), variants: [] });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('تم حفظ خيارات المنتج وأنواعه');
    const variants = res.body.data.variants;
    expect(valuesOf(variants)).toEqual(['50 مل', '100 مل', '200 مل']);
    expect(variants.map((v: { variantId: string }) => v.variantId).slice(0, 2)).toEqual(
      product.variants.map((v: { variantId: string }) => v.variantId),
    );
    expect(variants[0]).toMatchObject({ price: 90, sku: 'KEEP-50', quantity: 6 });
    expect(variants.map((v: { isDefault: boolean }) => v.isDefault)).toEqual([false, true, false]);
    expect(variants[2]).toMatchObject({ quantity: 0, quantityManagement: [] });
    expect((await m.get(`/product/${product.productId}/variants-details`)).body.data).toEqual(res.body.data);
    expect((await m.get(`/product/asem-product/${product.productId}`)).body.data.quantity).toBe(8);
  });

  it("answers 404 for a variant id that is not the product's, another store's above all, and changes nothing", async () => {
    const other = await productStore(t);
    const theirs = await other.addProduct({ options: sizes('كبير'), variants: [{ values: ['كبير'] }] });
    const mine = await m.addProduct({ options: sizes('صغير'), variants: [{ values: ['صغير'] }] });
    const foreignId = theirs.variants[0].variantId;
    const res = await updateVariants(mine.productId, {
      options: sizes('صغير', 'كبير'),
      variants: [{ variantId: foreignId, values: ['كبير'], price: 9 }],
    });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    const whole = await m.put(`/product/${mine.productId}/product`, {
      ...validProduct({ options: sizes('صغير'), variants: [{ variantId: foreignId, values: ['صغير'] }] }),
    });
    expect(whole.status).toBe(404);
    const after = await m.get(`/product/${mine.productId}/variants-details`);
    expect(valuesOf(after.body.data.variants)).toEqual(['صغير']);
    const theirsAfter = await other.get(`/product/${theirs.productId}/variants-details`);
    expect(theirsAfter.body.data.variants[0]).toMatchObject({ variantId: foreignId, values: ['كبير'] });
  });

  it('moves a variant to a renamed value by its id, its stock and history following it', async () => {
    const product = await m.addProduct({
      options: sizes('صغير'),
      variants: [{ values: ['صغير'], quantityManagement: [{ warehouseId: m.mainWarehouseId, quantity: 4 }] }],
    });
    const [variant] = product.variants;
    const res = await updateVariants(product.productId, {
      options: sizes('صغير جدًا'),
      variants: [{ variantId: variant.variantId, values: ['صغير جدًا'], price: 15 }],
    });
    expect(res.body.data.variants).toEqual([
      expect.objectContaining({ variantId: variant.variantId, values: ['صغير جدًا'], price: 15, quantity: 4, isDefault: true }),
    ]);
  });

  it('empties and deletes the variants that no longer exist, the history saying where their stock went', async () => {
    const product = await m.addProduct({
      options: sizes('أ', 'ب'),
      variants: [{ values: ['ب'], quantityManagement: [{ warehouseId: m.mainWarehouseId, quantity: 3 }] }],
    });
    const res = await updateVariants(product.productId, { options: sizes('أ'), variants: [] });
    expect(valuesOf(res.body.data.variants)).toEqual(['أ']);
    expect(res.body.data.variants[0].isDefault).toBe(true);
    const history = await t.database.db
      .select({ label: stockMovements.variantLabel, before: stockMovements.before, after: stockMovements.after })
      .from(stockMovements)
      .where(eq(stockMovements.productId, product.productId))
      .orderBy(stockMovements.createdAt, stockMovements.id);
    expect(history).toEqual([
      { label: 'ب', before: 0, after: 3 },
      { label: 'ب', before: 3, after: 0 },
    ]);
    expect((await m.get(`/product/asem-product/${product.productId}`)).body.data.quantity).toBe(0);
  });

  it('sets stock for the warehouses named and leaves the others as they were', async () => {
    const product = await m.addProduct({
      options: sizes('واحد'),
      variants: [
        {
          values: ['واحد'],
          quantityManagement: [
            { warehouseId: m.mainWarehouseId, quantity: 5 },
            { warehouseId: m.secondWarehouseId, quantity: 5 },
          ],
        },
      ],
    });
    const res = await updateVariants(product.productId, {
      options: sizes('واحد'),
      variants: [{ values: ['واحد'], quantityManagement: [{ warehouseId: m.secondWarehouseId, quantity: 1 }] }],
    });
    expect(res.body.data.variants[0].quantityManagement).toEqual([
      { warehouseId: m.mainWarehouseId, quantity: 5 },
      { warehouseId: m.secondWarehouseId, quantity: 1 },
    ]);
  });

  it('turns a product without options back into one without variants', async () => {
    const product = await m.addProduct({ options: sizes('أ') });
    const res = await updateVariants(product.productId, { options: [], variants: [] });
    expect(res.body.data).toMatchObject({ hasViarant: false, options: [], variants: [] });
  });

  it('refuses a variant SKU another product has', async () => {
    await m.addProduct({ sku: 'TAKEN-SKU' });
    const product = await m.addProduct({ options: sizes('أ') });
    const res = await updateVariants(product.productId, { options: sizes('أ'), variants: [{ values: ['أ'], sku: 'taken-sku' }] });
    expect(res.status).toBe(409);
    expect(fieldCodes(res.body)).toEqual(['variants.0.sku:sku_taken']);
  });
});
