/** At most `max` uses within any `seconds`. */
export interface RateLimit {
  max: number;
  seconds: number;
}

/** The longest window of `limits`, in milliseconds: older uses count in none of them. */
export const longestWindowMs = (limits: readonly RateLimit[]) => Math.max(...limits.map((l) => l.seconds * 1000));

/**
 * Sliding-window limits: given the times (ms) of a key's earlier uses within the longest window,
 * in order, how many seconds a use at `at` must wait, 0 if it may go now. Each limit is counted over
 * the last `seconds` exactly; beyond one, the wait runs until the oldest use that limit counts
 * leaves its window. Where the uses are kept is the caller's: the test messages keep them in
 * PostgreSQL, so every instance counts the same ones (messaging-setting.service.ts).
 */
export function waitSeconds(limits: readonly RateLimit[], uses: readonly number[], at: number): number {
  let wait = 0;
  for (const { max, seconds } of limits) {
    const inWindow = uses.filter((t) => t > at - seconds * 1000);
    if (inWindow.length >= max) wait = Math.max(wait, inWindow[inWindow.length - max]! + seconds * 1000 - at);
  }
  return wait / 1000;
}
