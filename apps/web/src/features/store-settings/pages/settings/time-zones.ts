import type { Language } from '@souqna/contracts';

/** Saudi Arabia, Yemen, the Gulf, Egypt and Jordan: the zones our merchants pick most. */
export const SUGGESTED_ZONES = [
  'Asia/Riyadh',
  'Asia/Aden',
  'Asia/Dubai',
  'Asia/Kuwait',
  'Asia/Qatar',
  'Asia/Bahrain',
  'Asia/Muscat',
  'Africa/Cairo',
  'Asia/Amman',
];

export interface ZoneOption {
  value: string;
  label: string;
}

const zoneName = (lang: Language, timeZone: string, style: 'shortGeneric' | 'longGeneric' | 'shortOffset') =>
  new Intl.DateTimeFormat(lang, { timeZone, timeZoneName: style })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;

/** "توقيت اليمن (غرينتش+3)": the country or city name Intl gives, else the zone's long name, with its offset. */
export function zoneLabel(lang: Language, zone: string): string {
  const short = zoneName(lang, zone, 'shortGeneric');
  // Short names like "ET" or "GMT+3" say little; the long generic name reads better then.
  const name = /^[A-Z]{1,5}$|^(GMT|UTC|غرينتش)/.test(short) ? zoneName(lang, zone, 'longGeneric') : short;
  return `${name} (${zoneName(lang, zone, 'shortOffset')})`;
}

const cache = new Map<Language, { suggested: ZoneOption[]; all: ZoneOption[] }>();

/** Every IANA zone this browser knows, labelled in `lang`, the suggested ones apart. */
export function zoneOptions(lang: Language) {
  let options = cache.get(lang);
  if (!options) {
    const known = Intl.supportedValuesOf('timeZone');
    const toOption = (zone: string): ZoneOption => ({ value: zone, label: zoneLabel(lang, zone) });
    options = {
      suggested: SUGGESTED_ZONES.filter((z) => known.includes(z)).map(toOption),
      all: known.filter((z) => !SUGGESTED_ZONES.includes(z)).map(toOption),
    };
    cache.set(lang, options);
  }
  return options;
}
