import { Badge, type BadgeProps } from '@mantine/core';
import {
  ORDER_STATUS_COLORS,
  ORDER_STATUS_NAMES,
  PAYMENT_STATUS_NAMES,
  type CustomStatusRef,
  type OrderStatus,
  type PaymentStatus,
} from '@souqna/contracts';
import { useAppStore } from '@/lib/app-store.ts';

/** The name of a status in the merchant's language. */
export function useStatusName() {
  const lang = useAppStore((s) => s.language);
  return (status: OrderStatus) => ORDER_STATUS_NAMES[status][lang];
}

/** The name of a custom status in the merchant's language. */
export function useCustomStatusName() {
  const lang = useAppStore((s) => s.language);
  return (custom: Pick<CustomStatusRef, 'nameAr' | 'nameEn'>) => (lang === 'ar' ? custom.nameAr : custom.nameEn);
}

/**
 * An order's status in its colour; in a custom status, that one's name and colour (the built-in
 * status it is a stage of in its title).
 */
export function StatusBadge({
  status,
  custom,
  size = 'md',
}: {
  status: OrderStatus;
  custom?: CustomStatusRef | null;
  size?: BadgeProps['size'];
}) {
  const name = useStatusName();
  const customName = useCustomStatusName();
  return (
    <Badge
      color={custom ? custom.color : ORDER_STATUS_COLORS[status]}
      variant="light"
      tt="none"
      radius="sm"
      size={size}
      data-status={status}
      data-custom-status={custom?.id}
      title={custom ? name(status) : undefined}
    >
      {custom ? customName(custom) : name(status)}
    </Badge>
  );
}

const PAYMENT_COLORS: Record<PaymentStatus, string> = { pending: 'yellow', paid: 'teal', refunded: 'gray', voided: 'red' };

/** Where the order's money stands: awaiting, paid, refunded or voided. */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const lang = useAppStore((s) => s.language);
  return (
    <Badge color={PAYMENT_COLORS[status]} variant="outline" tt="none" radius="sm">
      {PAYMENT_STATUS_NAMES[status][lang]}
    </Badge>
  );
}
