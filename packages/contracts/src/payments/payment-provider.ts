import { z } from 'zod';
import { endpoint } from '../platform/endpoint.ts';
import { optionalText, requiredText } from '../platform/fields.ts';
import { ibanProblem, normalizeIban } from './iban.ts';
import { MoyasarSettings, MoyasarSettingsInput } from './moyasar.ts';
import { StripeAccount, StripeLink } from './stripe.ts';
import { CARD_PAYMENT_PROVIDERS, PAYMENT_PROVIDERS } from './payment-provider-ids.ts';

export const COD_LIST_MAX = 200;
export const INSTRUCTIONS_MAX = 1000;
const AMOUNT_MAX = 1e9;

const amount = () => z.number().min(0).max(AMOUNT_MAX);
const unique = (list: readonly string[]) => new Set(list).size === list.length;

/**
 * Cash on delivery: the fee added to the order, the largest order it may pay (none: any), and the
 * branches and cities it is offered in (none listed: all of them).
 */
export const CashOnDeliverySettings = z
  .strictObject({
    fee: amount(),
    maxOrderAmount: amount().nullable(),
    warehouseIds: z.array(z.uuid()).max(COD_LIST_MAX).refine(unique, { message: 'invalid_value' }),
    cities: z
      .array(requiredText({ max: 120 }))
      .max(COD_LIST_MAX)
      .refine(unique, { message: 'invalid_value' }),
  })
  .superRefine((s, ctx) => {
    if (s.maxOrderAmount !== null && s.maxOrderAmount < s.fee)
      ctx.addIssue({ code: 'custom', message: 'cod_max_below_fee', path: ['maxOrderAmount'], input: s.maxOrderAmount });
  });
export type CashOnDeliverySettings = z.infer<typeof CashOnDeliverySettings>;

/** An IBAN as typed (spaces, dashes, Arabic digits), answered normalised once it passes its country, length and mod-97 check. */
export const iban = () =>
  z
    .string()
    .max(64)
    .transform(normalizeIban)
    .superRefine((v, ctx) => {
      const problem = ibanProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: v });
    });

/** Bank transfer: where the customer sends the money, and what to do, in Arabic and English. */
export const BankTransferSettings = z.strictObject({
  bankName: requiredText({ max: 80 }),
  accountHolder: requiredText({ max: 120 }),
  iban: iban(),
  instructionsAr: optionalText({ max: INSTRUCTIONS_MAX }),
  instructionsEn: optionalText({ max: INSTRUCTIONS_MAX }),
});
export type BankTransferSettingsInput = z.input<typeof BankTransferSettings>;
export type BankTransferSettings = z.output<typeof BankTransferSettings>;

const state = {
  /** Whether customers may pay this way now. */
  enabled: z.boolean(),
  /** Whether this server offers it (a card provider needs the platform's account). */
  available: z.boolean(),
  /** The store's id of its setting (spec §3 "Payment provider"); null until first configured. */
  paymentProviderStorePublicId: z.uuid().nullable(),
};

/** One provider of the catalogue with the store's state of it and its settings (null until configured). */
// A plain union (its `id` tells them apart): zod's discriminated union would add its code to every
// page's first chunk (docs/decisions.md "Web app").
export const PaymentProvider = z.union([
  z.object({ id: z.literal('cash_on_delivery'), ...state, settings: CashOnDeliverySettings.nullable() }),
  z.object({
    id: z.literal('bank_transfer'),
    ...state,
    settings: z
      .object({
        bankName: z.string(),
        accountHolder: z.string(),
        iban: z.string(),
        instructionsAr: z.string().optional(),
        instructionsEn: z.string().optional(),
      })
      .nullable(),
  }),
  z.object({ id: z.literal('stripe'), ...state, settings: StripeAccount.nullable() }),
  z.object({ id: z.literal('moyasar'), ...state, settings: MoyasarSettings.nullable() }),
]);
export type PaymentProvider = z.infer<typeof PaymentProvider>;

/** `GET /store/payment-provider/status`: which ways to pay the store takes now. */
export const PaymentProviderStatus = z.object({ enabled: z.array(z.enum(PAYMENT_PROVIDERS)), anyEnabled: z.boolean() });
export type PaymentProviderStatus = z.infer<typeof PaymentProviderStatus>;

export const PaymentProviderParams = z.strictObject({ id: z.uuid() });

/** The store's payment providers (spec §7 "Integrations"), the admin role. */
export const paymentProviderEndpoints = {
  list: endpoint({ method: 'GET', path: '/store/payment-provider', data: z.array(PaymentProvider) }),
  status: endpoint({ method: 'GET', path: '/store/payment-provider/status', data: PaymentProviderStatus }),
  /** Configures cash on delivery and enables it. */
  cashOnDelivery: endpoint({
    method: 'PUT',
    path: '/store/payment-provider/cash-on-delivery',
    body: CashOnDeliverySettings,
    data: PaymentProvider,
  }),
  /** Configures bank transfer and enables it. */
  bankTransfer: endpoint({
    method: 'PUT',
    path: '/store/payment-provider/bank-transfer',
    body: BankTransferSettings,
    data: PaymentProvider,
  }),
  /** Connects the store's Moyasar account (its key checked with Moyasar) and enables it. */
  moyasar: endpoint({
    method: 'PUT',
    path: '/store/payment-provider/moyasar',
    body: MoyasarSettingsInput,
    data: PaymentProvider,
  }),
  /** Stops a provider (its settings are kept for when it is enabled again). */
  disable: endpoint({
    method: 'DELETE',
    path: '/store/payment-provider/disable/:id',
    params: PaymentProviderParams,
    data: z.null(),
  }),
};

/** `POST /order/{orderId}/payment-link`: the amount still owed, to be paid on the card provider's page. */
export const PaymentLink = StripeLink.extend({
  amount: z.number(),
  currency: z.string(),
  provider: z.enum(CARD_PAYMENT_PROVIDERS),
});
export type PaymentLink = z.infer<typeof PaymentLink>;

/** The admin role, as the order's payments. */
export const paymentLinkEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/order/:orderId/payment-link',
    params: z.strictObject({ orderId: z.uuid() }),
    /** Which card provider, when the store has more than one on (else the one that is). */
    query: z.strictObject({ provider: z.enum(CARD_PAYMENT_PROVIDERS).optional() }),
    data: PaymentLink,
  }),
};
