import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

/** The page's heading in the auth card (a plain h1: the login page keeps to its weight budget). */
export function AuthHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <Stack gap={4} ta="center">
      <Text component="h1" m={0} fz="h2" fw={700} lh={1.3}>
        {title}
      </Text>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}
