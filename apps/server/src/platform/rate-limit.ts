import type { ServerMessageKey } from '@souqna/contracts';
import { tooMany } from './errors.ts';

/** At most `max` uses within any `seconds`. */
export interface RateLimit {
  max: number;
  seconds: number;
}

/** How many keys a limiter holds before it drops the ones with no use left in their windows. */
const SWEEP_AT = 10_000;

/**
 * Sliding-window limits per key (a store, a user), kept in this process's memory: each key's uses
 * within the longest window, so every limit is counted over the last `seconds` exactly. A use
 * beyond any limit is 429 `RATE_LIMITED` with `retryAfter`, the seconds until the oldest use that
 * limit counts leaves its window (platform/envelope.ts sends the `Retry-After` header too). Each
 * server instance counts its own uses.
 */
export class RateLimiter {
  private readonly limits: readonly RateLimit[];
  private readonly now: () => Date;
  private readonly longestMs: number;
  private readonly uses = new Map<string, number[]>();

  constructor(limits: readonly RateLimit[], now: () => Date = () => new Date()) {
    this.limits = limits;
    this.now = now;
    this.longestMs = Math.max(...limits.map((l) => l.seconds * 1000));
  }

  /** Counts one use of `key`, or throws the 429 (with `messageKey`'s sentence) and counts nothing. */
  take(key: string, messageKey?: ServerMessageKey): void {
    const at = this.now().getTime();
    const kept = (this.uses.get(key) ?? []).filter((t) => t > at - this.longestMs);
    let wait = 0;
    for (const { max, seconds } of this.limits) {
      const inWindow = kept.filter((t) => t > at - seconds * 1000);
      if (inWindow.length >= max) wait = Math.max(wait, inWindow[inWindow.length - max]! + seconds * 1000 - at);
    }
    if (wait > 0) {
      this.uses.set(key, kept);
      throw tooMany('RATE_LIMITED', wait / 1000, messageKey);
    }
    kept.push(at);
    this.uses.set(key, kept);
    if (this.uses.size > SWEEP_AT) this.sweep(at);
  }

  private sweep(at: number) {
    for (const [key, times] of this.uses) if (!times.some((t) => t > at - this.longestMs)) this.uses.delete(key);
  }
}
