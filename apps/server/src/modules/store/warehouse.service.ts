import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  toMajor,
  toMinor,
  type ListQuery,
  type StoreCurrency,
  type Warehouse,
  type WarehouseOption,
  type WarehouseValues,
} from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, invalidFields, notFound, type FieldProblem } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { findCity, findCountry, findRegion } from '../reference/lookup.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { stores } from '../accounts/tables.ts';
import { lockStore, readStore } from './store-row.ts';
import { warehouseContacts, warehouses } from './tables.ts';

type WarehouseRow = typeof warehouses.$inferSelect;

/**
 * What the catalogue answers of a branch's stock (`branchStock` of catalogue/product-usage.ts, which
 * app.ts passes in): the catalogue keeps the stock and refers to the branches, so the branches do
 * not import it.
 */
export interface BranchStock {
  /** Whether a branch still holds stock (any product or variant above 0 there), which forbids deleting it. */
  holdsStock(tx: Tx, storeId: string, warehouseId: string): Promise<boolean>;
  /** Deletes the branch's stock rows, all empty by then (the history keeps its rows, without the branch). */
  release(tx: Tx, warehouseId: string): Promise<void>;
}

const blankToNull = (v: string | null | undefined) => (v ? v : null);

/** The country, city and region must exist in the reference data (the schema checked their form). */
function unknownPlaces(input: WarehouseValues): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!findCountry(input.countryId)) problems.push({ path: 'countryId', code: 'invalid_country' });
  else if (!findCity(input.cityId)) problems.push({ path: 'cityId', code: 'invalid_city' });
  else if (input.regionId && !findRegion(input.regionId)) problems.push({ path: 'regionId', code: 'invalid_region' });
  return problems;
}

/** The columns of a branch from the merchant's input; the COD fee becomes minor units of the store currency. */
function columns(input: WarehouseValues, currency: string) {
  const codFee = toMinor(input.codFee, currency);
  const problems = unknownPlaces(input);
  if (codFee === null) problems.push({ path: 'codFee', code: 'too_many_decimals' });
  if (problems.length || codFee === null) throw invalidFields(...problems);
  return {
    name: input.name,
    type: input.type,
    addressDescription: input.addressDescription,
    preparationTimeHours: input.preparationTimeHours,
    closestReadinessTime: input.closestReadinessTime,
    street: input.street,
    buildingNumber: blankToNull(input.buildingNumber),
    secondaryNumber: blankToNull(input.secondaryNumber),
    postalCode: blankToNull(input.postalCode),
    countryId: input.countryId,
    cityId: input.cityId,
    regionId: blankToNull(input.regionId),
    isOpen: input.isOpen,
    codAvailable: input.codAvailable,
    codFee,
    supportsPickup: input.supportsPickup,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
  };
}

// Branches and warehouses of a store: one table, exactly one main branch whenever there is any.

export async function list(store: StoreContext, query: ListQuery): Promise<{ items: Warehouse[]; total: number }> {
  return store.read(async (db) => {
    const where = eq(warehouses.storeId, store.id);
    const [{ total }] = (await db.select({ total: count() }).from(warehouses).where(where)) as [{ total: number }];
    const rows = await db
      .select()
      .from(warehouses)
      .where(where)
      .orderBy(desc(warehouses.isMain), asc(warehouses.createdAt), asc(warehouses.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return { items: await withContacts(db, store.id, rows), total };
  });
}

/** Every branch with its contacts, main first. */
export async function all(tx: Tx, storeId: string): Promise<Warehouse[]> {
  const rows = await tx
    .select()
    .from(warehouses)
    .where(eq(warehouses.storeId, storeId))
    .orderBy(desc(warehouses.isMain), asc(warehouses.createdAt), asc(warehouses.id));
  return withContacts(tx, storeId, rows);
}

/** The short list for selects. */
export async function options(store: StoreContext): Promise<WarehouseOption[]> {
  return store.read((db) =>
    db
      .select({ id: warehouses.id, name: warehouses.name, type: warehouses.type, isMain: warehouses.isMain })
      .from(warehouses)
      .where(eq(warehouses.storeId, store.id))
      .orderBy(desc(warehouses.isMain), asc(warehouses.createdAt), asc(warehouses.id)),
  );
}

export async function get(store: StoreContext, id: string): Promise<Warehouse> {
  return store.read(async (db) => {
    const row = await find(db, store.id, id);
    const [warehouse] = await withContacts(db, store.id, [row]);
    return warehouse!;
  });
}

/**
 * Adds a branch; the store's first branch is its main one whatever `isMain` says. At onboarding a
 * currency sent with it becomes the store's first, so the branch's fee is kept in its digits.
 */
export async function create(
  store: StoreContext,
  { currency: chosen, ...input }: WarehouseValues & { currency?: StoreCurrency },
  { now, onboarding }: { now: Clock; onboarding?: boolean },
): Promise<Warehouse> {
  return store.transaction(async (tx) => {
    const locked = await lockStore(tx, store.id);
    const currency = (onboarding && chosen) || locked.currency;
    if (currency !== locked.currency) await tx.update(stores).set({ currency, updatedAt: now() }).where(eq(stores.id, store.id));
    const values = columns(input, currency);
    const [{ existing }] = (await tx.select({ existing: count() }).from(warehouses).where(eq(warehouses.storeId, store.id))) as [
      { existing: number },
    ];
    const isMain = existing === 0 || input.isMain;
    if (isMain) await clearMain(tx, store.id, now);
    const at = now();
    const [row] = await tx
      .insert(warehouses)
      .values({ id: uuidv7(), storeId: store.id, ...values, isMain, createdAt: at, updatedAt: at })
      .returning();
    await replaceContacts(tx, row!.id, input.contacts);
    if (onboarding) await tx.update(stores).set({ isWarehouse: true, updatedAt: at }).where(eq(stores.id, store.id));
    return (await withContacts(tx, store.id, [row!]))[0]!;
  });
}

/** Replaces a branch's fields and contacts. Making it main unsets the others; the main one cannot be unset. */
export async function update(
  store: StoreContext,
  id: string,
  input: WarehouseValues,
  { now }: { now: Clock },
): Promise<Warehouse> {
  return store.transaction(async (tx) => {
    const { currency } = await lockStore(tx, store.id);
    const current = await find(tx, store.id, id);
    if (current.isMain && !input.isMain) throw conflict('warehouse.mainRequired');
    const values = columns(input, currency);
    if (input.isMain && !current.isMain) await clearMain(tx, store.id, now);
    const [row] = await tx
      .update(warehouses)
      .set({ ...values, isMain: input.isMain, updatedAt: now() })
      .where(and(eq(warehouses.id, id), eq(warehouses.storeId, store.id)))
      .returning();
    await replaceContacts(tx, id, input.contacts);
    return (await withContacts(tx, store.id, [row!]))[0]!;
  });
}

/** Deletes a branch, unless it is the main one or still holds stock. */
export async function remove(store: StoreContext, id: string, { branchStock }: { branchStock: BranchStock }): Promise<void> {
  await store.transaction(async (tx) => {
    await lockStore(tx, store.id);
    const current = await find(tx, store.id, id);
    if (current.isMain) throw conflict('warehouse.mainNotDeletable');
    if (await branchStock.holdsStock(tx, store.id, id)) throw conflict('warehouse.holdsStock');
    // Its empty stock rows go with it.
    await branchStock.release(tx, id);
    await tx.delete(warehouses).where(and(eq(warehouses.id, id), eq(warehouses.storeId, store.id)));
  });
}

async function find(tx: Tx, storeId: string, id: string): Promise<WarehouseRow> {
  const [row] = await tx
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.id, id), eq(warehouses.storeId, storeId)));
  if (!row) throw notFound();
  return row;
}

async function clearMain(tx: Tx, storeId: string, now: Clock) {
  await tx
    .update(warehouses)
    .set({ isMain: false, updatedAt: now() })
    .where(and(eq(warehouses.storeId, storeId), eq(warehouses.isMain, true)));
}

async function replaceContacts(tx: Tx, warehouseId: string, contacts: WarehouseValues['contacts']) {
  await tx.delete(warehouseContacts).where(eq(warehouseContacts.warehouseId, warehouseId));
  if (contacts.length)
    await tx
      .insert(warehouseContacts)
      .values(contacts.map((c, i) => ({ id: uuidv7(), warehouseId, type: c.type, value: c.value, position: i + 1 })));
}

async function withContacts(tx: Tx, storeId: string, rows: WarehouseRow[]): Promise<Warehouse[]> {
  if (!rows.length) return [];
  const { currency } = await readStore(tx, storeId);
  const contacts = await tx
    .select()
    .from(warehouseContacts)
    .where(
      inArray(
        warehouseContacts.warehouseId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(warehouseContacts.position));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    addressDescription: row.addressDescription,
    preparationTimeHours: row.preparationTimeHours,
    closestReadinessTime: row.closestReadinessTime,
    street: row.street,
    buildingNumber: row.buildingNumber,
    secondaryNumber: row.secondaryNumber,
    postalCode: row.postalCode,
    countryId: row.countryId,
    cityId: row.cityId,
    regionId: row.regionId,
    isOpen: row.isOpen,
    codAvailable: row.codAvailable,
    codFee: toMajor(row.codFee, currency),
    supportsPickup: row.supportsPickup,
    isMain: row.isMain,
    latitude: row.latitude,
    longitude: row.longitude,
    contacts: contacts.filter((c) => c.warehouseId === row.id).map((c) => ({ type: c.type, value: c.value })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
