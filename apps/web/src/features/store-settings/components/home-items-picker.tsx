import type { ReactNode } from 'react';
import { Group, MultiSelect, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface PickOption {
  value: string;
  label: string;
}

interface Props {
  label: string;
  description: string;
  icon: ReactNode;
  /** The store's categories or products; empty until the catalogue exists (issue 4). */
  options: PickOption[];
  value: string[];
  onChange: (ids: string[]) => void;
  max: number;
  /** Said when the store has nothing to pick from yet. */
  emptyTitle: string;
  emptyText: string;
  error?: string;
}

/** Ids chosen from the store's own list, or an honest word that the list is empty. */
export function HomeItemsPicker({
  label,
  description,
  icon,
  options,
  value,
  onChange,
  max,
  emptyTitle,
  emptyText,
  error,
}: Props) {
  const { t } = useTranslation('storeSettings');
  if (options.length === 0) {
    return (
      <Stack gap={6}>
        <Text fw={500} fz="sm">
          {label}
        </Text>
        <Paper withBorder radius="md" p="md" style={{ borderStyle: 'dashed' }}>
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" color="gray" radius="xl" size="lg">
              {icon}
            </ThemeIcon>
            <Stack gap={2}>
              <Text fw={600} fz="sm">
                {emptyTitle}
              </Text>
              <Text c="dimmed" fz="sm">
                {emptyText}
              </Text>
              {value.length > 0 && (
                <Text c="dimmed" fz="xs">
                  {t('homepage.picks.keptIds', { count: value.length })}
                </Text>
              )}
            </Stack>
          </Group>
        </Paper>
        {error && (
          <Text c="var(--mantine-color-error)" fz="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <MultiSelect
      label={label}
      description={description}
      data={options}
      value={value}
      onChange={onChange}
      maxValues={max}
      searchable
      clearable
      error={error}
      nothingFoundMessage={t('homepage.picks.nothingFound')}
    />
  );
}
