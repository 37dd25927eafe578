import { Suspense } from 'react';
import { Anchor, Box, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { Outlet, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppLoading } from '../components/app-loading.tsx';
import { Logo } from '../components/logo.tsx';
import { PreferenceSwitches } from '../components/preference-switches.tsx';
import { PrefetchLink } from '../components/prefetch-link.tsx';
import { GuardRedirect, useGuardDecision } from '../guard/use-guard.tsx';
import { mergedHandle } from '../router/route-handle.ts';
import * as pages from '@/lib/entry-pages.ts';

/** Login, register, codes, onboarding: one centred card with the logo; language and theme in the corner. */
export default function AuthLayout() {
  const decision = useGuardDecision();
  const wide = mergedHandle(useMatches()).wide ?? false;
  const { t } = useTranslation('common');
  if (decision.kind === 'redirect' || decision.kind === 'login') return <GuardRedirect decision={decision} />;
  return (
    <Box mih="100dvh" bg="var(--app-page)" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group component="header" justify="flex-end" px="md" pt="md">
        <PreferenceSwitches />
      </Group>
      <Center component="main" style={{ flex: 1 }} px="md" py="lg">
        <Stack w="100%" maw={wide ? 760 : 460} gap="lg">
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap="lg">
              <Center>
                <Anchor component={PrefetchLink} to={pages.start} aria-label={t('nav.home')}>
                  <Logo height={48} />
                </Anchor>
              </Center>
              <Suspense fallback={<AppLoading fullScreen={false} />}>
                <Outlet />
              </Suspense>
            </Stack>
          </Paper>
          <Group component="footer" justify="center" gap="lg">
            <Anchor component={PrefetchLink} to={pages.start} c="dimmed" fz="sm">
              {t('nav.home')}
            </Anchor>
            <Anchor component={PrefetchLink} to={pages.help} c="dimmed" fz="sm">
              {t('nav.help')}
            </Anchor>
            <Text c="dimmed" fz="sm">
              {t('copyright', { year: new Date().getFullYear() })}
            </Text>
          </Group>
        </Stack>
      </Center>
    </Box>
  );
}
