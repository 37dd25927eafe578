import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_STYLE, orderAge } from './store-time.ts';

const now = new Date('2026-03-10T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

const relativeTimeOf = (iso: string, lang: 'ar' | 'en', at: Date) => orderAge(iso, { lang, ...DEFAULT_TIME_STYLE }, at.getTime());

describe('relative times', () => {
  it('says how long ago in English with the spec’s thresholds', () => {
    expect(relativeTimeOf(before(3 * 86_400_000), 'en', now)).toBe('3 days ago');
    expect(relativeTimeOf(before(26 * 86_400_000), 'en', now)).toBe('last month');
  });

  it('says it in Arabic with Latin digits and the plural form', () => {
    expect(relativeTimeOf(before(5 * 86_400_000), 'ar', now)).toBe('قبل 5 أيام');
    expect(relativeTimeOf(before(11 * 86_400_000), 'ar', now)).toBe('قبل 11 يومًا');
  });
});
