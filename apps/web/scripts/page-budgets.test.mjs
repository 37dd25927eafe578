// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBudgets } from './page-budgets.mjs';

// A small build: an entry importing a shared chunk, a route chunk, a text chunk per language, boot.js.
const dist = mkdtempSync(path.join(tmpdir(), 'page-budgets-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const gz = {};
const write = (file, kb) => {
  // Random bytes do not compress: a file of `kb` KB weighs about that much gzip.
  const body = randomBytes(kb * 1024)
    .toString('base64')
    .slice(0, kb * 1024);
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), body);
  gz[file] = gzipSync(body, { level: 9 }).length;
};
write('boot.js', 1);
write('assets/index.js', 10);
write('assets/shared.js', 20);
write('assets/page.js', 5);
write('assets/other.js', 40);
write('assets/texts-ar.js', 2);
write('assets/texts-en.js', 1);
writeFileSync(
  path.join(dist, 'index.html'),
  '<script src="/boot.js"></script><script type="module" src="/assets/index.js"></script>',
);
mkdirSync(path.join(dist, '.vite'));
writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index.js', imports: ['_shared.js'], dynamicImports: ['src/other.tsx'] },
    '_shared.js': { file: 'assets/shared.js' },
    'src/page.tsx': { file: 'assets/page.js', imports: ['_shared.js'] },
    'src/other.tsx': { file: 'assets/other.js' },
    'src/i18n/ar/page.json': { file: 'assets/texts-ar.js' },
    'src/i18n/en/page.json': { file: 'assets/texts-en.js' },
  }),
);
const kb = (files) => Math.round((files.reduce((sum, f) => sum + gz[f], 0) / 1024) * 10) / 10;
const page = (budgetKB) => ({ '/page': { budgetKB, modules: ['src/page.tsx'], texts: ['page'] } });

describe('page budgets', () => {
  it("weighs boot.js, the entry, the page's chunks and its texts in each language, not what loads later", () => {
    const [ar, en] = checkBudgets(page(100), dist);
    expect(ar).toMatchObject({ lang: 'ar', files: 5, fits: true });
    expect(ar.gzipKB).toBe(kb(['boot.js', 'assets/index.js', 'assets/shared.js', 'assets/page.js', 'assets/texts-ar.js']));
    expect(en.gzipKB).toBe(kb(['boot.js', 'assets/index.js', 'assets/shared.js', 'assets/page.js', 'assets/texts-en.js']));
  });

  it('says a page is over when its weight passes the budget, by even a few bytes', () => {
    const [ar] = checkBudgets(page(100), dist);
    const tight = (ar.gzipKB * 1024 - 50) / 1024;
    expect(checkBudgets(page(tight), dist).find((r) => r.lang === 'ar')?.fits).toBe(false);
    expect(checkBudgets(page(ar.gzipKB + 1), dist).every((r) => r.fits)).toBe(true);
  });

  it('refuses a page whose module the build does not have', () => {
    const renamed = { '/page': { budgetKB: 100, modules: ['src/renamed.tsx'], texts: ['page'] } };
    expect(() => checkBudgets(renamed, dist)).toThrow(/src\/renamed.tsx is not in the build's manifest/);
  });
});
