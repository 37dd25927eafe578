import type { ReactNode } from 'react';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/** A list with nothing in it yet: what it will hold, and the way to add the first one. */
export function EmptyState({
  icon: Glyph,
  title,
  text,
  action,
}: {
  icon: Icon;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="xl" style={{ borderStyle: 'dashed' }}>
      <Stack align="center" ta="center" gap="sm" py="md">
        <ThemeIcon size={64} radius="xl" variant="light">
          <Glyph size={32} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Text c="dimmed" fz="sm" maw={440}>
          {text}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
