import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { Language } from '@souqna/contracts';
import { ARABIC_DATES_LOCALE } from '../features/onboarding/dates-locale.ts';

// dayjs's thresholds are the spec's (§9): 44 s, 89 s, 44 min, 89 min, 21 h, 35 h, 25 days, 45 days, 10 months, 17 months.
dayjs.extend(relativeTime);

/** "3 days ago" / "منذ 3 أيام", from an ISO time, with Latin digits in both languages. */
export function relativeTimeOf(iso: string, lang: Language, now: Date = new Date()): string {
  return dayjs(iso)
    .locale(lang === 'ar' ? ARABIC_DATES_LOCALE : 'en')
    .from(now);
}

/** The full date and time, for a tooltip beside a relative one. */
export const fullDateOf = (iso: string, lang: Language): string =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
