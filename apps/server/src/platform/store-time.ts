/** One day formatter per time zone: making one costs far more than using it (an order asks twice). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day `YYYY-MM-DD` it is at `now` in `timeZone` (the store's): when coupons expire, which day an order is of. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** `YYYY-MM` of an instant in a time zone (the plan's monthly limit and the VAT months read it). */
export const monthOf = (at: Date, timeZone: string): string => todayIn(timeZone, at).slice(0, 7);

/** The calendar day `days` after `day` (both `YYYY-MM-DD`; `days` may be negative). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
