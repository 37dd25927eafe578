import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { FIRST_ORDER_NUMBER } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { preparedQuery, type RawResult } from '../../db/prepared-query.ts';
import { couponUsedSql } from '../coupons/coupon-rules.ts';
import { stockMovementsInsert } from './order-stock.ts';
import { orderCounters, orderLines, orderMonths, orders, orderStatusHistory } from './tables.ts';

type Row = Record<string, unknown>;

/** The order's number in the statement that makes it (its `counter`). */
export const ORDER_NUMBER = sql`(select number from counter)`;

/** A new order's rows: `order` without its number, its search texts without the number in front. */
export interface OrderRows {
  storeId: string;
  month: string;
  order: Row & { id: string; searchText: string; searchKey: string };
  lines: readonly Row[];
  history: readonly Row[];
  /** Its stock history rows, their note left to this statement (`#` and the number). */
  movements: readonly Row[];
  couponId: string | null;
  /** The cart the order closes (a manual order's), given the order's id by its module's statement. */
  closesCart: ClosesCart | null;
}

/**
 * A cart the order closes: its id, and its module's update giving it the order's id (`orderId` and
 * `cartId` are placeholders). One `setOrder` for every order: the statement is built once per shape.
 */
export interface ClosesCart {
  id: string;
  setOrder: (orderId: SQLWrapper, cartId: SQLWrapper) => SQL;
}

/** Each row's values as placeholders `<prefix><i>_<key>` (a value that is SQL stays SQL), and the values under those names. */
function placeholders(prefix: string, rows: readonly Row[], values: Row): Row[] {
  return rows.map((row, i) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => {
        if (value instanceof Object && 'queryChunks' in value) return [key, value];
        const name = `${prefix}${i}_${key}`;
        values[name] = value;
        return [key, sql.placeholder(name)];
      }),
    ),
  );
}

/**
 * The statement of one shape (so many lines, history and stock rows, with or without a coupon and
 * a cart), built once per connection: drizzle writes the inserts of a 40-column order and its lines
 * anew on every call otherwise.
 */
const shapes = new Map<string, (tx: Tx, values: Row) => Promise<RawResult<{ number: number; orders: number }>>>();

/**
 * Writes the order in one round trip: the store's next number and the month's count (the two rows
 * every order of a store waits on, so taken in its last statement, just before the commit), the
 * order, its lines, its history, its stock history, the coupon's use and the cart it closes.
 * Answers the number and the month's count.
 */
export async function insertOrder(tx: Tx, rows: OrderRows): Promise<{ number: number; orders: number }> {
  const values: Row = { storeId: rows.storeId, month: rows.month, couponId: rows.couponId, cartId: rows.closesCart?.id ?? null };
  const { searchText, searchKey, ...order } = rows.order;
  const [orderRow] = placeholders('o', [{ ...order, searchText, searchKey }], values);
  const lineRows = placeholders('l', rows.lines, values);
  const historyRows = placeholders('h', rows.history, values);
  const movementRows = placeholders('s', rows.movements, values);
  const name = `order_insert_${lineRows.length}_${historyRows.length}_${movementRows.length}_${rows.couponId ? 1 : 0}${rows.closesCart ? 1 : 0}`;
  let statement = shapes.get(name);
  if (!statement) {
    const numbered = (tail: unknown) => sql`${ORDER_NUMBER} || ${tail}`;
    statement = preparedQuery<{ number: number; orders: number }>(name, (db) => {
      const part = (label: string, query: SQL) => sql`, ${sql.raw(label)} as (${query})`;
      return sql`
        with counter as (
          insert into ${orderCounters} (store_id, next_number) values (${sql.placeholder('storeId')}, ${FIRST_ORDER_NUMBER + 1})
          on conflict (store_id) do update set next_number = ${orderCounters}.next_number + 1
          returning next_number - 1 as number),
        month as (
          insert into ${orderMonths} (store_id, month, orders) values (${sql.placeholder('storeId')}, ${sql.placeholder('month')}, 1)
          on conflict (store_id, month) do update set orders = ${orderMonths}.orders + 1
          returning orders)
        ${part(
          'made',
          db
            .insert(orders)
            .values({
              ...orderRow,
              number: ORDER_NUMBER,
              searchText: numbered(orderRow!.searchText),
              searchKey: numbered(orderRow!.searchKey),
            } as unknown as typeof orders.$inferInsert)
            .getSQL(),
        )}
        ${part(
          'lines',
          db
            .insert(orderLines)
            .values(lineRows as (typeof orderLines.$inferInsert)[])
            .getSQL(),
        )}
        ${part(
          'history',
          db
            .insert(orderStatusHistory)
            .values(historyRows as (typeof orderStatusHistory.$inferInsert)[])
            .getSQL(),
        )}
        ${movementRows.length ? part('stock', stockMovementsInsert(db, movementRows, sql`'#' || ${ORDER_NUMBER}`)) : sql``}
        ${rows.couponId ? part('used', couponUsedSql(sql.placeholder('couponId'))) : sql``}
        ${rows.closesCart ? part('closed', rows.closesCart.setOrder(sql.placeholder('o0_id'), sql.placeholder('cartId'))) : sql``}
        select counter.number, month.orders from counter, month`;
    });
    shapes.set(name, statement);
  }
  return (await statement(tx, values)).rows[0]!;
}
