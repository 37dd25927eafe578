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

const stampFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall-clock time of an instant in `timeZone` to the second, `YYYY-MM-DDTHH:mm:ss` without a
 * zone: what a ZATCA document's IssueDate and IssueTime and its QR code's timestamp say.
 */
export function localStamp(at: Date, timeZone: string): string {
  let format = stampFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    stampFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}
