import type { Role } from '@souqna/contracts';
import type { AuthState } from '@/lib/app-store.ts';
import {
  activation as activationPage,
  auth as authPage,
  home as homePage,
  login as loginPage,
  reports as reportsPage,
  startup as startupPage,
  unauthorized as unauthorizedPage,
} from '@/lib/entry-pages.ts';

/** What a route asks of its visitor (spec §4 guard, §6 roles). */
export interface RouteAccess {
  /** public: anyone; guest: visitors who are not logged in; protected: a session is required. */
  area: 'public' | 'guest' | 'protected';
  /** The lowest role that may open it (protected only). owner ⊇ admin ⊇ manager. Default admin. */
  minRole?: Role;
  /** Onboarding pages: once the store is active they send the merchant home. */
  firstTime?: boolean;
  /** Pages that need an activated store; otherwise the merchant is sent to the activation card (/StoreActivePage). */
  requiresVerifiedStore?: boolean;
}

/** The parts of the auth state the guard reads. null: the stored session could not be restored. */
export type GuardAuth = {
  isAuthenticated: boolean;
  role: Role | null;
  isStoreVerified: boolean;
  isCategoriesDone: boolean;
} | null;

/** The session as the guard reads it. */
export function guardAuthOf(auth: AuthState | null): GuardAuth {
  if (auth === null) return null;
  const session = auth.session;
  return {
    isAuthenticated: auth.isAuthenticated && session !== null,
    role: session?.user.role ?? null,
    isStoreVerified: session?.isStoreVerified ?? false,
    isCategoriesDone: session?.stage.isCategories ?? false,
  };
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Reset the app, go to the login page and ask the visitor to log in. */
  | { kind: 'login'; to: typeof loginPage };

const RANK: Record<Role, number> = { manager: 1, admin: 2, owner: 3 };

export const hasRole = (role: Role | null, minRole: Role): boolean => role !== null && RANK[role] >= RANK[minRole];

/** Where a signed-in merchant lands: onboarding until categories are chosen, activation until active; a manager on reports. */
export function homeFor(auth: NonNullable<GuardAuth>): string {
  if (!hasRole(auth.role, 'admin')) return reportsPage;
  if (!auth.isCategoriesDone) return startupPage;
  return auth.isStoreVerified ? homePage : activationPage;
}

export function decideAccess(auth: GuardAuth, access: RouteAccess): GuardDecision {
  if (access.area === 'public') return { kind: 'allow' };
  if (access.area === 'guest') {
    return auth?.isAuthenticated ? { kind: 'redirect', to: homeFor(auth) } : { kind: 'allow' };
  }
  if (auth === null) return { kind: 'redirect', to: authPage };
  if (!auth.isAuthenticated) return { kind: 'login', to: loginPage };
  if (!hasRole(auth.role, access.minRole ?? 'admin')) return { kind: 'redirect', to: unauthorizedPage };
  // The categories stay reachable (step 3's Back) until the store is active.
  if (access.firstTime && auth.isStoreVerified) return { kind: 'redirect', to: homePage };
  if (access.requiresVerifiedStore && !auth.isStoreVerified) return { kind: 'redirect', to: activationPage };
  return { kind: 'allow' };
}
