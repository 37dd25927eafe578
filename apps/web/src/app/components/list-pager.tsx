import { Group, Pagination, Paper, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Namespace } from '@/i18n/i18n.ts';

interface Props {
  /** The list's namespace; it words `pageSize`, `pageOf` and `pages.{previous,next,page}`. */
  namespace: Namespace;
  sizes: readonly number[];
  pageSize: number;
  page: number;
  totalPages: number;
  onChange: (change: { page?: number; pageSize?: number }) => void;
}

/** Under a list: how many a page holds, which page this is, and the pages. */
export function ListPager({ namespace, sizes, pageSize, page, totalPages, onChange }: Props) {
  const { t } = useTranslation(namespace);
  return (
    <Paper withBorder radius="lg" p="xs">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <Text fz="xs" c="dimmed">
            {t('pageSize')}
          </Text>
          <Select
            size="xs"
            w={80}
            aria-label={t('pageSize')}
            data={sizes.map(String)}
            value={String(pageSize)}
            onChange={(v) => v && onChange({ pageSize: Number(v) })}
            allowDeselect={false}
          />
          <Text fz="xs" c="dimmed">
            {t('pageOf', { page, total: Math.max(totalPages, 1) })}
          </Text>
        </Group>
        {totalPages > 1 && (
          <Pagination
            total={totalPages}
            value={page}
            onChange={(next) => onChange({ page: next })}
            size="sm"
            getControlProps={(control) =>
              control === 'previous' || control === 'next' ? { 'aria-label': t(`pages.${control}`) } : {}
            }
            getItemProps={(n) => ({ 'aria-label': t('pages.page', { page: n }) })}
          />
        )}
      </Group>
    </Paper>
  );
}
