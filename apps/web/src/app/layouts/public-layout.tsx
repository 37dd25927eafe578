import { Suspense } from 'react';
import { Anchor, Box, Burger, Button, Container, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/lib/app-store.ts';
import { AppLoading } from '../components/app-loading.tsx';
import { Logo } from '../components/logo.tsx';
import { PreferenceSwitches } from '../components/preference-switches.tsx';
import { PrefetchLink } from '../components/prefetch-link.tsx';
import * as pages from '@/lib/pages.ts';

const LINKS = [
  { to: '/features', key: 'nav.features' },
  { to: '/pricing', key: 'nav.pricing' },
  { to: pages.help, key: 'nav.help' },
] as const;

/** The marketing pages: a header with the way in, the page, a footer. */
export default function PublicLayout() {
  const { t } = useTranslation('common');
  const [opened, { toggle, close }] = useDisclosure(false);
  const signedIn = useAppStore((s) => s.auth?.isAuthenticated ?? false);
  const links = LINKS.map((l) => (
    <Anchor key={l.to} component={PrefetchLink} to={l.to} c="var(--mantine-color-text)" fw={500} onClick={close}>
      {t(l.key)}
    </Anchor>
  ));
  const actions = signedIn ? (
    <Button component={PrefetchLink} to={pages.home}>
      {t('nav.dashboard')}
    </Button>
  ) : (
    <>
      <Button component={PrefetchLink} to={pages.login} variant="default">
        {t('nav.login')}
      </Button>
      <Button component={PrefetchLink} to={pages.register}>
        {t('nav.register')}
      </Button>
    </>
  );
  return (
    <Box mih="100dvh" bg="var(--app-page)" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        py="sm"
        style={{ borderBlockEnd: '1px solid var(--mantine-color-default-border)' }}
        bg="var(--mantine-color-body)"
      >
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xl" wrap="nowrap">
              <Anchor component={PrefetchLink} to={pages.start} aria-label={t('nav.home')}>
                <Logo height={40} />
              </Anchor>
              <Group gap="lg" visibleFrom="sm" component="nav">
                {links}
              </Group>
            </Group>
            <Group gap="xs" wrap="nowrap" visibleFrom="sm">
              <PreferenceSwitches />
              {actions}
            </Group>
            <Burger hiddenFrom="sm" opened={opened} onClick={toggle} aria-label={t('nav.menu')} />
          </Group>
        </Container>
      </Box>
      <Drawer opened={opened} onClose={close} hiddenFrom="sm" size="xs" title={<Logo height={32} />}>
        <Stack gap="md">
          {links}
          <PreferenceSwitches />
          {actions}
        </Stack>
      </Drawer>
      <Box component="main" style={{ flex: 1 }}>
        <Suspense fallback={<AppLoading fullScreen={false} />}>
          <Outlet />
        </Suspense>
      </Box>
      <Box component="footer" py="lg" style={{ borderBlockStart: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg">
          <Group justify="space-between">
            <Text c="dimmed" fz="sm">
              {t('copyright', { year: new Date().getFullYear() })}
            </Text>
            <Group gap="lg">
              {LINKS.map((l) => (
                <Anchor key={l.to} component={PrefetchLink} to={l.to} c="dimmed" fz="sm">
                  {t(l.key)}
                </Anchor>
              ))}
            </Group>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
