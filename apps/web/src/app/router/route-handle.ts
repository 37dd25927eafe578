import type { UIMatch } from 'react-router';
import type { RouteAccess } from '../guard/guard-decision.ts';

/** What a route declares about itself: who may open it and the i18n key of its title ("ns:key"). */
export interface RouteHandle {
  access?: RouteAccess;
  title?: string;
  /** Auth-area pages that need room (onboarding, activation) get a wider card. */
  wide?: boolean;
  /** How wide the page's content may grow in the main layout (`PAGE_WIDTHS`); `full` when unsaid. */
  width?: PageWidth;
}

/**
 * The one content-width rule of the main layout (docs/decisions.md "Web app"): lists, tables and
 * work pages use `full`; settings pages `settings`; a single-column form `form`. Pages start at the
 * inline start, beside the side menu, and never set their own width.
 */
export const PAGE_WIDTHS = { full: 1280, settings: 1080, form: 840 } as const;
export type PageWidth = keyof typeof PAGE_WIDTHS;

const handleOf = (match: { handle?: UIMatch['handle'] }): RouteHandle => (match.handle ?? {}) as RouteHandle;

/** The deepest declaration wins: a child may tighten or loosen what its layout says. */
export function mergedHandle(matches: readonly { handle?: UIMatch['handle'] }[]): RouteHandle {
  return matches.reduce<RouteHandle>((acc, m) => ({ ...acc, ...handleOf(m) }), {});
}
