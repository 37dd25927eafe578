import { eq, sql } from 'drizzle-orm';
import {
  SHIPPING_OPTIONS,
  toMajor,
  toMinor,
  type ShippingMethod,
  type ShippingMethodSetting,
  type ShippingOptionId,
  type ShippingStatus,
} from '@souqna/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { invalidFields } from '../../platform/errors.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { cityKeysOf, cityNameKey, cityNamed, findCity } from '../reference/lookup.ts';
import { readStore } from '../stores/store-row.ts';
import { SHIPPING_WORDS } from './shipping-words.ts';
import { shippingMethodSettings } from './tables.ts';

/**
 * The store's shipping methods (docs/product-rules.md "Shipping"): each built-in method with the
 * store's setting of it, or the spec's defaults until the store saves one. Amounts in minor units.
 */
export interface ShippingSetting {
  id: ShippingOptionId;
  enabled: boolean;
  fee: number;
  freeFrom: number | null;
  /** Cities of the reference data with a fee of their own. */
  cityFees: { cityId: string; fee: number }[];
}

/**
 * The method as it applies to an order for the address's `city`: that city's own fee, if it has one
 * (the address naming the city in Arabic or English, letter forms ignored).
 */
export function forCity(setting: ShippingSetting, city: string | null | undefined): ShippingSetting {
  const key = city ? cityNameKey(city) : null;
  const own = key ? setting.cityFees.find((c) => cityKeysOf(c.cityId).includes(key)) : undefined;
  return own ? { ...setting, fee: own.fee } : setting;
}

type SettingRow = typeof shippingMethodSettings.$inferSelect;

/** The stored cities' fees by city id; a row saved before the picker names its city, read by that name (one not found is left out). */
const cityFeesOf = (stored: SettingRow['cityFees']) =>
  stored.flatMap((c) => {
    const cityId = 'cityId' in c ? c.cityId : cityNamed(c.city)?.cityId;
    return cityId ? [{ cityId, fee: c.fee }] : [];
  });

const settingRows = preparedQuery('shipping_settings', (db) =>
  db
    .select()
    .from(shippingMethodSettings)
    .where(eq(shippingMethodSettings.storeId, sql.placeholder('storeId'))),
);

/** Every built-in method as the store has it, in the catalogue's order. */
export async function shippingSettingsOf(db: Db | Tx, storeId: string, currency: string): Promise<ShippingSetting[]> {
  const rows = await settingRows(db, { storeId });
  return SHIPPING_OPTIONS.map((o) =>
    settingOf(
      o.id,
      rows.find((r) => r.method === o.id),
      currency,
    ),
  );
}

/** The method `id` as the store has it: its saved row, or the spec's defaults without one. */
export function settingOf(
  id: ShippingOptionId,
  row: Pick<SettingRow, 'enabled' | 'fee' | 'freeFrom' | 'cityFees'> | null | undefined,
  currency: string,
): ShippingSetting {
  if (row) return { id, enabled: row.enabled, fee: row.fee, freeFrom: row.freeFrom, cityFees: cityFeesOf(row.cityFees) };
  const o = SHIPPING_OPTIONS.find((option) => option.id === id)!;
  return {
    id,
    enabled: true,
    fee: toMinor(o.fee, currency) ?? 0,
    freeFrom: o.freeFrom === null ? null : toMinor(o.freeFrom, currency),
    cityFees: [],
  };
}

/** One method as the store has it. */
export const shippingSettingOf = async (db: Db | Tx, storeId: string, currency: string, id: ShippingOptionId) =>
  (await shippingSettingsOf(db, storeId, currency)).find((s) => s.id === id)!;

const methodOf = (s: ShippingSetting, currency: string): ShippingMethod => ({
  shippingProviderId: s.id,
  ...SHIPPING_WORDS[s.id],
  fee: toMajor(s.fee, currency),
  freeFrom: s.freeFrom === null ? null : toMajor(s.freeFrom, currency),
  enabled: s.enabled,
  cityFees: s.cityFees.map((c) => ({ cityId: c.cityId, fee: toMajor(c.fee, currency) })),
});

/** Every method with the store's state and fees. */
export function listShippingMethods(store: StoreContext): Promise<ShippingMethod[]> {
  return store.read(async (db) => {
    const { currency } = await readStore(db, store.id);
    return (await shippingSettingsOf(db, store.id, currency)).map((s) => methodOf(s, currency));
  });
}

/** The methods a manual order may take now (`GET /store/shipping-provider/merchant`). */
export async function offeredShipping(store: StoreContext): Promise<ShippingMethod[]> {
  return (await listShippingMethods(store)).filter((m) => m.enabled);
}

/** Which methods are on, and whether the store has saved its own (the home's checklist: shipping set up). */
export function shippingStatus(store: StoreContext): Promise<ShippingStatus> {
  return store.read(async (db) => {
    const { currency } = await readStore(db, store.id);
    const enabled = (await shippingSettingsOf(db, store.id, currency)).filter((s) => s.enabled).map((s) => s.id);
    const [own] = await db
      .select({ storeId: shippingMethodSettings.storeId })
      .from(shippingMethodSettings)
      .where(eq(shippingMethodSettings.storeId, store.id))
      .limit(1);
    return { enabled, anyEnabled: enabled.length > 0, saved: own !== undefined };
  });
}

/** Saves the methods sent (each in the currency's digits), the others as they were, in one transaction. */
export function saveShippingMethods(store: StoreContext, input: ShippingMethodSetting[]): Promise<ShippingMethod[]> {
  return store.transaction(async (tx) => {
    const { currency } = await readStore(tx, store.id);
    const problems = input.flatMap((m, i) => [
      ...(toMinor(m.fee, currency) === null ? [{ path: `${i}.fee`, code: 'too_many_decimals' }] : []),
      ...(m.freeFrom !== null && toMinor(m.freeFrom, currency) === null
        ? [{ path: `${i}.freeFrom`, code: 'too_many_decimals' }]
        : []),
      ...(m.cityFees ?? []).flatMap((c, j) => [
        ...(findCity(c.cityId) ? [] : [{ path: `${i}.cityFees.${j}.cityId`, code: 'invalid_city' }]),
        ...(toMinor(c.fee, currency) === null ? [{ path: `${i}.cityFees.${j}.fee`, code: 'too_many_decimals' }] : []),
      ]),
    ]);
    if (problems.length) throw invalidFields(...problems);
    for (const m of input) {
      const values = {
        enabled: m.enabled,
        fee: toMinor(m.fee, currency)!,
        freeFrom: m.freeFrom === null ? null : toMinor(m.freeFrom, currency),
        // Not sent: the cities' fees stay as they were.
        ...(m.cityFees ? { cityFees: m.cityFees.map((c) => ({ cityId: c.cityId, fee: toMinor(c.fee, currency)! })) } : {}),
        updatedAt: new Date(),
      };
      await tx
        .insert(shippingMethodSettings)
        .values({ storeId: store.id, method: m.shippingProviderId, ...values })
        .onConflictDoUpdate({ target: [shippingMethodSettings.storeId, shippingMethodSettings.method], set: values });
    }
    return (await shippingSettingsOf(tx, store.id, currency)).map((s) => methodOf(s, currency));
  });
}

/** Turns a method off, keeping its fees (a method never saved is kept off with the defaults). */
export function disableShippingMethod(store: StoreContext, id: ShippingOptionId): Promise<void> {
  return store.transaction(async (tx) => {
    const { currency } = await readStore(tx, store.id);
    const current = await shippingSettingOf(tx, store.id, currency, id);
    await tx
      .insert(shippingMethodSettings)
      .values({ storeId: store.id, method: id, enabled: false, fee: current.fee, freeFrom: current.freeFrom })
      .onConflictDoUpdate({
        target: [shippingMethodSettings.storeId, shippingMethodSettings.method],
        set: { enabled: false, updatedAt: sql`now()` },
      });
  });
}

/** A method a cart or an order may take: on (400 on `field` when it is off). */
export async function assertShippingOffered(db: Db | Tx, storeId: string, currency: string, id: ShippingOptionId, field: string) {
  return offered(await shippingSettingOf(db, storeId, currency, id), field);
}

/** The method, when it is on (400 on `field` when it is off). */
export function offered(setting: ShippingSetting, field: string): ShippingSetting {
  if (!setting.enabled) throw invalidFields({ path: field, code: 'shipping_method_off' });
  return setting;
}
