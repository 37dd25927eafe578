import { z } from 'zod';
import { ShippingOption, ShippingOptionCode, type ShippingOptionId } from '../carts/cart.ts';
import { endpoint } from '../platform/endpoint.ts';
import { cityId } from '../reference/reference.ts';

/**
 * The store's shipping methods (spec §7 "Integrations", docs/product-rules.md "Shipping"): the
 * built-in standard, express and pickup, each on or off with the store's own fee and the order
 * amount from which it is free; until the store changes one, the spec's copy holds (standard 15,
 * free from 200; express 20; pickup free).
 */
const amount = () => z.number().min(0).max(1e9);
export const CITY_FEES_MAX = 200;

/**
 * A city's own fee for a method: the city of the reference data (`GET /system-settings/country/{id}/city`),
 * picked as every other city is; an address pays it when its city is that city's Arabic or English
 * name (letter forms ignored).
 */
export const CityFee = z.strictObject({ cityId: cityId(), fee: amount() });
export type CityFee = z.infer<typeof CityFee>;

export const ShippingMethodSetting = z.strictObject({
  shippingProviderId: ShippingOptionCode,
  enabled: z.boolean(),
  fee: amount(),
  /** The order subtotal from which this method costs nothing; null: never free. */
  freeFrom: amount().nullable(),
  /** Cities with a fee of their own (the others pay `fee`); each city once. Not sent: kept as they were. */
  cityFees: z
    .array(CityFee)
    .max(CITY_FEES_MAX)
    .refine((list) => new Set(list.map((c) => c.cityId)).size === list.length, { message: 'city_twice' })
    .optional(),
});
export type ShippingMethodSetting = z.infer<typeof ShippingMethodSetting>;

/** `POST /store/shipping-provider`: an array of methods, each named once. */
export const ShippingMethodSettings = z
  .array(ShippingMethodSetting)
  .min(1)
  .max(ShippingOptionCode.options.length)
  .refine((list) => new Set(list.map((m) => m.shippingProviderId)).size === list.length, { message: 'invalid_value' });

export const ShippingMethod = ShippingOption.extend({
  enabled: z.boolean(),
  cityFees: z.array(z.object({ cityId: z.string(), fee: z.number() })),
});
export type ShippingMethod = z.infer<typeof ShippingMethod>;

export const ShippingStatus = z.object({
  enabled: z.array(ShippingOptionCode),
  anyEnabled: z.boolean(),
  /** Whether the store has saved its own methods (false: the spec's copy holds, untouched). */
  saved: z.boolean(),
});
export type ShippingStatus = z.infer<typeof ShippingStatus>;
export type { ShippingOptionId };

export const ShippingMethodParams = z.strictObject({ id: ShippingOptionCode });

/** The store's shipping methods (spec §7 "Integrations"), the admin role. */
export const shippingEndpoints = {
  list: endpoint({ method: 'GET', path: '/store/shipping-provider', data: z.array(ShippingMethod) }),
  /** The methods a manual order may take now (those on), with the store's fees. */
  offered: endpoint({ method: 'GET', path: '/store/shipping-provider/merchant', data: z.array(ShippingMethod) }),
  status: endpoint({ method: 'GET', path: '/store/shipping-provider/status', data: ShippingStatus }),
  save: endpoint({
    method: 'POST',
    path: '/store/shipping-provider',
    body: ShippingMethodSettings,
    data: z.array(ShippingMethod),
  }),
  /** Turns a method off; its fee stays for when it is on again. */
  disable: endpoint({
    method: 'DELETE',
    path: '/store/shipping-provider/:id',
    params: ShippingMethodParams,
    data: z.null(),
  }),
};
