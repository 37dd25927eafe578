import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRODUCT_COUNT_CAP } from '@souqna/contracts';
import { useAppStore } from '@/lib/app-store.ts';

/**
 * The server counts a filtered list only up to one past `PRODUCT_COUNT_CAP` (an unfiltered one
 * exactly): a filtered total above the cap means "more than 1,000", not that number.
 */
export const isPastCountCap = (total: number, filtered: boolean) => filtered && total > PRODUCT_COUNT_CAP;

/** How many products a list holds: "20 منتجًا", or "أكثر من 1,000 منتج" / "1,000+ products" past the cap. */
export function ProductCount({ total, filtered }: { total: number; filtered: boolean }) {
  const { t } = useTranslation('products');
  const lang = useAppStore((s) => s.language);
  return (
    <Badge variant="light" color="gray" size="lg" tt="none">
      {isPastCountCap(total, filtered)
        ? t('countPastCap', { cap: new Intl.NumberFormat(`${lang}-u-nu-latn`).format(PRODUCT_COUNT_CAP) })
        : t('count', { count: total })}
    </Badge>
  );
}
