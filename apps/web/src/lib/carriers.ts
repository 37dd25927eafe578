import { useQuery } from '@tanstack/react-query';
import { carrierEndpoints } from '@/lib/endpoints.ts';
import { request } from '@/lib/request.ts';

/** GET /store/shipping-carrier: the store's carriers, each on or off (the order page ships with one that is on). */
export const carrierKeys = { list: () => ['shipping', 'carriers'] as const };
export const useCarriers = () =>
  useQuery({ queryKey: carrierKeys.list(), queryFn: () => request(carrierEndpoints.list), staleTime: 60_000 });
