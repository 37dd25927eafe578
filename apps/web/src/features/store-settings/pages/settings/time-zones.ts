import type { Language } from '@souqna/contracts';

/**
 * The Arab countries of the Middle East and North Africa, the Gulf first: their zones come right
 * after the store's own country's (docs/decisions.md "Store settings").
 */
export const REGION_COUNTRIES = [
  'SA',
  'YE',
  'AE',
  'KW',
  'QA',
  'BH',
  'OM',
  'IQ',
  'JO',
  'SY',
  'LB',
  'PS',
  'EG',
  'SD',
  'LY',
  'TN',
  'DZ',
  'MA',
];

export interface ZoneOption {
  value: string;
  label: string;
}

export interface ZoneGroups {
  /** The store's country (its name in `lang`) and its zones. */
  country: { name: string; items: ZoneOption[] } | null;
  region: ZoneOption[];
  rest: ZoneOption[];
}

const zoneName = (lang: Language, timeZone: string, style: 'shortGeneric' | 'longGeneric' | 'long' | 'shortOffset') =>
  new Intl.DateTimeFormat(lang, { timeZone, timeZoneName: style })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;

/**
 * "توقيت اليمن (غرينتش+3)": the country or city name Intl gives, with its offset. Where that name is
 * an abbreviation ("ET", "GMT+3") or, in Arabic, keeps a city in Latin letters ("توقيت Ceuta":
 * Chromium carries no Arabic city names), the zone's long generic name reads instead ("توقيت وسط
 * أوروبا"), then its long name; a zone with no Arabic name at all reads as its offset.
 */
export function zoneLabel(lang: Language, zone: string): string {
  const offset = zoneName(lang, zone, 'shortOffset');
  const readable = (name: string) => !/^[A-Z]{1,5}$|^(GMT|UTC|غرينتش)/.test(name) && !(lang === 'ar' && /[A-Za-z]/.test(name));
  const name = (['shortGeneric', 'longGeneric', 'long'] as const).map((style) => zoneName(lang, zone, style)).find(readable);
  return name ? `${name} (${offset})` : offset;
}

interface LocaleWithZones {
  getTimeZones?: () => string[];
  timeZones?: string[];
}

/** The IANA zones of a country (ISO 3166 code), as this browser's Intl knows them. */
export function zonesOfCountry(country: string): string[] {
  try {
    const locale = new Intl.Locale(`und-${country}`) as unknown as LocaleWithZones;
    return locale.getTimeZones?.() ?? locale.timeZones ?? [];
  } catch {
    return [];
  }
}

/** The country a store sells in, read from its currency's ISO 4217 code ("SAR" → "SA"). */
export const countryOfCurrency = (currency: string) => currency.slice(0, 2).toUpperCase();

const cache = new Map<string, ZoneGroups>();

/**
 * Every IANA zone this browser knows, labelled in `lang`: the store's country's first, then the
 * region's, then the rest in the order of their names.
 */
export function zoneOptions(lang: Language, country: string): ZoneGroups {
  const key = `${lang}:${country}`;
  let groups = cache.get(key);
  if (!groups) {
    const known = new Set(Intl.supportedValuesOf('timeZone'));
    const toOption = (zone: string): ZoneOption => ({ value: zone, label: zoneLabel(lang, zone) });
    const own = zonesOfCountry(country).filter((z) => known.has(z));
    const taken = new Set(own);
    const region = REGION_COUNTRIES.flatMap(zonesOfCountry).filter((z) => known.has(z) && !taken.has(z));
    for (const z of region) taken.add(z);
    const byLabel = new Intl.Collator(lang);
    groups = {
      country: own.length
        ? { name: new Intl.DisplayNames([lang], { type: 'region' }).of(country) ?? country, items: own.map(toOption) }
        : null,
      region: region.map(toOption),
      rest: [...known]
        .filter((z) => !taken.has(z))
        .map(toOption)
        .sort((a, b) => byLabel.compare(a.label, b.label)),
    };
    cache.set(key, groups);
  }
  return groups;
}
