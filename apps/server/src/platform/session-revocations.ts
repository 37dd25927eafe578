import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { ACCESS_TOKEN_TTL_SECONDS } from '@souqna/contracts';

/**
 * Which sessions have ended, known at once by every server instance on the database
 * (docs/decisions.md "Sessions end at once").
 *
 * An access token names its session (the family of its refresh tokens). Ending a session revokes
 * the family's refresh tokens and, in the same transaction, `NOTIFY session_revoked` with its id;
 * PostgreSQL delivers that to every listening instance when the transaction commits. An instance
 * keeps the ids it heard for as long as a token of theirs could still be valid (the access token's
 * lifetime), so checking a token costs a map lookup. While its listening connection is down (at
 * start, or after PostgreSQL dropped it), it asks the database on every request instead, and when
 * the connection is back it reads the sessions ended in the last lifetime again, so nothing said
 * while it was deaf is missed.
 */
export const SESSION_REVOKED_CHANNEL = 'session_revoked';

/** A revoked id is remembered this long after it was heard: a token's lifetime and a minute of clock skew. */
const REMEMBER_MS = (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000;
const RECONNECT_MS = 1000;

export interface RevocationSource {
  /** A new connection of the server's own (not one of the pool's). */
  connect(): Promise<pg.Client>;
  /** One query on the pool. */
  query(text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export class SessionRevocations {
  private readonly revoked = new Map<string, number>();
  private listener: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private readonly source: RevocationSource;
  private readonly log: FastifyBaseLogger;

  constructor(source: RevocationSource, log: FastifyBaseLogger) {
    this.source = source;
    this.log = log;
  }

  static forPool(pool: pg.Pool, log: FastifyBaseLogger) {
    return new SessionRevocations(
      {
        connect: async () => {
          const client = new pg.Client(pool.options);
          await client.connect();
          return client;
        },
        query: (text, values) => pool.query(text, values),
      },
      log,
    );
  }

  /** Starts listening; resolves once the first connection is up (or failed: it keeps retrying). */
  async start(): Promise<void> {
    await this.listen();
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    let client: pg.Client | null = null;
    try {
      client = await this.source.connect();
      client.on('notification', (msg) => {
        if (msg.channel === SESSION_REVOKED_CHANNEL && msg.payload) this.remember(msg.payload.split(','));
      });
      client.on('error', () => this.deaf(client!));
      client.on('end', () => this.deaf(client!));
      await client.query(`LISTEN ${SESSION_REVOKED_CHANNEL}`);
      // Listening first, then reading: an id revoked in between is heard or read, never neither.
      const { rows } = await client.query(
        `select distinct family_id::text as id from refresh_tokens
          where revoked_at > now() - make_interval(secs => $1)`,
        [REMEMBER_MS / 1000],
      );
      this.remember(rows.map((r: { id: string }) => r.id));
      if (this.closed) return void (await client.end().catch(() => {}));
      this.listener = client;
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'session revocations: not listening, checking the database per request');
      await client?.end().catch(() => {});
      this.scheduleRetry();
    }
  }

  private deaf(client: pg.Client) {
    if (this.listener !== client) return;
    this.listener = null;
    client.end().catch(() => {});
    this.scheduleRetry();
  }

  private scheduleRetry() {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.listen();
    }, RECONNECT_MS);
    this.retry.unref();
  }

  /** Sessions this instance ended itself, once their transaction has committed. */
  remember(ids: string[]) {
    const until = Date.now() + REMEMBER_MS;
    for (const id of ids) if (id) this.revoked.set(id, until);
    if (this.revoked.size > 1000) this.forgetOld();
  }

  private forgetOld() {
    const now = Date.now();
    for (const [id, until] of this.revoked) if (until <= now) this.revoked.delete(id);
  }

  /** Whether notifications reach this instance now (else it asks the database per request). */
  get listening(): boolean {
    return this.listener !== null;
  }

  /** Whether the session has ended: from memory while listening, from the database otherwise. */
  async isRevoked(sessionId: string): Promise<boolean> {
    if (this.listener) {
      const until = this.revoked.get(sessionId);
      return until !== undefined && until > Date.now();
    }
    const { rows } = await this.source.query(
      'select 1 from refresh_tokens where family_id = $1 and revoked_at is not null limit 1',
      [sessionId],
    );
    return rows.length > 0;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.listener;
    this.listener = null;
    await client?.end().catch(() => {});
  }
}
