/** `YYYY-MM` of an instant in a time zone (the plan's monthly limit and the VAT months read it). */
export function monthOf(at: Date, timeZone: string): string {
  return dayOf(at, timeZone).slice(0, 7);
}

/** `YYYY-MM-DD` of an instant in a time zone. */
export function dayOf(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    at,
  );
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
