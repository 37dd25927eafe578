import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Address, AddressValues } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { findCustomer } from './customer-row.ts';
import { customerAddresses } from './tables.ts';

type AddressRow = typeof customerAddresses.$inferSelect;

const toAddress = (row: AddressRow): Address => ({
  customerAddressId: row.id,
  customerId: row.customerId,
  country: row.country,
  city: row.city,
  region: row.region,
  streetAddress1: row.streetAddress1,
  streetAddress2: row.streetAddress2,
  postalCode: row.postalCode,
  phone: row.phone,
  latitude: row.latitude == null ? null : Number(row.latitude),
  longitude: row.longitude == null ? null : Number(row.longitude),
  isDefault: row.isDefault,
});

const columns = (input: AddressValues) => ({
  country: input.country.toUpperCase(),
  city: input.city,
  region: input.region || null,
  streetAddress1: input.streetAddress1,
  streetAddress2: input.streetAddress2 || null,
  postalCode: input.postalCode || null,
  phone: input.phone,
  latitude: input.latitude ?? null,
  longitude: input.longitude ?? null,
});

const ofCustomer = (storeId: string, customerId: string) =>
  and(eq(customerAddresses.storeId, storeId), eq(customerAddresses.customerId, customerId));

/** A customer's addresses, the default first, then the oldest. */
export async function addressesOf(tx: Tx, storeId: string, customerId: string): Promise<Address[]> {
  const rows = await tx
    .select()
    .from(customerAddresses)
    .where(ofCustomer(storeId, customerId))
    .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.createdAt), asc(customerAddresses.id));
  return rows.map(toAddress);
}

async function findAddress(tx: Tx, storeId: string, customerId: string, id: string): Promise<AddressRow> {
  const [row] = await tx
    .select()
    .from(customerAddresses)
    .where(and(ofCustomer(storeId, customerId), eq(customerAddresses.id, id)));
  if (!row) throw notFound();
  return row;
}

const clearDefault = (tx: Tx, storeId: string, customerId: string) =>
  tx
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(and(ofCustomer(storeId, customerId), eq(customerAddresses.isDefault, true)));

/** The oldest address of the customer other than `except` becomes the default (none when there is none). */
async function promoteOldest(tx: Tx, storeId: string, customerId: string, except: string): Promise<boolean> {
  const [oldest] = await tx
    .select({ id: customerAddresses.id })
    .from(customerAddresses)
    .where(and(ofCustomer(storeId, customerId), ne(customerAddresses.id, except)))
    .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id))
    .limit(1);
  if (!oldest) return false;
  await tx.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, oldest.id));
  return true;
}

export function list(store: StoreContext, customerId: string): Promise<Address[]> {
  return store.transaction(async (tx) => {
    await findCustomer(tx, store.id, customerId);
    return addressesOf(tx, store.id, customerId);
  });
}

/** Adds an address; the customer's first one is their default, and a new default clears the old one. */
export function create(store: StoreContext, customerId: string, input: AddressValues): Promise<Address> {
  return store.transaction(async (tx) => {
    await findCustomer(tx, store.id, customerId, true);
    const [existing] = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(ofCustomer(store.id, customerId))
      .limit(1);
    const isDefault = input.isDefault || !existing;
    if (isDefault) await clearDefault(tx, store.id, customerId);
    const [row] = await tx
      .insert(customerAddresses)
      .values({ id: uuidv7(), storeId: store.id, customerId, ...columns(input), isDefault })
      .returning();
    return toAddress(row!);
  });
}

/**
 * Updates an address. Making it the default clears the other; unticking the default hands it to the
 * oldest other address, and the only address stays the default (a customer with addresses has one).
 */
export function update(store: StoreContext, customerId: string, id: string, input: AddressValues): Promise<Address> {
  return store.transaction(async (tx) => {
    await findCustomer(tx, store.id, customerId, true);
    const current = await findAddress(tx, store.id, customerId, id);
    let isDefault = input.isDefault;
    if (isDefault && !current.isDefault) await clearDefault(tx, store.id, customerId);
    if (!isDefault && current.isDefault) {
      await tx.update(customerAddresses).set({ isDefault: false }).where(eq(customerAddresses.id, id));
      isDefault = !(await promoteOldest(tx, store.id, customerId, id));
    }
    const [row] = await tx
      .update(customerAddresses)
      .set({ ...columns(input), isDefault, updatedAt: new Date() })
      .where(and(ofCustomer(store.id, customerId), eq(customerAddresses.id, id)))
      .returning();
    return toAddress(row!);
  });
}

/** Deletes an address; when it was the default, the oldest remaining one becomes the default. */
export function remove(store: StoreContext, customerId: string, id: string): Promise<void> {
  return store.transaction(async (tx) => {
    await findCustomer(tx, store.id, customerId, true);
    const current = await findAddress(tx, store.id, customerId, id);
    await tx.delete(customerAddresses).where(and(ofCustomer(store.id, customerId), eq(customerAddresses.id, id)));
    if (current.isDefault) await promoteOldest(tx, store.id, customerId, id);
  });
}
