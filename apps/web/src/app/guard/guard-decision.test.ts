import { describe, expect, it } from 'vitest';
import { decideAccess, homeFor, type GuardAuth, type RouteAccess } from './guard-decision.ts';

const owner: NonNullable<GuardAuth> = { isAuthenticated: true, role: 'owner', isStoreVerified: true, isCategoriesDone: true };
const signedOut: GuardAuth = { isAuthenticated: false, role: null, isStoreVerified: false, isCategoriesDone: false };
const main: RouteAccess = { area: 'protected' };
const home: RouteAccess = { area: 'protected', requiresVerifiedStore: true };
const startup: RouteAccess = { area: 'protected', firstTime: true };
const reports: RouteAccess = { area: 'protected', minRole: 'manager' };

describe('route guard decisions', () => {
  it('lets anyone open a public page, even with no restorable session', () => {
    expect(decideAccess(null, { area: 'public' })).toEqual({ kind: 'allow' });
    expect(decideAccess(signedOut, { area: 'public' })).toEqual({ kind: 'allow' });
  });

  it('sends a visitor who is not logged in to the login page with a reset and a notice', () => {
    expect(decideAccess(signedOut, main)).toEqual({ kind: 'login', to: '/auth/login' });
    expect(decideAccess(signedOut, reports)).toEqual({ kind: 'login', to: '/auth/login' });
  });

  it('sends a null auth value to /auth', () => {
    expect(decideAccess(null, main)).toEqual({ kind: 'redirect', to: '/auth' });
    expect(decideAccess(null, home)).toEqual({ kind: 'redirect', to: '/auth' });
  });

  it('keeps the login page open when the session is null or signed out, so /auth cannot loop', () => {
    expect(decideAccess(null, { area: 'guest' })).toEqual({ kind: 'allow' });
    expect(decideAccess(signedOut, { area: 'guest' })).toEqual({ kind: 'allow' });
  });

  it('sends a logged-in merchant away from login and register to where they work', () => {
    expect(decideAccess(owner, { area: 'guest' })).toEqual({ kind: 'redirect', to: '/home' });
    expect(decideAccess({ ...owner, isCategoriesDone: false }, { area: 'guest' })).toEqual({ kind: 'redirect', to: '/startup' });
  });

  it('sends a merchant whose store is active from onboarding to /home; before that the categories stay open (Back)', () => {
    expect(decideAccess(owner, startup)).toEqual({ kind: 'redirect', to: '/home' });
    expect(decideAccess({ ...owner, isCategoriesDone: false, isStoreVerified: false }, startup)).toEqual({ kind: 'allow' });
    expect(decideAccess({ ...owner, isStoreVerified: false }, startup)).toEqual({ kind: 'allow' });
  });

  it('sends a verified-only page to the standalone activation card while the store is not verified', () => {
    expect(decideAccess({ ...owner, isStoreVerified: false }, home)).toEqual({ kind: 'redirect', to: '/StoreActivePage' });
    expect(decideAccess(owner, home)).toEqual({ kind: 'allow' });
    expect(decideAccess({ ...owner, isStoreVerified: false }, main)).toEqual({ kind: 'allow' });
  });

  it('lets owner and admin open everything, a manager only reports and profile', () => {
    const manager = { ...owner, role: 'manager' as const };
    const admin = { ...owner, role: 'admin' as const };
    expect(decideAccess(admin, main)).toEqual({ kind: 'allow' });
    expect(decideAccess(admin, reports)).toEqual({ kind: 'allow' });
    expect(decideAccess(owner, reports)).toEqual({ kind: 'allow' });
    expect(decideAccess(manager, reports)).toEqual({ kind: 'allow' });
    expect(decideAccess(manager, main)).toEqual({ kind: 'redirect', to: '/unauthorized' });
    expect(decideAccess(manager, home)).toEqual({ kind: 'redirect', to: '/unauthorized' });
  });

  it('lands a manager on reports after login, an admin on onboarding until categories are chosen', () => {
    expect(homeFor({ ...owner, role: 'manager' })).toBe('/reports');
    expect(homeFor({ ...owner, role: 'admin', isCategoriesDone: false })).toBe('/startup');
    expect(homeFor(owner)).toBe('/home');
    expect(homeFor({ ...owner, isStoreVerified: false })).toBe('/StoreActivePage');
  });
});
