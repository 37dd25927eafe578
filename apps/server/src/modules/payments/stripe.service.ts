import { and, eq, sql } from 'drizzle-orm';
import type { StripeAccount, StripeLink } from '@souqna/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { readStore } from '../stores/store-row.ts';
import type { StripeClient } from './stripe-client.ts';
import { paymentProviderSettings } from './tables.ts';

/**
 * A store's Stripe Connect account (docs/product-rules.md "Payments"): made once, onboarded on
 * Stripe's pages, enabled once Stripe lets it take charges, and kept current by Stripe's
 * `account.updated` events. Calls to Stripe run outside any transaction; what they answer is then
 * written in one.
 */
export interface StripeDeps {
  /** Null when this server has no Stripe key: every call says Stripe is not available. */
  client: StripeClient | null;
  appUrl: string;
}

const clientOf = (deps: StripeDeps) => {
  if (!deps.client) throw new AppError('CONFLICT', 'stripe.notConfigured');
  return deps.client;
};

const stripeRow = async (db: Db | Tx, storeId: string) =>
  (
    await db
      .select()
      .from(paymentProviderSettings)
      .where(and(eq(paymentProviderSettings.storeId, storeId), eq(paymentProviderSettings.provider, 'stripe')))
  )[0];

/** The store's connected account, or 409 when it has none yet. */
async function accountOf(store: StoreContext): Promise<StripeAccount> {
  const row = await store.read((db) => stripeRow(db, store.id));
  const account = row?.settings as StripeAccount | undefined;
  if (!account?.accountId) throw new AppError('CONFLICT', 'stripe.noAccount');
  return account;
}

/** Keeps what Stripe said of the account; `enable` turns card payments on, and it is off whenever Stripe stops charges. */
async function keep(tx: Tx, storeId: string, account: StripeAccount, enable = false): Promise<void> {
  const settings = { ...account };
  await tx
    .insert(paymentProviderSettings)
    .values({ id: uuidv7(), storeId, provider: 'stripe', enabled: enable && account.chargesEnabled, settings })
    .onConflictDoUpdate({
      target: [paymentProviderSettings.storeId, paymentProviderSettings.provider],
      set: {
        settings,
        enabled: account.chargesEnabled ? (enable ? sql`true` : sql`${paymentProviderSettings.enabled}`) : sql`false`,
        updatedAt: new Date(),
      },
    });
}

/** `POST /store/stripe/create-account/{id}`: the store's account (made once; again, the one it has). */
export async function createAccount(store: StoreContext, deps: StripeDeps, providerId: string): Promise<StripeAccount> {
  if (providerId !== 'stripe') throw notFound();
  const client = clientOf(deps);
  const existing = await store.read((db) => stripeRow(db, store.id));
  const had = existing?.settings as StripeAccount | undefined;
  if (had?.accountId) return had;
  const row = await store.read((db) => readStore(db, store.id));
  const account = await client.createAccount({ id: store.id, name: row.name, email: row.senderEmail });
  await store.transaction((tx) => keep(tx, store.id, account));
  return account;
}

/** `POST /store/stripe/create-account-link`: Stripe's onboarding, which sends the merchant back to the payments page. */
export async function accountLink(store: StoreContext, deps: StripeDeps): Promise<StripeLink> {
  const client = clientOf(deps);
  const { accountId } = await accountOf(store);
  const back = `${deps.appUrl}/integrations/payments?stripe=`;
  return client.onboardingLink(accountId, `${back}return`, `${back}refresh`);
}

/** `POST /store/stripe/enable`: the account as Stripe has it now; enabled if it may take charges, else 409 saying why. */
export async function enableStripe(store: StoreContext, deps: StripeDeps): Promise<StripeAccount> {
  const client = clientOf(deps);
  const account = await client.readAccount((await accountOf(store)).accountId);
  await store.transaction((tx) => keep(tx, store.id, account, true));
  if (!account.detailsSubmitted) throw new AppError('CONFLICT', 'stripe.detailsMissing');
  if (!account.chargesEnabled) throw new AppError('CONFLICT', 'stripe.chargesDisabled');
  return account;
}

/** `GET /store/stripe/dashboard`: a link that signs the merchant in to the account's Stripe dashboard. */
export async function dashboardLink(store: StoreContext, deps: StripeDeps): Promise<StripeLink> {
  const client = clientOf(deps);
  return client.dashboardLink((await accountOf(store)).accountId);
}

/** The store whose connected account `accountId` is (any store's: an event names the account only). */
export async function storeOfAccount(db: Db | Tx, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ storeId: paymentProviderSettings.storeId })
    .from(paymentProviderSettings)
    .where(
      and(eq(paymentProviderSettings.provider, 'stripe'), sql`${paymentProviderSettings.settings}->>'accountId' = ${accountId}`),
    );
  return row?.storeId ?? null;
}

/** An `account.updated` event: the account's state kept; card payments off if Stripe stopped its charges. */
export async function accountUpdated(db: Db, account: StripeAccount): Promise<void> {
  await db.transaction(async (tx) => {
    const storeId = await storeOfAccount(tx, account.accountId);
    if (storeId) await keep(tx, storeId, account);
  });
}
