import type { UIMatch } from 'react-router';
import type { RouteAccess } from '../guard/guard-decision.ts';

/** What a route declares about itself: who may open it and the i18n key of its title ("ns:key"). */
export interface RouteHandle {
  access?: RouteAccess;
  title?: string;
  /** Auth-area pages that need room (onboarding, activation) get a wider card. */
  wide?: boolean;
}

const handleOf = (match: UIMatch): RouteHandle => (match.handle ?? {}) as RouteHandle;

/** The deepest declaration wins: a child may tighten or loosen what its layout says. */
export function mergedHandle(matches: readonly UIMatch[]): RouteHandle {
  return matches.reduce<RouteHandle>((acc, m) => ({ ...acc, ...handleOf(m) }), {});
}
