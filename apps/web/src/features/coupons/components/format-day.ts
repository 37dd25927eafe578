/** A calendar day (`YYYY-MM-DD`) as the merchant reads it: `12 March 2026`, Latin digits in Arabic too. */
export function formatDay(day: string, lang: string): string {
  return new Intl.DateTimeFormat(`${lang}-u-nu-latn`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A moment (ISO) as a day and time in the merchant's language. */
export function formatMoment(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(`${lang}-u-nu-latn`, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
