import { inArray, sql } from 'drizzle-orm';
import { LOGIN_THROTTLE } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { loginThrottle } from './tables.ts';

const { windowSeconds, firstLockSeconds, maxLockSeconds } = LOGIN_THROTTLE;

export const emailKey = (email: string) => `email:${email}`;
export const addressKey = (ip: string) => `ip:${ip}`;

/**
 * Failed logins per e-mail (5) and per address (20) within 15 minutes lock further attempts; each
 * further lock doubles the wait from 30 s, capped at 15 minutes. Counters live in PostgreSQL.
 */
export class LoginThrottle {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** Seconds until the longest lock on these keys ends; 0 when none is locked. */
  async lockedFor(keys: string[], now: Date): Promise<number> {
    const rows = await this.db
      .select({ lockedUntil: loginThrottle.lockedUntil })
      .from(loginThrottle)
      .where(inArray(loginThrottle.key, keys));
    const until = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
    return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
  }

  /** Counts one failure against `key`, locking it when it reaches `max`. */
  async fail(key: string, max: number, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(loginThrottle).values({ key, windowStartedAt: now, lastFailureAt: now }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(loginThrottle)
        .where(sql`${loginThrottle.key} = ${key}`)
        .for('update');
      if (!row) return;
      const fresh = row.failures === 0 && row.lastFailureAt.getTime() === now.getTime();
      const windowOver = (now.getTime() - row.windowStartedAt.getTime()) / 1000 > windowSeconds;
      const quietSinceLast = (now.getTime() - row.lastFailureAt.getTime()) / 1000 > windowSeconds;
      let failures = fresh || windowOver ? 1 : row.failures + 1;
      let windowStartedAt = fresh || windowOver ? now : row.windowStartedAt;
      let lockCount = quietSinceLast ? 0 : row.lockCount;
      let lockedUntil = row.lockedUntil;
      if (failures >= max) {
        const seconds = Math.min(firstLockSeconds * 2 ** lockCount, maxLockSeconds);
        lockedUntil = new Date(now.getTime() + seconds * 1000);
        lockCount += 1;
        failures = 0;
        windowStartedAt = now;
      }
      await tx
        .update(loginThrottle)
        .set({ failures, windowStartedAt, lockCount, lockedUntil, lastFailureAt: now })
        .where(sql`${loginThrottle.key} = ${key}`);
    });
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(loginThrottle).where(inArray(loginThrottle.key, [key]));
  }
}
