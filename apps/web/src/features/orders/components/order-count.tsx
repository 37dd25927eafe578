import { useTranslation } from 'react-i18next';
import { ORDER_COUNT_CAP } from '@souqna/contracts';
import { ListCount } from '@/app/components/list-pager.tsx';

/**
 * How many orders a list holds: "20 طلبًا", or "أكثر من 1,000 طلب" / "1,000+ orders" when the
 * server stopped counting a filtered list one past `ORDER_COUNT_CAP`.
 */
export function OrderCount({ total, filtered }: { total: number; filtered: boolean }) {
  const { t } = useTranslation('orders');
  return (
    <ListCount
      total={total}
      filtered={filtered}
      cap={ORDER_COUNT_CAP}
      count={(count) => t('count', { count })}
      pastCap={(cap) => t('countPastCap', { cap })}
    />
  );
}
