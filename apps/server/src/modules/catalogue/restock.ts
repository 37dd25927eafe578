import { and, eq, inArray } from 'drizzle-orm';
import { readAll, type Tx } from '../../db/client.ts';
import { BoundListener } from '../../platform/bound-listener.ts';
import { products, productVariants } from './product-tables.ts';

/** A product (variant null: the product as a whole) or one of its variants. */
export interface StockItem {
  productId: string;
  variantId: string | null;
}

/** What hears of products and variants back in stock, in the transaction that brought them back. */
export type RestockListener = (tx: Tx, storeId: string, items: readonly StockItem[]) => Promise<unknown>;

/** Its listener: the back-in-stock mail (notifications/back-in-stock.ts), for stock that comes back in any transaction of the catalogue or the orders. */
const restockListener = new BoundListener<RestockListener>();

/** Binds the listener of restocked items; answers the unbinding. */
export const onRestock = (bound: RestockListener) => restockListener.bind(bound);

const key = (item: StockItem) => `${item.productId}:${item.variantId ?? ''}`;

/**
 * What the store holds now of each product and variant of `items` (all warehouses; the totals
 * `recomputeTotals` keeps), for those that can run out. Products that never run out are left out.
 */
export async function stockOf(tx: Tx, items: readonly StockItem[]): Promise<Map<string, number>> {
  const productIds = [...new Set(items.map((i) => i.productId))];
  const variantIds = [...new Set(items.flatMap((i) => (i.variantId ? [i.variantId] : [])))];
  const held = new Map<string, number>();
  if (!productIds.length) return held;
  const [wholes, variants] = await readAll(tx, [
    () =>
      tx
        .select({ id: products.id, quantity: products.quantity })
        .from(products)
        .where(and(inArray(products.id, productIds), eq(products.isInfinite, false))),
    async () =>
      variantIds.length
        ? tx
            .select({ id: productVariants.id, productId: productVariants.productId, quantity: productVariants.quantity })
            .from(productVariants)
            .innerJoin(products, eq(products.id, productVariants.productId))
            .where(and(inArray(productVariants.id, variantIds), eq(products.isInfinite, false)))
        : [],
  ] as const);
  for (const p of wholes) held.set(key({ productId: p.id, variantId: null }), p.quantity);
  for (const v of variants) held.set(key({ productId: v.productId, variantId: v.id }), v.quantity);
  return held;
}

/** The products and variants of `items` with none held `before` and some now (both from `stockOf`). */
export function backInStock(before: Map<string, number>, after: Map<string, number>): StockItem[] {
  return [...before]
    .filter(([k, had]) => had <= 0 && (after.get(k) ?? 0) > 0)
    .map(([k]) => {
      const [productId, variantId] = k.split(':') as [string, string];
      return { productId, variantId: variantId || null };
    });
}

/**
 * Tells the listener, in the caller's transaction, which of `items` went from none in stock
 * (`before`, from `stockOf`) to some now. Call it after a change that may have brought stock back.
 */
export async function announceRestock(
  tx: Tx,
  storeId: string,
  items: readonly StockItem[],
  before: Map<string, number>,
): Promise<void> {
  const restocked = backInStock(before, await stockOf(tx, items));
  const listener = restockListener.current;
  if (restocked.length && listener) await listener(tx, storeId, restocked);
}
