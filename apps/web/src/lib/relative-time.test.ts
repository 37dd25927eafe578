import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = Date.parse('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relative time with the thresholds of spec §9', () => {
  it('says "now" up to 44 seconds and "a minute" up to 89', () => {
    expect(relativeTime(ago(44), 'en', now)).toBe('now');
    expect(relativeTime(ago(45), 'en', now)).toBe('1 minute ago');
    expect(relativeTime(ago(89), 'en', now)).toBe('1 minute ago');
    expect(relativeTime(ago(90), 'en', now)).toBe('2 minutes ago');
  });

  it('moves to hours after 44 minutes and to days after 21 hours', () => {
    expect(relativeTime(ago(44 * 60), 'en', now)).toBe('44 minutes ago');
    expect(relativeTime(ago(45 * 60), 'en', now)).toBe('1 hour ago');
    expect(relativeTime(ago(21 * 3600), 'en', now)).toBe('21 hours ago');
    expect(relativeTime(ago(22 * 3600), 'en', now)).toBe('yesterday');
  });

  it('uses the Arabic plural forms', () => {
    expect(relativeTime(ago(3 * 86_400), 'ar', now)).toBe('قبل 3 أيام');
    expect(relativeTime(ago(11 * 86_400), 'ar', now)).toBe('قبل 11 يومًا');
    expect(relativeTime(ago(2 * 3600), 'ar', now)).toBe('قبل ساعتين');
  });
});
