import { matchRoutes, type RouteObject } from 'react-router';

const warmed = new Set<string>();
/** The route table, handed over when the router is made: links reach it without importing it (pages import links). */
let table: RouteObject[] = [];

export function prefetchFrom(routes: RouteObject[]): void {
  table = routes;
}

/** Loads the chunks (and texts) of every route a path would open, without opening it. */
export function prefetch(path: string): void {
  if (warmed.has(path) || !table.length) return;
  warmed.add(path);
  for (const { route } of matchRoutes(table, path) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => warmed.delete(path));
  }
}
