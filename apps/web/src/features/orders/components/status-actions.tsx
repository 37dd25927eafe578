import { Button, Group, Menu } from '@mantine/core';
import { IconArrowBackUp, IconChevronDown, IconCircleCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_COLORS, RESTOCKING_STATUSES, type OrderStatus } from '@souqna/contracts';
import { useStatusName } from './status-badge.tsx';

/** How many moves show as buttons; more go in a menu (a phone has little room). */
const BUTTONS = 2;

const iconOf = (to: OrderStatus) =>
  to === 'Refunded' ? (
    <IconArrowBackUp size={16} />
  ) : RESTOCKING_STATUSES.includes(to) ? (
    <IconX size={16} />
  ) : (
    <IconCircleCheck size={16} />
  );

/**
 * The status moves an order allows now (`next` of its details), and only those: the forward ones
 * as buttons, the rest in a menu. A final status offers none.
 */
export function StatusActions({ next, onPick }: { next: readonly OrderStatus[]; onPick: (to: OrderStatus) => void }) {
  const { t } = useTranslation('orders');
  const statusName = useStatusName();
  if (next.length === 0) return null;
  const forward = next.filter((s) => !RESTOCKING_STATUSES.includes(s)).slice(0, BUTTONS);
  const rest = next.filter((s) => !forward.includes(s));
  return (
    <Group gap="xs" role="group" aria-label={t('details.moves')}>
      {forward.map((to) => (
        <Button key={to} color={ORDER_STATUS_COLORS[to]} variant="light" leftSection={iconOf(to)} onClick={() => onPick(to)}>
          {t('details.moveTo', { status: statusName(to) })}
        </Button>
      ))}
      {rest.length > 0 && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="default" rightSection={<IconChevronDown size={16} />}>
              {t(forward.length ? 'details.moreMoves' : 'details.changeStatus')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {rest.map((to) => (
              <Menu.Item
                key={to}
                leftSection={iconOf(to)}
                color={RESTOCKING_STATUSES.includes(to) ? 'red' : undefined}
                onClick={() => onPick(to)}
              >
                {t('details.moveTo', { status: statusName(to) })}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
