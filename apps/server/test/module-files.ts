import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The server's modules (src/modules), which the module-graph and module-tables tests read as text. */
export const MODULES = path.resolve(import.meta.dirname, '../src/modules');

/** The module a file of src/modules belongs to (its first folder), or null outside src/modules. */
export function moduleOf(file: string): string | null {
  const relative = path.relative(MODULES, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length ? first! : null;
}

/** Every source file below `dir`, tests left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}
