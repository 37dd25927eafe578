import { Suspense } from 'react';
import { Stack, Tabs } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppLoading } from '@/app/components/app-loading.tsx';
import { EdgeFade, useInlineScrollEdges } from '@/app/components/inline-scroll-edges.tsx';
import { prefetch } from '@/lib/prefetch.ts';
import * as pages from '@/lib/pages.ts';

/** The home tabs of spec §2: quick reports, store summary, store performance, smart analytics, reports. */
const TABS = [
  { path: pages.home, key: 'quick' },
  { path: pages.homeDashboard, key: 'summary' },
  { path: pages.homeProductsPerformance, key: 'performance' },
  { path: pages.homeAnalytics, key: 'analytics' },
  { path: pages.homeReports, key: 'reports' },
] as const;

export default function HomeTabsLayout() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = TABS.find((tab) => tab.path === pathname.replace(/\/$/, '').toLowerCase())?.path ?? pages.home;
  // On a phone the five tabs are wider than the screen: the cut edge fades, so the row reads as one that scrolls.
  const { ref, edges } = useInlineScrollEdges<HTMLDivElement>();
  return (
    <Stack gap="lg">
      <Tabs value={current} onChange={(value) => value && navigate(value)} keepMounted={false} pos="relative">
        {edges.start && <EdgeFade side="start" />}
        {edges.end && <EdgeFade side="end" />}
        <Tabs.List ref={ref}>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.path} value={tab.path} onMouseEnter={() => prefetch(tab.path)}>
              {t(`tabs.${tab.key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Suspense fallback={<AppLoading fullScreen={false} />}>
        <Outlet />
      </Suspense>
    </Stack>
  );
}
