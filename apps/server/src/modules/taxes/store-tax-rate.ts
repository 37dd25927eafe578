import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { taxes } from './tables.ts';

/**
 * The rate a taxable line pays in the store `storeId` (a column of the statement, or a value): the
 * sum of its taxes, in basis points (15% → 1500), as an SQL value to read with the rest of a row.
 */
export const storeTaxBpSql = (storeId: SQL | string): SQL =>
  sql`(select coalesce(sum(t.rate_bp), 0)::int from ${taxes} t where t.store_id = ${storeId})`;

/** The store's rate on its own (storeTaxBpSql). */
export async function storeTaxRateBp(tx: Db | Tx, storeId: string): Promise<number> {
  const { rows } = await tx.execute<{ bp: number }>(sql`select ${storeTaxBpSql(storeId)} as bp`);
  return Number(rows[0]?.bp ?? 0);
}
