import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';

interface Props {
  title: string;
  description?: ReactNode;
  /** Beside the title, at its end (a switch, a count). */
  aside?: ReactNode;
  children: ReactNode;
}

/** One titled group of fields on a settings page. */
export function SettingsCard({ title, description, aside, children }: Props) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
          <Stack gap={4}>
            <Title order={2} fz="lg">
              {title}
            </Title>
            {description && (
              <Text c="dimmed" fz="sm">
                {description}
              </Text>
            )}
          </Stack>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
