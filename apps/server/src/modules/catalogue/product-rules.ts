import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { toMinor, type WarehouseQuantity } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { conflict, type FieldProblem } from '../../platform/errors.ts';
import { ownBranchIds } from '../store/store-read.ts';
import { products, productVariants } from './product-tables.ts';
import { brands, categories, units } from './tables.ts';

// The rules a product must meet against its store's data (the schema checked its form): its
// categories, brand, unit and warehouses are the store's, its amounts fit the store currency, and its
// SKUs are its own. Each answers the problems it found, with the path the form shows them on.

/** Converts major amounts to minor units, noting `too_many_decimals` on each path that does not fit. */
export class Amounts {
  readonly problems: FieldProblem[] = [];
  private readonly currency: string;
  constructor(currency: string) {
    this.currency = currency;
  }
  minor(amount: number, path: string): number;
  minor(amount: number | null | undefined, path: string): number | null;
  minor(amount: number | null | undefined, path: string): number | null {
    if (amount === null || amount === undefined) return null;
    const minor = toMinor(amount, this.currency);
    if (minor === null) this.problems.push({ path, code: 'too_many_decimals' });
    return minor ?? 0;
  }
}

export interface References {
  categoryIds: readonly string[];
  brandId?: string | null;
  unitId?: string | null;
  /** Each list of warehouse quantities with the path of the list (`quantityManagement`, `variants.0.quantityManagement`). */
  stock: readonly { path: string; quantities: readonly WarehouseQuantity[] }[];
}

/** Categories, brand, unit and warehouses that are not the store's, and a warehouse listed twice. */
export async function referenceProblems(tx: Tx, storeId: string, refs: References): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  if (refs.categoryIds.length) {
    const found = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.storeId, storeId), inArray(categories.id, [...refs.categoryIds])));
    const known = new Set(found.map((c) => c.id));
    refs.categoryIds.forEach((id, i) => {
      if (!known.has(id)) problems.push({ path: `categoryIds.${i}`, code: 'unknown_category' });
    });
  }
  if (refs.brandId) {
    const [found] = await tx
      .select({ id: brands.id })
      .from(brands)
      .where(and(eq(brands.storeId, storeId), eq(brands.id, refs.brandId)));
    if (!found) problems.push({ path: 'brandId', code: 'unknown_brand' });
  }
  if (refs.unitId) {
    const [found] = await tx
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.storeId, storeId), eq(units.id, refs.unitId)));
    if (!found) problems.push({ path: 'unitId', code: 'unknown_unit' });
  }
  const wanted = [...new Set(refs.stock.flatMap((s) => s.quantities.map((q) => q.warehouseId)))];
  if (wanted.length) {
    const known = await ownBranchIds(tx, storeId, wanted);
    for (const { path, quantities } of refs.stock) {
      const seen = new Set<string>();
      quantities.forEach((q, i) => {
        if (!known.has(q.warehouseId)) problems.push({ path: `${path}.${i}.warehouseId`, code: 'unknown_warehouse' });
        else if (seen.has(q.warehouseId)) problems.push({ path: `${path}.${i}.warehouseId`, code: 'duplicate_warehouse' });
        seen.add(q.warehouseId);
      });
    }
  }
  return problems;
}

/** An SKU a product will hold, with the path that names it in the form. */
export interface SkuClaim {
  path: string;
  sku: string | null | undefined;
}

/**
 * 409 `sku_taken` when an SKU is used twice in the product (itself and its variants) or by another
 * product or variant of the store, whatever its case. The caller holds the store lock, so the answer
 * still holds when it writes (the unique indexes guard each table on their own).
 */
export async function assertSkusFree(tx: Tx, storeId: string, productId: string | null, claims: readonly SkuClaim[]) {
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  const wanted: { path: string; key: string }[] = [];
  for (const { path, sku } of claims) {
    if (!sku) continue;
    const key = sku.toLowerCase();
    if (seen.has(key)) problems.push({ path, code: 'sku_taken' });
    else wanted.push({ path, key });
    seen.add(key);
  }
  if (wanted.length) {
    const keys = wanted.map((w) => w.key);
    const others = productId ? ne(products.id, productId) : undefined;
    const usedByProducts = await tx
      .select({ key: sql<string>`lower(${products.sku})` })
      .from(products)
      .where(and(eq(products.storeId, storeId), inArray(sql`lower(${products.sku})`, keys), others));
    const otherVariants = productId ? ne(productVariants.productId, productId) : undefined;
    const usedByVariants = await tx
      .select({ key: sql<string>`lower(${productVariants.sku})` })
      .from(productVariants)
      .where(and(eq(productVariants.storeId, storeId), inArray(sql`lower(${productVariants.sku})`, keys), otherVariants));
    const used = new Set([...usedByProducts, ...usedByVariants].map((r) => r.key));
    for (const w of wanted) if (used.has(w.key)) problems.push({ path: w.path, code: 'sku_taken' });
  }
  if (problems.length) throw conflict('product.skuTaken', problems);
}

/** 409 `custom_url_taken` when another product of the store has this custom link (the link builder needs one product per link). */
export async function assertCustomUrlFree(tx: Tx, storeId: string, productId: string | null, url: string | null, path: string) {
  if (!url) return;
  const [used] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.storeId, storeId),
        sql`lower(${products.customUrl}) = lower(${url})`,
        productId ? ne(products.id, productId) : undefined,
      ),
    )
    .limit(1);
  if (used) throw conflict('product.customUrlTaken', [{ path, code: 'custom_url_taken' }]);
}
