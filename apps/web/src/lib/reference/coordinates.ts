import { LATITUDE_RANGE, LONGITUDE_RANGE, translate, type Language } from '@souqna/contracts';

export interface Coordinates {
  latitude: number | null;
  longitude: number | null;
}

/** Where the map opens with no point yet: Riyadh, zoomed out to the Arabian Peninsula. */
export const DEFAULT_CENTER: [number, number] = [24.7136, 46.6753];

/** Six decimals is about 11 cm: as precise as a map click means, and short enough to read. */
export const roundCoordinate = (n: number) => Math.round(n * 1e6) / 1e6;

/** A map longitude after panning round the world folds back into -180..180. */
export const wrapLongitude = (n: number) => ((((n + 180) % 360) + 360) % 360) - 180;

type Range = { min: number; max: number };

/** The contracts' sentence for a value outside its range (spec §5), or null when it is inside. */
export function rangeProblem(value: number | null, range: Range, lang: Language): string | null {
  if (value === null) return null;
  if (value < range.min) return translate('field.too_small.number', lang, { minimum: range.min });
  if (value > range.max) return translate('field.too_big.number', lang, { maximum: range.max });
  return null;
}

export const latitudeProblem = (value: number | null, lang: Language) => rangeProblem(value, LATITUDE_RANGE, lang);
export const longitudeProblem = (value: number | null, lang: Language) => rangeProblem(value, LONGITUDE_RANGE, lang);

/** Both set and both inside their ranges: a point the map can show. */
export function isPlaceable(value: Coordinates): value is { latitude: number; longitude: number } {
  return (
    value.latitude !== null &&
    value.longitude !== null &&
    rangeProblem(value.latitude, LATITUDE_RANGE, 'en') === null &&
    rangeProblem(value.longitude, LONGITUDE_RANGE, 'en') === null
  );
}

/** What a number input holds, as a coordinate: a number, null when empty, undefined while still being typed ("-", "24."). */
export function parseCoordinate(input: string | number): number | null | undefined {
  if (typeof input === 'number') return Number.isFinite(input) ? input : undefined;
  const text = input.trim();
  if (text === '') return null;
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}
