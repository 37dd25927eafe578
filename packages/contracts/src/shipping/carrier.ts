import { z } from 'zod';
import { endpoint } from '../platform/endpoint.ts';

/**
 * The carriers a store ships with (docs/product-rules.md "Shipping"): SMSA Express through its
 * e-commerce API, reached with the store's own API key (sealed, never answered). A carrier makes an
 * order's shipment, its label and its tracking.
 */
export const CARRIERS = ['smsa'] as const;
export type CarrierId = (typeof CARRIERS)[number];

/** `PUT /store/shipping-carrier/smsa`: the key SMSA gave the store; left out, the one set is kept. */
export const CarrierSettingsInput = z.strictObject({
  apiKey: z.optional(z.string().trim().min(10, { message: 'carrier_key' }).max(200)),
});
export type CarrierSettingsInput = z.infer<typeof CarrierSettingsInput>;

export const Carrier = z.object({
  id: z.enum(CARRIERS),
  enabled: z.boolean(),
  /** That a key is set and its last four characters; never the key. */
  apiKeyHint: z.string().nullable(),
});
export type Carrier = z.infer<typeof Carrier>;

export const CarrierParams = z.strictObject({ id: z.enum(CARRIERS) });

/** The admin role, as the shipping methods. */
export const carrierEndpoints = {
  list: endpoint({ method: 'GET', path: '/store/shipping-carrier', data: z.array(Carrier) }),
  save: endpoint({
    method: 'PUT',
    path: '/store/shipping-carrier/:id',
    params: CarrierParams,
    body: CarrierSettingsInput,
    data: Carrier,
  }),
  disable: endpoint({ method: 'DELETE', path: '/store/shipping-carrier/:id', params: CarrierParams, data: z.null() }),
};
