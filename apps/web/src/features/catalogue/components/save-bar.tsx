import type { ReactNode } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The bar under a table being edited: how many changes wait, save and discard. */
export function SaveBar({
  count,
  saving,
  onSave,
  onDiscard,
  children,
}: {
  count: number;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  /** Anything the save takes with it (the stock note). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('products');
  return (
    <Paper
      withBorder
      radius="lg"
      p="sm"
      shadow={count > 0 ? 'md' : undefined}
      style={{ position: 'sticky', bottom: 'var(--mantine-spacing-md)', zIndex: 5 }}
      bg={count > 0 ? 'var(--mantine-color-amber-light)' : undefined}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fw={600} fz="sm" role="status" aria-live="polite">
          {count > 0 ? t('saveBar.changes', { count }) : t('saveBar.none')}
        </Text>
        <Group gap="sm" wrap="wrap" style={{ flex: 1, justifyContent: 'flex-end' }}>
          {children}
          <Button variant="default" disabled={count === 0 || saving} onClick={onDiscard}>
            {t('saveBar.discard')}
          </Button>
          <Button leftSection={<IconDeviceFloppy size={18} />} loading={saving} onClick={onSave}>
            {t('saveBar.save')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
