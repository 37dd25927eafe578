import type { CSSProperties, ReactNode } from 'react';
import { Button, Group, Paper, Text, ThemeIcon, Transition } from '@mantine/core';
import { IconDeviceFloppy, IconPointFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** How many changes wait to be saved. */
  count: number;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  /**
   * Under a table being edited the bar stays, saying this while nothing is changed; on a settings
   * page (no hint) it slides in with the first change.
   */
  idleHint?: string;
  /** Anything the save takes with it (the stock note). */
  children?: ReactNode;
}

/** The bar that sticks to the bottom of a page while it holds unsaved changes: how many, save, discard. */
export function SaveBar({ count, saving, onSave, onDiscard, idleHint, children }: Props) {
  const { t } = useTranslation('forms');
  const bar = (style?: CSSProperties) => (
    <Paper
      role="region"
      aria-label={t('saveBar.label')}
      withBorder
      shadow={count > 0 ? 'lg' : undefined}
      radius="lg"
      px="lg"
      py="sm"
      style={{
        ...style,
        position: 'sticky',
        insetBlockEnd: 'var(--mantine-spacing-md)',
        zIndex: 150,
        borderColor: count > 0 ? 'var(--mantine-color-amber-outline)' : undefined,
      }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          {count > 0 && (
            <ThemeIcon variant="light" color="amber" radius="xl" size="md">
              <IconPointFilled size={16} />
            </ThemeIcon>
          )}
          <Text fw={600} fz={count > 0 ? undefined : 'sm'} c={count > 0 ? undefined : 'dimmed'} aria-live="polite">
            {count > 0 ? t('saveBar.count', { count }) : idleHint}
          </Text>
        </Group>
        <Group gap="sm" wrap="wrap" style={{ flex: 1, justifyContent: 'flex-end' }}>
          {children}
          <Button variant="default" onClick={onDiscard} disabled={count === 0 || saving}>
            {t('saveBar.discard')}
          </Button>
          <Button onClick={onSave} loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
            {t('saveBar.save')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
  if (idleHint !== undefined) return bar();
  return (
    <Transition mounted={count > 0} transition="slide-up" duration={150}>
      {(style) => bar(style)}
    </Transition>
  );
}
