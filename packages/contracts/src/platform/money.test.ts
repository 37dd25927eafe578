import { describe, expect, it } from 'vitest';
import { formatCompact, formatMoney } from './money.ts';

// Money as the screens and the invoices write it; each language and currency's formatter is made
// once (money.ts), so a second amount is written as the first was.
describe('formatMoney', () => {
  it('writes the currency in the language, with its ISO minor digits, the same the second time', () => {
    for (let i = 0; i < 2; i += 1) {
      expect(formatMoney(1234.5, 'SAR', 'ar')).toBe('\u200f1,234.50\u00a0ر.س.\u200f');
      expect(formatMoney(1234.5, 'SAR', 'en')).toBe('SAR\u00a01,234.50');
      expect(formatMoney(-2.5, 'KWD', 'en')).toBe('-KWD\u00a02.500');
    }
  });

  it('writes the number and the code for a code Intl does not know, every time', () => {
    expect(formatMoney(3, 'ZZZ1', 'en')).toBe('3.00 ZZZ1');
    expect(formatMoney(4, 'ZZZ1', 'en')).toBe('4.00 ZZZ1');
  });
});

describe('a figure shortened for a chart', () => {
  it.each([
    [280_000, 'ar', '280\u00a0ألف'],
    [1_500_000, 'ar', '1.5\u00a0مليون'],
    [675, 'ar', '675'],
    [280_000, 'en', '280K'],
    [1_500_000, 'en', '1.5M'],
  ] as const)('%d in %s reads %s', (value, lang, expected) => {
    expect(formatCompact(value, lang)).toBe(expected);
  });
});
