import { Fragment } from 'react';
import { Button, Group, Menu } from '@mantine/core';
import { IconArrowBackUp, IconChevronDown, IconCircleCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_COLORS, RESTOCKING_STATUSES, type OrderStatus } from '@souqna/contracts';
import { useCustomStatusName, useStatusName } from './status-badge.tsx';
import { builtInTarget, customTarget, type MoveTarget, type StageGroup } from './status-target.ts';

/** How many moves show as buttons; more go in a menu (a phone has little room). */
const BUTTONS = 2;
/** How many of the store's forward stages show as buttons beside them; more go in the menu. */
const STAGE_BUTTONS = 3;

const iconOf = (to: OrderStatus) =>
  to === 'Refunded' ? (
    <IconArrowBackUp size={16} />
  ) : RESTOCKING_STATUSES.includes(to) ? (
    <IconX size={16} />
  ) : (
    <IconCircleCheck size={16} />
  );

/** A custom status's colour, beside its name in the menu. */
const Dot = ({ color }: { color: string }) => (
  <span
    aria-hidden
    style={{
      display: 'inline-block',
      width: 10,
      height: 10,
      borderRadius: '50%',
      background: `var(--mantine-color-${color}-filled)`,
    }}
  />
);

/**
 * The status moves an order allows now (`next` of its details), and only those: the forward ones
 * as buttons, then the store's custom statuses it may enter inside a forward status (its own
 * stages), as buttons with their colour; the cancelling and refunding moves and their stages in a
 * menu, with the stages past `STAGE_BUTTONS` under their status. A final status with no custom
 * status offers none.
 */
export function StatusActions({
  next,
  stages = [],
  onPick,
}: {
  next: readonly OrderStatus[];
  stages?: readonly StageGroup[];
  onPick: (to: MoveTarget) => void;
}) {
  const { t } = useTranslation('orders');
  const statusName = useStatusName();
  const customName = useCustomStatusName();
  if (next.length === 0 && stages.length === 0) return null;
  const forward = next.filter((s) => !RESTOCKING_STATUSES.includes(s)).slice(0, BUTTONS);
  const rest = next.filter((s) => !forward.includes(s));
  const stageButtons = stages
    .filter((g) => !RESTOCKING_STATUSES.includes(g.base))
    .flatMap((g) => g.stages)
    .slice(0, STAGE_BUTTONS);
  const menuStages = stages
    .map((g) => ({ ...g, stages: g.stages.filter((s) => !stageButtons.includes(s)) }))
    .filter((g) => g.stages.length > 0);
  return (
    <Group gap="xs" role="group" aria-label={t('details.moves')}>
      {forward.map((to) => (
        <Button
          key={to}
          color={ORDER_STATUS_COLORS[to]}
          variant="light"
          leftSection={iconOf(to)}
          onClick={() => onPick(builtInTarget(to))}
        >
          {t('details.moveTo', { status: statusName(to) })}
        </Button>
      ))}
      {stageButtons.map((stage) => (
        <Button
          key={stage.id}
          color={stage.color}
          variant="light"
          leftSection={<Dot color={stage.color} />}
          title={t('details.stagesOf', { status: statusName(stage.baseStatus) })}
          onClick={() => onPick(customTarget(stage))}
        >
          {t('details.moveTo', { status: customName(stage) })}
        </Button>
      ))}
      {(rest.length > 0 || menuStages.length > 0) && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="default" rightSection={<IconChevronDown size={16} />}>
              {t(forward.length || stageButtons.length ? 'details.moreMoves' : 'details.changeStatus')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {rest.map((to) => (
              <Menu.Item
                key={to}
                leftSection={iconOf(to)}
                color={RESTOCKING_STATUSES.includes(to) ? 'red' : undefined}
                onClick={() => onPick(builtInTarget(to))}
              >
                {t('details.moveTo', { status: statusName(to) })}
              </Menu.Item>
            ))}
            {menuStages.map((group, i) => (
              <Fragment key={group.base}>
                {(i > 0 || rest.length > 0) && <Menu.Divider />}
                <Menu.Label>{t('details.stagesOf', { status: statusName(group.base) })}</Menu.Label>
                {group.stages.map((stage) => (
                  <Menu.Item key={stage.id} leftSection={<Dot color={stage.color} />} onClick={() => onPick(customTarget(stage))}>
                    {t('details.moveTo', { status: customName(stage) })}
                  </Menu.Item>
                ))}
              </Fragment>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
