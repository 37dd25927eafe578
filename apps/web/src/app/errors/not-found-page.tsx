import { Box, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/lib/app-store.ts';
import { Logo } from '../components/logo.tsx';
import { PreferenceSwitches } from '../components/preference-switches.tsx';
import { PrefetchLink } from '../components/prefetch-link.tsx';
import * as pages from '@/lib/pages.ts';

/** Any path the spec does not name: says so and offers the way home. */
export default function NotFoundPage() {
  const { t } = useTranslation(['status', 'common']);
  const signedIn = useAppStore((s) => s.auth?.isAuthenticated ?? false);
  return (
    <Box mih="100dvh" bg="var(--app-page)" p="md">
      <Group justify="space-between">
        <Logo height={36} />
        <PreferenceSwitches />
      </Group>
      <Center mih="80dvh">
        <Stack align="center" gap="md" ta="center" maw={480}>
          <Text fz={96} fw={700} lh={1} c="amber" dir="ltr" aria-hidden>
            404
          </Text>
          <Title order={1} fz="h2">
            {t('notFound.title')}
          </Title>
          <Text c="dimmed">{t('notFound.text')}</Text>
          <Button
            component={PrefetchLink}
            to={signedIn ? pages.home : pages.start}
            leftSection={<IconHome size={16} />}
            size="md"
          >
            {t('common:actions.backHome')}
          </Button>
        </Stack>
      </Center>
    </Box>
  );
}
