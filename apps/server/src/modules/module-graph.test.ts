import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULES, moduleOf, sourceFiles } from '../../test/module-files.ts';

// The modules of src/modules depend on each other one way only (docs/architecture.md "Modules"):
// no two import each other, directly or around a loop. Tests are left out: a test may set up the
// data of any module it needs (an order to show that a customer with orders cannot be deleted).

/** Module → the modules it imports, each with one import that says so (`file → target`). */
type Graph = Map<string, Map<string, string>>;

const IMPORT =
  /(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** What the modules' files import of one another (relative imports between two modules). */
function moduleGraph(files: readonly string[], read = (file: string) => readFileSync(file, 'utf8')): Graph {
  const graph: Graph = new Map();
  for (const file of files) {
    const from = moduleOf(file);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    for (const match of read(file).matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2]!;
      if (!specifier.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), specifier);
      const to = moduleOf(target);
      if (!to || to === from) continue;
      const edges = graph.get(from)!;
      if (!edges.has(to)) edges.set(to, `${path.relative(MODULES, file)} → ${path.relative(MODULES, target)}`);
    }
  }
  return graph;
}

/** The shortest way from `from` to `to` (both included), or null when there is none. */
function shortestWay(graph: Graph, from: string, to: string): string[] | null {
  const cameFrom = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const at = queue.shift()!;
    if (at === to) {
      const way = [at];
      for (let step = cameFrom.get(at); step; step = cameFrom.get(step)) way.unshift(step);
      return way;
    }
    for (const next of [...(graph.get(at)?.keys() ?? [])].sort())
      if (!cameFrom.has(next)) {
        cameFrom.set(next, at);
        queue.push(next);
      }
  }
  return null;
}

/**
 * The loops of the graph as `a → b → … → a`: for each import between two modules that lies on a
 * loop, the shortest loop through it, each loop once (written from its first module by name).
 */
function cycles(graph: Graph): string[][] {
  const found = new Map<string, string[]>();
  for (const from of [...graph.keys()].sort())
    for (const to of [...(graph.get(from)?.keys() ?? [])].sort()) {
      const back = shortestWay(graph, to, from);
      if (!back) continue;
      const ring = [from, ...back.slice(0, -1)];
      const first = ring.indexOf([...ring].sort()[0]!);
      const loop = [...ring.slice(first), ...ring.slice(0, first)];
      found.set(loop.join(' → '), [...loop, loop[0]!]);
    }
  return [...found.values()];
}

/** A loop with the import behind each of its steps. */
const describeCycle = (graph: Graph, loop: string[]) =>
  [
    loop.join(' → '),
    ...loop.slice(0, -1).map((from, i) => `  ${from} → ${loop[i + 1]}: ${graph.get(from)!.get(loop[i + 1]!)}`),
  ].join('\n');

describe('the module graph', () => {
  const graph = moduleGraph(sourceFiles(MODULES));

  it('reads the imports between modules', () => {
    expect(graph.get('orders')?.has('catalogue')).toBe(true);
    expect(graph.get('catalogue')?.has('store')).toBe(true);
  });

  it("keeps the store's home at the bottom: stores imports no module, so every module may import it", () => {
    expect([...(graph.get('stores')?.values() ?? [])]).toEqual([]);
    expect(graph.get('accounts')?.has('stores')).toBe(true);
  });

  it('has no module that imports itself back through other modules', () => {
    const loops = cycles(graph).map((loop) => describeCycle(graph, loop));
    expect(loops, `modules that import each other:\n${loops.join('\n')}`).toEqual([]);
  });

  it('finds a loop and names it with its imports', () => {
    const files = {
      [path.join(MODULES, 'a/one.ts')]: "import { two } from '../b/two.ts';",
      [path.join(MODULES, 'b/two.ts')]: "import type { Three } from '../c/three.ts';\nexport const two = 2;",
      [path.join(MODULES, 'c/three.ts')]: "export { one } from '../a/one.ts';",
      [path.join(MODULES, 'd/four.ts')]: "import {\n  two,\n} from '../b/two.ts';\nconst x = await import('../a/one.ts');",
    };
    const fake = moduleGraph(Object.keys(files), (file) => files[file]!);
    const loops = cycles(fake);
    expect(loops).toEqual([['a', 'b', 'c', 'a']]);
    expect(describeCycle(fake, loops[0]!)).toBe(
      ['a → b → c → a', '  a → b: a/one.ts → b/two.ts', '  b → c: b/two.ts → c/three.ts', '  c → a: c/three.ts → a/one.ts'].join(
        '\n',
      ),
    );
    expect([...fake.get('d')!.keys()]).toEqual(['b', 'a']);
  });
});
