import { and, eq } from 'drizzle-orm';
import { toMajor, type PaymentLink, type StripeAccount } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { paidOf } from '../orders/order-payments.ts';
import { receiveProviderPayment } from '../orders/order-payment.service.ts';
import { orders } from '../orders/tables.ts';
import { readStore } from '../store/store-row.ts';
import { accountState, type StripeEvent } from './stripe-client.ts';
import { accountUpdated, storeOfAccount, type StripeDeps } from './stripe.service.ts';
import { paymentProviderSettings } from './tables.ts';

/**
 * Card payments on orders (docs/product-rules.md "Payments"): a payment link is the card provider's
 * hosted checkout of what the order still owes; the order is paid when the provider's signed event
 * says so, never on the customer's return to the browser.
 */

/** `POST /order/{orderId}/payment-link`: a checkout on the store's Stripe account of what is owed now. */
export async function createPaymentLink(store: StoreContext, deps: StripeDeps, orderId: string): Promise<PaymentLink> {
  const { order, account, owed, storeName } = await store.read(async (db) => {
    const [found] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.storeId, store.id)));
    if (!found) throw notFound();
    const [setting] = await db
      .select()
      .from(paymentProviderSettings)
      .where(and(eq(paymentProviderSettings.storeId, store.id), eq(paymentProviderSettings.provider, 'stripe')));
    return {
      order: found,
      account: setting?.enabled ? (setting.settings as unknown as StripeAccount) : null,
      owed: found.paymentStatus === 'pending' ? found.total - (await paidOf(db, found.id)) : 0,
      storeName: (await readStore(db, store.id)).name,
    };
  });
  if (order.paymentStatus === 'refunded' || order.paymentStatus === 'voided' || order.status === 'Cancelled')
    throw new AppError('CONFLICT', 'payment.notPayable', { status: order.status });
  if (owed <= 0) throw new AppError('CONFLICT', 'payment.nothingOwed');
  if (!account || !deps.client) throw new AppError('CONFLICT', 'paymentLink.noCardProvider');
  const done = `${deps.appUrl}/payment`;
  const words = store.lang === 'ar' ? `الطلب رقم ${order.number}` : `Order ${order.number}`;
  const link = await deps.client.checkout({
    accountId: account.accountId,
    storeId: store.id,
    orderId: order.id,
    amount: owed,
    currency: order.currency,
    description: storeName ? `${storeName}: ${words}` : words,
    successUrl: `${done}/done`,
    cancelUrl: `${done}/cancelled`,
    // The same amount owed asked again answers the same checkout.
    idempotencyKey: `link-${order.id}-${owed}`,
  });
  return {
    url: link.url,
    expiresAt: link.expiresAt,
    amount: toMajor(owed, order.currency),
    currency: order.currency,
    provider: 'stripe',
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One event of Stripe's, already verified: an account's new state, or a checkout paid (at once by
 * card, or later for a delayed method) that pays its order. Events of accounts or orders this
 * platform does not know are answered and left alone.
 */
export async function handleStripeEvent(db: Db, event: StripeEvent, log: (fields: object, words: string) => void) {
  if (event.type === 'account.updated') return accountUpdated(db, accountState(event.data.object));
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') return;
  const session = event.data.object;
  if (session.payment_status !== 'paid' || !event.account) return;
  const storeId = await storeOfAccount(db, event.account);
  const orderId = session.metadata?.orderId;
  // The account must be the store's that the checkout names: another store's event pays nothing here.
  if (!storeId || !orderId || !UUID.test(orderId) || session.metadata?.storeId !== storeId) {
    log({ event: event.id }, 'stripe checkout for no known order');
    return;
  }
  const reference =
    typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? session.id);
  const outcome = await db.transaction((tx) =>
    receiveProviderPayment(tx, {
      storeId,
      orderId,
      method: 'stripe',
      amount: session.amount_total ?? 0,
      currency: session.currency ?? '',
      reference,
      at: new Date(event.created * 1000),
    }),
  );
  if (outcome === 'unknown') log({ event: event.id }, 'stripe checkout for no known order');
}
