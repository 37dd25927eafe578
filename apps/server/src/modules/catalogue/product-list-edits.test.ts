import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { fieldCodes, signedIn, type SignedIn } from '../store/store.fixtures.ts';
import { addProduct, twoWarehouses } from './product-list.fixtures.ts';
import { products, stockMovements } from './product-tables.ts';

let t: TestApp;
let m: SignedIn;
let w: { main: string; other: string };
beforeAll(async () => {
  t = await createTestApp();
  m = await signedIn(t);
  w = await twoWarehouses(m);
});
afterAll(() => t.close());

const save = (who: SignedIn, items: Record<string, unknown>[]) => who.post('/product/products-bulk-update', { items });
const row = async (id: string) => (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;

describe('saving the product-edits table', () => {
  it('saves price, sale price, shown in store and main-warehouse quantity of many products, and answers their cards', async () => {
    const a = await addProduct(t, m, { nameAr: 'عطر أ', price: 100, stock: { [w.main]: 4, [w.other]: 6 } });
    const b = await addProduct(t, m, { nameAr: 'عطر ب', price: 80, salePrice: 120 });
    const res = await save(m, [
      { productId: a.productId, price: 90.5, salePrice: 110, quantity: 10 },
      { productId: b.productId, salePrice: null, showInStore: false },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('تم حفظ تعديلات المنتجات');
    expect(res.body.data).toMatchObject([
      { productId: a.productId, price: 90.5, salePrice: 110, mainQuantity: 10, quantity: 16, showInStore: true },
      { productId: b.productId, price: 80, salePrice: null, showInStore: false },
    ]);
    expect(await row(a.productId)).toMatchObject({ price: 9050, salePrice: 11000, mainQuantity: 10, quantity: 16 });
  });

  it('keeps a stock history row for a quantity change, reason bulk_edit, by the merchant', async () => {
    const a = await addProduct(t, m, { stock: { [w.main]: 4 } });
    await save(m, [{ productId: a.productId, quantity: 7 }]);
    const history = await m.get(`/product/${a.productId}/stock-history`);
    expect(history.body.data[0]).toMatchObject({
      warehouseId: w.main,
      before: 4,
      after: 7,
      reason: 'bulk_edit',
      userName: m.input.name,
    });
  });

  it('refuses a sale price not above the price, on the field the row changed', async () => {
    const a = await addProduct(t, m, { price: 100 });
    const b = await addProduct(t, m, { price: 50, salePrice: 70 });
    const res = await save(m, [
      { productId: a.productId, salePrice: 100 },
      { productId: b.productId, price: 70 },
    ]);
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body)).toEqual(['items.0.salePrice:sale_not_above_price', 'items.1.price:sale_not_above_price']);
    expect(res.body.error.fields[0].message).toBe('السعر قبل الخصم يجب أن يزيد على السعر');
  });

  it('refuses a quantity for a product with variants, and writes none of the other rows', async () => {
    const plain = await addProduct(t, m, { price: 10, stock: { [w.main]: 1 } });
    const withVariants = await addProduct(t, m, { variants: ['أحمر', 'أزرق'], stock: { [w.main]: [1, 1] } });
    const res = await save(m, [
      { productId: plain.productId, price: 12, quantity: 5 },
      { productId: withVariants.productId, quantity: 3 },
    ]);
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body)).toEqual(['items.1.quantity:has_variants']);
    expect(await row(plain.productId)).toMatchObject({ price: 1000, mainQuantity: 1 });
  });

  it("answers 404 for another store's product and writes nothing", async () => {
    const other = await signedIn(t);
    const theirs = await addProduct(t, other, { price: 30 });
    const mine = await addProduct(t, m, { price: 10 });
    const res = await save(m, [
      { productId: mine.productId, price: 11 },
      { productId: theirs.productId, price: 1 },
    ]);
    expect(res.status).toBe(404);
    expect((await row(mine.productId)).price).toBe(1000);
    expect((await row(theirs.productId)).price).toBe(3000);
  });

  it('refuses the same product twice, too many decimals and an empty list', async () => {
    const a = await addProduct(t, m);
    const twice = await save(m, [
      { productId: a.productId, price: 1 },
      { productId: a.productId, price: 2.345 },
    ]);
    expect(fieldCodes(twice.body)).toEqual(['items.1.productId:duplicate_item', 'items.1.price:too_many_decimals']);
    expect(fieldCodes((await save(m, [])).body)).toEqual(['items:too_small']);
    expect(fieldCodes((await save(m, [{ productId: a.productId, quantity: -1 }])).body)).toEqual(['items.0.quantity:too_small']);
  });

  it('asks for a main branch before a quantity can be saved', async () => {
    const s = await signedIn(t, 'en');
    const a = await addProduct(t, s);
    const res = await save(s, [{ productId: a.productId, quantity: 3 }]);
    expect(res.body.error.fields).toEqual([
      { path: 'items.0.quantity', code: 'no_main_warehouse', message: 'Add a main branch first to hold the stock' },
    ]);
    expect(await t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, a.productId))).toEqual([]);
  });
});
