import { Badge, Group, Pagination, Paper, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/lib/app-store.ts';

interface PageSizeChoice {
  sizes: readonly number[];
  pageSize: number;
  onPageSize: (pageSize: number) => void;
}

interface Props {
  pagination: { page: number; totalPages: number };
  onPage: (page: number) => void;
  /** For a list read at length (products, orders): how many a page holds, always shown so it can change. */
  perPage?: PageSizeChoice;
}

/**
 * Under every list: "Page 2 of 5" and the pages (texts under `pagination.` of the common namespace);
 * nothing when the list fits one page, unless it offers a page size.
 */
export function ListPager({ pagination, onPage, perPage }: Props) {
  const { t } = useTranslation();
  const { page, totalPages } = pagination;
  if (totalPages <= 1 && !perPage) return null;
  const pager = (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        {perPage && (
          <>
            <Text fz="xs" c="dimmed">
              {t('pagination.perPage')}
            </Text>
            <Select
              size="xs"
              w={80}
              aria-label={t('pagination.perPage')}
              data={perPage.sizes.map(String)}
              value={String(perPage.pageSize)}
              onChange={(v) => v && perPage.onPageSize(Number(v))}
              allowDeselect={false}
            />
          </>
        )}
        <Text fz="xs" c="dimmed">
          {t('pagination.pageOf', { page, total: Math.max(totalPages, 1) })}
        </Text>
      </Group>
      {totalPages > 1 && (
        <Pagination
          total={totalPages}
          value={page}
          onChange={onPage}
          size="sm"
          getItemProps={(n) => ({ 'aria-label': t('pagination.page', { page: n }) })}
        />
      )}
    </Group>
  );
  return perPage ? (
    <Paper withBorder radius="lg" p="xs">
      {pager}
    </Paper>
  ) : (
    pager
  );
}

/**
 * The server counts a filtered list only up to one past its `cap` (an unfiltered one exactly): a
 * filtered total above the cap means "more than 1,000", not that number.
 */
export const isPastCap = (total: number, filtered: boolean, cap: number) => filtered && total > cap;

/**
 * How many a list holds, as a badge: "20 طلبًا", or "أكثر من 1,000 طلب" / "1,000+ orders" when
 * the server stopped counting (the orders, the products, the wallet's transactions).
 */
export function ListCount({
  total,
  filtered,
  cap,
  count,
  pastCap,
}: {
  total: number;
  filtered: boolean;
  cap: number;
  count: (count: number) => string;
  /** The sentence past the cap, given the cap as the page writes numbers. */
  pastCap: (cap: string) => string;
}) {
  const lang = useAppStore((s) => s.language);
  return (
    <Badge variant="light" color="gray" size="lg" tt="none">
      {isPastCap(total, filtered, cap) ? pastCap(new Intl.NumberFormat(`${lang}-u-nu-latn`).format(cap)) : count(total)}
    </Badge>
  );
}
