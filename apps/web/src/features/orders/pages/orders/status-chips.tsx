import { Chip, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_COLORS, ORDER_STATUSES, type OrderStatus } from '@souqna/contracts';
import { useOrderStatuses } from '@/features/orders/api.ts';
import { useCustomStatusName, useStatusName } from '@/features/orders/components/status-badge.tsx';
import { customStatusesOf } from '@/features/orders/components/status-target.ts';

/** A chip's colour dot while it is not chosen. */
const Dot = ({ color }: { color: string }) => (
  <span aria-hidden style={{ width: 8, height: 8, borderRadius: '50%', background: `var(--mantine-color-${color}-filled)` }} />
);

/**
 * The status filter as chips in the statuses' colours, the store's custom statuses after the
 * built-in ones: none chosen means every status. A built-in status lists the orders in its custom
 * statuses too; a custom one only its own.
 */
export function StatusChips({
  value,
  stages,
  onChange,
}: {
  value: OrderStatus[];
  stages: string[];
  onChange: (change: { statuses: OrderStatus[]; stages: string[] }) => void;
}) {
  const { t } = useTranslation('orders');
  const statusName = useStatusName();
  const customName = useCustomStatusName();
  const custom = customStatusesOf(useOrderStatuses().data);
  const chosen = [...value, ...stages];
  return (
    <Group gap={6} role="group" aria-label={t('filters.statuses')}>
      <Chip
        checked={chosen.length === 0}
        onChange={() => onChange({ statuses: [], stages: [] })}
        variant="outline"
        color="gray"
        size="sm"
      >
        {t('filters.allStatuses')}
      </Chip>
      <Chip.Group
        multiple
        value={chosen}
        onChange={(v) =>
          onChange({
            statuses: ORDER_STATUSES.filter((s) => v.includes(s)),
            stages: custom.filter((c) => v.includes(c.id)).map((c) => c.id),
          })
        }
      >
        {ORDER_STATUSES.map((status) => (
          <Chip key={status} value={status} color={ORDER_STATUS_COLORS[status]} variant="light" size="sm">
            <Group component="span" gap={6} wrap="nowrap">
              {!value.includes(status) && <Dot color={ORDER_STATUS_COLORS[status]} />}
              {statusName(status)}
            </Group>
          </Chip>
        ))}
        {custom.map((c) => (
          <Chip
            key={c.id}
            value={c.id}
            color={c.color}
            variant="light"
            size="sm"
            title={t('filters.stageOf', { status: statusName(c.baseStatus) })}
            data-custom-status={c.id}
          >
            <Group component="span" gap={6} wrap="nowrap">
              {!stages.includes(c.id) && <Dot color={c.color} />}
              {customName(c)}
            </Group>
          </Chip>
        ))}
      </Chip.Group>
    </Group>
  );
}
