// The weight of /auth/login after `vite build`: the entry, the auth layout and login page chunks,
// everything they import statically, and the Arabic texts the page loads (common + auth), gzip.
// Budget: 180 KB gzip (issue #2). Usage: node scripts/measure-login.mjs [--json]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const BUDGET_KB = 180;
const lang = process.argv.includes('--en') ? 'en' : 'ar';

const roots = [
  'index.html',
  'src/app/layouts/auth-layout.tsx',
  'src/features/auth/pages/login/login-page.tsx',
  `src/i18n/${lang}/common.json`,
  `src/i18n/${lang}/auth.json`,
];

const files = new Map();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Not in the manifest: ${key}`);
  if (files.has(chunk.file)) return;
  files.set(chunk.file, key);
  for (const dep of chunk.imports ?? []) visit(dep);
};
roots.forEach(visit);

let total = 0;
const rows = [...files.keys()]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const gz = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    total += gz;
    return { file, gzipKB: +(gz / 1024).toFixed(2) };
  })
  .sort((a, b) => b.gzipKB - a.gzipKB);

const totalKB = +(total / 1024).toFixed(1);
if (process.argv.includes('--json')) console.log(JSON.stringify({ lang, totalKB, budgetKB: BUDGET_KB, files: rows }, null, 2));
else {
  for (const r of rows) console.log(`${String(r.gzipKB).padStart(8)} KB  ${r.file}`);
  console.log(`${String(totalKB).padStart(8)} KB  total JS for /auth/login (${lang}, gzip -9); budget ${BUDGET_KB} KB`);
}
process.exit(totalKB <= BUDGET_KB ? 0 : 1);
