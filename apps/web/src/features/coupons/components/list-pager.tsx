import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Pagination as Page } from '@souqna/contracts';

/** "Page 2 of 5" and the page buttons, under a list of more than one page (texts under `pager.` of `namespace`). */
export function ListPager({
  namespace,
  pagination,
  onPage,
}: {
  namespace: 'coupons' | 'notifications';
  pagination: Page;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(namespace);
  if (pagination.totalPages <= 1) return null;
  return (
    <Group justify="space-between" gap="sm">
      <Text fz="xs" c="dimmed">
        {t('pager.page', { page: pagination.page, total: pagination.totalPages })}
      </Text>
      <Pagination
        total={pagination.totalPages}
        value={pagination.page}
        onChange={onPage}
        size="sm"
        getControlProps={(control) => ({ 'aria-label': t(control === 'previous' ? 'pager.previous' : 'pager.next') })}
      />
    </Group>
  );
}
