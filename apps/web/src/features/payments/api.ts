import { useQuery } from '@tanstack/react-query';
import type { BankTransferSettingsInput, CashOnDeliverySettings, MoyasarSettingsInput } from '@souqna/contracts';
import { paymentProviderEndpoints as e, stripeEndpoints } from '@/lib/endpoints.ts';
import { request, requestAnswer } from '@/lib/request.ts';

export const paymentKeys = {
  all: ['payment-providers'] as const,
  list: () => [...paymentKeys.all, 'list'] as const,
};

/** GET /store/payment-provider: every way to pay, with the store's state and settings of it. */
export const usePaymentProviders = () => useQuery({ queryKey: paymentKeys.list(), queryFn: () => request(e.list) });

export const saveCashOnDelivery = (input: CashOnDeliverySettings) => requestAnswer(e.cashOnDelivery, { body: input });
export const saveBankTransfer = (input: BankTransferSettingsInput) => requestAnswer(e.bankTransfer, { body: input });
export const saveMoyasar = (input: MoyasarSettingsInput) => requestAnswer(e.moyasar, { body: input });
export const disableProvider = (id: string) => requestAnswer(e.disable, { params: { id } });

/** Stripe Connect: the store's account, made once; Stripe's onboarding; turning it on; its dashboard. */
export const createStripeAccount = () => requestAnswer(stripeEndpoints.createAccount, { params: { id: 'stripe' } });
export const stripeOnboardingLink = () => request(stripeEndpoints.createAccountLink);
export const enableStripe = () => requestAnswer(stripeEndpoints.enable);
export const stripeDashboardLink = () => request(stripeEndpoints.dashboard);
