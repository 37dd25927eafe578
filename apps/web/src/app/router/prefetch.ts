import { matchRoutes, type RouteObject } from 'react-router';

const warmed = new Set<string>();

/** Loads the chunks (and texts) of every route a path would open, without opening it. */
export function prefetchPath(routes: RouteObject[], path: string): void {
  if (warmed.has(path)) return;
  warmed.add(path);
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => warmed.delete(path));
  }
}
