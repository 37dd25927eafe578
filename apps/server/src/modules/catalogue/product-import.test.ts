import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS } from '@souqna/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { signedIn, type SignedIn } from '../store/store.fixtures.ts';
import { csv, finished, sendFile, setPlan } from './product-import.fixtures.ts';
import { addBrand, addCategory, addProduct, cards, twoWarehouses } from './product-list.fixtures.ts';
import { products } from './product-tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HEADER = [
  'SKU',
  'الاسم بالعربية',
  'Price',
  'السعر قبل الخصم',
  'الكمية في الفرع الرئيسي',
  'التصنيف',
  'Brand',
  'ظاهر في المتجر',
];
const count = async (m: SignedIn) => (await t.database.db.select().from(products).where(eq(products.storeId, m.storeId))).length;

async function store(plan: 'free' | 'premium' = 'premium') {
  const m = await signedIn(t);
  await twoWarehouses(m);
  await setPlan(t, m, plan);
  return m;
}

describe('previewing an import', () => {
  it('answers the row count, the first rows read, and every row error with its row, column and message', async () => {
    const m = await store();
    await addCategory(m, 'العطور');
    await addProduct(t, m, { sku: 'OLD-1', nameAr: 'قديم' });
    const file = csv([
      HEADER,
      ['OLD-1', '', '99', '', '5', '', '', ''],
      ['NEW-1', 'عطر جديد', '٢٠٫٥', '30', '', 'العطور', '', 'نعم'],
      ['NEW-2', 'بخور', 'abc', '', '', '', '', 'ربما'],
      ['new-1', '', '10', '5', '', 'أحذية', 'ماركة', ''],
    ]);
    const res = await sendFile(t, m, '/product/import/preview', file);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ totalRows: 4, creates: 3, updates: 1 });
    expect(res.body.data.rows.slice(0, 2)).toEqual([
      {
        row: 2,
        action: 'update',
        values: {
          sku: 'OLD-1',
          nameAr: null,
          price: 99,
          salePrice: null,
          quantity: 5,
          category: null,
          brand: null,
          showInStore: null,
        },
      },
      {
        row: 3,
        action: 'create',
        values: {
          sku: 'NEW-1',
          nameAr: 'عطر جديد',
          price: 20.5,
          salePrice: 30,
          quantity: null,
          category: 'العطور',
          brand: null,
          showInStore: true,
        },
      },
    ]);
    expect(
      res.body.data.errors.map((e: { row: number; column: string; code: string }) => `${e.row}:${e.column}:${e.code}`),
    ).toEqual([
      '4:price:not_a_number',
      '4:showInStore:not_yes_no',
      '5:sku:duplicate_item',
      '5:nameAr:required',
      '5:salePrice:sale_not_above_price',
      '5:category:unknown_category',
      '5:brand:unknown_brand',
    ]);
    expect(res.body.data.errors[0].message).toBe('اكتب رقمًا');
    const en = await sendFile(t, m, '/product/import/preview', file, 'products.csv', 'en');
    expect(en.body.data.errors[1].message).toBe('Write yes or no');
    expect(await count(m)).toBe(1);
  });

  it('names unknown and missing columns on row 1', async () => {
    const m = await store();
    const res = await sendFile(
      t,
      m,
      '/product/import/preview',
      csv([
        ['SKU', 'اللون', 'English name'],
        ['A', 'أحمر', 'x'],
      ]),
    );
    expect(
      res.body.data.errors.map((e: { row: number; column: string; code: string }) => `${e.row}:${e.column}:${e.code}`),
    ).toEqual(['1:اللون:unknown_column', '1:nameAr:missing_column', '1:price:missing_column']);
  });

  it('reads an XLSX with English headers, a semicolon CSV and a Windows-1256 CSV', async () => {
    const m = await store();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('x');
    sheet.addRow(['Arabic name', 'Price', 'Unlimited quantity']);
    sheet.addRow(['مسك أبيض', 12, 'yes']);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const fromXlsx = await sendFile(t, m, '/product/import/preview', xlsx, 'p.xlsx');
    expect(fromXlsx.body.data.rows[0].values).toEqual({ nameAr: 'مسك أبيض', price: 12, isInfinty: true });
    const semicolons = await sendFile(t, m, '/product/import/preview', 'nameAr;price\nعود;5,5\n');
    expect(semicolons.body.data.rows[0].values).toEqual({ nameAr: 'عود', price: 55 });
    const cp1256 = Buffer.from([
      0x6e, 0x61, 0x6d, 0x65, 0x41, 0x72, 0x2c, 0x70, 0x72, 0x69, 0x63, 0x65, 0x0a, 0xda, 0xe6, 0xcf, 0x2c, 0x35,
    ]);
    expect((await sendFile(t, m, '/product/import/preview', cp1256)).body.data.rows[0].values).toEqual({
      nameAr: 'عود',
      price: 5,
    });
  });

  it('refuses a file that is not a sheet, an empty file and more than 5,000 rows', async () => {
    const m = await store();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const notSheet = await sendFile(t, m, '/product/import/preview', png, 'photo.png');
    expect(notSheet.status).toBe(415);
    expect(notSheet.body.message).toBe('الملف ليس CSV أو XLSX، اختر ملف منتجات صالحًا');
    expect((await sendFile(t, m, '/product/import/preview', 'x', 'fake.xlsx')).status).toBe(415);
    expect((await sendFile(t, m, '/product/import/preview', '')).body.error.fields[0]).toMatchObject({
      path: 'file',
      code: 'required',
    });
    const many = csv([['nameAr', 'price'], ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => [`منتج ${i}`, 1])]);
    const tooMany = await sendFile(t, m, '/product/import/preview', many, 'many.csv', 'en');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('The file has more than 5000 rows; split it into smaller files');
  });
});

describe('importing', () => {
  it('creates new products and updates those whose SKU exists, in one job the app polls', async () => {
    const m = await store();
    const brand = await addBrand(m, 'دار العود');
    await addCategory(m, 'العطور');
    const old = await addProduct(t, m, { sku: 'OLD-1', nameAr: 'قديم', price: 10, minAlertQuantity: 2 });
    const file = csv([
      HEADER,
      ['old-1', 'قديم محدّث', '12', '', '9', 'العطور', 'دار العود', 'لا'],
      ['NEW-1', 'عطر جديد', '20', '25', '4', 'العطور', '', ''],
      ['', 'بلا رمز', '5', '', '', '', '', ''],
    ]);
    const res = await sendFile(t, m, '/product/import', file);
    expect(res.status).toBe(202);
    expect(res.body.message).toBe('بدأ استيراد المنتجات');
    expect(res.body.data).toMatchObject({ state: 'running', total: 3 });
    const done = await finished(m, res.body.data.importId);
    expect(done).toMatchObject({ state: 'done', total: 3, processed: 3, created: 2, updated: 1, errors: [] });
    const list = await cards(m, {}, '?pageSize=10');
    const byName = Object.fromEntries(list.data.map((c) => [c.nameAr, c]));
    expect(byName['قديم محدّث']).toMatchObject({
      productId: old.productId,
      price: 12,
      mainQuantity: 9,
      minAlertQuantity: 2,
      showInStore: false,
      brandName: 'دار العود',
      categoryNames: ['العطور'],
    });
    expect(byName['عطر جديد']).toMatchObject({
      price: 20,
      salePrice: 25,
      quantity: 4,
      showInStore: true,
      categoryNames: ['العطور'],
    });
    expect(byName['بلا رمز']).toMatchObject({ sku: null, quantity: 0 });
    expect((await cards(m, { search: 'محدث' })).data).toHaveLength(1);
    const history = await m.get(`/product/${old.productId}/stock-history`);
    expect(history.body.data[0]).toMatchObject({ before: 0, after: 9, reason: 'import', userName: m.input.name });
    expect(brand).toBeTruthy();
  });

  it('writes nothing when one row is wrong, and says which', async () => {
    const m = await store();
    await addProduct(t, m, { sku: 'OLD-1', nameAr: 'قديم', price: 10 });
    const file = csv([
      ['sku', 'nameAr', 'price'],
      ['OLD-1', 'تغيير', '11'],
      ['A', 'جيد', '5'],
      ['B', 'سيئ', '-3'],
    ]);
    const res = await sendFile(t, m, '/product/import', file);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('لم يُستورد شيء: في الملف خطأ واحد');
    expect(res.body.error.rows).toEqual([{ row: 4, column: 'price', code: 'too_small', message: 'يجب ألا تقل القيمة عن 0' }]);
    expect(await count(m)).toBe(1);
    expect((await cards(m)).data[0]).toMatchObject({ nameAr: 'قديم', price: 10 });
  });

  it("refuses past the plan's product limit with the limit and usage; updates alone still go in", async () => {
    const m = await store('free');
    for (const sku of ['A', 'B', 'C']) await addProduct(t, m, { sku, nameAr: `منتج ${sku}` });
    const res = await sendFile(
      t,
      m,
      '/product/import',
      csv([
        ['sku', 'nameAr', 'price'],
        ['D', 'د', '1'],
        ['E', 'هـ', '1'],
        ['F', 'و', '1'],
      ]),
    );
    expect(res.status).toBe(402);
    expect(res.body.error).toEqual({ code: 'PLAN_LIMIT_REACHED', limit: 5, usage: 3 });
    expect(res.body.message).toBe('لا يتسع حد باقتك (5 منتج) لمنتجات الملف الجديدة: لديك 3 ويضيف الملف 3');
    expect(await count(m)).toBe(3);
    const fits = await sendFile(
      t,
      m,
      '/product/import',
      csv([
        ['sku', 'nameAr', 'price'],
        ['A', 'أ', '2'],
        ['D', 'د', '1'],
        ['E', 'هـ', '1'],
      ]),
    );
    expect(await finished(m, fits.body.data.importId)).toMatchObject({ state: 'done', created: 2, updated: 1 });
    expect(await count(m)).toBe(5);
  });

  it("refuses a quantity for a product with variants, and another store's import id is a 404", async () => {
    const m = await store();
    await addProduct(t, m, { sku: 'V-1', variants: ['أحمر'] });
    const res = await sendFile(
      t,
      m,
      '/product/import/preview',
      csv([
        ['sku', 'nameAr', 'price', 'quantity'],
        ['V-1', '', '', '3'],
      ]),
    );
    expect(res.body.data.errors.map((e: { code: string }) => e.code)).toEqual(['has_variants']);
    const ok = await sendFile(
      t,
      m,
      '/product/import',
      csv([
        ['sku', 'nameAr', 'price'],
        ['V-1', 'شال', ''],
      ]),
    );
    const id = ok.body.data.importId;
    await finished(m, id);
    const other = await signedIn(t);
    expect((await other.get(`/product/import/${id}`)).status).toBe(404);
    expect((await m.get(`/product/import/${id}`)).status).toBe(200);
  });
});
