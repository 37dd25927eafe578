import { and, count, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { BranchStock } from '../store/warehouse.service.ts';
import { productCategories, products, stockLevels } from './product-tables.ts';

// How categories, brands, units and branches are used by products. Deletes of those lock the store
// row before asking, and so do product and stock writes, so an answer holds until the delete commits.

/** How many products each category of the store holds directly, by category id (absent means 0). */
export async function productCountsOf(tx: Tx, storeId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ categoryId: productCategories.categoryId, n: count() })
    .from(productCategories)
    .where(eq(productCategories.storeId, storeId))
    .groupBy(productCategories.categoryId);
  return new Map(rows.map((r) => [r.categoryId, r.n]));
}

/** Whether any product is filed under the category, which forbids deleting it. */
export async function categoryHasProducts(tx: Tx, storeId: string, categoryId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: productCategories.productId })
    .from(productCategories)
    .where(and(eq(productCategories.storeId, storeId), eq(productCategories.categoryId, categoryId)))
    .limit(1);
  return Boolean(row);
}

/** Whether any product has this brand, which forbids deleting it. */
export async function brandHasProducts(tx: Tx, storeId: string, brandId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.brandId, brandId)))
    .limit(1);
  return Boolean(row);
}

/** Whether any product is sold by this unit, which forbids deleting it. */
export async function unitHasProducts(tx: Tx, storeId: string, unitId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.unitId, unitId)))
    .limit(1);
  return Boolean(row);
}

/** What the branches ask of the stock before one is deleted (store/warehouse.service.ts; app.ts passes it in). */
export const branchStock: BranchStock = {
  async holdsStock(tx, storeId, warehouseId) {
    const [row] = await tx
      .select({ id: stockLevels.id })
      .from(stockLevels)
      .where(and(eq(stockLevels.storeId, storeId), eq(stockLevels.warehouseId, warehouseId), gt(stockLevels.quantity, 0)))
      .limit(1);
    return Boolean(row);
  },
  async release(tx, warehouseId) {
    await tx.delete(stockLevels).where(eq(stockLevels.warehouseId, warehouseId));
  },
};
