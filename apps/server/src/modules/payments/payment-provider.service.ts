import { and, eq, sql } from 'drizzle-orm';
import {
  PAYMENT_PROVIDERS,
  toMajor,
  toMinor,
  type BankTransferSettings,
  type CashOnDeliverySettings,
  type PaymentProvider,
  type PaymentProviderId,
  type PaymentProviderStatus,
  type StripeAccount,
} from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { invalidFields, notFound } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { readStore } from '../stores/store-row.ts';
import { ownBranchIds } from '../store/store-read.ts';
import { moyasarSettingsOf, type StoredMoyasar } from './moyasar.service.ts';
import { paymentProviderSettings } from './tables.ts';

/**
 * The store's payment providers (docs/product-rules.md "Payments"): cash on delivery and bank
 * transfer, each configured and enabled by one PUT and stopped by one DELETE; amounts are kept in
 * minor units of the store's currency.
 */
type SettingRow = typeof paymentProviderSettings.$inferSelect;
interface StoredCashOnDelivery {
  fee: number;
  maxOrderAmount: number | null;
  warehouseIds: string[];
  cities: string[];
}

/** Which providers this server offers (Stripe needs the platform's account), and its address (Moyasar's webhook). */
export interface ProvidersOffered {
  stripe: boolean;
  appUrl: string;
}
const ALL_OFFERED: ProvidersOffered = { stripe: true, appUrl: '' };

/** A provider of the catalogue as the store has it, its amounts in major units. */
function providerOf(
  id: PaymentProviderId,
  row: SettingRow | undefined,
  currency: string,
  offered: ProvidersOffered = ALL_OFFERED,
): PaymentProvider {
  const available = id === 'stripe' ? offered.stripe : true;
  const state = { enabled: (row?.enabled ?? false) && available, available, paymentProviderStorePublicId: row?.id ?? null };
  if (id === 'stripe') return { id, ...state, settings: (row?.settings as StripeAccount | undefined) ?? null };
  if (id === 'moyasar')
    return {
      id,
      ...state,
      settings: row ? moyasarSettingsOf(row.settings as unknown as StoredMoyasar, row.storeId, offered.appUrl) : null,
    };
  if (id === 'cash_on_delivery') {
    const s = row?.settings as StoredCashOnDelivery | undefined;
    return {
      id,
      ...state,
      settings: s
        ? {
            fee: toMajor(s.fee, currency),
            maxOrderAmount: s.maxOrderAmount === null ? null : toMajor(s.maxOrderAmount, currency),
            warehouseIds: s.warehouseIds,
            cities: s.cities,
          }
        : null,
    };
  }
  return { id, ...state, settings: (row?.settings as BankTransferSettings | undefined) ?? null };
}

const rowsOf = (db: Tx, storeId: string) =>
  db.select().from(paymentProviderSettings).where(eq(paymentProviderSettings.storeId, storeId));

/** Every provider of the catalogue with the store's state of it. */
export function listProviders(store: StoreContext, offered: ProvidersOffered): Promise<PaymentProvider[]> {
  return store.read(async (db) => {
    const [{ currency }, rows] = await Promise.all([readStore(db, store.id), rowsOf(db, store.id)]);
    return PAYMENT_PROVIDERS.map((id) =>
      providerOf(
        id,
        rows.find((r) => r.provider === id),
        currency,
        offered,
      ),
    );
  });
}

/** Which ways to pay the store takes now. */
export function providerStatus(store: StoreContext, offered: ProvidersOffered): Promise<PaymentProviderStatus> {
  return store.read(async (db) => {
    const rows = await rowsOf(db, store.id);
    const enabled = rows.filter((r) => r.enabled && (r.provider !== 'stripe' || offered.stripe)).map((r) => r.provider);
    const ordered = PAYMENT_PROVIDERS.filter((id) => enabled.includes(id));
    return { enabled: ordered, anyEnabled: ordered.length > 0 };
  });
}

/** Keeps the provider's settings and enables it, in one statement. */
async function save(tx: Tx, store: StoreContext, provider: PaymentProviderId, settings: Record<string, unknown>) {
  const [row] = await tx
    .insert(paymentProviderSettings)
    .values({ id: uuidv7(), storeId: store.id, provider, enabled: true, settings })
    .onConflictDoUpdate({
      target: [paymentProviderSettings.storeId, paymentProviderSettings.provider],
      set: { enabled: true, settings, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

/** Cash on delivery: its fee and maximum in the store's currency's digits, its branches the store's own. */
export function saveCashOnDelivery(store: StoreContext, input: CashOnDeliverySettings): Promise<PaymentProvider> {
  return store.transaction(async (tx) => {
    const { currency } = await readStore(tx, store.id);
    const fee = toMinor(input.fee, currency);
    const max = input.maxOrderAmount === null ? null : toMinor(input.maxOrderAmount, currency);
    const problems = [
      ...(fee === null ? [{ path: 'fee', code: 'too_many_decimals' }] : []),
      ...(max === null && input.maxOrderAmount !== null ? [{ path: 'maxOrderAmount', code: 'too_many_decimals' }] : []),
    ];
    if (problems.length) throw invalidFields(...problems);
    if (input.warehouseIds.length) {
      const known = await ownBranchIds(tx, store.id, input.warehouseIds);
      const unknown = input.warehouseIds.findIndex((id) => !known.has(id));
      if (unknown >= 0) throw invalidFields({ path: `warehouseIds.${unknown}`, code: 'invalid_value' });
    }
    const stored: StoredCashOnDelivery = {
      fee: fee!,
      maxOrderAmount: max,
      warehouseIds: input.warehouseIds,
      cities: input.cities,
    };
    return providerOf('cash_on_delivery', await save(tx, store, 'cash_on_delivery', { ...stored }), currency);
  });
}

/** Bank transfer: the account customers pay into (its IBAN checked by the contract) and the instructions. */
export function saveBankTransfer(store: StoreContext, input: BankTransferSettings): Promise<PaymentProvider> {
  return store.transaction(async (tx) => {
    const { currency } = await readStore(tx, store.id);
    return providerOf('bank_transfer', await save(tx, store, 'bank_transfer', { ...input }), currency);
  });
}

/** Stops the provider whose setting `id` is (the store's own; another store's is 404); its settings stay. */
export function disableProvider(store: StoreContext, id: string): Promise<void> {
  return store.transaction(async (tx) => {
    const [row] = await tx
      .update(paymentProviderSettings)
      .set({ enabled: false, updatedAt: new Date() })
      .where(and(eq(paymentProviderSettings.id, id), eq(paymentProviderSettings.storeId, store.id)))
      .returning({ id: paymentProviderSettings.id });
    if (!row) throw notFound();
  });
}

/**
 * An order may be paid by a provider of the store only while it is on, and by cash on delivery only
 * where and up to what it is offered (its cities, its branches, its largest order): 400 on
 * `paymentMethod` naming which. Other methods (cash, a card terminal, the merchant's own words) pass.
 */
export async function assertPaymentOffered(
  tx: Tx,
  storeId: string,
  method: string | null,
  order: { city: string | null; warehouseId: string | null; total: number; currency: string },
): Promise<void> {
  if (!method || !(PAYMENT_PROVIDERS as readonly string[]).includes(method)) return;
  const [row] = await tx
    .select()
    .from(paymentProviderSettings)
    .where(and(eq(paymentProviderSettings.storeId, storeId), eq(paymentProviderSettings.provider, method as PaymentProviderId)));
  if (!row?.enabled) throw invalidFields({ path: 'paymentMethod', code: 'payment_method_off' });
  if (method !== 'cash_on_delivery') return;
  const cod = row.settings as unknown as StoredCashOnDelivery;
  if (cod.cities.length && !cod.cities.includes(order.city ?? ''))
    throw invalidFields({ path: 'paymentMethod', code: 'cod_city', params: { city: order.city ?? '—' } });
  if (cod.warehouseIds.length && !cod.warehouseIds.includes(order.warehouseId ?? ''))
    throw invalidFields({ path: 'paymentMethod', code: 'cod_branch' });
  if (cod.maxOrderAmount !== null && order.total > cod.maxOrderAmount)
    throw invalidFields({ path: 'paymentMethod', code: 'cod_max', params: { max: toMajor(cod.maxOrderAmount, order.currency) } });
}

/**
 * The fee an order paid by `method` takes (minor units): cash on delivery's, while it is on; any
 * other way, or cash on delivery turned off, none.
 */
const cashOnDeliveryRow = preparedQuery('cash_on_delivery_setting', (db) =>
  db
    .select()
    .from(paymentProviderSettings)
    .where(
      and(
        eq(paymentProviderSettings.storeId, sql.placeholder('storeId')),
        eq(paymentProviderSettings.provider, 'cash_on_delivery'),
      ),
    ),
);

export async function paymentFeeOf(tx: Tx, storeId: string, method: string | null): Promise<number> {
  if (method !== 'cash_on_delivery') return 0;
  const [row] = await cashOnDeliveryRow(tx, { storeId });
  return cashOnDeliveryFee(row);
}

/** Cash on delivery's fee from the store's row of it: none while it is off or was never set. */
export const cashOnDeliveryFee = (row: Pick<SettingRow, 'enabled' | 'settings'> | null | undefined): number =>
  row?.enabled ? (row.settings as unknown as StoredCashOnDelivery).fee : 0;
