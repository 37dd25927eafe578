import { and, eq } from 'drizzle-orm';
import { CARRIERS, type Carrier, type CarrierId, type CarrierSettingsInput } from '@souqna/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, invalidFields, notFound } from '../../platform/errors.ts';
import { secretHint, type SecretBox } from '../../platform/sealed-secrets.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { carrierSettings } from './carrier-tables.ts';
import type { CarrierClient } from './smsa-client.ts';

/**
 * The store's carriers (docs/product-rules.md "Shipping"): each with the store's own API key, kept
 * sealed and never answered; turned off, the key stays for when it is on again.
 */
export interface CarrierDeps {
  box: SecretBox;
  clients: Record<CarrierId, CarrierClient>;
}

type Row = typeof carrierSettings.$inferSelect;
const carrierOf = (id: CarrierId, row: Row | undefined): Carrier => ({
  id,
  enabled: row?.enabled ?? false,
  apiKeyHint: row?.apiKeyHint ?? null,
});

export function listCarriers(store: StoreContext): Promise<Carrier[]> {
  return store.read(async (db) => {
    const rows = await db.select().from(carrierSettings).where(eq(carrierSettings.storeId, store.id));
    return CARRIERS.map((id) =>
      carrierOf(
        id,
        rows.find((r) => r.carrier === id),
      ),
    );
  });
}

/** Keeps the carrier's key (needed the first time; left out, kept) and turns the carrier on. */
export function saveCarrier(
  store: StoreContext,
  deps: CarrierDeps,
  id: CarrierId,
  input: CarrierSettingsInput,
): Promise<Carrier> {
  return store.transaction(async (tx) => {
    const [had] = await tx
      .select()
      .from(carrierSettings)
      .where(and(eq(carrierSettings.storeId, store.id), eq(carrierSettings.carrier, id)));
    if (!input.apiKey && !had) throw invalidFields({ path: 'apiKey', code: 'required' });
    const key = input.apiKey
      ? { apiKey: deps.box.seal(input.apiKey), apiKeyHint: secretHint(input.apiKey) }
      : { apiKey: had!.apiKey, apiKeyHint: had!.apiKeyHint };
    const [row] = await tx
      .insert(carrierSettings)
      .values({ storeId: store.id, carrier: id, enabled: true, ...key })
      .onConflictDoUpdate({
        target: [carrierSettings.storeId, carrierSettings.carrier],
        set: { enabled: true, ...key, updatedAt: new Date() },
      })
      .returning();
    return carrierOf(id, row);
  });
}

export function disableCarrier(store: StoreContext, id: CarrierId): Promise<void> {
  return store.transaction(async (tx) => {
    const [row] = await tx
      .update(carrierSettings)
      .set({ enabled: false, updatedAt: new Date() })
      .where(and(eq(carrierSettings.storeId, store.id), eq(carrierSettings.carrier, id)))
      .returning({ carrier: carrierSettings.carrier });
    if (!row) throw notFound();
  });
}

/** The carrier's client and the store's key, opened, while the carrier is on; else 409 saying to set it up. */
export async function carrierFor(db: Db | Tx, deps: CarrierDeps, storeId: string, id: CarrierId) {
  const [row] = await db
    .select()
    .from(carrierSettings)
    .where(and(eq(carrierSettings.storeId, storeId), eq(carrierSettings.carrier, id)));
  if (!row?.enabled) throw new AppError('CONFLICT', 'carrier.notSetUp');
  return { client: deps.clients[id], key: deps.box.open(row.apiKey) };
}
