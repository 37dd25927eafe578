import { and, eq, isNull, sql } from 'drizzle-orm';
import type { StockReason } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { BRANCH_FACTS } from '../store/store-read.ts';
import { products, productVariants, stockLevels, stockMovements } from './product-tables.ts';
import type { ProductChanges } from './product-changes.ts';
import { announceRestock, stockOf, type StockItem } from './restock.ts';

/** One stock cell to set: a product's own stock (variant null) or a variant's, in one warehouse. */
export interface StockCell {
  productId: string;
  variantId: string | null;
  warehouseId: string;
  quantity: number;
}

export interface StockAuthor {
  storeId: string;
  userId: string | null;
  reason: StockReason;
  note?: string | null;
}

/**
 * Sets stock cells and keeps a history row for each that changed (who, when, warehouse, before,
 * after, why), then recomputes the totals the lists read (`products.quantity`, `main_quantity`,
 * `product_variants.quantity`). Products and variants that had none and now have some are
 * announced (`announceRestock`: whoever waits for them is e-mailed). Each product with a cell that
 * changed, and what the products and variants held before, go to `changes`, which the caller
 * publishes at the end of its write (product-changes.ts). The caller has checked that products,
 * variants and warehouses are the store's; it runs inside the caller's transaction. Answers how
 * many cells changed.
 */
export async function setStock(
  tx: Tx,
  author: StockAuthor,
  cells: readonly StockCell[],
  changes: ProductChanges,
): Promise<number> {
  // A variant's cell changes the variant and the product as a whole; each may come back in stock.
  const items: StockItem[] = cells.flatMap((c) => [
    { productId: c.productId, variantId: null },
    ...(c.variantId ? [{ productId: c.productId, variantId: c.variantId }] : []),
  ]);
  const before = await stockOf(tx, items);
  let changed = 0;
  const touched = new Set<string>();
  for (const cell of cells) {
    const same = and(
      eq(stockLevels.productId, cell.productId),
      cell.variantId ? eq(stockLevels.variantId, cell.variantId) : isNull(stockLevels.variantId),
      eq(stockLevels.warehouseId, cell.warehouseId),
    );
    const [current] = await tx
      .select({ id: stockLevels.id, quantity: stockLevels.quantity })
      .from(stockLevels)
      .where(same)
      .for('update');
    const before = current?.quantity ?? 0;
    if (before === cell.quantity && current) continue;
    if (current)
      await tx.update(stockLevels).set({ quantity: cell.quantity, updatedAt: new Date() }).where(eq(stockLevels.id, current.id));
    else
      await tx.insert(stockLevels).values({
        id: uuidv7(),
        storeId: author.storeId,
        productId: cell.productId,
        variantId: cell.variantId,
        warehouseId: cell.warehouseId,
        quantity: cell.quantity,
      });
    touched.add(cell.productId);
    if (before === cell.quantity) continue;
    changed += 1;
    changes.updated(cell.productId);
    await tx.insert(stockMovements).values({
      id: uuidv7(),
      storeId: author.storeId,
      productId: cell.productId,
      variantId: cell.variantId,
      variantLabel: cell.variantId ? await labelOf(tx, cell.variantId) : null,
      warehouseId: cell.warehouseId,
      before,
      after: cell.quantity,
      reason: author.reason,
      note: author.note ?? null,
      userId: author.userId,
    });
  }
  for (const productId of touched) await recomputeTotals(tx, productId);
  if (changed && [...before.values()].some((had) => had <= 0)) await announceRestock(tx, author.storeId, items, before);
  if (changed) changes.stockSet(before);
  return changed;
}

async function labelOf(tx: Tx, variantId: string): Promise<string | null> {
  const [row] = await tx
    .select({ values: productVariants.values })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row ? row.values.join(' / ') : null;
}

/**
 * The totals of one product from its stock rows: each variant's sum, the product's sum (its
 * variants' when it has them, else its own), and its stock in the store's main warehouse.
 */
export async function recomputeTotals(tx: Tx, productId: string): Promise<void> {
  await tx.execute(sql`
    update ${productVariants} v
       set quantity = coalesce((select sum(s.quantity) from ${stockLevels} s where s.variant_id = v.id), 0)
     where v.product_id = ${productId}`);
  await tx.execute(sql`
    update ${products} p
       set quantity = coalesce((
             select sum(s.quantity) from ${stockLevels} s
              where s.product_id = p.id
                and (case when p.has_variants then s.variant_id is not null else s.variant_id is null end)), 0),
           main_quantity = coalesce((
             select sum(s.quantity) from ${stockLevels} s
               join ${BRANCH_FACTS} w on w.id = s.warehouse_id and w.is_main
              where s.product_id = p.id
                and (case when p.has_variants then s.variant_id is not null else s.variant_id is null end)), 0)
     where p.id = ${productId}`);
}
