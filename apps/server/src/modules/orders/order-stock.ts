import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { AppError } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { products, productVariants, stockLevels, stockMovements } from '../catalogue/product-tables.ts';
import { isMainBranch } from '../store/store-read.ts';

/** What a stock row's variant reads as when it has none (the index's `coalesce`). */
export const NO_VARIANT = '00000000-0000-0000-0000-000000000000';

/** How many of a product (and variant, or null) the warehouse holds, as an SQL value; no row: null. */
export const heldSql = (warehouseId: SQLWrapper, productId: SQLWrapper, variantId: SQLWrapper) => sql`
  (select quantity from ${stockLevels}
    where warehouse_id = ${warehouseId} and product_id = ${productId}
      and coalesce(variant_id, ${NO_VARIANT}::uuid) = coalesce(${variantId}::uuid, ${NO_VARIANT}::uuid))`;

/** One line's stock to take or put back in one warehouse. */
export interface StockLine {
  productId: string;
  variantId: string | null;
  variantLabel: string | null;
  name: string;
  quantity: number;
}

export interface StockChange {
  line: StockLine;
  before: number;
  after: number;
}

/** Lines in one order (product, variant), so two orders lock the same rows in the same order and never deadlock. */
const inLockOrder = (lines: readonly StockLine[]) =>
  [...lines].sort((a, b) => `${a.productId}${a.variantId ?? ''}`.localeCompare(`${b.productId}${b.variantId ?? ''}`));

/** Moves the kept totals (variant, product, main warehouse) by `delta`, as `recomputeTotals` would find them. */
async function moveTotals(tx: Tx, line: StockLine, delta: number, main: boolean): Promise<void> {
  if (line.variantId)
    await tx.execute(sql`update ${productVariants} set quantity = quantity + ${delta} where id = ${line.variantId}`);
  await tx.execute(sql`
    update ${products}
       set quantity = quantity + ${delta},
           main_quantity = main_quantity + ${main ? delta : 0}
     where id = ${line.productId}`);
}

const p = sql.placeholder;
/** One line's take (takeStock), built once. */
const takeLine = preparedQuery<{ quantity: number }>(
  'order_take_stock',
  () => sql`
    with taken as (
      update ${stockLevels} set quantity = quantity - ${p('quantity')}, updated_at = now()
       where product_id = ${p('productId')}
         and coalesce(variant_id, ${NO_VARIANT}::uuid) = ${p('variant')}::uuid
         and warehouse_id = ${p('warehouseId')}
         and quantity >= ${p('quantity')}
      returning quantity),
    variant_total as (
      update ${productVariants} set quantity = quantity - ${p('quantity')}
       where id = ${p('variantId')}::uuid and exists (select 1 from taken)),
    product_total as (
      update ${products}
         set quantity = quantity - ${p('quantity')},
             main_quantity = main_quantity - ${p('mainQuantity')}
       where id = ${p('productId')} and exists (select 1 from taken))
    select quantity from taken`,
);

/**
 * Takes each line's quantity from the warehouse, all or nothing. The check and the take are one
 * statement (`quantity >= wanted`), so concurrent orders wait on the row and re-check it: stock
 * never goes below zero. The kept totals move in the same statement: one round trip a line, as
 * the rows stay locked until the order commits. A line short of stock answers 409
 * `INSUFFICIENT_STOCK` naming it.
 */
export async function takeStock(
  tx: Tx,
  warehouse: { id: string; isMain: boolean },
  lines: readonly StockLine[],
): Promise<StockChange[]> {
  const changes: StockChange[] = [];
  for (const line of inLockOrder(lines)) {
    const variant = line.variantId ?? NO_VARIANT;
    const [taken] = (
      await takeLine(tx, {
        quantity: line.quantity,
        productId: line.productId,
        variant,
        variantId: line.variantId,
        warehouseId: warehouse.id,
        mainQuantity: warehouse.isMain ? line.quantity : 0,
      })
    ).rows;
    if (!taken) {
      const [held] = (
        await tx.execute<{ quantity: number }>(sql`
          select quantity from ${stockLevels}
           where product_id = ${line.productId} and coalesce(variant_id, ${NO_VARIANT}::uuid) = ${variant}::uuid
             and warehouse_id = ${warehouse.id}`)
      ).rows;
      const available = held?.quantity ?? 0;
      throw new AppError(
        'INSUFFICIENT_STOCK',
        'order.insufficientStock',
        { name: line.variantLabel ? `${line.name} (${line.variantLabel})` : line.name, available },
        { productId: line.productId, productVariantId: line.variantId, available },
      );
    }
    changes.push({ line, before: taken.quantity + line.quantity, after: taken.quantity });
  }
  return changes;
}

/** Puts each line's quantity back in the warehouse (its stock row is made again if it went). */
export async function returnStock(
  tx: Tx,
  storeId: string,
  warehouseId: string,
  lines: readonly StockLine[],
): Promise<StockChange[]> {
  const main = await isMainBranch(tx, warehouseId);
  const changes: StockChange[] = [];
  for (const line of inLockOrder(lines)) {
    const [back] = (
      await tx.execute<{ quantity: number }>(sql`
        insert into ${stockLevels} (id, store_id, product_id, variant_id, warehouse_id, quantity)
        values (${uuidv7()}, ${storeId}, ${line.productId}, ${line.variantId}, ${warehouseId}, ${line.quantity})
        on conflict (product_id, coalesce(variant_id, ${sql.raw(`'${NO_VARIANT}'`)}::uuid), warehouse_id)
        do update set quantity = ${stockLevels}.quantity + excluded.quantity, updated_at = now()
        returning quantity`)
    ).rows;
    await moveTotals(tx, line, line.quantity, main);
    changes.push({ line, before: back!.quantity - line.quantity, after: back!.quantity });
  }
  return changes;
}

interface StockHistoryAuthor {
  storeId: string;
  userId: string | null;
  warehouseId: string;
  reason: 'order' | 'order_return';
  /** The order's number, or SQL reading it in the statement that makes the order. */
  orderNumber: number | SQL;
}

/** The insert of an order's stock history rows (who, which warehouse, before and after, the order's number), for the caller to run or embed. */
export function stockHistory(tx: Tx, author: StockHistoryAuthor, changes: readonly StockChange[]) {
  return tx.insert(stockMovements).values(stockMovementRows(author, changes));
}

/** An order's stock history rows (who, which warehouse, before and after, the order's number). */
/** The insert of stock history rows inside a larger statement (orders/order-insert.ts), each row's note `note`. */
export const stockMovementsInsert = (db: Tx, rows: readonly Record<string, unknown>[], note: SQL) =>
  db
    .insert(stockMovements)
    .values(rows.map((m) => ({ ...m, note })) as unknown as (typeof stockMovements.$inferInsert)[])
    .getSQL();

export function stockMovementRows(author: StockHistoryAuthor, changes: readonly StockChange[]) {
  return changes.map((c) => ({
    id: uuidv7(),
    storeId: author.storeId,
    productId: c.line.productId,
    variantId: c.line.variantId,
    variantLabel: c.line.variantLabel,
    warehouseId: author.warehouseId,
    before: c.before,
    after: c.after,
    reason: author.reason,
    note: typeof author.orderNumber === 'number' ? `#${author.orderNumber}` : sql`'#' || ${author.orderNumber}`,
    userId: author.userId,
  }));
}

export async function recordStockChanges(tx: Tx, author: StockHistoryAuthor, changes: readonly StockChange[]): Promise<void> {
  if (changes.length) await stockHistory(tx, author, changes);
}
