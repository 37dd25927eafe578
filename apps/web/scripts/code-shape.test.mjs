// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { measureShape } from './code-shape.mjs';

const limits = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../code-shape.json'), 'utf8')).counts;

describe("the web app's code shape", () => {
  it('writes no more API paths, page paths, cross-feature or deep imports by hand than code-shape.json allows', () => {
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

    it('finds each kind once per occurrence, and not a declared call', () => {
      expect(measureShape(src).counts).toEqual({
        rawApiCalls: 2,
        handWrittenPagePaths: 2,
        featureToFeatureImports: 2,
        deepRelativeImports: 1,
      });
    });
  });
});
