import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { customers } from './tables.ts';

export type CustomerRow = typeof customers.$inferSelect;

/** The store's customer `id`, locked for the rest of the transaction when `lock` (writes to it or its addresses). */
export async function findCustomer(tx: Tx, storeId: string, id: string, lock = false): Promise<CustomerRow> {
  const query = tx
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.storeId, storeId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}
