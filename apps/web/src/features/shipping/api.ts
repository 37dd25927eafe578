import { useQuery } from '@tanstack/react-query';
import type { CarrierId, CarrierSettingsInput, ShippingMethodSetting } from '@souqna/contracts';
import { carrierEndpoints, shippingEndpoints as e } from '@/lib/endpoints.ts';
import { request, requestAnswer } from '@/lib/request.ts';

export const shippingKeys = { all: ['shipping'] as const, list: () => ['shipping', 'methods'] as const };

/** GET /store/shipping-provider: each built-in method with the store's state and fees. */
export const useShippingMethods = () => useQuery({ queryKey: shippingKeys.list(), queryFn: () => request(e.list) });

/** POST /store/shipping-provider: the methods as the form holds them, in one array. */
export const saveShippingMethods = (methods: ShippingMethodSetting[]) => requestAnswer(e.save, { body: methods });

/** PUT /store/shipping-carrier/{id}: the carrier's key (left out: the one set is kept), and the carrier on. */
export const saveCarrier = (id: CarrierId, input: CarrierSettingsInput) =>
  requestAnswer(carrierEndpoints.save, { params: { id }, body: input });
export const disableCarrier = (id: CarrierId) => requestAnswer(carrierEndpoints.disable, { params: { id } });
