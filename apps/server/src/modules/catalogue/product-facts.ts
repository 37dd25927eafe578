import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { products } from './product-tables.ts';

// What other modules read of the store's products beside the product answers (the demo's coupons and
// back-in-stock requests, an invoice's product lines): the product tables are the catalogue's.

/** The products' names as a row source for another module's SQL (`join ${PRODUCT_NAMES} p on p.id = …`), folded into its plan. */
export const PRODUCT_NAMES: SQL = sql`(select id, store_id, name_ar, name_en from ${products})`;

/** Whether `productId` is one of the store's products. */
export async function isStoreProduct(tx: Tx, storeId: string, productId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.storeId, storeId)));
  return Boolean(row);
}

/** The store's products named `namesAr` (Arabic name → id). */
export async function productIdsByName(tx: Tx, storeId: string, namesAr: readonly string[]): Promise<Map<string, string>> {
  if (!namesAr.length) return new Map();
  const rows = await tx
    .select({ id: products.id, nameAr: products.nameAr })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.nameAr, [...namesAr])));
  return new Map(rows.map((p) => [p.nameAr, p.id]));
}

/** The description and weight of the store's products `ids` (each id once). */
export function productDetailsOf(tx: Tx, storeId: string, ids: readonly string[]) {
  return tx
    .select({ id: products.id, description: products.description, weight: products.weight, unit: products.weightUnit })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.id, [...new Set(ids)])));
}

/** The store's sold-out products (none left, not infinite), the oldest first. */
export async function soldOutProductIds(tx: Tx, storeId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.quantity, 0), eq(products.isInfinite, false)))
    .orderBy(asc(products.createdAt), asc(products.id));
  return rows.map((r) => r.id);
}
