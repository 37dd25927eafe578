import { queryOptions, useQuery } from '@tanstack/react-query';
import { shippingEndpoints } from '@/lib/endpoints.ts';
import { request } from '@/lib/request.ts';

/** Under the shipping methods' root key (`['shipping', …]`): the shipping page reads it again after a save. */
export const shippingStatusKey = ['shipping', 'status'] as const;

/** GET /store/shipping-provider/status: the methods on, and whether the store has saved its own. */
export const shippingStatusQuery = () =>
  queryOptions({ queryKey: shippingStatusKey, queryFn: () => request(shippingEndpoints.status) });
export const useShippingStatus = () => useQuery(shippingStatusQuery());
