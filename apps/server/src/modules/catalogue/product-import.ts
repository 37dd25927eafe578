import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  CATEGORY_SEPARATOR,
  columnOfHeader,
  normalizeArabic,
  PRODUCT_CATEGORIES_MAX,
  PRODUCT_FILE_COLUMNS,
  ProductFileRow,
  readCell,
  REQUIRED_FILE_COLUMNS,
  toFieldErrors,
  toMinor,
  translateServer,
  type ImportProblem,
  type Language,
  type ProductFileColumn,
} from '@souqna/contracts';
import { readAll, type Tx } from '../../db/client.ts';
import { brands, categories } from './tables.ts';
import { products, productVariants } from './product-tables.ts';
import { mainBranchOf } from '../store/store-read.ts';
import { currencyOf } from './product-list.service.ts';
import type { Sheet } from './product-import-file.ts';

/** One row of the file, checked and ready to write: amounts in minor units, names turned into ids. */
export interface PlannedRow {
  row: number;
  action: 'create' | 'update';
  /** The product whose SKU the row has (update), or null (create). */
  productId: string | null;
  values: ProductFileRow;
  minor: { price: number | null; salePrice: number | null; costPrice: number | null };
  categoryIds: string[] | null;
  brandId: string | null;
}

export interface ImportPlan {
  columns: ProductFileColumn[];
  rows: PlannedRow[];
  errors: ImportProblem[];
  creates: number;
  updates: number;
  mainWarehouseId: string | null;
}

const KIND = new Map(PRODUCT_FILE_COLUMNS.map((c) => [c.key, c.kind]));
const nameKey = (name: string) => normalizeArabic(name).replace(/\s+/g, ' ').trim();

/**
 * Reads every row of the sheet with the contracts and checks it against the store: the SKU decides
 * update or create (an SKU of an existing product updates it, any other row creates a product),
 * categories and brands are named, amounts fit the currency. Nothing is written.
 */
export async function planImport(tx: Tx, storeId: string, sheet: Sheet, lang: Language): Promise<ImportPlan> {
  const errors: ImportProblem[] = [];
  // One problem per cell: a cell that could not be read is not also "required" or "not above the price".
  const said = new Set<string>();
  const problem = (row: number, column: string | null, code: string, params = {}, key = code) => {
    if (said.has(`${row}:${column}`)) return;
    said.add(`${row}:${column}`);
    errors.push({ row, column, code, message: translateServer(`field.${key}` as 'field.required', lang, params) });
  };

  const columns: (ProductFileColumn | null)[] = sheet.headers.map((header) => {
    const column = columnOfHeader(header);
    if (!column && header.trim()) problem(1, header.trim(), 'unknown_column');
    return column;
  });
  columns.forEach((c, i) => c && columns.indexOf(c) !== i && problem(1, c, 'duplicate_item'));
  for (const required of REQUIRED_FILE_COLUMNS) if (!columns.includes(required)) problem(1, required, 'missing_column');
  if (errors.length) return { columns: [], rows: [], errors, creates: 0, updates: 0, mainWarehouseId: null };

  const read = sheet.rows.map(({ row, cells }) => {
    const values: Record<string, unknown> = {};
    columns.forEach((column, i) => {
      if (!column) return;
      const cell = readCell(KIND.get(column)!, cells[i] ?? '');
      if ('error' in cell) problem(row, column, cell.error);
      else values[column] = cell.value;
    });
    const parsed = ProductFileRow.safeParse(values, { reportInput: true });
    if (!parsed.success)
      for (const e of toFieldErrors(parsed.error.issues, lang))
        errors.push({ row, column: e.path, code: e.code, message: e.message });
    return { row, values: (parsed.success ? parsed.data : values) as ProductFileRow };
  });

  const skus = [...new Set(read.flatMap((r) => (r.values.sku ? [r.values.sku.toLowerCase()] : [])))];
  const [existing, variantSkus, categoryRows, brandRows, currency, mainWarehouseId] = await readAll(tx, [
    async () =>
      skus.length
        ? tx
            .select({
              id: products.id,
              sku: sql<string>`lower(${products.sku})`,
              price: products.price,
              salePrice: products.salePrice,
              hasVariants: products.hasVariants,
            })
            .from(products)
            .where(and(eq(products.storeId, storeId), inArray(sql`lower(${products.sku})`, skus)))
        : [],
    async () =>
      skus.length
        ? tx
            .select({ sku: sql<string>`lower(${productVariants.sku})` })
            .from(productVariants)
            .where(and(eq(productVariants.storeId, storeId), inArray(sql`lower(${productVariants.sku})`, skus)))
        : [],
    // Top-level categories first, then by place: a name used twice in the tree means the highest one.
    () =>
      tx
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(eq(categories.storeId, storeId))
        .orderBy(sql`${categories.parentId} is not null`, categories.position, categories.id),
    () => tx.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.storeId, storeId)),
    () => currencyOf(tx, storeId),
    () => mainBranchOf(tx, storeId),
  ] as const);
  const bySku = new Map(existing.map((p) => [p.sku, p]));
  const takenByVariant = new Set(variantSkus.map((v) => v.sku));
  const categoryByName = new Map<string, string>();
  for (const c of categoryRows) if (!categoryByName.has(nameKey(c.name))) categoryByName.set(nameKey(c.name), c.id);
  const brandByName = new Map(brandRows.map((b) => [nameKey(b.name), b.id]));

  const seen = new Set<string>();
  const rows = read.map(({ row, values: v }): PlannedRow => {
    const sku = v.sku?.toLowerCase();
    const current = sku ? bySku.get(sku) : undefined;
    if (sku && seen.has(sku)) problem(row, 'sku', 'duplicate_item');
    if (sku) seen.add(sku);
    if (sku && takenByVariant.has(sku)) problem(row, 'sku', 'sku_taken');
    if (!current && v.nameAr == null) problem(row, 'nameAr', 'required');
    if (!current && v.price == null) problem(row, 'price', 'required');
    const minorOf = (column: 'price' | 'salePrice' | 'costPrice') => {
      const amount = v[column];
      if (amount == null) return null;
      const m = toMinor(amount, currency);
      if (m === null) problem(row, column, 'too_many_decimals');
      return m;
    };
    const minor = { price: minorOf('price'), salePrice: minorOf('salePrice'), costPrice: minorOf('costPrice') };
    const price = minor.price ?? current?.price ?? null;
    const salePrice = minor.salePrice ?? current?.salePrice ?? null;
    if (price !== null && salePrice !== null && salePrice <= price)
      problem(row, minor.salePrice !== null ? 'salePrice' : 'price', 'sale_not_above_price');
    if (v.quantity != null && current?.hasVariants) problem(row, 'quantity', 'has_variants');
    else if (v.quantity != null && !mainWarehouseId) problem(row, 'quantity', 'no_main_warehouse');
    let categoryIds: string[] | null = null;
    if (v.category != null) {
      const names = [...new Set(v.category.split(CATEGORY_SEPARATOR).map(nameKey).filter(Boolean))];
      if (names.length > PRODUCT_CATEGORIES_MAX)
        problem(row, 'category', 'too_big', { maximum: PRODUCT_CATEGORIES_MAX }, 'too_big.array');
      categoryIds = names.flatMap((name) => categoryByName.get(name) ?? []);
      if (categoryIds.length !== names.length) problem(row, 'category', 'unknown_category');
    }
    const brandId = v.brand != null ? (brandByName.get(nameKey(v.brand)) ?? null) : null;
    if (v.brand != null && !brandId) problem(row, 'brand', 'unknown_brand');
    return { row, action: current ? 'update' : 'create', productId: current?.id ?? null, values: v, minor, categoryIds, brandId };
  });
  errors.sort((a, b) => a.row - b.row);
  return {
    columns: columns.filter((c): c is ProductFileColumn => c !== null),
    rows,
    errors,
    creates: rows.filter((r) => r.action === 'create').length,
    updates: rows.filter((r) => r.action === 'update').length,
    mainWarehouseId,
  };
}
