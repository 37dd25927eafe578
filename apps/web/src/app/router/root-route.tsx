import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mergedHandle } from './route-handle.ts';

/** The root of every screen: the document title in the page's language, a new page starts at the top, `<html data-page>` names it. */
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
    // Which page the screen shows, once it shows it: the address changes first, while the next page
    // renders (the browser journeys wait for this, not for the address).
    document.documentElement.dataset.page = pathname;
  }, [pathname]);
  return <Outlet />;
}
