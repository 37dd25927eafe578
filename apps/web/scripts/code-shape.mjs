// The shape of the web app's code, counted (docs/contributing.md): what a feature should no longer
// write by hand. `node apps/web/scripts/code-shape.mjs` prints the counts; the test beside it fails
// when a count rises above `code-shape.json`, so the shape only gets better (lower a figure there
// when a change brings it down).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '../src');

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A call of the raw API client, whose path and answer type a feature writes by hand (`api.get<T>(path)`). */
const HAND_PATH = /\bapi\.(?:get|post|put|patch|delete|list|upload|download|call)\b/g;
/** A page path written out in a link or a navigation: `to="/home"`, `navigate('/…')`. */
const HAND_PAGE = /(?:\bto=\{?\s*|\bnavigate\(\s*|\bredirect\(\s*)[`'"]\//g;
const IMPORT = /(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g;

const featureOf = (file, src) => {
  const rel = path.relative(path.join(src, 'features'), file);
  return rel.startsWith('..') ? null : rel.split(path.sep)[0];
};

/** The counts, and where each hand-written path and cross-feature import is (`@/` is `src/`). */
export function measureShape(src = SRC) {
  const counts = { rawApiCalls: 0, handWrittenPagePaths: 0, featureToFeatureImports: 0, deepRelativeImports: 0 };
  const where = { rawApiCalls: [], handWrittenPagePaths: [], featureToFeatureImports: [] };
  for (const file of filesUnder(src)) {
    const text = readFileSync(file, 'utf8');
    const rel = path.relative(src, file);
    const feature = featureOf(file, src);
    if (feature) {
      const api = text.match(HAND_PATH)?.length ?? 0;
      if (api) where.rawApiCalls.push(`${rel} (${api})`);
      counts.rawApiCalls += api;
    }
    const pages = text.match(HAND_PAGE)?.length ?? 0;
    if (pages) where.handWrittenPagePaths.push(`${rel} (${pages})`);
    counts.handWrittenPagePaths += pages;
    for (const [, spec] of text.matchAll(IMPORT)) {
      const local = spec.startsWith('@/')
        ? path.join(src, spec.slice(2))
        : spec.startsWith('.')
          ? path.resolve(path.dirname(file), spec)
          : null;
      if (!local) continue;
      if (spec.startsWith('../../../')) counts.deepRelativeImports += 1;
      const target = featureOf(local, src);
      if (feature && target && target !== feature) {
        counts.featureToFeatureImports += 1;
        where.featureToFeatureImports.push(`${rel} → ${target}`);
      }
    }
  }
  return { counts, where };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { counts, where } = measureShape();
  console.log(JSON.stringify(counts, null, 2));
  if (process.argv.includes('--where')) console.log(JSON.stringify(where, null, 2));
}
