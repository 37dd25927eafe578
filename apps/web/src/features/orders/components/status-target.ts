import {
  canEnterCustomStatus,
  ORDER_STATUS_IDS,
  ORDER_STATUSES,
  RESTOCKING_STATUSES,
  type CustomStatusRef,
  type OrderStatus,
  type OrderStatusInfo,
} from '@souqna/contracts';

/** Where a status move sends an order: a built-in status, or a custom one (a stage inside `status`). */
export interface MoveTarget {
  statusId: string;
  status: OrderStatus;
  custom: CustomStatusRef | null;
}

export const builtInTarget = (status: OrderStatus): MoveTarget => ({ statusId: ORDER_STATUS_IDS[status], status, custom: null });

export const customTarget = (info: OrderStatusInfo): MoveTarget => ({
  statusId: info.id,
  status: info.baseStatus,
  custom: { id: info.id, nameAr: info.nameAr, nameEn: info.nameEn, color: info.color },
});

/** The store's custom statuses of `GET /order/status`, in the merchant's order. */
export const customStatusesOf = (statuses: readonly OrderStatusInfo[] | undefined): OrderStatusInfo[] =>
  (statuses ?? []).filter((s) => s.isCustom).sort((a, b) => a.position - b.position);

/** The custom statuses of one built-in status, grouped under it. */
export interface StageGroup {
  base: OrderStatus;
  stages: OrderStatusInfo[];
}

/** Custom statuses grouped under their base, in the table's order; a base with none is left out. */
const groupedByBase = (custom: readonly OrderStatusInfo[]): StageGroup[] =>
  ORDER_STATUSES.map((base) => ({ base, stages: custom.filter((s) => s.baseStatus === base) })).filter(
    (g) => g.stages.length > 0,
  );

/**
 * The custom statuses an order may enter now, grouped under their base in the table's order: the
 * other stages of its own status, and those of the statuses it may move to.
 */
export function stageMovesOf(
  order: { status: OrderStatus; customStatus?: CustomStatusRef | null },
  statuses: readonly OrderStatusInfo[] | undefined,
): StageGroup[] {
  return groupedByBase(customStatusesOf(statuses).filter((s) => canEnterCustomStatus(order.status, order.customStatus?.id, s)));
}

/**
 * Every custom status of the store, grouped under its base: the bulk move offers them all, since
 * the server checks each picked order on its own (docs/decisions.md "Custom order statuses").
 */
export const stageGroupsOf = (statuses: readonly OrderStatusInfo[] | undefined): StageGroup[] =>
  groupedByBase(customStatusesOf(statuses));

/** Whether moving an order in `from` to `to` puts its stock back (a stage of its own status moves nothing). */
export const moveRestocks = (from: OrderStatus, to: MoveTarget) => to.status !== from && RESTOCKING_STATUSES.includes(to.status);
