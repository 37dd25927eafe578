// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { measureShape } from './code-shape.mjs';

const limits = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../code-shape.json'), 'utf8')).counts;

describe("the web app's code shape", () => {
  it('writes no more API paths, page paths, cross-feature, backward, circular or deep imports than code-shape.json allows', () => {
    const { counts, where } = measureShape();
    const over = Object.entries(limits)
      .filter(([name, most]) => counts[name] > most)
      .map(([name, most]) => `${name}: ${counts[name]}, at most ${most}; ${(where[name] ?? []).join(', ')}`);
    expect(over).toEqual([]);
  });

  describe('counts what a feature writes by hand', () => {
    const src = mkdtempSync(path.join(tmpdir(), 'code-shape-'));
    afterAll(() => rmSync(src, { recursive: true, force: true }));
    const write = (file, text) => {
      mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
      writeFileSync(path.join(src, file), text);
    };
    write(
      'features/coupons/api.ts',
      [
        "import { request } from '../../lib/api-client.ts';",
        "import { useStoreMoney } from '../warehouse/api.ts';",
        "import { useBranches } from '@/features/warehouse/api.ts';",
        "export const a = () => api.get<Coupon[]>('/coupon');",
        "export const b = (id: string) => api.call<null>('DELETE', `/coupon/${id}`);",
        'export const c = () => request(couponEndpoints.list);',
      ].join('\n'),
    );
    write(
      'features/coupons/page.tsx',
      "import x from '../../../lib/x.ts';\nconst l = <Link to=\"/marketing/coupons\" />; navigate('/home');\n",
    );
    write('lib/pages.ts', "export const coupons = '/marketing/coupons';\nexport const home = '/home';\n");
    // A tab list that writes a declared page out, and a comment that names one (not counted).
    write('app/layouts/tabs.tsx', "// opens /home\nconst TABS = [{ to: '/marketing/coupons/new' }];\n");
    // Shared code that reaches into a feature, and two files that import each other.
    write('app/components/coupon-chip.tsx', "import { a } from '@/features/coupons/api.ts';\n");
    write('lib/a.ts', "import { b } from './b.ts';\nexport const a = 1;\n");
    write('lib/b.ts', "import { a } from '@/lib/a.ts';\nexport const b = a;\n");

    it('finds each kind once per occurrence, and not a declared call or a comment', () => {
      expect(measureShape(src).counts).toEqual({
        rawApiCalls: 2,
        handWrittenPagePaths: 3,
        featureToFeatureImports: 2,
        sharedToFeatureImports: 1,
        filesInImportCycles: 2,
        deepRelativeImports: 1,
      });
    });
  });
});
