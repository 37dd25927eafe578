import { eq } from 'drizzle-orm';
import { toMinor } from '@souqna/contracts';
import type { TestApp } from '../../../test/harness.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { stores } from '../stores/tables.ts';
import type { SignedIn } from '../store/store.fixtures.ts';
import { validBranch } from '../store/store.fixtures.ts';
import { validBrand } from './catalogue.fixtures.ts';
import { products, productCategories, productVariants } from './product-tables.ts';
import { searchKeyOf, searchTextOf } from './search-key.ts';
import { ProductChanges } from './product-changes.ts';
import { setStock, type StockCell } from './stock-levels.ts';

/** A product as these tests write it: the list's fields, its variants and its stock per warehouse. */
export interface ProductFixture {
  nameAr?: string;
  nameEn?: string | null;
  sku?: string | null;
  barcode?: string | null;
  price?: number;
  salePrice?: number | null;
  minAlertQuantity?: number;
  isInfinite?: boolean;
  showInStore?: boolean;
  brandId?: string | null;
  categoryIds?: string[];
  createdAt?: Date;
  /** Variant labels ("أحمر"): the product then has one option and one variant per label. */
  variants?: string[];
  /** Stock per warehouse id: a number for a product without variants, one per variant otherwise. */
  stock?: Record<string, number | number[]>;
}

export interface AddedProduct {
  productId: string;
  variantIds: string[];
}

/**
 * Writes a product straight to the tables (the create service is another module's), with the
 * search columns filled as the product service fills them and its stock through `setStock`.
 */
export async function addProduct(t: TestApp, m: SignedIn, p: ProductFixture = {}): Promise<AddedProduct> {
  const db = t.database.db;
  const [store] = await db.select({ currency: stores.currency }).from(stores).where(eq(stores.id, m.storeId));
  const minor = (v: number) => toMinor(v, store!.currency)!;
  const productId = uuidv7();
  const nameAr = p.nameAr ?? 'عطر العود الملكي';
  const nameEn = p.nameEn === undefined ? 'Royal Oud Perfume' : p.nameEn;
  const searchText = searchTextOf([nameAr, nameEn, p.sku, p.barcode]);
  const variants = p.variants ?? [];
  await db.insert(products).values({
    id: productId,
    storeId: m.storeId,
    nameAr,
    nameEn,
    searchText,
    searchKey: searchKeyOf(searchText),
    price: minor(p.price ?? 100),
    salePrice: p.salePrice == null ? null : minor(p.salePrice),
    minAlertQuantity: p.minAlertQuantity ?? 0,
    isInfinite: p.isInfinite ?? false,
    showInStore: p.showInStore ?? true,
    brandId: p.brandId ?? null,
    sku: p.sku ?? null,
    barcode: p.barcode ?? null,
    hasVariants: variants.length > 0,
    options: variants.length
      ? [{ name: 'اللون', type: 'text', values: variants.map((label) => ({ label, color: null, image: null })) }]
      : [],
    ...(p.createdAt ? { createdAt: p.createdAt, updatedAt: p.createdAt } : {}),
  });
  if (p.categoryIds?.length)
    await db.insert(productCategories).values(p.categoryIds.map((categoryId) => ({ productId, categoryId, storeId: m.storeId })));
  const variantIds = variants.map(() => uuidv7());
  if (variants.length)
    await db.insert(productVariants).values(
      variants.map((label, i) => ({
        id: variantIds[i]!,
        storeId: m.storeId,
        productId,
        position: i,
        values: [label],
        isDefault: i === 0,
        sku: p.sku ? `${p.sku}-${i + 1}` : null,
      })),
    );
  const cells = Object.entries(p.stock ?? {}).flatMap(([warehouseId, q]): StockCell[] =>
    Array.isArray(q)
      ? q.map((quantity, i) => ({ productId, variantId: variantIds[i]!, warehouseId, quantity }))
      : [{ productId, variantId: null, warehouseId, quantity: q }],
  );
  // Made straight in the tables, so nothing is told of it (no listener hears a product it never saw made).
  if (cells.length)
    await db.transaction((tx) =>
      setStock(
        tx,
        { storeId: m.storeId, userId: m.session.user.userId, reason: 'product_form' },
        cells,
        new ProductChanges(m.storeId),
      ),
    );
  return { productId, variantIds };
}

/** Adds the merchant's main branch and a second one; answers their ids. */
export async function twoWarehouses(m: SignedIn): Promise<{ main: string; other: string }> {
  const main = await m.post('/inventory/warehouse', validBranch({ name: 'الفرع الرئيسي', isMain: true }));
  const other = await m.post('/inventory/warehouse', validBranch({ name: 'مستودع جدة', isMain: false }));
  if (main.status !== 201 || other.status !== 201)
    throw new Error(`branches not added: ${JSON.stringify([main.body, other.body])}`);
  return { main: main.body.data.id, other: other.body.data.id };
}

export async function addBrand(m: SignedIn, name: string): Promise<string> {
  const res = await m.post('/store-management/brand', validBrand({ name }));
  if (res.status !== 201) throw new Error(`brand not added: ${JSON.stringify(res.body)}`);
  return res.body.data.brandId;
}

export async function addCategory(m: SignedIn, name: string, parentCategoryId: string | null = null): Promise<string> {
  const res = await m.post('/store-management/category', { name, parentCategoryId });
  if (res.status !== 201) throw new Error(`category not added: ${JSON.stringify(res.body)}`);
  return res.body.data.categoryId;
}

/** The product cards of a filter, as the list answers them. */
export async function cards(m: SignedIn, filter: Record<string, unknown> = {}, query = '') {
  const res = await m.post(`/product/dashboard-product-cards${query}`, filter);
  if (res.status !== 200) throw new Error(`list failed: ${JSON.stringify(res.body)}`);
  return res.body as { data: { productId: string; nameAr: string }[]; pagination: { total: number; totalPages: number } };
}

export const namesOf = (res: { data: { nameAr: string }[] }) => res.data.map((c) => c.nameAr);
