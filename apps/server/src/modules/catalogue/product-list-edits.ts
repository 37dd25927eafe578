import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { toMinor, type ProductBulkUpdate, type ProductCard } from '@souqna/contracts';
import { invalidFields, notFound, type FieldProblem } from '../../platform/errors.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { mainBranchOf } from '../store/store-read.ts';
import { cardsByIds, currencyOf } from './product-list.service.ts';
import { products } from './product-tables.ts';
import { ProductChanges } from './product-changes.ts';
import { setStock, type StockCell } from './stock-levels.ts';

type BulkUpdate = z.output<typeof ProductBulkUpdate>;

/**
 * The product-edits table's save: price, sale price, main-warehouse quantity and "shown in store"
 * of many products in one transaction. Nothing is written unless every row is right: another
 * store's product is a 404, a rule broken by a row is a field error naming `items.N.field`. Each
 * product the save changed (a column or its stock) is told once (`product.updated`).
 */
export function bulkUpdate(store: StoreContext, input: BulkUpdate): Promise<ProductCard[]> {
  return store.transaction(async (tx) => {
    const ids = [...new Set(input.items.map((i) => i.productId))];
    const rows = await tx
      .select({
        id: products.id,
        price: products.price,
        salePrice: products.salePrice,
        showInStore: products.showInStore,
        hasVariants: products.hasVariants,
      })
      .from(products)
      .where(and(eq(products.storeId, store.id), inArray(products.id, ids)))
      .for('update');
    if (rows.length !== ids.length) throw notFound();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const currency = await currencyOf(tx, store.id);
    // The quantity of the edits table is the main branch's.
    const main = input.items.some((i) => i.quantity !== undefined) ? await mainBranchOf(tx, store.id) : null;

    const problems: FieldProblem[] = [];
    const seen = new Set<string>();
    const changes = input.items.map((item, i) => {
      const at = (field: string) => `items.${i}.${field}`;
      const row = byId.get(item.productId)!;
      if (seen.has(item.productId)) problems.push({ path: at('productId'), code: 'duplicate_item' });
      seen.add(item.productId);
      const price = item.price === undefined ? row.price : toMinor(item.price, currency);
      const salePrice =
        item.salePrice === undefined ? row.salePrice : item.salePrice === null ? null : toMinor(item.salePrice, currency);
      if (price === null) problems.push({ path: at('price'), code: 'too_many_decimals' });
      if (salePrice === null && item.salePrice != null) problems.push({ path: at('salePrice'), code: 'too_many_decimals' });
      else if (price !== null && salePrice !== null && salePrice <= price)
        problems.push({ path: at(item.salePrice === undefined ? 'price' : 'salePrice'), code: 'sale_not_above_price' });
      if (item.quantity !== undefined && row.hasVariants) problems.push({ path: at('quantity'), code: 'has_variants' });
      else if (item.quantity !== undefined && !main) problems.push({ path: at('quantity'), code: 'no_main_warehouse' });
      return { item, price, salePrice };
    });
    if (problems.length) throw invalidFields(...problems);

    const now = new Date();
    const told = new ProductChanges(store.id);
    for (const { item, price, salePrice } of changes) {
      const row = byId.get(item.productId)!;
      const shown = item.showInStore ?? row.showInStore;
      if (price !== row.price || salePrice !== row.salePrice || shown !== row.showInStore) told.updated(item.productId);
      await tx
        .update(products)
        .set({
          price: price!,
          salePrice,
          ...(item.showInStore === undefined ? {} : { showInStore: item.showInStore }),
          updatedAt: now,
        })
        .where(and(eq(products.id, item.productId), eq(products.storeId, store.id)));
    }
    const cells: StockCell[] = input.items
      .filter((i) => i.quantity !== undefined)
      .map((i) => ({ productId: i.productId, variantId: null, warehouseId: main!, quantity: i.quantity! }));
    if (cells.length) await setStock(tx, { storeId: store.id, userId: store.userId, reason: 'bulk_edit' }, cells, told);
    await told.publish(tx);
    return cardsByIds(tx, store.id, ids);
  });
}
