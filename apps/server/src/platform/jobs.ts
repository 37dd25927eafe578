import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle } from 'pg-boss';
import type { Tx } from '../db/client.ts';

interface Logger {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** The job queue on PostgreSQL (pg-boss): mail now, PDFs, webhooks and notifications later. */
export class Jobs {
  private readonly boss: PgBoss;
  private constructor(boss: PgBoss) {
    this.boss = boss;
  }

  static async start(url: string, log: Logger): Promise<Jobs> {
    const boss = new PgBoss({ connectionString: url, max: 3, useListenNotify: true, application_name: 'souqna-jobs' });
    // New jobs wake the worker through LISTEN/NOTIFY; delayed retries are found by the 2 s poll.
    // PostgreSQL going away on Ctrl-C reaches the queue's connections too: log it, never crash.
    boss.on('error', (err) => log.error({ err }, 'job queue error'));
    boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
    await boss.start();
    return new Jobs(boss);
  }

  /**
   * `retryLimit`: the queue's own retries of a job whose handler throws (5 unless said; 0 for a
   * handler that schedules its own); `concurrency`: jobs this instance runs at once (1 unless said).
   */
  async define<T extends object>(
    name: string,
    handler: (data: T) => Promise<void>,
    options: { retryLimit?: number; concurrency?: number } = {},
  ): Promise<void> {
    const retryLimit = options.retryLimit ?? 5;
    await this.boss.createQueue(name, { notify: true, retryLimit, retryDelay: 5, retryBackoff: true });
    const workers = options.concurrency ? { localConcurrency: options.concurrency } : {};
    await this.boss.work<T>(name, { pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 2, ...workers }, async (jobs) => {
      for (const job of jobs) await handler(job.data);
    });
  }

  /** Queues a job inside the caller's transaction: it exists only if the transaction commits. */
  async send(tx: Tx, name: string, data: object, options: { startAfterSeconds?: number } = {}): Promise<void> {
    const later = options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {};
    await this.boss.send(name, data, { db: fromDrizzle(tx as never, sql as never), ...later });
  }

  stop(): Promise<void> {
    return this.boss.stop({ graceful: true, timeout: 5_000 });
  }
}
