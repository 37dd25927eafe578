import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { fieldCodes, signedIn, type SignedIn } from '../store/store.fixtures.ts';
import { addProduct, twoWarehouses } from './product-list.fixtures.ts';

let t: TestApp;
let m: SignedIn;
let w: { main: string; other: string };
beforeAll(async () => {
  t = await createTestApp();
  m = await signedIn(t);
  w = await twoWarehouses(m);
});
afterAll(() => t.close());

const update = (who: SignedIn, changes: Record<string, unknown>[], note?: string) =>
  who.post('/product/stock/update-stock', { changes, ...(note === undefined ? {} : { note }) });

describe('the stock grid', () => {
  it('answers the warehouses main first, one row per product without variants and one per variant', async () => {
    const s = await signedIn(t);
    const sw = await twoWarehouses(s);
    const plain = await addProduct(t, s, {
      nameAr: 'بخور',
      sku: 'BK-1',
      stock: { [sw.other]: 7 },
      createdAt: new Date('2025-01-01'),
    });
    const colours = await addProduct(t, s, {
      nameAr: 'شال',
      sku: 'SH',
      variants: ['أحمر', 'أزرق'],
      stock: { [sw.main]: [3, 0], [sw.other]: [0, 2] },
      createdAt: new Date('2025-01-02'),
    });
    const res = await s.get('/product/stock/product-with-variants?page=1&pageSize=10');
    expect(res.status).toBe(200);
    expect(res.body.data.warehouses).toEqual([
      { warehouseId: sw.main, name: 'الفرع الرئيسي', isMain: true },
      { warehouseId: sw.other, name: 'مستودع جدة', isMain: false },
    ]);
    expect(res.body.data).toMatchObject({ page: 1, pageSize: 10, total: 2 });
    expect(res.body.data.items).toEqual([
      {
        productId: colours.productId,
        nameAr: 'شال',
        nameEn: 'Royal Oud Perfume',
        mainImageUrl: null,
        isInfinty: false,
        minAlertQuantity: 0,
        rows: [
          { variantId: colours.variantIds[0], label: 'أحمر', sku: 'SH-1', quantities: { [sw.main]: 3, [sw.other]: 0 } },
          { variantId: colours.variantIds[1], label: 'أزرق', sku: 'SH-2', quantities: { [sw.main]: 0, [sw.other]: 2 } },
        ],
      },
      expect.objectContaining({
        productId: plain.productId,
        rows: [{ variantId: null, label: null, sku: 'BK-1', quantities: { [sw.other]: 7 } }],
      }),
    ]);
    const searched = await s.get(`/product/stock/product-with-variants?search=${encodeURIComponent('بَخور')}`);
    expect(searched.body.data.items.map((i: { nameAr: string }) => i.nameAr)).toEqual(['بخور']);
    expect(searched.body.data.total).toBe(1);
    expect((await s.get('/product/stock/product-with-variants?page=2&pageSize=1')).body.data.items[0].nameAr).toBe('بخور');
  });
});

describe('saving the stock grid', () => {
  it('saves every changed cell with a history row: who, warehouse, before, after, reason and note', async () => {
    const a = await addProduct(t, m, { stock: { [w.main]: 5 } });
    const b = await addProduct(t, m, { variants: ['صغير', 'كبير'] });
    const res = await update(
      m,
      [
        { productId: a.productId, warehouseId: w.main, quantity: 8 },
        { productId: a.productId, warehouseId: w.other, quantity: 2 },
        { productId: b.productId, variantId: b.variantIds[1], warehouseId: w.other, quantity: 4 },
      ],
      'جرد نهاية الشهر',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'تم حفظ المخزون: 3 تغييرات', data: { changed: 3 } });
    const history = await m.get(`/product/${a.productId}/stock-history?pageSize=10`);
    expect(history.body.pagination.total).toBe(3);
    expect(history.body.data.map((h: Record<string, unknown>) => [h.warehouseName, h.before, h.after, h.reason, h.note])).toEqual(
      [
        ['مستودع جدة', 0, 2, 'manual', 'جرد نهاية الشهر'],
        ['الفرع الرئيسي', 5, 8, 'manual', 'جرد نهاية الشهر'],
        ['الفرع الرئيسي', 0, 5, 'product_form', null],
      ],
    );
    expect(history.body.data[0].userName).toBe(m.input.name);
    const variant = await m.get(`/product/${b.productId}/stock-history`);
    expect(variant.body.data).toMatchObject([{ variantId: b.variantIds[1], variantLabel: 'كبير', before: 0, after: 4 }]);
    const cards = await m.post('/product/dashboard-product-cards', { search: 'Royal', sort: 'quantity_desc' });
    expect(cards.body.data.find((c: { productId: string }) => c.productId === a.productId)).toMatchObject({
      quantity: 10,
      mainQuantity: 8,
    });
  });

  it('pages the history newest first', async () => {
    const a = await addProduct(t, m);
    for (const quantity of [1, 2, 3]) await update(m, [{ productId: a.productId, warehouseId: w.main, quantity }]);
    const page = await m.get(`/product/${a.productId}/stock-history?page=2&pageSize=2`);
    expect(page.body.data.map((h: { after: number }) => h.after)).toEqual([1]);
    expect(page.body.pagination).toEqual({ page: 2, pageSize: 2, total: 3, totalPages: 2 });
  });

  it('says there are no changes to save when every cell keeps its quantity', async () => {
    const a = await addProduct(t, m, { stock: { [w.main]: 5 } });
    const res = await update(m, [
      { productId: a.productId, warehouseId: w.main, quantity: 5 },
      { productId: a.productId, warehouseId: w.other, quantity: 0 },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('لم تُحفظ التغييرات: لا توجد تغييرات لحفظها');
    expect(fieldCodes(res.body)).toEqual(['changes:no_changes']);
    const en = await signedIn(t, 'en');
    const enw = await twoWarehouses(en);
    const b = await addProduct(t, en);
    const nothing = await update(en, [{ productId: b.productId, warehouseId: enw.main, quantity: 0 }]);
    expect(nothing.body.message).toBe('Changes not saved: there are no changes to save');
    expect((await update(en, [])).body.error.fields[0]).toMatchObject({ path: 'changes', code: 'no_changes' });
  });

  it('asks a variant of a product with variants, refuses one for a product without, and another product’s variant', async () => {
    const plain = await addProduct(t, m, { stock: { [w.main]: 1 } });
    const sizes = await addProduct(t, m, { variants: ['صغير', 'كبير'] });
    const colours = await addProduct(t, m, { variants: ['أحمر'] });
    const res = await update(m, [
      { productId: plain.productId, warehouseId: w.main, quantity: 9 },
      { productId: sizes.productId, warehouseId: w.main, quantity: 1 },
      { productId: plain.productId, variantId: sizes.variantIds[0], warehouseId: w.other, quantity: 1 },
      { productId: sizes.productId, variantId: colours.variantIds[0], warehouseId: w.main, quantity: 1 },
      { productId: plain.productId, warehouseId: w.main, quantity: 4 },
    ]);
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body)).toEqual([
      'changes.1.variantId:required',
      'changes.2.variantId:no_variants',
      'changes.3.variantId:unknown_variant',
      'changes.4:duplicate_item',
    ]);
    const grid = await m.get(`/product/${plain.productId}/stock-history`);
    expect(grid.body.data.map((h: { after: number }) => h.after)).toEqual([1]);
  });

  it("answers 404 for another store's product, variant or warehouse, and saves nothing", async () => {
    const other = await signedIn(t);
    const ow = await twoWarehouses(other);
    const theirs = await addProduct(t, other, { variants: ['أحمر'] });
    const mine = await addProduct(t, m, { variants: ['أحمر'] });
    const good = { productId: mine.productId, variantId: mine.variantIds[0], warehouseId: w.main, quantity: 3 };
    for (const bad of [
      { productId: theirs.productId, variantId: theirs.variantIds[0], warehouseId: w.main, quantity: 1 },
      { productId: mine.productId, variantId: theirs.variantIds[0], warehouseId: w.main, quantity: 1 },
      { productId: mine.productId, variantId: mine.variantIds[0], warehouseId: ow.main, quantity: 1 },
    ]) {
      const res = await update(m, [good, bad]);
      expect(res.status).toBe(404);
    }
    expect((await m.get(`/product/${mine.productId}/stock-history`)).body.data).toEqual([]);
    expect((await m.get(`/product/${theirs.productId}/stock-history`)).status).toBe(404);
    expect((await m.get('/product/not-an-id/stock-history')).status).toBe(400);
  });
});
