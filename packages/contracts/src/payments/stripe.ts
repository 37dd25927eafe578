import { z } from 'zod';
import { endpoint } from '../platform/endpoint.ts';

/**
 * Card payments through Stripe Connect (spec §7 "Integrations", docs/product-rules.md "Payments"):
 * the store connects an account of its own under the platform's, finishes Stripe's onboarding, and
 * is enabled once Stripe lets the account take charges. Nothing secret crosses: the platform's key
 * stays on the server, the merchant signs in to Stripe on Stripe's pages.
 */

/** The connected account as Stripe last told us (its `account.updated` events keep it current). */
export const StripeAccount = z.object({
  accountId: z.string(),
  /** The merchant finished Stripe's onboarding form. */
  detailsSubmitted: z.boolean(),
  /** Stripe lets the account take card payments: the store may enable it. */
  chargesEnabled: z.boolean(),
  /** Stripe pays the account's balance out to its bank. */
  payoutsEnabled: z.boolean(),
});
export type StripeAccount = z.infer<typeof StripeAccount>;

/** A page of Stripe's that the merchant is sent to for a while (onboarding, the dashboard). */
export const StripeLink = z.object({ url: z.url(), expiresAt: z.string().nullable() });
export type StripeLink = z.infer<typeof StripeLink>;

/** `{id}` is the provider of the catalogue the account is for: `stripe` (docs/decisions.md "Payments"). */
export const StripeAccountParams = z.strictObject({ id: z.string().max(64) });

/** The admin role, as the other payment providers. */
export const stripeEndpoints = {
  /** Makes the store's connected account (once: again answers the one it has). */
  createAccount: endpoint({
    method: 'POST',
    path: '/store/stripe/create-account/:id',
    params: StripeAccountParams,
    data: StripeAccount,
  }),
  /** A link to Stripe's onboarding for the account; Stripe sends the merchant back to the payments page. */
  createAccountLink: endpoint({ method: 'POST', path: '/store/stripe/create-account-link', data: StripeLink }),
  /** Reads the account from Stripe and enables card payments if it may take charges (409 naming what is missing). */
  enable: endpoint({ method: 'POST', path: '/store/stripe/enable', data: StripeAccount }),
  /** A one-time link that signs the merchant in to the account's Stripe dashboard. */
  dashboard: endpoint({ method: 'GET', path: '/store/stripe/dashboard', data: StripeLink }),
};
