import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDER_COUNT_CAP } from '@souqna/contracts';
import { useAppStore } from '@/lib/app-store.ts';

/**
 * How many orders a list holds: "20 طلبًا", or "أكثر من 1,000 طلب" / "1,000+ orders" when the
 * server stopped counting a filtered list one past `ORDER_COUNT_CAP`.
 */
export function OrderCount({ total, filtered }: { total: number; filtered: boolean }) {
  const { t } = useTranslation('orders');
  const lang = useAppStore((s) => s.language);
  return (
    <Badge variant="light" color="gray" size="lg" tt="none">
      {filtered && total > ORDER_COUNT_CAP
        ? t('countPastCap', { cap: new Intl.NumberFormat(`${lang}-u-nu-latn`).format(ORDER_COUNT_CAP) })
        : t('count', { count: total })}
    </Badge>
  );
}
