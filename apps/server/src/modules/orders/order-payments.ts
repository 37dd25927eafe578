import { and, asc, eq, sql } from 'drizzle-orm';
import { CARD_PAYMENT_PROVIDERS, CARD_SETTLEMENT_DAYS, toMajor, type OrderPayments, type PaymentStatus } from '@souqna/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { PrivateLinks } from '../../platform/uploads/private-links.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { USER_FACTS } from '../accounts/user-read.ts';
import { addLedgerEntry } from '../ledger/ledger.ts';
import { orderPayments } from './payment-tables.ts';
import { orders } from './tables.ts';

/**
 * An order's payments (docs/product-rules.md "Payments"): each payment and refund is a row of
 * `order_payments` and an entry of the store's ledger, written in the transaction of the change.
 */
type OrderRow = typeof orders.$inferSelect;
/** What the payments read of an order. */
type OrderMoney = Pick<OrderRow, 'id' | 'total' | 'currency' | 'paymentStatus' | 'paymentMethod'>;
export interface Author {
  storeId: string;
  userId: string | null;
}

/** When a payment may be paid out: a card provider's settles days later, the rest at once (docs/product-rules.md "Wallet"). */
export function settledAt(method: string, at: Date): Date {
  if (!(CARD_PAYMENT_PROVIDERS as readonly string[]).includes(method)) return at;
  return new Date(at.getTime() + CARD_SETTLEMENT_DAYS * 86_400_000);
}

/** What the order's entries hold now, in minor units. */
/** The store's order `orderId` as its row; undefined when the store has no such order. */
export async function orderRowOf(tx: Tx | Db, storeId: string, orderId: string): Promise<typeof orders.$inferSelect | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)));
  return row;
}

export async function paidOf(tx: Tx | Db, orderId: string): Promise<number> {
  const { rows } = await tx.execute<{ paid: string }>(
    sql`select coalesce(sum(amount), 0)::bigint as paid from order_payments where order_id = ${orderId}`,
  );
  return Number(rows[0]!.paid);
}

/** Adds a payment (or, negative, a refund) to the order and its entry to the ledger. */
export async function addPayment(
  tx: Tx,
  author: Author,
  order: Pick<OrderRow, 'id' | 'currency'>,
  entry: {
    kind: 'payment' | 'refund';
    method: string;
    amount: number;
    reference?: string | null;
    receiptImage?: string | null;
    at: Date;
  },
) {
  const id = uuidv7();
  await tx.insert(orderPayments).values({
    id,
    storeId: author.storeId,
    orderId: order.id,
    kind: entry.kind,
    method: entry.method,
    amount: entry.amount,
    reference: entry.reference ?? null,
    receiptImage: entry.receiptImage ?? null,
    createdBy: author.userId,
    createdAt: entry.at,
  });
  await addLedgerEntry(tx, {
    storeId: author.storeId,
    kind: entry.kind === 'payment' ? 'order_payment' : 'order_refund',
    amount: entry.amount,
    currency: order.currency,
    orderId: order.id,
    paymentId: id,
    at: entry.at,
    availableAt: entry.kind === 'payment' ? settledAt(entry.method, entry.at) : entry.at,
  });
}

/**
 * What an order's payment status moving to `next` means for its money: becoming paid takes what is
 * still owed (by the order's own method, else `manual`); becoming refunded gives back what it holds.
 * Called by every status move and by the order's making, in their transaction.
 */
export async function settleOrderPayment(tx: Tx, author: Author, order: OrderMoney, next: PaymentStatus, at: Date) {
  if (next === order.paymentStatus) return;
  if (next === 'paid') {
    const owed = order.total - (await paidOf(tx, order.id));
    if (owed > 0)
      await addPayment(tx, author, order, { kind: 'payment', method: order.paymentMethod ?? 'manual', amount: owed, at });
  } else if (next === 'refunded') {
    const held = await paidOf(tx, order.id);
    if (held > 0)
      await addPayment(tx, author, order, { kind: 'refund', method: order.paymentMethod ?? 'manual', amount: -held, at });
  }
}

/** The order's payments, oldest first, with what it holds and still owes; a receipt opens by a signed link. */
export async function orderPaymentsOf(
  db: Db | Tx,
  storeId: string,
  orderId: string,
  links: PrivateLinks,
): Promise<OrderPayments> {
  const [order] = await db
    .select({ total: orders.total, currency: orders.currency, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)));
  if (!order) throw notFound();
  const rows = await db
    .select({ p: orderPayments, by: sql<string | null>`u.name` })
    .from(orderPayments)
    .leftJoin(sql`${USER_FACTS} u`, sql`u.id = ${orderPayments.createdBy}`)
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(asc(orderPayments.createdAt), asc(orderPayments.id));
  const money = (minor: number) => toMajor(minor, order.currency);
  const paid = rows.reduce((sum, r) => sum + r.p.amount, 0);
  const owing = order.paymentStatus === 'pending' ? Math.max(0, order.total - paid) : 0;
  return {
    payments: rows.map(({ p, by }) => ({
      paymentId: p.id,
      kind: p.kind,
      method: p.method,
      amount: money(p.amount),
      reference: p.reference,
      receiptImage: p.receiptImage ? links.sign(p.receiptImage) : null,
      recordedBy: by,
      createdAt: p.createdAt.toISOString(),
    })),
    total: money(order.total),
    paid: money(paid),
    outstanding: money(owing),
    currency: order.currency,
  };
}
