import pg from 'pg';
import { lsnOf } from '../src/platform/read-replica.ts';

/**
 * The report tests on a streaming replica (CI's `.ci/replica`, `TEST_READ_REPLICA_URL`): each test
 * database is read from the replica too, and a test's call waits for the replica to hold what the
 * test wrote straight to the primary (its fixtures), as the app itself cannot know of those writes.
 */
export const replicaServerUrl = () => process.env.TEST_READ_REPLICA_URL;

const WAIT_MS = 10_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for the database the primary made to be on the replica, then answers a way to wait for it to catch up. */
export async function replicaOf(primary: pg.Pool, readUrl: string) {
  const replica = new pg.Pool({ connectionString: readUrl, max: 1 });
  for (const start = Date.now(); ; await sleep(20)) {
    try {
      await replica.query('select 1');
      break;
    } catch (error) {
      if (Date.now() - start > WAIT_MS) throw error;
    }
  }
  return {
    /** Until the replica has replayed everything the primary has written so far. */
    async caughtUp() {
      const { rows } = await primary.query<{ at: string }>('select pg_current_wal_insert_lsn()::text as at');
      const wanted = lsnOf(rows[0]!.at);
      for (const start = Date.now(); Date.now() - start < WAIT_MS; await sleep(2)) {
        const { rows: at } = await replica.query<{ at: string }>('select pg_last_wal_replay_lsn()::text as at');
        if (lsnOf(at[0]!.at) >= wanted) return;
      }
      throw new Error('the read replica did not catch up in 10 s');
    },
    /** Runs SQL on the replica (pause or resume its replay). */
    query: (text: string) => replica.query(text),
    close: () => replica.end(),
  };
}
export type ReplicaHandle = Awaited<ReturnType<typeof replicaOf>>;
