import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { notFound } from '../../platform/errors.ts';
import { stores } from '../accounts/tables.ts';

export type StoreRow = typeof stores.$inferSelect;

/**
 * The store row, locked for the rest of the transaction: writes of one store (its branches, its
 * verification) run one after another, so rules such as "exactly one main branch" hold under concurrency.
 */
export async function lockStore(tx: Tx, storeId: string): Promise<StoreRow> {
  const [row] = await tx.select().from(stores).where(eq(stores.id, storeId)).for('update');
  if (!row) throw notFound();
  return row;
}

const storeRow = preparedQuery('store_row', (db) =>
  db
    .select()
    .from(stores)
    .where(eq(stores.id, sql.placeholder('storeId'))),
);

export async function readStore(tx: Tx, storeId: string): Promise<StoreRow> {
  const [row] = await storeRow(tx, { storeId });
  if (!row) throw notFound();
  return row;
}

/** The store's public link: `https://{domain}.{STORE_BASE_DOMAIN}`, or null before it has a domain. */
export const storeUrl = (domain: string | null, baseDomain: string) => (domain ? `https://${domain}.${baseDomain}` : null);
