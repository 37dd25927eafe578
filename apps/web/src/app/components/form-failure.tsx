import type { ReactNode } from 'react';
import { Group, Paper, Text } from '@mantine/core';
import { IconAlertCircle, IconClockPause } from '@tabler/icons-react';

const LOOK = {
  error: { color: 'red', Icon: IconAlertCircle, role: 'alert' },
  wait: { color: 'amber', Icon: IconClockPause, role: 'status' },
} as const;

/** A light notice above a form (the login page keeps to its weight budget without Mantine's Alert). */
export function FormNotice({ kind, title, children }: { kind: keyof typeof LOOK; title?: string; children: ReactNode }) {
  const { color, Icon, role } = LOOK[kind];
  return (
    <Paper
      role={role}
      p="sm"
      radius="md"
      bg={`var(--mantine-color-${color}-light)`}
      c={`var(--mantine-color-${color}-light-color)`}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Icon size={18} style={{ flexShrink: 0, marginBlockStart: 2 }} />
        <div>
          {title && (
            <Text fw={700} fz="sm">
              {title}
            </Text>
          )}
          <Text fz="sm">{children}</Text>
        </div>
      </Group>
    </Paper>
  );
}

/** The server's sentence for a failure that belongs to no single field. */
export function FormFailure({ message }: { message: string | null }) {
  return message ? <FormNotice kind="error">{message}</FormNotice> : null;
}
