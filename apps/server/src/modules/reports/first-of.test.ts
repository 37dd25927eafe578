import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageOf } from './first-of.ts';
import { SalesCube } from './sales-cube.ts';

// A page chosen in one pass or selected in place (first-of.ts) is the page of the whole sort, at
// every depth and from either end, ties included; and the copy in memory's pages of 6,000 groups are those of its sorted list.
describe('pageOf', () => {
  it('is the slice of the sorted items at every offset', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 300 }),
        fc.nat(320),
        fc.integer({ min: 1, max: 40 }),
        (values, offset, limit) => {
          const items = values.map((value, id) => ({ id, value }));
          const before = (a: (typeof items)[number], b: (typeof items)[number]) => b.value - a.value || a.id - b.id;
          const expected = [...items].sort(before).slice(offset, offset + limit);
          expect(pageOf(items, before, offset, limit)).toEqual(expected);
          // A page kept by selecting in place (as one in the middle of 100,000 groups is).
          expect(pageOf(items, before, offset, limit, 0)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('SalesCube.page', () => {
  it('gives page 40, the middle pages and the last pages of 6,000 groups as the full sort orders them', () => {
    const groups = Array.from({ length: 6000 }, (_, g) => ({
      key: `k${String(g).padStart(5, '0')}`,
      // Two days each; sales repeat every 97 groups, so ties go by key.
      cells: `9000 1 2 ${(g * 37) % 97} 0 0 0 0 0,9001 1 1 ${g % 5} 0 0 0 0 0`,
    }));
    const cube = SalesCube.fromTexts(groups);
    const sales = (g: number) => ((g * 37) % 97) + (g % 5);
    const sorted = groups.map((_, g) => g).sort((a, b) => sales(b) - sales(a) || a - b);
    for (const page of [1, 40, 150, 151, 200, 299, 300]) {
      const { keys, total } = cube.page(9000, 9001, 'sales', 'desc', (page - 1) * 20, 20);
      expect(total).toBe(6000);
      expect(keys).toEqual(sorted.slice((page - 1) * 20, page * 20).map((g) => groups[g]!.key));
    }
    const asc = cube.page(9000, 9001, 'sales', 'asc', 5980, 20).keys;
    expect(asc).toEqual(
      [...sorted]
        .sort((a, b) => sales(a) - sales(b) || a - b)
        .slice(5980)
        .map((g) => groups[g]!.key),
    );
  });
});
