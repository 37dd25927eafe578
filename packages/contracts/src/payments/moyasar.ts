import { z } from 'zod';

/**
 * Card payments through Moyasar (mada, Visa, Mastercard, Apple Pay; docs/decisions.md "Payments"):
 * the store's own Moyasar account, reached with its secret key, which we keep sealed and never send
 * back. Moyasar tells us of a paid invoice by a webhook the merchant adds in Moyasar's dashboard,
 * with a secret token of their choosing that every notification carries.
 */
export const MOYASAR_KEY = /^sk_(test|live)_[A-Za-z0-9]{10,120}$/;
export const WEBHOOK_SECRET_MIN = 12;
const KEY_PREFIX = /^sk_(test|live)_/;
const KEY_BODY = /^[A-Za-z0-9]*$/;

/**
 * What is wrong with a secret key as typed, if anything: not Moyasar's secret prefix (a publishable
 * `pk_` key, say), too short after it (a key cut when copied), or other characters or too long.
 */
export function moyasarKeyProblem(key: string): 'moyasar_key' | 'moyasar_key_short' | 'moyasar_key_chars' | null {
  if (MOYASAR_KEY.test(key)) return null;
  if (!KEY_PREFIX.test(key)) return 'moyasar_key';
  const body = key.replace(KEY_PREFIX, '');
  return KEY_BODY.test(body) && body.length < 10 ? 'moyasar_key_short' : 'moyasar_key_chars';
}

/** What the merchant types; a secret left out keeps the one set (both are needed the first time). */
export const MoyasarSettingsInput = z.strictObject({
  secretKey: z.optional(
    z
      .string()
      .trim()
      .superRefine((key, ctx) => {
        const problem = moyasarKeyProblem(key);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, input: key });
      }),
  ),
  webhookSecret: z.optional(z.string().trim().min(WEBHOOK_SECRET_MIN).max(200)),
});
export type MoyasarSettingsInput = z.infer<typeof MoyasarSettingsInput>;

/** What the store's setting says of itself: that each secret is set, never the secret. */
export const MoyasarSettings = z.object({
  secretKeySet: z.boolean(),
  /** The key's last four characters, to tell keys apart. */
  secretKeyHint: z.string().nullable(),
  /** A live key (`sk_live_`) takes real money; a test key only Moyasar's test cards. */
  liveMode: z.boolean(),
  webhookSecretSet: z.boolean(),
  /** The address to add as the webhook (event `payment_paid`) in Moyasar's dashboard. */
  webhookUrl: z.string(),
});
export type MoyasarSettings = z.infer<typeof MoyasarSettings>;
