/**
 * "3 minutes ago" in the merchant's language, with the thresholds of spec §9: 44 s, 89 s, 44 min,
 * 89 min, 21 h, 35 h, 25 days, 45 days, 10 months, 17 months. Intl words the result, Arabic plural
 * forms included.
 */
export function relativeTime(iso: string, lang: string, now = Date.now()): string {
  const rtf = new Intl.RelativeTimeFormat(`${lang}-u-nu-latn`, { numeric: 'auto' });
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const sign = seconds < 0 ? -1 : 1;
  const s = Math.abs(seconds);
  const minutes = Math.round(s / 60);
  const hours = Math.round(s / 3600);
  const days = Math.round(s / 86_400);
  const months = Math.round(days / 30.4);
  if (s <= 44) return rtf.format(0, 'second');
  if (s <= 89) return rtf.format(sign, 'minute');
  if (minutes <= 44) return rtf.format(sign * minutes, 'minute');
  if (minutes <= 89) return rtf.format(sign, 'hour');
  if (hours <= 21) return rtf.format(sign * hours, 'hour');
  if (hours <= 35) return rtf.format(sign, 'day');
  if (days <= 25) return rtf.format(sign * days, 'day');
  if (days <= 45) return rtf.format(sign, 'month');
  if (months <= 10) return rtf.format(sign * months, 'month');
  if (months <= 17) return rtf.format(sign, 'year');
  return rtf.format(sign * Math.round(days / 365), 'year');
}
