import { describe, expect, it } from 'vitest';
import { normalizeArabic } from './search.ts';

describe('normalizeArabic', () => {
  it.each([
    ['أحمد', 'احمد'],
    ['إبراهيم', 'ابراهيم'],
    ['آمنة', 'امنه'],
    ['ٱلعود', 'العود'],
    ['مكة', 'مكه'],
    ['مستشفى', 'مستشفي'],
    ['مؤسسة', 'موسسه'],
    ['شاطئ', 'شاطي'],
  ])('reads %s as %s', (text, expected) => {
    expect(normalizeArabic(text)).toBe(expected);
  });

  it('drops diacritics and tatweel', () => {
    expect(normalizeArabic('عُودٌ مُعَتَّقْ')).toBe('عود معتق');
    expect(normalizeArabic('بخـــور')).toBe('بخور');
    expect(normalizeArabic('الرَّحْمٰن')).toBe('الرحمن');
  });

  it('lowers Latin letters and writes Arabic-Indic digits as Latin ones', () => {
    expect(normalizeArabic('Dar Al OUD')).toBe('dar al oud');
    expect(normalizeArabic('عطر ١٠٠ مل')).toBe('عطر 100 مل');
    expect(normalizeArabic('۲۵')).toBe('25');
  });

  it('leaves what it does not name alone: spaces, other letters, punctuation', () => {
    expect(normalizeArabic('  دار  العود، جدة! ')).toBe('  دار  العود، جده! ');
  });

  it('is idempotent', () => {
    const once = normalizeArabic('أُمّ القُرى ٢');
    expect(normalizeArabic(once)).toBe(once);
  });
});
