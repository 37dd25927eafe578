import { Suspense } from 'react';
import { Anchor, AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryScope } from '../../../lib/query-scope.tsx';
import { AppLoading } from '../../components/app-loading.tsx';
import { Logo } from '../../components/logo.tsx';
import { ThemeSwitch } from '../../components/preference-switches.tsx';
import { PrefetchLink } from '../../components/prefetch-link.tsx';
import { GuardRedirect, useGuardDecision } from '../../guard/use-guard.tsx';
import { Sidebar } from './sidebar.tsx';
import { UserMenu } from './user-menu.tsx';

export default function MainLayout() {
  const decision = useGuardDecision();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { t } = useTranslation('shell');
  if (decision.kind === 'redirect' || decision.kind === 'login') return <GuardRedirect decision={decision} />;
  return (
    <QueryScope>
      <AppShell header={{ height: 64 }} navbar={{ width: 272, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="lg">
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.toggle')} />
              <Anchor component={PrefetchLink} to="/home" aria-label={t('nav.items.home')}>
                <Logo height={38} />
              </Anchor>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <ThemeSwitch />
              <UserMenu />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar>
          <Sidebar onNavigate={close} />
        </AppShell.Navbar>
        <AppShell.Main bg="var(--app-page)">
          <Suspense fallback={<AppLoading fullScreen={false} />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
      </AppShell>
    </QueryScope>
  );
}
