import Stripe from 'stripe';
import type { StripeAccount, StripeLink } from '@souqna/contracts';
import { AppError } from '../../platform/errors.ts';

/**
 * The platform's Stripe Connect account, through the official SDK (docs/decisions.md "Payments"):
 * a connected account per store, its onboarding and dashboard links, checkout sessions charged on
 * the store's account, and the signed events Stripe sends. `apiBase` points it elsewhere (the tests'
 * local server that answers as Stripe does). Stripe's own errors become the envelope's: the
 * merchant reads that Stripe could not be reached or refused, never Stripe's English text.
 */
export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  apiBase?: string | undefined;
}

/** A hosted checkout of one amount on a store's account. */
export interface CheckoutInput {
  accountId: string;
  storeId: string;
  orderId: string;
  /** Minor units of `currency`, as Stripe counts them. */
  amount: number;
  currency: string;
  description: string;
  successUrl: string;
  cancelUrl: string;
  /** The same order and amount asked again within Stripe's day answers the same session. */
  idempotencyKey: string;
}

export type StripeEvent = Stripe.Event;

export const accountState = (a: Stripe.Account): StripeAccount => ({
  accountId: a.id,
  detailsSubmitted: a.details_submitted ?? false,
  chargesEnabled: a.charges_enabled ?? false,
  payoutsEnabled: a.payouts_enabled ?? false,
});

const isoOf = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);

export class StripeClient {
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(options: StripeOptions) {
    const base = options.apiBase ? new URL(options.apiBase) : null;
    this.stripe = new Stripe(options.secretKey, {
      ...(base
        ? { host: base.hostname, port: base.port || undefined, protocol: base.protocol === 'http:' ? 'http' : 'https' }
        : {}),
      maxNetworkRetries: 1,
      timeout: 10_000,
      telemetry: false,
    });
    this.webhookSecret = options.webhookSecret;
  }

  /** Runs one call to Stripe; a network failure or Stripe's refusal is a 409 the merchant can read. */
  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeConnectionError) throw new AppError('CONFLICT', 'stripe.unreachable');
      if (error instanceof Stripe.errors.StripeError) throw new AppError('CONFLICT', 'stripe.refused');
      throw error;
    }
  }

  createAccount(store: { id: string; name: string | null; email: string | null }): Promise<StripeAccount> {
    return this.call(async () =>
      accountState(
        await this.stripe.accounts.create(
          {
            type: 'express',
            ...(store.email ? { email: store.email } : {}),
            ...(store.name ? { business_profile: { name: store.name } } : {}),
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            metadata: { storeId: store.id },
          },
          // One account per store, however often the merchant presses the button.
          { idempotencyKey: `account-${store.id}` },
        ),
      ),
    );
  }

  readAccount(accountId: string): Promise<StripeAccount> {
    return this.call(async () => accountState(await this.stripe.accounts.retrieve(accountId)));
  }

  onboardingLink(accountId: string, returnUrl: string, refreshUrl: string): Promise<StripeLink> {
    return this.call(async () => {
      const link = await this.stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      });
      return { url: link.url, expiresAt: isoOf(link.expires_at) };
    });
  }

  dashboardLink(accountId: string): Promise<StripeLink> {
    return this.call(async () => ({ url: (await this.stripe.accounts.createLoginLink(accountId)).url, expiresAt: null }));
  }

  checkout(input: CheckoutInput): Promise<{ reference: string; url: string; expiresAt: string | null }> {
    return this.call(async () => {
      const metadata = { storeId: input.storeId, orderId: input.orderId };
      const session = await this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: input.orderId,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amount,
                product_data: { name: input.description },
              },
            },
          ],
          metadata,
          payment_intent_data: { metadata },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { stripeAccount: input.accountId, idempotencyKey: input.idempotencyKey },
      );
      return { reference: session.id, url: session.url ?? '', expiresAt: isoOf(session.expires_at) };
    });
  }

  /** The event Stripe signed, or null when the signature (or its age, 5 minutes) does not hold. */
  verifiedEvent(body: Buffer, signature: string | undefined): StripeEvent | null {
    if (!signature) return null;
    try {
      return this.stripe.webhooks.constructEvent(body, signature, this.webhookSecret);
    } catch {
      return null;
    }
  }
}
