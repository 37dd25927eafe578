import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  canMoveOrder,
  ORDER_STATUS_NAMES,
  paymentAfterMove,
  RESTOCKING_STATUSES,
  translateServer,
  type BulkOrderStatusResult,
  type OrderStatus,
} from '@souqna/contracts';
import { countRefund, countSale, countsAsSale } from './sales-rollups.ts';
import { statusEntered } from './order-status-events.ts';
import { issueCreditNote, issueInvoice } from './order-invoices.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { announceRestock, stockOf } from '../catalogue/restock.ts';
import { recordStockChanges, returnStock, type StockChange } from './order-stock.ts';
import { settleOrderPayment } from './order-payments.ts';
import { orderLines, orders, orderStatusHistory } from './tables.ts';

export interface StatusMove {
  to: OrderStatus;
  note?: string | null;
  /** When it happened (the demo's past orders); now by default. */
  at?: Date;
}

/** The stock an order gives back when it moves to a restocking status (each line once: a cancelled order is final). */
async function putStockBack(tx: Tx, storeId: string, order: typeof orders.$inferSelect): Promise<StockChange[]> {
  if (!order.warehouseId) return [];
  const lines = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.stockTaken, true)))
    .orderBy(asc(orderLines.position));
  const back = lines.flatMap((l) =>
    l.productId
      ? [{ productId: l.productId, variantId: l.variantId, variantLabel: l.variantLabel, name: l.name, quantity: l.quantity }]
      : [],
  );
  const items = back.map((l) => ({ productId: l.productId, variantId: l.variantId }));
  const before = await stockOf(tx, items);
  const changes = await returnStock(tx, storeId, order.warehouseId, back);
  // Whoever waits for an item this order held the last of hears that it is back.
  await announceRestock(tx, storeId, items, before);
  return changes;
}

/**
 * Moves one order to `to` when the table of docs/product-rules.md allows it (409
 * `INVALID_STATUS_TRANSITION` otherwise), puts its stock back on Cancelled, CancelledByCustomer
 * and Refunded, and keeps the move in its history, all in the caller's transaction.
 */
export async function moveOrder(
  tx: Tx,
  author: { storeId: string; userId: string | null; lang: 'ar' | 'en' },
  orderId: string,
  move: StatusMove,
) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, author.storeId)))
    .for('update');
  if (!order) throw notFound();
  if (!canMoveOrder(order.status, move.to)) {
    const name = (s: OrderStatus) => ORDER_STATUS_NAMES[s][author.lang];
    throw new AppError(
      'INVALID_STATUS_TRANSITION',
      'order.invalidMove',
      { from: name(order.status), to: name(move.to) },
      { from: order.status, to: move.to },
    );
  }
  const at = move.at ?? new Date();
  if (RESTOCKING_STATUSES.includes(move.to)) {
    const changes = await putStockBack(tx, author.storeId, order);
    if (order.warehouseId)
      await recordStockChanges(
        tx,
        {
          storeId: author.storeId,
          userId: author.userId,
          warehouseId: order.warehouseId,
          reason: 'order_return',
          orderNumber: order.number,
        },
        changes,
      );
  }
  const paymentStatus = paymentAfterMove(order.paymentStatus, move.to);
  await settleOrderPayment(tx, author, order, paymentStatus, at);
  await tx.update(orders).set({ status: move.to, paymentStatus, updatedAt: at }).where(eq(orders.id, order.id));
  if (move.to === 'Refunded') {
    await countRefund(tx, author.storeId, order.id, at);
    await issueCreditNote(tx, author.storeId, order.id, at);
  } else if (countsAsSale(move.to) && !countsAsSale(order.status)) {
    await countSale(tx, author.storeId, order.id);
    await issueInvoice(tx, author.storeId, order.id, at);
  }
  await tx.insert(orderStatusHistory).values({
    id: uuidv7(),
    storeId: author.storeId,
    orderId: order.id,
    fromStatus: order.status,
    toStatus: move.to,
    userId: author.userId,
    note: move.note ?? null,
    createdAt: at,
  });
  await statusEntered(tx, { storeId: author.storeId, orderId: order.id, status: move.to });
  return { orderId: order.id, number: order.number };
}

export function changeStatus(store: StoreContext, orderId: string, move: StatusMove) {
  return store.transaction((tx) => moveOrder(tx, { storeId: store.id, userId: store.userId, lang: store.lang }, orderId, move));
}

/** Moves many orders, each on its own (one refusal stops nothing else), and says which moved and which were refused and why. */
export async function changeStatuses(
  store: StoreContext,
  orderIds: readonly string[],
  move: StatusMove,
): Promise<BulkOrderStatusResult> {
  const result: BulkOrderStatusResult = { moved: [], refused: [] };
  const numbers = new Map(
    (
      await store.read((db) =>
        db
          .select({ id: orders.id, number: orders.number })
          .from(orders)
          .where(and(eq(orders.storeId, store.id), inArray(orders.id, [...orderIds]))),
      )
    ).map((o) => [o.id, o.number]),
  );
  for (const orderId of new Set(orderIds)) {
    try {
      result.moved.push(await changeStatus(store, orderId, move));
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      result.refused.push({
        orderId,
        number: numbers.get(orderId) ?? null,
        code: e.code,
        message: translateServer(e.messageKey, store.lang, e.params),
      });
    }
  }
  return result;
}
