import { DEFAULT_TIME_ZONE, type DigitStyle, type Language } from '@souqna/contracts';

/** How the store writes time: its zone and its digits (store settings), in the merchant's language. */
export interface TimeStyle {
  lang: Language;
  timeZone: string;
  digits: DigitStyle;
}

export const DEFAULT_TIME_STYLE: Omit<TimeStyle, 'lang'> = { timeZone: DEFAULT_TIME_ZONE, digits: 'latin' };

const localeOf = ({ lang, digits }: TimeStyle) =>
  `${lang === 'ar' ? 'ar' : 'en-GB'}-u-nu-${digits === 'arabic' ? 'arab' : 'latn'}`;

/** "12 مارس 2025، 2:05 م" / "12 Mar 2025, 14:05" in the store's time zone. */
export function orderDateTime(iso: string, style: TimeStyle): string {
  // The month spelled out: Arabic's medium date style is all digits and direction marks.
  return new Intl.DateTimeFormat(localeOf(style), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: style.timeZone,
  }).format(new Date(iso));
}

/** "الخميس، 26 نوفمبر 2026 في 2:05 م" / "Thursday 26 November 2026 at 14:05": a moment in full, as the dashboard writes times. */
export function fullDateTime(at: Date, style: TimeStyle): string {
  return new Intl.DateTimeFormat(localeOf(style), { dateStyle: 'full', timeStyle: 'short', timeZone: style.timeZone }).format(at);
}

/** "12 مارس 2025" / "12 Mar 2025": the day of a moment, in the store's time zone. */
export function storeDate(iso: string, style: TimeStyle): string {
  return new Intl.DateTimeFormat(localeOf(style), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: style.timeZone,
  }).format(new Date(iso));
}

/** A calendar day (`YYYY-MM-DD`, no moment, so no zone): "12 مارس 2026" / "12 March 2026". */
export function calendarDay(day: string, style: TimeStyle): string {
  return calendarPeriod(day, 'day', style);
}

const PERIOD_PARTS: Record<'day' | 'shortDay' | 'month' | 'year', Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'long', year: 'numeric' },
  shortDay: { weekday: 'short', day: 'numeric', month: 'short' },
  month: { month: 'long', year: 'numeric' },
  year: { year: 'numeric' },
};

/** The day, month or year holding a calendar day: "12 مارس 2026", "الخميس 12 مارس", "مارس 2026", "2026". */
export function calendarPeriod(day: string, unit: keyof typeof PERIOD_PARTS, style: TimeStyle): string {
  return new Intl.DateTimeFormat(localeOf(style), { ...PERIOD_PARTS[unit], timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** Today's calendar day (`YYYY-MM-DD`) in the store's time zone: the first day a store's date field allows. */
export function storeToday(style: Pick<TimeStyle, 'timeZone'>, now = new Date()): string {
  // en-CA writes a day as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: style.timeZone }).format(
    now,
  );
}

/** The calendar day (`YYYY-MM-DD`) a moment falls on in the store's time zone. */
export function storeDayOf(iso: string, style: Pick<TimeStyle, 'timeZone'>): string {
  return storeToday(style, new Date(iso));
}

/** How far the zone's wall clock is ahead of UTC at a moment, in ms. */
function zoneOffset(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - at;
}

/** The last second of a calendar day where the store is, as an ISO moment (a discount's end). */
export function storeDayEnd(day: string, style: Pick<TimeStyle, 'timeZone'>): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, date, 23, 59, 59);
  // The offset at the wall time's own moment: a second pass settles a day whose offset changes.
  const first = wall - zoneOffset(style.timeZone, wall);
  return new Date(wall - zoneOffset(style.timeZone, first)).toISOString();
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "قبل 3 ساعات" / "3 hours ago", rounded at the thresholds of spec §9 (44 s, 89 s, 44 min, 89 min,
 * 21 h, 35 h, 25 days, 45 days, 10 months, 17 months).
 */
export function orderAge(iso: string, style: TimeStyle, now = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(localeOf(style), { numeric: 'auto' });
  const elapsed = now - new Date(iso).getTime();
  const sign = elapsed >= 0 ? -1 : 1;
  const ms = Math.abs(elapsed);
  const round = (unit: number) => sign * Math.max(1, Math.round(ms / unit));
  if (ms < 45 * SECOND) return format.format(sign * Math.round(ms / SECOND), 'second');
  if (ms < 90 * SECOND) return format.format(sign, 'minute');
  if (ms < 45 * MINUTE) return format.format(round(MINUTE), 'minute');
  if (ms < 90 * MINUTE) return format.format(sign, 'hour');
  if (ms < 22 * HOUR) return format.format(round(HOUR), 'hour');
  if (ms < 36 * HOUR) return format.format(sign, 'day');
  if (ms < 26 * DAY) return format.format(round(DAY), 'day');
  if (ms < 46 * DAY) return format.format(sign, 'month');
  if (ms < 320 * DAY) return format.format(round(30.4 * DAY), 'month');
  if (ms < 548 * DAY) return format.format(sign, 'year');
  return format.format(round(365 * DAY), 'year');
}

/** The calendar day `days` after `day` (before, when negative): `YYYY-MM-DD` to `YYYY-MM-DD`, no zone. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
