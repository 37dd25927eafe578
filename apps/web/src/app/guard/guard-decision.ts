import type { Role } from '@souqna/contracts';

/** What a route asks of its visitor (spec §4 guard, §6 roles). */
export interface RouteAccess {
  /** public: anyone; guest: visitors who are not logged in; protected: a session is required. */
  area: 'public' | 'guest' | 'protected';
  /** The lowest role that may open it (protected only). owner ⊇ admin ⊇ manager. Default admin. */
  minRole?: Role;
  /** Onboarding pages: once the categories stage is done they send the merchant home. */
  firstTime?: boolean;
  /** Pages that need an activated store; otherwise the store-activation page is shown instead. */
  requiresVerifiedStore?: boolean;
}

/** The parts of the auth state the guard reads. null: the stored session could not be restored. */
export type GuardAuth = {
  isAuthenticated: boolean;
  role: Role | null;
  isStoreVerified: boolean;
  isCategoriesDone: boolean;
} | null;

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Reset the app, go to the login page and ask the visitor to log in. */
  | { kind: 'login'; to: '/auth/login' }
  /** Fetch the store's state and show the store-activation page in place of the route. */
  | { kind: 'store-activation' };

const RANK: Record<Role, number> = { manager: 1, admin: 2, owner: 3 };

export const hasRole = (role: Role | null, minRole: Role): boolean => role !== null && RANK[role] >= RANK[minRole];

/** Where a signed-in merchant lands: onboarding until categories are chosen; a manager on reports. */
export function homeFor(auth: NonNullable<GuardAuth>): string {
  if (!hasRole(auth.role, 'admin')) return '/reports';
  return auth.isCategoriesDone ? '/home' : '/startup';
}

export function decideAccess(auth: GuardAuth, access: RouteAccess): GuardDecision {
  if (access.area === 'public') return { kind: 'allow' };
  if (access.area === 'guest') {
    return auth?.isAuthenticated ? { kind: 'redirect', to: homeFor(auth) } : { kind: 'allow' };
  }
  if (auth === null) return { kind: 'redirect', to: '/auth' };
  if (!auth.isAuthenticated) return { kind: 'login', to: '/auth/login' };
  if (!hasRole(auth.role, access.minRole ?? 'admin')) return { kind: 'redirect', to: '/unauthorized' };
  if (access.firstTime && auth.isCategoriesDone) return { kind: 'redirect', to: '/home' };
  if (access.requiresVerifiedStore && !auth.isStoreVerified) return { kind: 'store-activation' };
  return { kind: 'allow' };
}
