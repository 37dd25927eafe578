import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULES, moduleOf, sourceFiles } from '../../test/module-files.ts';

// A module's tables are its own (docs/architecture.md "Server modules"): another module calls its
// functions or reads a view it publishes, and does not import its table definitions nor name its
// tables in raw SQL. The files that still do are counted here; `apps/server/code-shape.json` holds
// the count, the test refuses a rise and asks for the figure to be lowered when a change brings it
// down, so it only falls, toward 0. Tests and their fixtures are left out (a test may set up any
// module's data), and so are the table files' foreign keys.

const SHAPE_FILE = path.resolve(MODULES, '../../code-shape.json');

interface Shape {
  counts: { filesCrossingModuleTables: number };
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
const IMPORT = /(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const TABLE = /\bpgTable\(\s*['"]([a-z0-9_]+)['"]/g;
const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** For each file that reaches into another module's tables: what it reaches (`module/file` or `sql: table (module)`). */
function crossings(files: readonly string[], read = (file: string) => readFileSync(file, 'utf8')): Map<string, string[]> {
  const texts = new Map(files.map((file) => [file, withoutComments(read(file))]));
  /** Files that define tables, and each table's owning module. */
  const tableFiles = new Set<string>();
  const owner = new Map<string, string>();
  for (const [file, text] of texts) {
    const names = [...text.matchAll(TABLE)].map((m) => m[1]!);
    if (!names.length) continue;
    tableFiles.add(file);
    for (const name of names) owner.set(name, moduleOf(file)!);
  }
  const rawSql = [...owner.keys()].map((name) => ({
    name,
    pattern: new RegExp(`\\b(?:from|join|update|into)\\s+(?:only\\s+)?"?${escape(name)}"?(?![\\w$])`, 'i'),
  }));
  const found = new Map<string, string[]>();
  for (const [file, text] of texts) {
    const from = moduleOf(file);
    // A table's foreign key to another module's table is the schema's integrity, not a read; a
    // fixture is test data.
    if (!from || tableFiles.has(file) || file.endsWith('.fixtures.ts')) continue;
    const reached: string[] = [];
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1]!;
      if (!specifier.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), specifier);
      const to = moduleOf(target);
      if (to && to !== from && tableFiles.has(target)) reached.push(path.relative(MODULES, target));
    }
    for (const { name, pattern } of rawSql)
      if (owner.get(name) !== from && pattern.test(text)) reached.push(`sql: ${name} (${owner.get(name)})`);
    if (reached.length) found.set(path.relative(MODULES, file), [...new Set(reached)]);
  }
  return found;
}

describe("the modules' tables", () => {
  const found = crossings(sourceFiles(MODULES));
  const shape = JSON.parse(readFileSync(SHAPE_FILE, 'utf8')) as Shape;
  const allowed = shape.counts.filesCrossingModuleTables;
  const where = () => [...found].map(([file, reached]) => `${file}: ${reached.join(', ')}`).join('\n');

  it(`are reached from other modules by no more files than code-shape.json allows`, () => {
    expect(found.size, `files that reach into another module's tables (at most ${allowed}):\n${where()}`).toBeLessThanOrEqual(
      allowed,
    );
  });

  it('keep code-shape.json at the count, so a fall is kept', () => {
    expect(found.size, `lower filesCrossingModuleTables in apps/server/code-shape.json to ${found.size}`).toBe(allowed);
  });

  it('counts imports of table files and raw SQL against them, not a module its own tables', () => {
    const files = {
      [path.join(MODULES, 'orders/tables.ts')]: "export const orders = pgTable('orders', {});",
      [path.join(MODULES, 'orders/read.ts')]: "import { orders } from './tables.ts';\nsql`select * from orders`;",
      [path.join(MODULES, 'shop/tables.ts')]: "export const shops = pgTable(\n  'shops', {});",
      [path.join(MODULES, 'shop/x.ts')]: "import { orders } from '../orders/tables.ts';",
      [path.join(MODULES, 'wallet/y.ts')]: '// not from orders\nconst q = `update "shops" set x = 1 from orders_view`;',
      [path.join(MODULES, 'wallet/z.ts')]: "import { read } from '../orders/read.ts';",
      [path.join(MODULES, 'wallet/tables.ts')]:
        "import { orders } from '../orders/tables.ts';\nexport const w = pgTable('w', {});",
      [path.join(MODULES, 'wallet/w.fixtures.ts')]: "import { orders } from '../orders/tables.ts';",
    };
    const fake = crossings(Object.keys(files), (file) => files[file]!);
    expect(Object.fromEntries(fake)).toEqual({
      'shop/x.ts': ['orders/tables.ts'],
      'wallet/y.ts': ['sql: shops (shop)'],
    });
  });
});
