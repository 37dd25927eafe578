import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mergedHandle } from './route-handle.ts';

/** The root of every screen: the document title in the page's language, and a new page starts at the top. */
export function RootRoute() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation('common');
  const titleKey = mergedHandle(matches).title;
  const page = titleKey && i18n.exists(titleKey) ? t(titleKey) : '';
  const appName = t('appName');
  useEffect(() => {
    document.title = page ? `${page} · ${appName}` : appName;
  }, [page, appName]);
  useLayoutEffect(() => {
    // Recent browsers answer scrollTo with a promise; an effect must return nothing.
    window.scrollTo(0, 0);
  }, [pathname]);
  return <Outlet />;
}
