// The shape of the web app's code, counted (docs/contributing.md): what a feature should no longer
// write by hand, and which way imports may go. `node apps/web/scripts/code-shape.mjs` prints the
// counts (`--where` says where); the test beside it fails when a count rises above `code-shape.json`,
// so the shape only gets better (lower a figure there when a change brings it down).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '../src');

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A call of the raw API client outside lib/, whose path and answer type are written by hand (`api.get<T>(path)`). */
const HAND_PATH = /\bapi\.(?:get|post|put|patch|delete|list|upload|download|call)\b/g;
/** A page path written out in a link or a navigation: `to="/home"`, `navigate('/…')`. */
const HAND_PAGE = /(?:\bto=\{?\s*|\bnavigate\(\s*|\bredirect\(\s*)[`'"]\//g;
/** A string that starts with a path: checked against the page paths `lib/pages.ts` declares. */
const PATH_LITERAL = /[`'"](\/[A-Za-z][^`'"\s$?#]*)/g;
/** Static imports only: a route's `import()` is how the app loads a page, not a dependency loop. */
const IMPORT = /(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;
/** Where shared code lives: it serves the features and imports none of them. */
const SHARED = ['lib', 'i18n', 'app/components', 'app/forms', 'app/feedback', 'app/theme', 'app/guard'];
/** The route table: its segments are relative and its page imports are lazy. */
const ROUTE_TABLE = 'app/router/routes.tsx';

const featureOf = (file, src) => {
  const rel = path.relative(path.join(src, 'features'), file);
  return rel.startsWith('..') ? null : rel.split(path.sep)[0];
};
const isShared = (rel) => SHARED.some((dir) => rel === dir || rel.startsWith(`${dir}/`));

/** The page paths `lib/pages.ts` and `lib/entry-pages.ts` declare (not `/`, which starts every path). */
function declaredPages(src) {
  const paths = new Set();
  for (const file of ['lib/pages.ts', 'lib/entry-pages.ts']) {
    const full = path.join(src, file);
    if (!existsSync(full)) continue;
    for (const [, page] of readFileSync(full, 'utf8').matchAll(/export const \w+ = '(\/[^']+)'/g)) paths.add(page);
  }
  return [...paths];
}

/** The code without its comments, which may name a path (a rough cut: enough for counting). */
const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** The file an import names, with its extension as written (`@/` is `src/`); null for a package. */
function localTarget(file, spec, src) {
  if (spec.startsWith('@/')) return path.join(src, spec.slice(2));
  if (spec.startsWith('.')) return path.resolve(path.dirname(file), spec);
  return null;
}

/** Files that import themselves through others (Tarjan's strongly connected components of size > 1). */
function filesInCycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!graph.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** The counts, and where each hand-written path, cross-feature import and import loop is. */
export function measureShape(src = SRC) {
  const counts = {
    rawApiCalls: 0,
    handWrittenPagePaths: 0,
    featureToFeatureImports: 0,
    sharedToFeatureImports: 0,
    filesInImportCycles: 0,
    deepRelativeImports: 0,
  };
  const where = Object.fromEntries(Object.keys(counts).map((name) => [name, []]));
  const pages = declaredPages(src);
  const isPagePath = (value) => pages.some((page) => value === page || value.startsWith(`${page}/`));
  const graph = new Map();
  for (const file of filesUnder(src)) {
    const text = readFileSync(file, 'utf8');
    const rel = path.relative(src, file).split(path.sep).join('/');
    const feature = featureOf(file, src);
    const code = withoutComments(text);
    if (!rel.startsWith('lib/')) {
      const api = code.match(HAND_PATH)?.length ?? 0;
      if (api) where.rawApiCalls.push(`${rel} (${api})`);
      counts.rawApiCalls += api;
    }
    if (!rel.startsWith('lib/') && rel !== ROUTE_TABLE) {
      const links = code.match(HAND_PAGE)?.length ?? 0;
      const literals = [...code.matchAll(PATH_LITERAL)].filter(([, value]) => isPagePath(value)).length;
      const pagesWritten = Math.max(links, literals);
      if (pagesWritten) where.handWrittenPagePaths.push(`${rel} (${pagesWritten})`);
      counts.handWrittenPagePaths += pagesWritten;
    }
    const edges = [];
    for (const [, from, bare] of text.matchAll(IMPORT)) {
      const spec = from ?? bare;
      const local = localTarget(file, spec, src);
      if (!local) continue;
      edges.push(local);
      if (spec.startsWith('../../../')) counts.deepRelativeImports += 1;
      const target = featureOf(local, src);
      if (feature && target && target !== feature) {
        counts.featureToFeatureImports += 1;
        where.featureToFeatureImports.push(`${rel} → ${target}`);
      }
      if (isShared(rel) && target) {
        counts.sharedToFeatureImports += 1;
        where.sharedToFeatureImports.push(`${rel} → ${target}`);
      }
    }
    graph.set(file, edges);
  }
  for (const cycle of filesInCycles(graph)) {
    counts.filesInImportCycles += cycle.length;
    where.filesInImportCycles.push(cycle.map((file) => path.relative(src, file)).join(' → '));
  }
  return { counts, where };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { counts, where } = measureShape();
  console.log(JSON.stringify(counts, null, 2));
  if (process.argv.includes('--where')) console.log(JSON.stringify(where, null, 2));
}
