import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { storeMembers, users } from './tables.ts';

// What other modules read of the accounts' tables: who made a change (a name) and who owns a store.

/** The users as a row source for another module's SQL (`left join ${USER_FACTS} u on u.id = …`), folded into its plan. */
export const USER_FACTS: SQL = sql`(select id, name, email from ${users})`;

/** The owner of each of the stores (the first when there are two): e-mail and name, by store id. */
export async function ownersOf(tx: Tx, storeIds: readonly string[]): Promise<Map<string, { email: string; name: string }>> {
  const owners = new Map<string, { email: string; name: string }>();
  if (!storeIds.length) return owners;
  const rows = await tx
    .select({ storeId: storeMembers.storeId, email: users.email, name: users.name })
    .from(storeMembers)
    .innerJoin(users, eq(users.id, storeMembers.userId))
    .where(and(eq(storeMembers.role, 'owner'), inArray(storeMembers.storeId, [...storeIds])))
    .orderBy(asc(storeMembers.createdAt));
  for (const { storeId, email, name } of rows) if (!owners.has(storeId)) owners.set(storeId, { email, name });
  return owners;
}
