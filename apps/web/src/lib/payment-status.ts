import { queryOptions, useQuery } from '@tanstack/react-query';
import { CARD_PAYMENT_PROVIDERS } from '@souqna/contracts';
import { paymentProviderEndpoints } from '@/lib/endpoints.ts';
import { request } from '@/lib/request.ts';

/**
 * GET /store/payment-provider/status: the ways to pay the store takes now. Under the payment
 * methods' key (`['payment-providers', …]`), so saving or turning one off reads it again everywhere.
 */
export const paymentProviderStatusQuery = () =>
  queryOptions({
    queryKey: ['payment-providers', 'status'] as const,
    queryFn: () => request(paymentProviderEndpoints.status),
    staleTime: 60_000,
  });
export const usePaymentProviderStatus = () => useQuery(paymentProviderStatusQuery());

/** Whether the store takes cards through a provider now: a payment link can be sent. */
export function useCardPaymentsOn(): boolean {
  const status = usePaymentProviderStatus();
  return (status.data?.enabled ?? []).some((id) => (CARD_PAYMENT_PROVIDERS as readonly string[]).includes(id));
}
