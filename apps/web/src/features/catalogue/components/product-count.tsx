import { useTranslation } from 'react-i18next';
import { PRODUCT_COUNT_CAP } from '@souqna/contracts';
import { isPastCap, ListCount } from '@/app/components/list-pager.tsx';

/**
 * The server counts a filtered list only up to one past `PRODUCT_COUNT_CAP` (an unfiltered one
 * exactly): a filtered total above the cap means "more than 1,000", not that number.
 */
export const isPastCountCap = (total: number, filtered: boolean) => isPastCap(total, filtered, PRODUCT_COUNT_CAP);

/** How many products a list holds: "20 منتجًا", or "أكثر من 1,000 منتج" / "1,000+ products" past the cap. */
export function ProductCount({ total, filtered }: { total: number; filtered: boolean }) {
  const { t } = useTranslation('products');
  return (
    <ListCount
      total={total}
      filtered={filtered}
      cap={PRODUCT_COUNT_CAP}
      count={(count) => t('count', { count })}
      pastCap={(cap) => t('countPastCap', { cap })}
    />
  );
}
