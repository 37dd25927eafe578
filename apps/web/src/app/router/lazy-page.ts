import type { ComponentType } from 'react';
import { loadNamespaces, type Namespace } from '@/i18n/i18n.ts';

type PageModule = { default: ComponentType };

/**
 * A lazy route: the page's chunk, its texts and what else it `needs` load together, so it never
 * renders half-ready. The route table names only the page (and its needs); the build appends the
 * namespaces the page's code uses (scripts/page-texts.mjs, docs/contributing.md).
 */
export function lazyPage(load: () => Promise<PageModule>, needs: (() => Promise<void>)[] = [], namespaces: Namespace[] = []) {
  return async () => {
    const [page] = await Promise.all([
      load(),
      namespaces.length ? loadNamespaces(...namespaces) : undefined,
      ...needs.map((need) => need()),
    ]);
    return { Component: page.default };
  };
}
