import type { FastifyRequest } from 'fastify';
import type { Language, Role } from '@souqna/contracts';
import type { Db, Tx } from '../db/client.ts';
import { authOf } from './auth.ts';
import type { ReadRouting } from './read-replica.ts';

/**
 * The store a request acts for, taken from the access token (never from the body or query), with
 * the caller's role and language and a way to run one transaction. Every store-owned query filters
 * by `store.id`; a row of another store is simply not found (404).
 */
export interface StoreContext {
  id: string;
  userId: string;
  role: Role;
  lang: Language;
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Runs reads outside a transaction: each statement on the pool, several at once when they do
   * not depend on each other. For a read of one thing, where BEGIN and COMMIT are two round trips
   * more than the reading.
   */
  read<T>(work: (db: Tx) => Promise<T>): Promise<T>;
}

/**
 * The store context of a guarded route's request; with `reads` (the reports), its reads go to the
 * read replica once the replica holds the store's last write (platform/read-replica.ts).
 */
export function storeOf(req: FastifyRequest, db: Db, reads?: ReadRouting | null): StoreContext {
  const auth = authOf(req);
  return {
    id: auth.storeId,
    userId: auth.userId,
    role: auth.role,
    lang: req.lang,
    transaction: (work) => db.transaction(work),
    read: (work) => work(reads ? reads.dbFor(auth.storeId) : db),
  };
}

/**
 * The store context of work the server does for a store on its own (a job drawing an invoice to
 * e-mail): the store's own, as its owner, in `lang`.
 */
export function systemStoreContext(db: Db, storeId: string, lang: Language): StoreContext {
  return {
    id: storeId,
    userId: '',
    role: 'owner',
    lang,
    transaction: (work) => db.transaction(work),
    read: (work) => work(db),
  };
}
