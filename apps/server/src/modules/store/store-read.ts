import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { storeChannels, warehouseContacts, warehouses } from './tables.ts';

// What other modules read of this module's tables, the store's branches (warehouses) and service
// channels: they ask here, and a statement of theirs that needs a branch joins `BRANCH_FACTS`.

export interface BranchChoice {
  warehouseId: string;
  name: string;
  isMain: boolean;
}

/** The store's branches, the main one first, then the oldest. */
export function branchesOf(tx: Tx, storeId: string): Promise<BranchChoice[]> {
  return tx
    .select({ warehouseId: warehouses.id, name: warehouses.name, isMain: warehouses.isMain })
    .from(warehouses)
    .where(eq(warehouses.storeId, storeId))
    .orderBy(desc(warehouses.isMain), asc(warehouses.createdAt), asc(warehouses.id));
}

/** The store's branch `warehouseId` whole; undefined when it is not the store's. */
export async function branchOf(
  tx: Tx,
  storeId: string,
  warehouseId: string,
): Promise<typeof warehouses.$inferSelect | undefined> {
  const [row] = await tx
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.id, warehouseId), eq(warehouses.storeId, storeId)));
  return row;
}

/** A branch's phones and e-mails, in the order the merchant put them. */
export function branchContactsOf(tx: Tx, warehouseId: string): Promise<{ type: string; value: string }[]> {
  return tx
    .select({ type: warehouseContacts.type, value: warehouseContacts.value })
    .from(warehouseContacts)
    .where(eq(warehouseContacts.warehouseId, warehouseId))
    .orderBy(asc(warehouseContacts.position));
}

/** The address of the store's main branch; undefined before it has one. */
export async function mainBranchAddressOf(tx: Tx, storeId: string): Promise<{ street: string; cityId: string } | undefined> {
  const [row] = await tx
    .select({ street: warehouses.street, cityId: warehouses.cityId })
    .from(warehouses)
    .where(and(eq(warehouses.storeId, storeId), eq(warehouses.isMain, true)));
  return row;
}

/** The store's active customer-service channels, in the order the merchant put them. */
export function activeChannelsOf(tx: Tx, storeId: string): Promise<{ type: string; value: string }[]> {
  return tx
    .select({ type: storeChannels.type, value: storeChannels.value })
    .from(storeChannels)
    .where(and(eq(storeChannels.storeId, storeId), eq(storeChannels.isActive, true)))
    .orderBy(asc(storeChannels.position));
}

/** The ids of the store's branches, the oldest first. */
export async function branchIdsByAge(tx: Tx, storeId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.storeId, storeId))
    .orderBy(warehouses.createdAt);
  return rows.map((r) => r.id);
}

/** The store's main branch; null when it has none yet. */
export async function mainBranchOf(tx: Tx, storeId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.storeId, storeId), eq(warehouses.isMain, true)));
  return row?.id ?? null;
}

/** Which of `ids` are branches of the store. */
export async function ownBranchIds(tx: Tx, storeId: string, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.storeId, storeId), inArray(warehouses.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** Whether the branch is its store's main one (false when there is no such branch). */
export async function isMainBranch(tx: Tx, warehouseId: string): Promise<boolean> {
  const [row] = (await tx.execute<{ is_main: boolean }>(sql`select is_main from ${warehouses} where id = ${warehouseId}`)).rows;
  return row?.is_main ?? false;
}

/** The branches as a row source for another module's SQL (`join ${BRANCH_FACTS} w on w.id = …`), folded into its plan. */
export const BRANCH_FACTS: SQL = sql`(select id, store_id, name, is_main, created_at from ${warehouses})`;
