import type { Language } from '@souqna/contracts';
import { DEFAULT_TIME_STYLE, orderAge, orderDateTime } from './store-time.ts';

/** "3 days ago" / "قبل 3 أيام" with the spec's thresholds, for a screen that has no store time style at hand. */
export const relativeTimeOf = (iso: string, lang: Language, now: Date = new Date()): string =>
  orderAge(iso, { lang, ...DEFAULT_TIME_STYLE }, now.getTime());

/** The full date and time, for a tooltip beside a relative one. */
export const fullDateOf = (iso: string, lang: Language): string => orderDateTime(iso, { lang, ...DEFAULT_TIME_STYLE });
