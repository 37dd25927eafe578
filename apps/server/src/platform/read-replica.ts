import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database, type Db } from '../db/client.ts';

/**
 * Reads sent to a streaming replica (`DATABASE_READ_URL`, docs/architecture.md "Read replica"),
 * without a store ever reading less than it wrote: after a store's write the primary's WAL
 * position is kept, and the store's reads go to the primary until the replica has replayed past
 * it. Other stores read the replica at once, a few milliseconds behind at most.
 */
export interface ReadRouting {
  /** Where the store's reads go now: the replica once it holds the store's last write, else the primary. */
  dbFor(storeId: string): Db;
  /** Keeps the primary's WAL position after the store wrote (before the answer leaves). */
  wrote(storeId: string): Promise<void>;
  close(): Promise<void>;
}

/** `X/Y`, PostgreSQL's text of a WAL position, as one number. */
export const lsnOf = (text: string): bigint => {
  const [hi, lo] = text.split('/');
  return (BigInt(`0x${hi}`) << 32n) + BigInt(`0x${lo}`);
};

const POLL_MS = 50;

export function readReplica(primary: Database, replica: Database, log: FastifyInstance['log']): ReadRouting {
  /** The last write of each store not yet known to be on the replica. */
  const pending = new Map<string, bigint>();
  let replayed: bigint | null = null;
  let stopped = false;

  const poll = async () => {
    try {
      // A server that is not a replica (replay is null) holds everything it has written.
      const { rows } = await replica.pool.query<{ at: string }>(
        'select coalesce(pg_last_wal_replay_lsn(), pg_current_wal_lsn())::text as at',
      );
      replayed = lsnOf(rows[0]!.at);
      for (const [store, at] of pending) if (at <= replayed) pending.delete(store);
    } catch (error) {
      // Unreachable replica: every read goes to the primary until it answers again.
      replayed = null;
      log.warn({ err: error }, 'read replica unreachable; reading from the primary');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const loop = async () => {
    await poll();
    if (!stopped) timer = setTimeout(() => void loop(), POLL_MS).unref();
  };
  void loop();

  return {
    dbFor(storeId) {
      if (replayed === null) return primary.db;
      const wrote = pending.get(storeId);
      return wrote === undefined || wrote <= replayed ? replica.db : primary.db;
    },
    async wrote(storeId) {
      const { rows } = await primary.pool.query<{ at: string }>('select pg_current_wal_insert_lsn()::text as at');
      const at = lsnOf(rows[0]!.at);
      if (replayed === null || at > replayed) pending.set(storeId, at);
    },
    async close() {
      stopped = true;
      clearTimeout(timer);
      await replica.close();
    },
  };
}

/**
 * The app's read routing when `DATABASE_READ_URL` is set (null without one): the replica's pool,
 * closed with the app, and after each store's write (a request other than GET that succeeded) the
 * primary's position kept before the answer leaves, so the store's next request reads its write.
 */
export function replicaReads(
  app: FastifyInstance,
  url: string | undefined,
  primary: Database,
  poolMax: number,
): ReadRouting | null {
  if (!url) return null;
  const replica = openDatabase(url, (error) => app.log.error({ err: error }, 'read replica pool error'), poolMax);
  const reads = readReplica(primary, replica, app.log);
  app.addHook('onClose', async () => reads.close());
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 400 && req.auth) await reads.wrote(req.auth.storeId);
    return payload;
  });
  return reads;
}
