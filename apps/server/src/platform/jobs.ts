import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, type JobResult } from 'pg-boss';
import type { Tx } from '../db/client.ts';

/** Jobs each worker fetches at once (see `define`). */
const JOB_BATCH = 5;

interface Logger {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** The job queue on PostgreSQL (pg-boss): mail, webhooks, customer messages and the jobs that run on a schedule. */
export class Jobs {
  private readonly boss: PgBoss;
  private readonly log: Logger;
  private readonly works: boolean;
  private constructor(boss: PgBoss, log: Logger, works: boolean) {
    this.boss = boss;
    this.log = log;
    this.works = works;
  }

  /** `works` false (JOB_WORKERS=false): jobs are queued here and run by another instance on the same database. */
  static async start(url: string, log: Logger, works = true): Promise<Jobs> {
    const boss = new PgBoss({ connectionString: url, max: 3, useListenNotify: true, application_name: 'souqna-jobs' });
    // New jobs wake the worker through LISTEN/NOTIFY; delayed retries are found by the 2 s poll.
    // PostgreSQL going away on Ctrl-C reaches the queue's connections too: log it, never crash.
    boss.on('error', (err) => log.error({ err }, 'job queue error'));
    boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
    await boss.start();
    return new Jobs(boss, log, works);
  }

  /**
   * `retryLimit`: the queue's own retries of a job whose handler throws (5 unless said; 0 for a
   * handler that schedules its own); `concurrency`: workers this instance runs (1 unless said);
   * `groupConcurrency`: jobs of one group (`send`'s and `sendMany`'s `group`) running at once over
   * every instance on the database, counted by pg-boss in its table (no bound unless said).
   *
   * Each of the `concurrency` workers fetches up to `JOB_BATCH` jobs and runs those of one group
   * one after the other, the groups side by side (jobs without a group are one group), each job
   * failing or completing on its own; so a job held by a slow group delays no other group's job
   * fetched with it. A full batch means a backlog, so the worker fetches again at once
   * (`burstWhenBatchFull`) until one comes back short; otherwise a new job's NOTIFY wakes it, and
   * the 2 s poll is the backstop. With one job per fetch, a backlog left once the NOTIFYs stop
   * drained at one job per worker per poll (bench/webhooks.mjs: 1.2 a second).
   */
  async define<T extends object>(
    name: string,
    handler: (data: T) => Promise<void>,
    options: { retryLimit?: number; concurrency?: number; groupConcurrency?: number } = {},
  ): Promise<void> {
    const retryLimit = options.retryLimit ?? 5;
    await this.boss.createQueue(name, { notify: true, retryLimit, retryDelay: 5, retryBackoff: true });
    if (!this.works) return;
    const work = {
      pollingIntervalSeconds: 2,
      notifyPollingIntervalSeconds: 2,
      batchSize: JOB_BATCH,
      burstWhenBatchFull: true,
      perJobResults: true,
      localConcurrency: options.concurrency ?? 1,
      ...(options.groupConcurrency ? { groupConcurrency: options.groupConcurrency } : {}),
    } as const;
    await this.boss.work<T, JobResult[], typeof work>(name, work, async (jobs) => {
      const groups = new Map<string, typeof jobs>();
      for (const job of jobs) groups.set(job.groupId ?? '', [...(groups.get(job.groupId ?? '') ?? []), job]);
      const results: JobResult[] = [];
      const runGroup = async (group: typeof jobs) => {
        for (const job of group) {
          let result: JobResult;
          try {
            await handler(job.data);
            result = { id: job.id, status: 'completed' };
          } catch (err) {
            this.log.warn({ err, queue: name }, 'job failed');
            result = { id: job.id, status: 'failed', output: { message: (err as Error).message } };
          }
          results.push(result);
          if (options.groupConcurrency) await this.settle(name, job, result);
        }
      };
      await Promise.all([...groups.values()].map(runGroup));
      return results;
    });
  }

  /**
   * Settles a job of a grouped queue as soon as it ends: until then pg-boss counts it active, and
   * its group would wait for the slowest job of the batch. The batch's own settling after finds it
   * settled and leaves it (pg-boss fences each settle to the attempt it fetched); a settle that
   * fails here is left to it.
   */
  private async settle(name: string, job: { id: string; retryCount: number }, result: JobResult): Promise<void> {
    try {
      if (result.status === 'completed') await this.boss.complete(name, job);
      else await this.boss.fail(name, job, result.output);
    } catch (err) {
      this.log.warn({ err, queue: name }, 'job not settled at once');
    }
  }

  /**
   * Runs `handler` at each time the cron expression `cron` names (in `tz`), on one instance only.
   * pg-boss keeps one schedule row per queue name (every instance's start writes the same row), one
   * instance at a time claims the pass that sends the due jobs, and each occurrence is sent under a
   * singleton key, so an occurrence makes one job however many instances run. The queue's
   * `singleton` policy lets one of its jobs be active at a time, so a long run never overlaps the
   * next; an occurrence missed while no instance ran is sent once when one starts again.
   */
  async schedule(
    name: string,
    cron: string,
    handler: () => Promise<void>,
    options: { tz?: string; expireInSeconds?: number } = {},
  ): Promise<void> {
    await this.boss.createQueue(name, {
      policy: 'singleton',
      notify: true,
      retryLimit: 1,
      retryDelay: 300,
      expireInSeconds: options.expireInSeconds ?? 3_600,
    });
    await this.boss.schedule(name, cron, null, { tz: options.tz ?? 'UTC', missed: 'once' });
    if (!this.works) return;
    await this.boss.work(name, { pollingIntervalSeconds: 30, notifyPollingIntervalSeconds: 30 }, async (jobs) => {
      for (let i = 0; i < jobs.length; i += 1) await handler();
    });
  }

  /**
   * Queues a job inside the caller's transaction: it exists only if the transaction commits.
   * `group`: the group it counts in for its queue's `groupConcurrency` (see `define`).
   */
  async send(tx: Tx, name: string, data: object, options: { startAfterSeconds?: number; group?: string } = {}): Promise<void> {
    await this.boss.send(name, data, {
      db: fromDrizzle(tx as never, sql as never),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      ...(options.group ? { group: { id: options.group } } : {}),
    });
  }

  /**
   * Queues one job of `name` for each of `items` (its data, and the group it counts in: see
   * `define`) inside the caller's transaction, in one statement (and one NOTIFY).
   */
  async sendMany(tx: Tx, name: string, items: readonly { data: object; group?: string }[]): Promise<void> {
    if (!items.length) return;
    await this.boss.insert(
      name,
      items.map(({ data, group }) => ({ data, ...(group ? { group: { id: group } } : {}) })),
      { db: fromDrizzle(tx as never, sql as never) },
    );
  }

  stop(): Promise<void> {
    return this.boss.stop({ graceful: true, timeout: 5_000 });
  }
}
