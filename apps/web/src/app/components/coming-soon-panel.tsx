import type { ReactNode } from 'react';
import { Badge, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** An honest panel for a part that a later issue builds: its title and that it is coming. */
export function ComingSoonPanel({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Paper withBorder p="xl" radius="lg" role="status">
      <Stack align="center" gap="sm" ta="center" py="lg">
        <ThemeIcon size={56} radius="xl" variant="light" color="amber">
          <IconHammer size={28} />
        </ThemeIcon>
        <Badge variant="light" color="amber">
          {t('soon')}
        </Badge>
        <Title order={2} fz="h3">
          {title}
        </Title>
        <Text c="dimmed" maw={460}>
          {t('comingSoon.text')}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
