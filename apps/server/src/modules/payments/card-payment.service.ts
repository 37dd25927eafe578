import { and, eq } from 'drizzle-orm';
import {
  CARD_PAYMENT_PROVIDERS,
  toMajor,
  type CardPaymentProvider,
  type PaymentLink,
  type StripeAccount,
} from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { orderRowOf, paidOf } from '../orders/order-payments.ts';
import { receiveProviderPayment } from '../orders/order-payment.service.ts';
import { readStore } from '../stores/store-row.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { MoyasarDeps, StoredMoyasar } from './moyasar.service.ts';
import { accountState, type StripeClient, type StripeEvent } from './stripe-client.ts';
import { accountUpdated, storeOfAccount } from './stripe.service.ts';
import { paymentLinks, paymentProviderSettings } from './tables.ts';

/**
 * Card payments on orders (docs/product-rules.md "Payments"): a payment link is the card provider's
 * hosted checkout of what the order still owes; the order is paid when the provider's signed event
 * says so, never on the customer's return to the browser.
 */

/** What a payment link needs: the card providers this server reaches, and where the customer comes back to. */
export interface CardDeps extends MoyasarDeps {
  stripe: StripeClient | null;
}

/**
 * `POST /order/{orderId}/payment-link`: a checkout of what the order owes now, on the store's own
 * account with the card provider asked for (or the first one on: Moyasar, then Stripe), kept in
 * `payment_links` so the provider's notification finds its order.
 */
export async function createPaymentLink(
  store: StoreContext,
  deps: CardDeps,
  orderId: string,
  asked?: CardPaymentProvider,
): Promise<PaymentLink> {
  const { order, settings, owed, storeName } = await store.read(async (db) => {
    const found = await orderRowOf(db, store.id, orderId);
    if (!found) throw notFound();
    const on = await db
      .select()
      .from(paymentProviderSettings)
      .where(and(eq(paymentProviderSettings.storeId, store.id), eq(paymentProviderSettings.enabled, true)));
    return {
      order: found,
      settings: on,
      owed: found.paymentStatus === 'pending' ? found.total - (await paidOf(db, found.id)) : 0,
      storeName: (await readStore(db, store.id)).name,
    };
  });
  if (order.paymentStatus === 'refunded' || order.paymentStatus === 'voided' || order.status === 'Cancelled')
    throw new AppError('CONFLICT', 'payment.notPayable', { status: order.status });
  if (owed <= 0) throw new AppError('CONFLICT', 'payment.nothingOwed');
  const usable = CARD_PAYMENT_PROVIDERS.filter(
    (id) => (id !== 'stripe' || deps.stripe) && settings.some((r) => r.provider === id),
  );
  const provider = asked ? usable.find((id) => id === asked) : usable[0];
  if (!provider) throw new AppError('CONFLICT', 'paymentLink.noCardProvider');
  const setting = settings.find((r) => r.provider === provider)!;
  const words = store.lang === 'ar' ? `الطلب رقم ${order.number}` : `Order ${order.number}`;
  const checkout = {
    amount: owed,
    currency: order.currency,
    description: storeName ? `${storeName}: ${words}` : words,
    successUrl: `${deps.appUrl}/payment/done`,
    cancelUrl: `${deps.appUrl}/payment/cancelled`,
    metadata: { storeId: store.id, orderId: order.id },
  };
  let made: { reference: string; url: string; expiresAt: string | null };
  if (provider === 'stripe') {
    made = await deps.stripe!.checkout({
      ...checkout,
      accountId: (setting.settings as unknown as StripeAccount).accountId,
      storeId: store.id,
      orderId: order.id,
      // The same amount owed asked again answers the same checkout.
      idempotencyKey: `link-${order.id}-${owed}`,
    });
  } else {
    const secretKey = deps.box.open((setting.settings as unknown as StoredMoyasar).secretKey);
    const invoice = await deps.client.createInvoice(secretKey, { ...checkout, backUrl: checkout.cancelUrl });
    made = { reference: invoice.id, url: invoice.url, expiresAt: invoice.expired_at ?? null };
  }
  await store.transaction((tx) =>
    tx
      .insert(paymentLinks)
      .values({
        id: uuidv7(),
        storeId: store.id,
        orderId: order.id,
        provider,
        reference: made.reference,
        url: made.url,
        amount: owed,
        currency: order.currency,
      })
      .onConflictDoNothing(),
  );
  return { url: made.url, expiresAt: made.expiresAt, amount: toMajor(owed, order.currency), currency: order.currency, provider };
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
