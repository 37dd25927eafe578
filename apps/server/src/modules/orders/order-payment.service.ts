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
import { moveOrder } from './order-status.service.ts';
import { addPayment, orderPaymentsOf, paidOf } from './order-payments.ts';
import { orders } from './tables.ts';

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
    const author = { storeId: store.id, userId: store.userId };
    await addPayment(tx, author, order, {
      kind: 'payment',
      method: input.method,
      amount,
      reference: input.reference ?? null,
      receiptImage: input.receiptImage ?? null,
      at,
    });
    if (amount === owed) {
      if (canMoveOrder(order.status, 'Paid')) await moveOrder(tx, { ...author, lang: store.lang }, order.id, { to: 'Paid', at });
      else await tx.update(orders).set({ paymentStatus: 'paid', updatedAt: at }).where(eq(orders.id, order.id));
    }
    return orderPaymentsOf(tx, store.id, order.id, links);
  });
}
