// The translation namespaces each page needs, found from the code it runs (docs/contributing.md):
// the page's module and every app module it imports, followed statically, read for `useTranslation`
// and `ns:key` uses. The Vite plugin below hands them to each `lazyPage(...)` of the route table, so a
// page's texts load with its chunk and no list of namespaces is kept by hand. A namespace missed
// here would still load when its component first renders (react-i18next suspends), only later.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '../src');
export const ROUTE_TABLE = path.join(SRC, 'app/router/routes.tsx');

/** Every namespace there is: one file per namespace in each language. */
export const namespacesIn = (src = SRC) =>
  new Set(readdirSync(path.join(src, 'i18n/en')).map((file) => file.replace(/\.json$/, '')));

const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;
const USE_ONE = /useTranslation\(\s*['"](\w+)['"]/g;
const USE_MANY = /useTranslation\(\s*\[([^\]]*)\]/g;
/** `t('orders:status.paid')`, `title: 'shell:pages.home'`, `` i18n.t(`taxes:failed.${call}`) ``. */
const PREFIXED_KEY = /['"`](\w+):[\w.$]/g;
const QUOTED = /['"](\w+)['"]/g;

const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

function resolveImport(file, spec, src) {
  if (spec.startsWith('@/')) return path.join(src, spec.slice(2));
  if (spec.startsWith('.')) return path.resolve(path.dirname(file), spec);
  return null;
}

/** The namespaces `entry` and the app modules it imports use, `common` aside (it is always loaded). */
export function textsOf(entry, src = SRC, known = namespacesIn(src)) {
  const found = new Set();
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !/\.(ts|tsx)$/.test(file) || !existsSync(file)) return;
    seen.add(file);
    const code = withoutComments(readFileSync(file, 'utf8'));
    for (const [, ns] of code.matchAll(USE_ONE)) found.add(ns);
    for (const [, list] of code.matchAll(USE_MANY)) for (const [, ns] of list.matchAll(QUOTED)) found.add(ns);
    for (const [, ns] of code.matchAll(PREFIXED_KEY)) if (known.has(ns)) found.add(ns);
    for (const [, from, bare] of code.matchAll(STATIC_IMPORT)) {
      const target = resolveImport(file, from ?? bare, src);
      if (target) visit(target);
    }
  };
  visit(entry);
  found.delete('common');
  return [...found].filter((ns) => known.has(ns)).sort();
}

/** Where each `lazyPage(` call of `code` closes, with how many arguments it has. */
function lazyPageCalls(code) {
  const calls = [];
  for (const match of code.matchAll(/\blazyPage\(/g)) {
    let depth = 0;
    let args = 1;
    let quote = null;
    for (let i = match.index + 'lazyPage'.length; i < code.length; i++) {
      const c = code[i];
      if (quote) {
        if (c === quote && code[i - 1] !== '\\') quote = null;
        continue;
      }
      if (c === "'" || c === '"' || c === '`') quote = c;
      else if (c === '(' || c === '[' || c === '{') depth++;
      else if (c === ')' || c === ']' || c === '}') {
        depth--;
        if (depth === 0) {
          const spec = /import\(\s*['"]([^'"]+)['"]\s*\)/.exec(code.slice(match.index, i))?.[1];
          calls.push({ close: i, args, spec });
          break;
        }
      } else if (c === ',' && depth === 1) args++;
    }
  }
  return calls;
}

/** The route table with each page's namespaces appended to its `lazyPage(load, needs?)` call. */
export function withPageTexts(code, file = ROUTE_TABLE, src = SRC) {
  const known = namespacesIn(src);
  let out = code;
  for (const { close, args, spec } of lazyPageCalls(code).reverse()) {
    if (!spec) continue;
    const target = resolveImport(file, spec, src);
    if (!target) continue;
    const texts = JSON.stringify(textsOf(target, src, known));
    // A call laid out over lines ends its last argument with a comma (prettier's trailing comma).
    const trailing = code.slice(0, close).trimEnd().endsWith(',');
    const given = trailing ? args - 1 : args;
    const extra = `${trailing ? ' ' : ', '}${given === 1 ? `[], ${texts}` : texts}`;
    out = out.slice(0, close) + extra + out.slice(close);
  }
  return out;
}

/** Vite: the route table's pages load their texts with their chunks (dev server, build and tests). */
export function pageTextsPlugin() {
  return {
    name: 'page-texts',
    enforce: 'pre',
    transform(code, id) {
      return id.split('?')[0] === ROUTE_TABLE ? { code: withPageTexts(code), map: null } : null;
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { spec } of lazyPageCalls(readFileSync(ROUTE_TABLE, 'utf8'))) {
    const target = spec && resolveImport(ROUTE_TABLE, spec, SRC);
    if (target) console.log(`${path.relative(SRC, target)}: ${textsOf(target).join(', ')}`);
  }
}
