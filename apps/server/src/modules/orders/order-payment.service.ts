import { and, eq } from 'drizzle-orm';
import {
  canMoveOrder,
  ORDER_STATUS_NAMES,
  toMajor,
  toMinor,
  type OrderPayments,
  type RecordPaymentInput,
} from '@souqna/contracts';
import { AppError, invalidFields, notFound } from '../../platform/errors.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import type { PrivateLinks } from '../../platform/uploads/private-links.ts';
import type { Tx } from '../../db/client.ts';
import { addLedgerEntry } from '../ledger/ledger.ts';
import { moveOrder } from './order-status.service.ts';
import { addPayment, orderPaymentsOf, paidOf, settledAt, type Author } from './order-payments.ts';
import { orderPayments } from './payment-tables.ts';
import { orders } from './tables.ts';
import { publishStoreEvent } from '../../platform/store-events.ts';

type OrderRow = typeof orders.$inferSelect;

/**
 * Records a payment received (by default all that is owed). Paid in full, the order moves to Paid
 * when its status allows (else it is marked paid where it stands: ready for pickup); a refunded,
 * cancelled or fully paid order takes none (409).
 */
export function recordPayment(
  store: StoreContext,
  orderId: string,
  input: RecordPaymentInput,
  links: PrivateLinks,
): Promise<OrderPayments> {
  return store.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.storeId, store.id)))
      .for('update');
    if (!order) throw notFound();
    // A receipt is one of this store's private uploads (`/images/private/{storeId}/…`).
    if (input.receiptImage && input.receiptImage.split('/')[3] !== store.id)
      throw invalidFields({ path: 'receiptImage', code: 'invalid_value' });
    if (order.paymentStatus === 'refunded' || order.paymentStatus === 'voided')
      throw new AppError('CONFLICT', 'payment.notPayable', { status: ORDER_STATUS_NAMES[order.status][store.lang] });
    const owed = order.paymentStatus === 'paid' ? 0 : order.total - (await paidOf(tx, order.id));
    if (owed <= 0) throw new AppError('CONFLICT', 'payment.nothingOwed');
    const amount = input.amount === undefined ? owed : toMinor(input.amount, order.currency);
    if (amount === null) throw invalidFields({ path: 'amount', code: 'too_many_decimals' });
    if (amount > owed)
      throw invalidFields({ path: 'amount', code: 'above_outstanding', params: { outstanding: toMajor(owed, order.currency) } });
    const at = new Date();
    const entry = {
      method: input.method,
      amount,
      reference: input.reference ?? null,
      receiptImage: input.receiptImage ?? null,
      at,
    };
    await takePayment(tx, { storeId: store.id, userId: store.userId, lang: store.lang }, order, entry, amount === owed);
    return orderPaymentsOf(tx, store.id, order.id, links);
  });
}

/** Adds the payment; one that pays the order in full moves it to Paid (or marks it paid where it stands). */
async function takePayment(
  tx: Tx,
  author: Author & { lang: 'ar' | 'en' },
  order: OrderRow,
  entry: { method: string; amount: number; reference: string | null; receiptImage: string | null; at: Date },
  settles: boolean,
) {
  await addPayment(tx, author, order, { kind: 'payment', ...entry });
  if (!settles) return;
  if (canMoveOrder(order.status, 'Paid')) await moveOrder(tx, author, order.id, { to: 'Paid', at: entry.at });
  else {
    await tx.update(orders).set({ paymentStatus: 'paid', updatedAt: entry.at }).where(eq(orders.id, order.id));
    await publishStoreEvent(tx, author.storeId, { type: 'order.paid', orderId: order.id });
  }
}

/** A payment a card provider confirmed by its signed event (docs/product-rules.md "Payments"). */
export interface ProviderPayment {
  storeId: string;
  orderId: string;
  method: string;
  /** Minor units of `currency`. */
  amount: number;
  /** What the provider kept of it (minor units), a ledger entry of its own; 0 when it does not say. */
  fee?: number;
  currency: string;
  /** The provider's id of the payment: the same event delivered twice adds it once. */
  reference: string;
  at: Date;
}

/**
 * Adds a payment the provider took (money that came in is always recorded, even on an order since
 * paid another way or cancelled); it pays the order in full when it covers what was owed. What it
 * did: `added`, or `seen` for a reference already recorded, `unknown` for no such order of the store.
 */
export async function receiveProviderPayment(tx: Tx, payment: ProviderPayment): Promise<'added' | 'seen' | 'unknown'> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, payment.orderId), eq(orders.storeId, payment.storeId)))
    .for('update');
  if (!order || order.currency.toUpperCase() !== payment.currency.toUpperCase()) return 'unknown';
  const [seen] = await tx
    .select({ id: orderPayments.id })
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.orderId, order.id),
        eq(orderPayments.method, payment.method),
        eq(orderPayments.reference, payment.reference),
      ),
    );
  if (seen) return 'seen';
  const owed = order.paymentStatus === 'pending' ? order.total - (await paidOf(tx, order.id)) : 0;
  const entry = {
    method: payment.method,
    amount: payment.amount,
    reference: payment.reference,
    receiptImage: null,
    at: payment.at,
  };
  await takePayment(tx, { storeId: payment.storeId, userId: null, lang: 'ar' }, order, entry, owed > 0 && payment.amount >= owed);
  if (payment.fee)
    await addLedgerEntry(tx, {
      storeId: payment.storeId,
      kind: 'provider_fee',
      amount: -payment.fee,
      currency: order.currency,
      orderId: order.id,
      at: payment.at,
      availableAt: settledAt(payment.method, payment.at),
    });
  return 'added';
}
