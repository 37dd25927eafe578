import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/lib/app-store.ts';
import { PrefetchLink } from '@/app/components/prefetch-link.tsx';
import { guardAuthOf, homeFor } from '@/app/guard/guard-decision.ts';

/** /unauthorized: the role does not open this page; the way back to where it may work. */
export default function UnauthorizedPage() {
  const { t } = useTranslation(['status', 'common']);
  const auth = guardAuthOf(useAppStore((s) => s.auth));
  const home = auth?.isAuthenticated ? homeFor(auth) : '/';
  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={64} radius="xl" variant="light" color="red">
        <IconLock size={32} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        {t('unauthorized.title')}
      </Title>
      <Text c="dimmed">{t('unauthorized.text')}</Text>
      <Group>
        <Button component={PrefetchLink} to={home}>
          {t('common:actions.backHome')}
        </Button>
      </Group>
    </Stack>
  );
}
