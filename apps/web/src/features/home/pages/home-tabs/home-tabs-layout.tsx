import { Suspense } from 'react';
import { Stack, Tabs } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppLoading } from '@/app/components/app-loading.tsx';
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
  return (
    <Stack gap="lg">
      <Tabs value={current} onChange={(value) => value && navigate(value)} keepMounted={false}>
        <Tabs.List>
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
