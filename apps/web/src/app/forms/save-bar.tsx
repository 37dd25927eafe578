import { Button, Group, Paper, Text, ThemeIcon, Transition } from '@mantine/core';
import { IconDeviceFloppy, IconPointFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** How many changes wait to be saved; the bar shows from 1. */
  count: number;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}

/** The bar that sticks to the bottom of a settings page while it holds unsaved changes. */
export function SaveBar({ count, saving, onSave, onDiscard }: Props) {
  const { t } = useTranslation('forms');
  return (
    <Transition mounted={count > 0} transition="slide-up" duration={150}>
      {(style) => (
        <Paper
          role="region"
          aria-label={t('saveBar.label')}
          withBorder
          shadow="lg"
          radius="lg"
          px="lg"
          py="sm"
          style={{
            ...style,
            position: 'sticky',
            insetBlockEnd: 'var(--mantine-spacing-md)',
            zIndex: 150,
            borderColor: 'var(--mantine-color-amber-outline)',
          }}
        >
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon variant="light" color="amber" radius="xl" size="md">
                <IconPointFilled size={16} />
              </ThemeIcon>
              <Text fw={600} aria-live="polite">
                {t('saveBar.count', { count })}
              </Text>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <Button variant="default" onClick={onDiscard} disabled={saving}>
                {t('saveBar.discard')}
              </Button>
              <Button onClick={onSave} loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
                {t('saveBar.save')}
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
    </Transition>
  );
}
