import { addMessages, domainMessages } from '@souqna/contracts';
import { Suspense, useRef } from 'react';
import { Anchor, AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { Outlet, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryScope } from '@/lib/query-scope.tsx';
import { usePhone } from '@/lib/use-phone.ts';
import { AppLoading } from '@/app/components/app-loading.tsx';
import { Logo } from '@/app/components/logo.tsx';
import { ThemeSwitch } from '@/app/components/preference-switches.tsx';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { GuardRedirect, useGuardDecision } from '@/app/guard/use-guard.tsx';
import { mergedHandle, PAGE_WIDTHS } from '@/app/router/route-handle.ts';
import { Sidebar } from './sidebar.tsx';
import { UserMenu } from './user-menu.tsx';
import * as pages from '@/lib/pages.ts';

// The store screens word the domains' field codes and upload refusals (docs/decisions.md "Web app").
addMessages(domainMessages);

export default function MainLayout() {
  const decision = useGuardDecision();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { t } = useTranslation('shell');
  const phone = usePhone();
  const burger = useRef<HTMLButtonElement>(null);
  const width = mergedHandle(useMatches()).width ?? 'full';
  // On a phone the side menu covers the page: Escape closes it and gives the focus back to its button.
  useWindowEvent('keydown', (event) => {
    if (!phone || !opened || event.key !== 'Escape') return;
    close();
    burger.current?.focus();
  });
  if (decision.kind === 'redirect' || decision.kind === 'login') return <GuardRedirect decision={decision} />;
  return (
    <QueryScope>
      <AppShell header={{ height: 64 }} navbar={{ width: 272, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="lg">
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                ref={burger}
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                w={40}
                h={40}
                aria-label={t('nav.toggle')}
                aria-expanded={opened}
              />
              <Anchor component={PrefetchLink} to={pages.home} aria-label={t('nav.items.home')} display="block" mih={40}>
                <Logo height={38} />
              </Anchor>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <ThemeSwitch />
              <UserMenu />
            </Group>
          </Group>
        </AppShell.Header>
        {/* On a phone only one of the side menu and the page can be reached at a time: the other is inert
            (out of the Tab order and of screen readers), so the focus never lands off-screen. */}
        <AppShell.Navbar inert={phone && !opened}>
          <Sidebar onNavigate={close} />
        </AppShell.Navbar>
        <AppShell.Main bg="var(--app-page)" inert={phone && opened}>
          <div data-page-width={width} style={{ maxInlineSize: PAGE_WIDTHS[width] }}>
            <Suspense fallback={<AppLoading fullScreen={false} />}>
              <Outlet />
            </Suspense>
          </div>
        </AppShell.Main>
      </AppShell>
    </QueryScope>
  );
}
