import { Badge, type BadgeProps } from '@mantine/core';
import {
  ORDER_STATUS_COLORS,
  ORDER_STATUS_NAMES,
  PAYMENT_STATUS_NAMES,
  type OrderStatus,
  type PaymentStatus,
} from '@souqna/contracts';
import { useAppStore } from '@/lib/app-store.ts';

/** The name of a status in the merchant's language. */
export function useStatusName() {
  const lang = useAppStore((s) => s.language);
  return (status: OrderStatus) => ORDER_STATUS_NAMES[status][lang];
}

/** An order's status in its colour. */
export function StatusBadge({ status, size = 'md' }: { status: OrderStatus; size?: BadgeProps['size'] }) {
  const name = useStatusName();
  return (
    <Badge color={ORDER_STATUS_COLORS[status]} variant="light" tt="none" radius="sm" size={size} data-status={status}>
      {name(status)}
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
