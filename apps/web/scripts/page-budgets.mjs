// The JavaScript each budgeted page loads, read from Vite's manifest after `vite build`, without a
// browser: the scripts index.html names (boot.js, the entry), the page's route modules (layouts, page, what its route loads
// before it renders), every chunk they import statically, and the page's texts in one language,
// each gzip -9 as a browser receives it. Fails (exit 1) when a page is over its budget in either
// language. Budgets and pages: ../page-budgets.json (docs/decisions.md, "Page weight budgets").
// Usage: node scripts/page-budgets.mjs [--json] [--budgets=file]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const web = path.join(import.meta.dirname, '..');
const LANGUAGES = ['ar', 'en'];

export function readBudgets(file = path.join(web, 'page-budgets.json')) {
  return JSON.parse(readFileSync(file, 'utf8')).pages;
}

/** The page's JavaScript in `lang`: { files, gzipKB, largest } from the manifest of `dist`. */
export function pageWeight(page, lang, dist = path.join(web, 'dist')) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const files = new Set();
  // Chunks are named by their hash alone (vite.config.ts): the report names them by what they hold.
  const names = new Map();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: correct page-budgets.json`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    names.set(chunk.file, chunk.name ?? path.basename(key));
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  // Classic scripts of index.html (public/boot.js) are not in the manifest; the entry is.
  for (const [, src] of readFileSync(path.join(dist, 'index.html'), 'utf8').matchAll(/<script[^>]* src="\/([^"]+)"/g))
    if (!src.startsWith('assets/')) files.add(src);
  ['index.html', ...page.modules, ...page.texts.map((ns) => `src/i18n/${lang}/${ns}.json`)].forEach(visit);
  const sizes = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
  const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
  const bytes = sizes.reduce((sum, f) => sum + f.gzip, 0);
  return {
    bytes,
    files: sizes.length,
    gzipKB: kb(bytes),
    largest: sizes.slice(0, 5).map((f) => `${names.get(f.file) ?? f.file} ${kb(f.gzip)} KB`),
  };
}

/** Each page in each language against its budget (exact bytes, not the rounded figure). */
export function checkBudgets(pages, dist) {
  return Object.entries(pages).flatMap(([name, page]) =>
    LANGUAGES.map((lang) => {
      const { bytes, ...weight } = pageWeight(page, lang, dist);
      return { page: name, lang, fits: bytes <= page.budgetKB * 1024, budgetKB: page.budgetKB, ...weight };
    }),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv.find((a) => a.startsWith('--budgets='))?.slice('--budgets='.length);
  const rows = checkBudgets(readBudgets(file && path.resolve(file)));
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
  else
    for (const r of rows)
      console.log(
        `${r.fits ? 'ok  ' : 'OVER'} ${r.page} (${r.lang}): ${r.gzipKB} KB of ${r.budgetKB} KB gzip, ${r.files} files; largest ${r.largest.slice(0, 2).join(', ')}`,
      );
  const over = rows.filter((r) => !r.fits).length;
  if (over)
    console.error(
      `${over} page weight(s) over budget: move what the page does not draw with out of its chunks (docs/decisions.md, "Page weight budgets").`,
    );
  process.exit(over ? 1 : 0);
}
