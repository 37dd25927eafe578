import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  canMoveOrder,
  ORDER_STATUS_NAMES,
  paymentAfterMove,
  RESTOCKING_STATUSES,
  translateServer,
  type BulkOrderStatusResult,
  type CustomStatusRef,
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
import { publishStoreEvent } from '../../platform/store-events.ts';
import { customStatusRef, statusTarget } from './custom-status.service.ts';

export interface StatusMove {
  to: OrderStatus;
  /**
   * The store's custom status to enter, a stage inside `to` (custom-status.service.ts `statusTarget`);
   * none leaves any stage the order is in.
   */
  customStatus?: CustomStatusRef | null;
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
 * and Refunded, and keeps the move in its history, all in the caller's transaction. With a custom
 * status, the order enters that stage of `to`: from another stage of `to` (or `to` itself) with no
 * effect on stock or money, otherwise by the table's move to `to` and all its effects. A move to
 * `to` itself is allowed only to leave a stage.
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
  const stage = move.customStatus ?? null;
  const left = order.customStatusId ? await customStatusRef(tx, order.customStatusId) : null;
  // Within one built-in status only the stage changes: stock, money, invoices and sales stay as they are.
  const stageOnly = order.status === move.to;
  const allowed = stageOnly ? (stage ? stage.id !== order.customStatusId : left !== null) : canMoveOrder(order.status, move.to);
  if (!allowed) {
    const name = (s: OrderStatus, custom: CustomStatusRef | null) =>
      custom ? (author.lang === 'ar' ? custom.nameAr : custom.nameEn) : ORDER_STATUS_NAMES[s][author.lang];
    // An order already where it is asked to go says so (a bulk move lists it among the refused).
    throw new AppError(
      'INVALID_STATUS_TRANSITION',
      stageOnly ? 'order.alreadyIn' : 'order.invalidMove',
      { from: name(order.status, left), to: name(move.to, stage) },
      { from: order.status, to: move.to, ...(stage ? { toCustomStatusId: stage.id } : {}) },
    );
  }
  const at = move.at ?? new Date();
  if (stageOnly) {
    await tx
      .update(orders)
      .set({ customStatusId: stage?.id ?? null, updatedAt: at })
      .where(eq(orders.id, order.id));
    await recordMove(tx, author, order, move, left, at);
    return { orderId: order.id, number: order.number };
  }
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
  await tx
    .update(orders)
    .set({ status: move.to, customStatusId: stage?.id ?? null, paymentStatus, updatedAt: at })
    .where(eq(orders.id, order.id));
  if (move.to === 'Refunded') {
    await countRefund(tx, author.storeId, order.id, at);
    await issueCreditNote(tx, author.storeId, order.id, at);
  } else if (countsAsSale(move.to) && !countsAsSale(order.status)) {
    await countSale(tx, author.storeId, order.id);
    await issueInvoice(tx, author.storeId, order.id, at);
  }
  await recordMove(tx, author, order, move, left, at);
  if (paymentStatus === 'paid' && order.paymentStatus !== 'paid')
    await publishStoreEvent(tx, author.storeId, { type: 'order.paid', orderId: order.id });
  return { orderId: order.id, number: order.number };
}

/** Keeps a move in the order's history and tells the status listener and the store's event listeners. */
async function recordMove(
  tx: Tx,
  author: { storeId: string; userId: string | null },
  order: typeof orders.$inferSelect,
  move: StatusMove,
  left: CustomStatusRef | null,
  at: Date,
) {
  const entered = move.customStatus ?? null;
  await tx.insert(orderStatusHistory).values({
    id: uuidv7(),
    storeId: author.storeId,
    orderId: order.id,
    fromStatus: order.status,
    toStatus: move.to,
    fromCustomStatus: left,
    toCustomStatus: entered,
    userId: author.userId,
    note: move.note ?? null,
    createdAt: at,
  });
  await statusEntered(tx, { storeId: author.storeId, orderId: order.id, status: move.to, customStatusId: entered?.id ?? null });
  await publishStoreEvent(tx, author.storeId, {
    type: 'order.status_changed',
    orderId: order.id,
    from: order.status,
    to: move.to,
  });
}

/** What a status call asks: the id of a built-in or custom status (`GET /order/status`) and a note. */
export interface StatusIdMove {
  statusId: string;
  note?: string | null;
}

/** Moves one order to the status `statusId` names (400 on the field when it names none of this store's). */
export function changeStatus(store: StoreContext, orderId: string, move: StatusIdMove) {
  return store.transaction(async (tx) =>
    moveOrder(tx, { storeId: store.id, userId: store.userId, lang: store.lang }, orderId, {
      ...(await statusTarget(tx, store.id, move.statusId)),
      note: move.note,
    }),
  );
}

/** Moves many orders, each on its own (one refusal stops nothing else), and says which moved and which were refused and why. */
export async function changeStatuses(
  store: StoreContext,
  orderIds: readonly string[],
  move: StatusIdMove,
): Promise<BulkOrderStatusResult> {
  // A status id naming none of this store's refuses the whole call, on its field.
  await store.read((db) => statusTarget(db, store.id, move.statusId));
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
