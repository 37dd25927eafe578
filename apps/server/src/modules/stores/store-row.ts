import { and, eq, ne, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { notFound } from '../../platform/errors.ts';
import { stores } from './tables.ts';

// The store's home answers for its row: every other module reads and writes the store through these
// functions, and a statement of theirs that needs a store fact reads it through the fragments below,
// never naming the table (docs/architecture.md "Server modules").

export type StoreRow = typeof stores.$inferSelect;
/** What a module may change of a store: all but its ids and creation time (`updatedAt` is set here). */
export type StoreChanges = Partial<Omit<StoreRow, 'id' | 'stageId' | 'createdAt' | 'updatedAt'>>;

/**
 * The store row, locked for the rest of the transaction: writes of one store (its branches, its
 * verification) run one after another, so rules such as "exactly one main branch" hold under concurrency.
 * `no key update` serialises a module's writes without holding back the inserts of rows that refer to
 * the store (orders still insert while custom statuses are reordered).
 */
export async function lockStore(tx: Tx, storeId: string, strength: 'update' | 'no key update' = 'update'): Promise<StoreRow> {
  const [row] = await tx.select().from(stores).where(eq(stores.id, storeId)).for(strength);
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

/** A new store of a merchant who registers: a draft at its first onboarding stage. */
export async function createStore(tx: Tx, id: string, stageId: string): Promise<void> {
  await tx.insert(stores).values({ id, stageId });
}

/** Changes the store's row and answers it as it is now (404 when there is no such store). */
export async function updateStore(tx: Tx, storeId: string, changes: StoreChanges, at: Date = new Date()): Promise<StoreRow> {
  const [row] = await tx
    .update(stores)
    .set({ ...changes, updatedAt: at })
    .where(eq(stores.id, storeId))
    .returning();
  if (!row) throw notFound();
  return row;
}

/** The stores of one status (the operator's review reads the pending ones). */
export function storesWithStatus(tx: Tx, status: StoreRow['status']): Promise<Pick<StoreRow, 'id' | 'name' | 'domain'>[]> {
  return tx.select({ id: stores.id, name: stores.name, domain: stores.domain }).from(stores).where(eq(stores.status, status));
}

/** Whether another store holds `domain` already. */
export async function domainHeldByAnother(tx: Tx, storeId: string, domain: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.domain, domain), ne(stores.id, storeId)));
  return Boolean(row);
}

/**
 * The stores' facts as a row source for another module's SQL (`from ${STORE_FACTS} s`, `join
 * ${STORE_FACTS} s on s.id = o.store_id`): PostgreSQL folds it into the statement, so it reads as
 * the table itself would.
 */
export const STORE_FACTS: SQL = sql`(select id, name, status, plan, currency, time_zone, prices_include_tax, vat_number, tax_shipping, domain from ${stores})`;

/** The currency of store `storeId` (an id or a column such as `customers.store_id`) inside another statement. */
export const storeCurrencyOf = (storeId: string | SQLWrapper | AnyColumn): SQL<string> =>
  sql<string>`(select s.currency from ${STORE_FACTS} s where s.id = ${storeId})`;

/**
 * Whether the store charges VAT on shipping and the cash-on-delivery fee (docs/product-rules.md
 * "VAT"): as it chose, else when it is registered for VAT (a delivery charged to the buyer follows
 * the goods).
 */
export const storeTaxesShipping = (store: { taxShipping: boolean | null; vatNumber: string | null }): boolean =>
  store.taxShipping ?? store.vatNumber !== null;

/** The store's public link (one rule for every side: contracts' `storeUrl`). */
export { storeUrl } from '@souqna/contracts';

const storeByDomain = preparedQuery('store_by_domain', (db) =>
  db
    .select()
    .from(stores)
    .where(eq(stores.domain, sql.placeholder('domain'))),
);

/** The store that holds `domain` (the storefront's host names it), or null. */
export async function storeOfDomain(tx: Tx, domain: string): Promise<StoreRow | null> {
  const [row] = await storeByDomain(tx, { domain });
  return row ?? null;
}
