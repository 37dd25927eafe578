import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_FILE_COLUMNS } from '@souqna/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { signedIn, type SignedIn } from '../store/store.fixtures.ts';
import { download, finished, sendFile, setPlan } from './product-import.fixtures.ts';
import { addBrand, addCategory, addProduct, cards, twoWarehouses } from './product-list.fixtures.ts';

let t: TestApp;
let m: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  m = await signedIn(t);
  const w = await twoWarehouses(m);
  const brand = await addBrand(m, 'دار العود');
  const perfumes = await addCategory(m, 'العطور');
  const gifts = await addCategory(m, 'هدايا');
  await addProduct(t, m, {
    nameAr: 'عطر "الملوك", إصدار خاص',
    nameEn: 'Kings, special',
    sku: 'KG-1',
    barcode: '6281000000017',
    price: 120.5,
    salePrice: 150,
    minAlertQuantity: 3,
    brandId: brand,
    categoryIds: [perfumes, gifts],
    stock: { [w.main]: 7, [w.other]: 4 },
    createdAt: new Date('2025-01-02'),
  });
  await addProduct(t, m, {
    nameAr: '=HYPERLINK("http://x")',
    nameEn: null,
    sku: 'EVIL',
    price: 10,
    variants: ['أحمر', 'أزرق'],
    stock: { [w.main]: [1, 2] },
    showInStore: false,
    createdAt: new Date('2025-01-01'),
  });
});
afterAll(() => t.close());

describe('exporting products', () => {
  it('writes a UTF-8 CSV with a BOM, Arabic headers, one row per product newest first', async () => {
    const res = await download(t, m, 'csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...res.data.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, first, second, ...rest] = parse(res.data, { bom: true }) as string[][];
    expect(header).toEqual(PRODUCT_FILE_COLUMNS.map((c) => c.ar));
    expect(rest).toEqual([]);
    const row = Object.fromEntries(PRODUCT_FILE_COLUMNS.map((c, i) => [c.key, first![i]]));
    expect(row).toEqual({
      sku: 'KG-1',
      nameAr: 'عطر "الملوك", إصدار خاص',
      nameEn: 'Kings, special',
      price: '120.5',
      salePrice: '150',
      costPrice: '',
      quantity: '7',
      minAlertQuantity: '3',
      category: 'العطور | هدايا',
      brand: 'دار العود',
      showInStore: 'نعم',
      isInfinty: 'لا',
      taxable: 'نعم',
      requiresShipping: 'نعم',
      barcode: '6281000000017',
      description: '',
    });
    // A product with variants has no main quantity cell; text a spreadsheet would run is written as text.
    expect(second![1]).toBe(`'=HYPERLINK("http://x")`);
    expect(second![6]).toBe('');
    expect(second![10]).toBe('لا');
  });

  it('writes English headers and yes/no for an English request', async () => {
    const [header, first] = parse((await download(t, m, 'csv', 'en')).data, { bom: true }) as string[][];
    expect(header).toEqual(PRODUCT_FILE_COLUMNS.map((c) => c.en));
    expect(first![10]).toBe('yes');
  });

  it('writes an XLSX whose sheet reads right to left, numbers as numbers', async () => {
    const res = await download(t, m, 'xlsx');
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.data as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('المنتجات');
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    expect(sheet.getRow(1).values).toEqual([undefined, ...PRODUCT_FILE_COLUMNS.map((c) => c.ar)]);
    expect(sheet.getRow(2).getCell(2).value).toBe('عطر "الملوك", إصدار خاص');
    expect(sheet.getRow(2).getCell(4).value).toBe(120.5);
    expect(sheet.getRow(3).getCell(2).value).toBe('=HYPERLINK("http://x")');
    expect(sheet.rowCount).toBe(3);
  });

  it('exports only the store’s own products, and an empty store as the header alone', async () => {
    const other = await signedIn(t);
    const rows = parse((await download(t, other, 'csv')).data, { bom: true }) as string[][];
    expect(rows).toEqual([PRODUCT_FILE_COLUMNS.map((c) => c.ar)]);
    expect((await t.get('/api/v2/product/export?format=csv')).status).toBe(401);
    expect((await other.get('/product/export?format=pdf')).status).toBe(400);
  });

  it('reads its own export back as updates that change nothing', async () => {
    await setPlan(t, m, 'premium');
    for (const [format, name] of [
      ['csv', 'products.csv'],
      ['xlsx', 'products.xlsx'],
    ] as const) {
      const file = (await download(t, m, format)).data;
      const preview = await sendFile(t, m, '/product/import/preview', file, name);
      expect(preview.body.data).toMatchObject({ totalRows: 2, creates: 0, updates: 2, errors: [] });
      const started = await sendFile(t, m, '/product/import', file, name);
      expect(started.status).toBe(202);
      expect(await finished(m, started.body.data.importId)).toMatchObject({ state: 'done', updated: 2, created: 0 });
    }
    const after = await cards(m, { search: 'الملوك' });
    expect(after.data[0]).toMatchObject({ price: 120.5, salePrice: 150, quantity: 11, categoryNames: ['العطور', 'هدايا'] });
    const history = await m.get(`/product/${after.data[0]!.productId}/stock-history`);
    expect(history.body.data.map((h: { reason: string }) => h.reason)).toEqual(['product_form', 'product_form']);
    expect((await cards(m, { search: 'HYPERLINK' })).data[0]!.nameAr).toBe('=HYPERLINK("http://x")');
  });
});
