/**
 * The store's payment providers (spec §7 "Integrations", docs/product-rules.md "Payments"): the
 * ways its customers pay, each enabled and configured by the store. Cash on delivery and bank
 * transfer are the store's own; card providers connect an account of theirs. Without schemas, so a
 * screen that only names them (the home's checklist) does not load zod (docs/decisions.md "Web app").
 */
export const PAYMENT_PROVIDERS = ['cash_on_delivery', 'bank_transfer', 'stripe', 'moyasar'] as const;
/** The providers that take cards through a hosted checkout: a payment link pays through them. */
export const CARD_PAYMENT_PROVIDERS = ['moyasar', 'stripe'] as const satisfies readonly PaymentProviderId[];
export type CardPaymentProvider = (typeof CARD_PAYMENT_PROVIDERS)[number];
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];
