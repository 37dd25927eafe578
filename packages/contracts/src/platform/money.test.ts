import { describe, expect, it } from 'vitest';
import { formatCompact } from './money.ts';

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
