import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsEndpoints } from './endpoints.ts';
import { request } from './request.ts';

/** The one cache key of the store's settings (currency, tax inclusion, time zone, digits). */
export const storeSettingsKey = ['store', 'settings'] as const;

/**
 * `GET /store/settings`: read by every screen that writes money or time in the store's way, saved by
 * `/setting` (which puts the saved settings under the same key).
 */
export const storeSettingsQuery = () =>
  queryOptions({ queryKey: storeSettingsKey, queryFn: () => request(settingsEndpoints.get) });
export const useStoreSettings = () => useQuery(storeSettingsQuery());
