import { and, asc, eq, ne } from 'drizzle-orm';
import {
  domainProblem,
  type DomainAvailability,
  type ServiceChannel,
  type ServiceChannelsValues,
  type StoreDataValues,
  type StoreIdentity,
} from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, isUniqueViolation } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { stores } from '../accounts/tables.ts';
import { lockStore, storeUrl, type StoreRow } from './store-row.ts';
import { storeChannels } from './tables.ts';

export const toIdentity = (row: StoreRow): StoreIdentity => ({
  storeId: row.id,
  name: row.name,
  logo: row.logo,
  description: row.description,
  colour: row.colour,
  domain: row.domain,
  favicon: row.favicon,
  entityType: row.entityType as StoreIdentity['entityType'],
});

const domainUnavailable = (reason: 'taken' | 'reserved') =>
  new AppError('DOMAIN_UNAVAILABLE', reason === 'taken' ? 'store.domainTaken' : 'store.domainReserved', {}, { reason }, [
    { path: 'domain', code: reason === 'taken' ? 'domain_taken' : 'domain_reserved' },
  ]);

// The onboarding steps that shape a store's identity: store data, domain, customer-service channels.

/** Entity type, name, description, logo and favicon; what is left out is cleared. */
export async function saveStoreData(
  store: StoreContext,
  input: StoreDataValues,
  { now }: { now: Clock },
): Promise<StoreIdentity> {
  return store.transaction(async (tx) => {
    await lockStore(tx, store.id);
    const [row] = await tx
      .update(stores)
      .set({
        entityType: input.entityType,
        name: input.name,
        description: input.description || null,
        logo: input.logo ?? null,
        favicon: input.favicon ?? null,
        isStoreData: true,
        updatedAt: now(),
      })
      .where(eq(stores.id, store.id))
      .returning();
    return toIdentity(row!);
  });
}

/** Whether a domain can be this store's: never an error, so the form can ask while the merchant types. */
export async function checkDomain(store: StoreContext, domain: string): Promise<DomainAvailability> {
  const problem = domainProblem(domain);
  if (problem) return { domain, available: false, reason: problem };
  const taken = await store.read((db) => heldByAnother(db, store.id, domain));
  return { domain, available: !taken, reason: taken ? 'taken' : null };
}

/** Takes the domain for the store; the unique index settles two stores asking at the same moment. */
export async function addDomain(
  store: StoreContext,
  domain: string,
  { now, storeBaseDomain }: { now: Clock; storeBaseDomain: string },
): Promise<{ domain: string; url: string }> {
  if (domainProblem(domain) === 'reserved') throw domainUnavailable('reserved');
  try {
    return await store.transaction(async (tx) => {
      await lockStore(tx, store.id);
      if (await heldByAnother(tx, store.id, domain)) throw domainUnavailable('taken');
      await tx.update(stores).set({ domain, isDomain: true, updatedAt: now() }).where(eq(stores.id, store.id));
      return { domain, url: storeUrl(domain, storeBaseDomain)! };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw domainUnavailable('taken');
    throw error;
  }
}

/** Replaces the store's customer-service channels and marks the stage done. */
export async function saveChannels(
  store: StoreContext,
  { channels }: ServiceChannelsValues,
  { now }: { now: Clock },
): Promise<ServiceChannel[]> {
  return store.transaction(async (tx) => {
    await lockStore(tx, store.id);
    await tx.delete(storeChannels).where(eq(storeChannels.storeId, store.id));
    await tx.insert(storeChannels).values(
      channels.map((c, i) => ({
        id: uuidv7(),
        storeId: store.id,
        type: c.type,
        value: c.value,
        isServiceChannel: c.isServiceChannel,
        isActive: c.isActive,
        position: i + 1,
      })),
    );
    await tx.update(stores).set({ isServiceChannel: true, updatedAt: now() }).where(eq(stores.id, store.id));
    return channelsOf(tx, store.id);
  });
}

async function heldByAnother(tx: Tx, storeId: string, domain: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.domain, domain), ne(stores.id, storeId)));
  return Boolean(row);
}

export async function channelsOf(tx: Tx, storeId: string): Promise<ServiceChannel[]> {
  const rows = await tx
    .select()
    .from(storeChannels)
    .where(eq(storeChannels.storeId, storeId))
    .orderBy(asc(storeChannels.position));
  return rows.map((r) => ({
    channelId: r.id,
    type: r.type,
    value: r.value,
    isServiceChannel: r.isServiceChannel,
    isActive: r.isActive,
  }));
}
