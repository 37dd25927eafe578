import { describe, expect, it } from 'vitest';
import { fullDateTime, orderAge, orderDateTime, storeDayEnd, storeDayOf } from './store-time.ts';

const AT = '2025-03-12T11:05:00.000Z';
const riyadh = { timeZone: 'Asia/Riyadh', digits: 'latin' as const };

describe('when an order came in', () => {
  it("is written in the store's time zone and digits", () => {
    expect(orderDateTime(AT, { lang: 'en', ...riyadh })).toBe('12 Mar 2025, 14:05');
    expect(orderDateTime(AT, { lang: 'ar', ...riyadh })).toBe('12 مارس 2025، 2:05 م');
    expect(orderDateTime(AT, { lang: 'ar', timeZone: 'Asia/Aden', digits: 'arabic' })).toBe('١٢ مارس ٢٠٢٥، ٢:٠٥ م');
    expect(orderDateTime(AT, { lang: 'en', timeZone: 'UTC', digits: 'latin' })).toBe('12 Mar 2025, 11:05');
  });

  it('is written in full as every screen writes times: 24-hour in English, the chosen digits', () => {
    expect(fullDateTime(new Date(AT), { lang: 'en', ...riyadh })).toMatch(/^Wednesday,? 12 March 2025 at 14:05$/);
    expect(fullDateTime(new Date(AT), { lang: 'ar', timeZone: 'Asia/Aden', digits: 'arabic' })).toContain('٢:٠٥ م');
  });

  it('reads how long ago, rounded at the thresholds of the spec', () => {
    const now = Date.parse(AT);
    const ago = (ms: number) => orderAge(AT, { lang: 'en', ...riyadh }, now + ms);
    expect(ago(30_000)).toBe('30 seconds ago');
    expect(ago(60_000)).toBe('1 minute ago');
    expect(ago(44 * 60_000)).toBe('44 minutes ago');
    expect(ago(60 * 60_000)).toBe('1 hour ago');
    expect(ago(21 * 3_600_000)).toBe('21 hours ago');
    expect(ago(30 * 3_600_000)).toBe('yesterday');
    expect(ago(25 * 86_400_000)).toBe('25 days ago');
    expect(ago(40 * 86_400_000)).toBe('last month');
    expect(orderAge(AT, { lang: 'ar', ...riyadh }, now + 3 * 3_600_000)).toBe('قبل 3 ساعات');
  });
});

describe('a calendar day where the store is', () => {
  it("ends at the last second of that day on the store's clock, not the browser's", () => {
    expect(storeDayEnd('2026-03-12', { timeZone: 'Asia/Riyadh' })).toBe('2026-03-12T20:59:59.000Z');
    expect(storeDayEnd('2026-03-12', { timeZone: 'Asia/Dubai' })).toBe('2026-03-12T19:59:59.000Z');
    // New York moves its clock on 8 March 2026: the day ends in daylight time (UTC−4).
    expect(storeDayEnd('2026-03-08', { timeZone: 'America/New_York' })).toBe('2026-03-09T03:59:59.000Z');
  });

  it('reads the day a moment falls on in the store zone', () => {
    expect(storeDayOf('2026-03-12T21:30:00.000Z', { timeZone: 'Asia/Riyadh' })).toBe('2026-03-13');
    expect(storeDayOf('2026-03-12T21:30:00.000Z', { timeZone: 'UTC' })).toBe('2026-03-12');
    expect(storeDayOf(storeDayEnd('2026-11-30', { timeZone: 'Asia/Riyadh' }), { timeZone: 'Asia/Riyadh' })).toBe('2026-11-30');
  });
});
