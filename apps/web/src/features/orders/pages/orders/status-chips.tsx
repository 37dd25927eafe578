import { Chip, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_COLORS, ORDER_STATUSES, type OrderStatus } from '@souqna/contracts';
import { useStatusName } from '@/features/orders/components/status-badge.tsx';

/** The status filter as chips in the statuses' colours: none chosen means every status. */
export function StatusChips({ value, onChange }: { value: OrderStatus[]; onChange: (statuses: OrderStatus[]) => void }) {
  const { t } = useTranslation('orders');
  const statusName = useStatusName();
  return (
    <Group gap={6} role="group" aria-label={t('filters.statuses')}>
      <Chip checked={value.length === 0} onChange={() => onChange([])} variant="outline" color="gray" size="sm">
        {t('filters.allStatuses')}
      </Chip>
      <Chip.Group multiple value={value} onChange={(v) => onChange(ORDER_STATUSES.filter((s) => v.includes(s)))}>
        {ORDER_STATUSES.map((status) => (
          <Chip key={status} value={status} color={ORDER_STATUS_COLORS[status]} variant="light" size="sm">
            <Group component="span" gap={6} wrap="nowrap">
              {!value.includes(status) && (
                <span
                  aria-hidden
                  style={{
                    width: 8,
                    height: 8,
                    borderRadius: '50%',
                    background: `var(--mantine-color-${ORDER_STATUS_COLORS[status]}-filled)`,
                  }}
                />
              )}
              {statusName(status)}
            </Group>
          </Chip>
        ))}
      </Chip.Group>
    </Group>
  );
}
