import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface Props<T> {
  items: T[];
  /** The whole new list: an add, a removal or a move is one edit of the list. */
  onChange: (items: T[]) => void;
  blank: () => T;
  max: number;
  /** "Link 2", "Slide 1": the heading of one item. */
  itemTitle: (index: number) => string;
  addLabel: string;
  empty: ReactNode;
  /** A problem of the list as a whole (too many items). */
  error?: string;
  children: (item: T, index: number) => ReactNode;
}

const move = <T,>(items: T[], from: number, to: number): T[] => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
};

/** A list the merchant adds to, removes from and reorders (footer links, hero slides). */
export function ListEditor<T>({ items, onChange, blank, max, itemTitle, addLabel, empty, error, children }: Props<T>) {
  const { t } = useTranslation('storeSettings');
  return (
    <Stack gap="sm">
      {items.length === 0 && (
        <Paper withBorder radius="md" p="lg" style={{ borderStyle: 'dashed' }}>
          <Text c="dimmed" ta="center" fz="sm">
            {empty}
          </Text>
        </Paper>
      )}
      {items.map((item, index) => {
        const title = itemTitle(index);
        return (
          <Paper key={index} withBorder radius="md" p="md" bg="var(--app-page)" role="group" aria-label={title}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} fz="sm">
                  {title}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('list.moveUp')}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`${t('list.moveUp')}: ${title}`}
                      disabled={index === 0}
                      onClick={() => onChange(move(items, index, index - 1))}
                    >
                      <IconArrowUp size={18} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('list.moveDown')}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`${t('list.moveDown')}: ${title}`}
                      disabled={index === items.length - 1}
                      onClick={() => onChange(move(items, index, index + 1))}
                    >
                      <IconArrowDown size={18} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('list.remove')}>
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      aria-label={`${t('list.remove')}: ${title}`}
                      onClick={() => onChange(items.filter((_, i) => i !== index))}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
              {children(item, index)}
            </Stack>
          </Paper>
        );
      })}
      {error && (
        <Text c="var(--mantine-color-error)" fz="sm" role="alert">
          {error}
        </Text>
      )}
      <Group justify="space-between">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => onChange([...items, blank()])}
          disabled={items.length >= max}
        >
          {addLabel}
        </Button>
        <Text fz="xs" c="dimmed">
          {t('list.count', { count: items.length, max })}
        </Text>
      </Group>
    </Stack>
  );
}
