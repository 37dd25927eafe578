import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_COUNT_CAP } from '@souqna/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { fieldCodes, signedIn, type SignedIn } from '../store/store.fixtures.ts';
import { addBrand, addCategory, addProduct, cards, namesOf, twoWarehouses } from './product-list.fixtures.ts';
import { searchKeyOf, searchPairsOf, searchTextOf } from './search-key.ts';

let t: TestApp;
let m: SignedIn;
let warehouse: { main: string; other: string };
beforeAll(async () => {
  t = await createTestApp();
  m = await signedIn(t);
  warehouse = await twoWarehouses(m);
});
afterAll(() => t.close());

const day = (n: number) => new Date(Date.UTC(2025, 0, n));

describe('searching the product list', () => {
  let s: SignedIn;
  beforeAll(async () => {
    s = await signedIn(t);
    await addProduct(t, s, { nameAr: 'عطر أحمد الفاخر', nameEn: 'Ahmad Luxury', sku: 'AH-100', barcode: '6281000000017' });
    await addProduct(t, s, { nameAr: 'بخور مكة المكرّمة', nameEn: 'Makkah Bakhoor', sku: 'MK-200' });
    await addProduct(t, s, { nameAr: 'دهن عود إماراتي', nameEn: null, barcode: '6291111111114' });
    await addProduct(t, s, { nameAr: 'مسك ليلى', nameEn: 'Layla Musk', sku: 'LY_300' });
    await addProduct(t, s, { nameAr: 'عطر المساء', nameEn: 'Evening 100%' });
  });

  it.each([
    ['احمد', 'عطر أحمد الفاخر'],
    ['أَحْمَد', 'عطر أحمد الفاخر'],
    ['مكه', 'بخور مكة المكرّمة'],
    ['المكرمة', 'بخور مكة المكرّمة'],
    ['اماراتي', 'دهن عود إماراتي'],
    ['ليلي', 'مسك ليلى'],
    ['ـمسـك', 'مسك ليلى'],
  ])('finds %s whatever the alef, taa marbuta, ya or marks', async (search, name) => {
    expect(namesOf(await cards(s, { search }))).toEqual([name]);
  });

  it('finds by English name in any case, by SKU and by barcode', async () => {
    expect(namesOf(await cards(s, { search: 'MAKKAH' }))).toEqual(['بخور مكة المكرّمة']);
    expect(namesOf(await cards(s, { search: 'ah-100' }))).toEqual(['عطر أحمد الفاخر']);
    expect(namesOf(await cards(s, { search: '6291111111114' }))).toEqual(['دهن عود إماراتي']);
    expect(namesOf(await cards(s, { search: '٦٢٨١' }))).toEqual(['عطر أحمد الفاخر']);
  });

  it('takes %, _ and \\ as letters, not patterns', async () => {
    expect(namesOf(await cards(s, { search: '100%' }))).toEqual(['عطر المساء']);
    expect(namesOf(await cards(s, { search: 'LY_3' }))).toEqual(['مسك ليلى']);
    expect((await cards(s, { search: '%' })).data.map((c) => c.nameAr)).toEqual(['عطر المساء']);
    expect((await cards(s, { search: '\\' })).data).toEqual([]);
  });

  it('finds by a short word and answers everything for a blank search', async () => {
    expect(namesOf(await cards(s, { search: 'عط' })).sort()).toEqual(['عطر أحمد الفاخر', 'عطر المساء']);
    expect((await cards(s, { search: '   ' })).pagination.total).toBe(5);
  });

  it("never shows another store's products", async () => {
    expect((await cards(m, { search: 'احمد' })).data).toEqual([]);
  });

  it.each([
    ['مكه المكرمه', ['بخور مكة المكرّمة']],
    ['خور مكة', ['بخور مكة المكرّمة']],
    ['دهن عود اماراتي', ['دهن عود إماراتي']],
    ['makkah bakhoor', ['بخور مكة المكرّمة']],
    ['عطر الفاخر', []],
    ['مكة بخور', []],
  ])('finds the words of %s only where they meet in this order', async (search, names) => {
    expect(namesOf(await cards(s, { search }))).toEqual(names);
  });

  it('finds a product by the words it has now, after they change', async () => {
    const p = await addProduct(t, s, { nameAr: 'صابون زيت الزيتون', nameEn: null });
    expect(namesOf(await cards(s, { search: 'زيت الزيتون' }))).toEqual(['صابون زيت الزيتون']);
    const text = searchTextOf(['صابون الغار الحلبي']);
    await t.database.pool.query('update products set name_ar = $2, search_text = $3, search_key = $4 where id = $1', [
      p.productId,
      'صابون الغار الحلبي',
      text,
      searchKeyOf(text),
    ]);
    expect(namesOf(await cards(s, { search: 'زيت الزيتون' }))).toEqual([]);
    expect(namesOf(await cards(s, { search: 'الغار الحلبي' }))).toEqual(['صابون الغار الحلبي']);
  });

  it('spells the meeting points of a typed search as the database keeps them for each product', async () => {
    const keys = ['msk abyo balwrd', 'ab cd efg hij klm', 'abc  def ghi', 'rws 🌹🌹🌹 oud', 'abc abc abc', 'one', ''];
    for (const key of keys) {
      const { rows } = await t.database.pool.query<{ pairs: string[] }>('select search_pairs_of($1) as pairs', [key]);
      expect([...rows[0]!.pairs].sort()).toEqual(searchPairsOf(key).sort());
    }
    expect(searchPairsOf('ab cd efg hij klm').sort()).toEqual(['efg hij', 'hij klm']);
    expect(searchPairsOf('rws 🌹🌹🌹 oud')).toEqual(['rws 🌹🌹🌹', '🌹🌹🌹 oud']);
  });
});

describe('filtering and sorting', () => {
  let s: SignedIn;
  let ids: Record<string, string>;
  let perfumes: string;
  let oud: string;
  let gifts: string;
  beforeAll(async () => {
    s = await signedIn(t);
    const w = await twoWarehouses(s);
    const brand = await addBrand(s, 'دار العود');
    perfumes = await addCategory(s, 'العطور');
    oud = await addCategory(s, 'دهن العود', perfumes);
    gifts = await addCategory(s, 'هدايا');
    const add = async (key: string, fixture: Parameters<typeof addProduct>[2]) => [
      key,
      (await addProduct(t, s, fixture)).productId,
    ];
    ids = Object.fromEntries([
      await add('plenty', {
        nameAr: 'ب عطر وفير',
        price: 50,
        stock: { [w.main]: 30 },
        minAlertQuantity: 5,
        createdAt: day(1),
        categoryIds: [perfumes],
      }),
      await add('low', {
        nameAr: 'أ عطر قليل',
        price: 150.5,
        stock: { [w.main]: 3, [w.other]: 2 },
        minAlertQuantity: 5,
        createdAt: day(2),
        brandId: brand,
        categoryIds: [oud],
      }),
      await add('out', {
        nameAr: 'د عطر نافد',
        price: 20,
        createdAt: day(3),
        showInStore: false,
        brandId: brand,
        categoryIds: [gifts, oud],
      }),
      await add('infinite', { nameAr: 'ج خدمة تغليف', price: 10, isInfinite: true, createdAt: day(4), showInStore: false }),
      await add('edge', {
        nameAr: 'هـ عطر على الحد',
        price: 300,
        stock: { [w.other]: 5 },
        minAlertQuantity: 5,
        createdAt: day(5),
      }),
      await add('variants', {
        nameAr: 'و طقم ألوان',
        price: 75,
        variants: ['أحمر', 'أزرق'],
        stock: { [w.main]: [4, 0], [w.other]: [0, 9] },
        createdAt: day(6),
      }),
    ]);
  });
  const keysOf = async (filter: Record<string, unknown>) => {
    const byId = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
    return (await cards(s, filter)).data.map((c) => byId[c.productId]);
  };

  it.each([
    ['in_stock', ['variants', 'plenty']],
    ['low', ['edge', 'low']],
    ['out', ['out']],
    ['infinite', ['infinite']],
  ])('filters the stock state %s as the cards say it', async (stockState, expected) => {
    const res = await cards(s, { stockState });
    expect(res.data.map((c) => (c as unknown as { stockState: string }).stockState)).toEqual(expected.map(() => stockState));
    expect(await keysOf({ stockState })).toEqual(expected);
  });

  it('filters a category with its sub-categories, and a sub-category alone', async () => {
    expect(await keysOf({ categoryId: perfumes })).toEqual(['out', 'low', 'plenty']);
    expect(await keysOf({ categoryId: oud })).toEqual(['out', 'low']);
    expect(await keysOf({ categoryId: gifts })).toEqual(['out']);
  });

  it("finds nothing under another store's category or brand", async () => {
    const theirs = await addCategory(m, 'العطور');
    expect(await keysOf({ categoryId: theirs })).toEqual([]);
    expect(await keysOf({ brandId: await addBrand(m, 'دار العود') })).toEqual([]);
  });

  it('filters brand, price range (inclusive, in major units) and shown in store', async () => {
    const brand = (await cards(s, { search: 'قليل' })).data[0] as unknown as { brandName: string };
    expect(brand.brandName).toBe('دار العود');
    const brandId = (await s.get('/store-management/brand')).body.data[0].brandId;
    expect(await keysOf({ brandId })).toEqual(['out', 'low']);
    expect(await keysOf({ priceMin: 50, priceMax: 150.5 })).toEqual(['variants', 'low', 'plenty']);
    expect(await keysOf({ priceMin: 150.51 })).toEqual(['edge']);
    expect(await keysOf({ showInStore: false })).toEqual(['infinite', 'out']);
    expect(await keysOf({ showInStore: true, stockState: 'low', priceMax: 200 })).toEqual(['low']);
  });

  it('refuses a reversed price range and an unknown sort, naming the field', async () => {
    const res = await s.post('/product/dashboard-product-cards', { priceMin: 100, priceMax: 10 });
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body)).toEqual(['priceMax:range_reversed']);
    expect(fieldCodes((await s.post('/product/dashboard-product-cards', { sort: 'random' })).body)).toEqual([
      'sort:invalid_value',
    ]);
  });

  it.each([
    ['newest', ['variants', 'edge', 'infinite', 'out', 'low', 'plenty']],
    ['oldest', ['plenty', 'low', 'out', 'infinite', 'edge', 'variants']],
    ['name', ['low', 'plenty', 'infinite', 'out', 'edge', 'variants']],
    ['price_asc', ['infinite', 'out', 'plenty', 'variants', 'low', 'edge']],
    ['price_desc', ['edge', 'low', 'variants', 'plenty', 'out', 'infinite']],
    ['quantity_asc', ['infinite', 'out', 'low', 'edge', 'variants', 'plenty']],
    ['quantity_desc', ['plenty', 'variants', 'edge', 'low', 'out', 'infinite']],
  ])('sorts %s', async (sort, expected) => {
    const got = await keysOf({ sort });
    if (sort === 'quantity_asc' || sort === 'quantity_desc') {
      // Equal quantities (0 and 0, 5 and 5) keep the id order; compare the quantities themselves.
      const q = (await cards(s, { sort })).data.map((c) => (c as unknown as { quantity: number }).quantity);
      expect(q).toEqual([...q].sort((a, b) => (sort === 'quantity_asc' ? a - b : b - a)));
      expect(new Set(got)).toEqual(new Set(expected));
    } else expect(got).toEqual(expected);
  });

  it('answers a card with its totals, names and variant count', async () => {
    const res = await cards(s, { search: 'ألوان' });
    expect(res.data[0]).toMatchObject({
      nameAr: 'و طقم ألوان',
      price: 75,
      currency: 'YER',
      quantity: 13,
      mainQuantity: 4,
      hasViarant: true,
      variantCount: 2,
      stockState: 'in_stock',
      categoryNames: [],
      brandName: null,
    });
    const out = await cards(s, { search: 'نافد' });
    expect(out.data[0]).toMatchObject({ categoryNames: ['دهن العود', 'هدايا'], showInStore: false, quantity: 0 });
  });
});

describe('paging', () => {
  it('pages newest first with the exact total, and an empty page past the end', async () => {
    const s = await signedIn(t);
    for (let i = 1; i <= 12; i++) await addProduct(t, s, { nameAr: `منتج ${i}`, createdAt: day(i) });
    const first = await cards(s, {}, '?page=1&pageSize=5');
    expect(namesOf(first)).toEqual(['منتج 12', 'منتج 11', 'منتج 10', 'منتج 9', 'منتج 8']);
    expect(first.pagination).toEqual({ page: 1, pageSize: 5, total: 12, totalPages: 3 });
    expect(namesOf(await cards(s, {}, '?page=3&pageSize=5'))).toEqual(['منتج 2', 'منتج 1']);
    expect((await cards(s, {}, '?page=4&pageSize=5')).data).toEqual([]);
    expect((await cards(s, { search: 'منتج 1' }, '?pageSize=2')).pagination).toMatchObject({ total: 4, totalPages: 2 });
    // A searched last page (not full) and a searched page past the end give the same total.
    expect((await cards(s, { search: 'منتج' }, '?page=3&pageSize=5')).pagination.total).toBe(12);
    expect((await cards(s, { search: 'منتج' }, '?page=4&pageSize=5')).pagination.total).toBe(12);
    expect((await cards(s, { search: 'منتج 12' })).pagination.total).toBe(1);
  });

  it('counts the products a store gains and loses (the kept count)', async () => {
    const s = await signedIn(t);
    const a = await addProduct(t, s);
    await addProduct(t, s);
    expect((await cards(s)).pagination.total).toBe(2);
    await t.database.pool.query('delete from products where id = $1', [a.productId]);
    expect((await cards(s)).pagination.total).toBe(1);
    expect((await cards(m)).pagination.total).toBe(0);
  });

  it('counts a filtered list up to one past the cap, so the app can say "more than"; the whole list exactly', async () => {
    const s = await signedIn(t);
    await t.database.pool.query(
      `insert into products (id, store_id, name_ar, search_text, search_key, price)
       select gen_random_uuid(), $1, 'عطر ' || g, 'عطر ' || g, 'eqr ' || g, 100 * g from generate_series(1, $2::int) g`,
      [s.storeId, PRODUCT_COUNT_CAP + 5],
    );
    expect((await cards(s, { search: 'عطر' })).pagination.total).toBe(PRODUCT_COUNT_CAP + 1);
    expect((await cards(s, { search: 'عطر 100' })).pagination.total).toBe(7); // 100 and 1000 to 1005
    // Past the cap the page still comes from every match in order, not from the first 1,001 found.
    expect(namesOf(await cards(s, { search: 'عطر', sort: 'price_desc' }, '?pageSize=2'))).toEqual(['عطر 1005', 'عطر 1004']);
    expect((await cards(s)).pagination.total).toBe(PRODUCT_COUNT_CAP + 5);
  });

  it('refuses a page size over 100', async () => {
    const res = await m.post('/product/dashboard-product-cards?pageSize=101', {});
    expect(fieldCodes(res.body)).toEqual(['pageSize:too_big']);
  });

  it('is for admins: without a session it answers 401', async () => {
    expect((await t.post('/api/v2/product/dashboard-product-cards', {})).status).toBe(401);
    expect(warehouse.main).toBeTruthy();
  });
});
