import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appStore, useAppStore } from '@/lib/app-store.ts';
import { resetApp } from '@/lib/app-reset.ts';
import { notify } from '@/lib/notify.ts';
import { mergedHandle } from '../router/route-handle.ts';
import { decideAccess, guardAuthOf, type GuardDecision, type RouteAccess } from './guard-decision.ts';

/** The guard's "please log in" notice, taken away once the merchant has logged in. */
export const GUARD_NOTICE_ID = 'guard-login';

/** The guard's answer for the current route and session. */
export function useGuardDecision(): GuardDecision {
  const matches = useMatches();
  const auth = useAppStore((s) => s.auth);
  const access: RouteAccess = mergedHandle(matches).access ?? { area: 'public' };
  return decideAccess(guardAuthOf(auth), access);
}

/** Carries out a redirect decision; for "login" it first resets the app and asks the visitor to log in. */
export function GuardRedirect({ decision }: { decision: Extract<GuardDecision, { kind: 'redirect' | 'login' }> }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation('common');
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (decision.kind === 'login') {
      resetApp();
      // A merchant who chose to log out was already told so.
      if (appStore.getState().endedBy !== 'logout') notify('info', t('guard.pleaseLogIn'), { id: GUARD_NOTICE_ID });
    }
    navigate(decision.to, { replace: true, state: decision.kind === 'login' ? { from: location.pathname } : undefined });
  }, [decision, navigate, location.pathname, t]);
  return null;
}
