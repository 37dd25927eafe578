import type { z } from 'zod';

/**
 * Where a body schema would take unknown fields silently: the paths of its objects that are not
 * strict (docs/api.md: unknown fields in a body are refused, so a misspelt field never silently does
 * nothing, and a `storeId` sent by a client is refused, not ignored). Empty when it is strict
 * throughout. The validator compiler calls it for every route's body, so a route with a lax body
 * cannot start (docs/decisions.md "Input at the edge").
 */
export function laxObjectsIn(schema: z.core.$ZodType): string[] {
  const lax: string[] = [];
  const seen = new Set<unknown>();
  const visit = (node: z.core.$ZodType | undefined, path: string) => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    const def = node._zod.def as unknown as Record<string, unknown> & { type: string };
    const child = (key: string) => def[key] as z.core.$ZodType | undefined;
    switch (def.type) {
      case 'object': {
        const catchall = child('catchall');
        if (!catchall || catchall._zod.def.type !== 'never') lax.push(path || '(body)');
        const shape = def.shape as Record<string, z.core.$ZodType>;
        for (const [key, value] of Object.entries(shape)) visit(value, path ? `${path}.${key}` : key);
        return;
      }
      case 'array':
        return visit(child('element'), `${path}[]`);
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'nonoptional':
      case 'readonly':
      case 'catch':
        return visit(child('innerType'), path);
      case 'pipe':
        visit(child('in'), path);
        return;
      case 'union':
        for (const option of def.options as z.core.$ZodType[]) visit(option, path);
        return;
      case 'intersection':
        visit(child('left'), path);
        visit(child('right'), path);
        return;
      case 'record':
        return visit(child('valueType'), `${path}{}`);
      case 'tuple':
        for (const item of def.items as z.core.$ZodType[]) visit(item, path);
        return;
      case 'lazy':
        return visit((def.getter as () => z.core.$ZodType)(), path);
      default:
        return;
    }
  };
  visit(schema, '');
  return lax;
}
