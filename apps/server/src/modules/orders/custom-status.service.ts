import { and, asc, count, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import {
  CUSTOM_STATUSES_MAX,
  normalizeArabic,
  ORDER_STATUS_COLORS,
  ORDER_STATUS_IDS,
  ORDER_STATUS_MOVES,
  ORDER_STATUS_NAMES,
  ORDER_STATUSES,
  statusOfId,
  type CustomOrderStatusValues,
  type CustomStatusRef,
  type OrderStatus,
  type OrderStatusInfo,
} from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { AppError, conflict, invalidFields, notFound, type FieldProblem, isUniqueViolation } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { orderCustomStatuses, orders, orderStatusHistory } from './tables.ts';

/**
 * The store's custom order statuses (docs/decisions.md "Custom order statuses"): named stages
 * inside a built-in status. This file keeps them; order-status.service.ts moves orders into them.
 */
type Row = typeof orderCustomStatuses.$inferSelect;

const BUILT_IN: OrderStatusInfo[] = ORDER_STATUSES.map((code, position) => ({
  id: ORDER_STATUS_IDS[code],
  code,
  nameAr: ORDER_STATUS_NAMES[code].ar,
  nameEn: ORDER_STATUS_NAMES[code].en,
  color: ORDER_STATUS_COLORS[code],
  next: [...ORDER_STATUS_MOVES[code]],
  isCustom: false,
  baseStatus: code,
  position,
}));

const infoOf = (row: Row): OrderStatusInfo => ({
  id: row.id,
  code: row.baseStatus,
  nameAr: row.nameAr,
  nameEn: row.nameEn,
  color: row.color,
  next: [...ORDER_STATUS_MOVES[row.baseStatus]],
  isCustom: true,
  baseStatus: row.baseStatus,
  position: row.position,
});

export const customStatusRefOf = (row: Pick<Row, 'id' | 'nameAr' | 'nameEn' | 'color'>): CustomStatusRef => ({
  id: row.id,
  nameAr: row.nameAr,
  nameEn: row.nameEn,
  color: row.color,
});

const ofStore = (storeId: string, id: string) => and(eq(orderCustomStatuses.storeId, storeId), eq(orderCustomStatuses.id, id));

/** Custom-status writes of one store run one after another (positions, the limit, unique names); orders still insert. */
const lockStoreSettings = (tx: Tx, storeId: string) =>
  tx.execute(sql`select 1 from stores where id = ${storeId} for no key update`);

async function lockedRow(tx: Tx, storeId: string, id: string): Promise<Row> {
  const [row] = await tx.select().from(orderCustomStatuses).where(ofStore(storeId, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** `GET /order/status`: the eight built-in statuses, then the store's own in its order. */
export async function listStatuses(store: StoreContext): Promise<OrderStatusInfo[]> {
  const rows = await store.read((db) =>
    db
      .select()
      .from(orderCustomStatuses)
      .where(eq(orderCustomStatuses.storeId, store.id))
      .orderBy(asc(orderCustomStatuses.position), asc(orderCustomStatuses.id)),
  );
  return [...BUILT_IN, ...rows.map(infoOf)];
}

/** A 409 naming the fields whose name another custom status of the store (other than `except`) already has. */
async function checkNames(tx: Tx, storeId: string, input: CustomOrderStatusValues, except?: string) {
  const keys = { ar: normalizeArabic(input.nameAr), en: normalizeArabic(input.nameEn) };
  const rows = await tx
    .select({ id: orderCustomStatuses.id, ar: orderCustomStatuses.nameArKey, en: orderCustomStatuses.nameEnKey })
    .from(orderCustomStatuses)
    .where(eq(orderCustomStatuses.storeId, storeId));
  const others = rows.filter((r) => r.id !== except);
  const fields: FieldProblem[] = [];
  if (others.some((r) => r.ar === keys.ar)) fields.push({ path: 'nameAr', code: 'name_taken' });
  if (others.some((r) => r.en === keys.en)) fields.push({ path: 'nameEn', code: 'name_taken' });
  if (fields.length) throw conflict('orderStatus.nameTaken', fields);
  return { keys, count: rows.length };
}

/** Runs a write, turning a unique-name violation that slipped past the check into the same 409. */
async function guardNames<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('orderStatus.nameTaken', [{ path: 'nameAr', code: 'name_taken' }]);
    throw e;
  }
}

/** Adds a custom status at `position` (the end when absent), at most 20 a store. */
export function create(store: StoreContext, input: CustomOrderStatusValues): Promise<OrderStatusInfo> {
  return guardNames(() =>
    store.transaction(async (tx) => {
      await lockStoreSettings(tx, store.id);
      const { keys, count: n } = await checkNames(tx, store.id, input);
      if (n >= CUSTOM_STATUSES_MAX)
        throw new AppError('CONFLICT', 'orderStatus.tooMany', { max: CUSTOM_STATUSES_MAX }, { limit: CUSTOM_STATUSES_MAX });
      const position = Math.min(input.position ?? n, n);
      await tx
        .update(orderCustomStatuses)
        .set({ position: sql`${orderCustomStatuses.position} + 1` })
        .where(and(eq(orderCustomStatuses.storeId, store.id), gte(orderCustomStatuses.position, position)));
      const [row] = await tx
        .insert(orderCustomStatuses)
        .values({
          id: uuidv7(),
          storeId: store.id,
          baseStatus: input.baseStatus,
          nameAr: input.nameAr,
          nameEn: input.nameEn,
          nameArKey: keys.ar,
          nameEnKey: keys.en,
          color: input.color,
          position,
        })
        .returning();
      return infoOf(row!);
    }),
  );
}

/**
 * Renames, recolours or moves a custom status among the others. Its base status changes only while
 * no order is in it: those orders' stock and money follow the old base.
 */
export function update(store: StoreContext, id: string, input: CustomOrderStatusValues): Promise<OrderStatusInfo> {
  return guardNames(() =>
    store.transaction(async (tx) => {
      await lockStoreSettings(tx, store.id);
      const row = await lockedRow(tx, store.id, id);
      const { keys, count: n } = await checkNames(tx, store.id, input, id);
      if (input.baseStatus !== row.baseStatus) {
        const [{ held }] = (await tx
          .select({ held: count() })
          .from(orders)
          .where(and(eq(orders.storeId, store.id), eq(orders.customStatusId, id)))) as [{ held: number }];
        if (held > 0)
          throw new AppError('CONFLICT', 'orderStatus.baseInUse', { count: held }, {}, [
            { path: 'baseStatus', code: 'invalid_value' },
          ]);
      }
      const from = row.position;
      const to = Math.min(input.position ?? from, n - 1);
      const others = and(eq(orderCustomStatuses.storeId, store.id), sql`${orderCustomStatuses.id} <> ${id}`);
      if (to < from)
        await tx
          .update(orderCustomStatuses)
          .set({ position: sql`${orderCustomStatuses.position} + 1` })
          .where(and(others, gte(orderCustomStatuses.position, to), lt(orderCustomStatuses.position, from)));
      else if (to > from)
        await tx
          .update(orderCustomStatuses)
          .set({ position: sql`${orderCustomStatuses.position} - 1` })
          .where(and(others, gt(orderCustomStatuses.position, from), lte(orderCustomStatuses.position, to)));
      const [saved] = await tx
        .update(orderCustomStatuses)
        .set({
          baseStatus: input.baseStatus,
          nameAr: input.nameAr,
          nameEn: input.nameEn,
          nameArKey: keys.ar,
          nameEnKey: keys.en,
          color: input.color,
          position: to,
          updatedAt: new Date(),
        })
        .where(eq(orderCustomStatuses.id, id))
        .returning();
      return infoOf(saved!);
    }),
  );
}

/** History rows a statement: ten values each, well under PostgreSQL's 65,535 parameters. */
const HISTORY_CHUNK = 1000;

/**
 * Deletes a custom status. Its orders go back to its base status (their stock and money never left
 * it), each with a history entry; answers how many and the base status.
 */
export async function remove(store: StoreContext, id: string): Promise<{ ordersMovedBack: number; baseStatus: OrderStatus }> {
  return store.transaction(async (tx) => {
    await lockStoreSettings(tx, store.id);
    // Locked first: a move into it waits for this to end, then finds it gone.
    const row = await lockedRow(tx, store.id, id);
    const at = new Date();
    const moved = await tx
      .update(orders)
      .set({ customStatusId: null, updatedAt: at })
      .where(and(eq(orders.storeId, store.id), eq(orders.customStatusId, id)))
      .returning({ id: orders.id, status: orders.status });
    const left = customStatusRefOf(row);
    for (let i = 0; i < moved.length; i += HISTORY_CHUNK)
      await tx.insert(orderStatusHistory).values(
        moved.slice(i, i + HISTORY_CHUNK).map((o) => ({
          id: uuidv7(),
          storeId: store.id,
          orderId: o.id,
          fromStatus: o.status,
          toStatus: o.status,
          fromCustomStatus: left,
          toCustomStatus: null,
          userId: store.userId,
          note: null,
          createdAt: at,
        })),
      );
    await tx.delete(orderCustomStatuses).where(eq(orderCustomStatuses.id, id));
    await tx
      .update(orderCustomStatuses)
      .set({ position: sql`${orderCustomStatuses.position} - 1` })
      .where(and(eq(orderCustomStatuses.storeId, store.id), gt(orderCustomStatuses.position, row.position)));
    return { ordersMovedBack: moved.length, baseStatus: row.baseStatus };
  });
}

/** Where a `statusId` sends an order: a built-in status, or a custom status's base and the stage itself. */
export interface StatusTarget {
  to: OrderStatus;
  customStatus: CustomStatusRef | null;
}

/**
 * The status a `statusId` names: a built-in one, or one of this store's custom statuses (shared
 * while the caller's transaction lasts, so it cannot be deleted under a move); a 400 on the field
 * for any other id, another store's included.
 */
export async function statusTarget(tx: Tx, storeId: string, statusId: string, path = 'statusId'): Promise<StatusTarget> {
  const builtIn = statusOfId(statusId);
  if (builtIn) return { to: builtIn, customStatus: null };
  const [row] = await tx.select().from(orderCustomStatuses).where(ofStore(storeId, statusId)).for('share');
  if (!row) throw invalidFields({ path, code: 'invalid_value' });
  return { to: row.baseStatus, customStatus: customStatusRefOf(row) };
}

/** The custom status of an order (its id is the order's), as history and refusals name it. */
export async function customStatusRef(tx: Tx, id: string): Promise<CustomStatusRef | null> {
  const [row] = await tx.select().from(orderCustomStatuses).where(eq(orderCustomStatuses.id, id));
  return row ? customStatusRefOf(row) : null;
}

/** Which of `ids` are not this store's custom statuses (a list filter refuses them on the field). */
export async function unknownCustomStatuses(tx: Tx, storeId: string, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const found = await tx
    .select({ id: orderCustomStatuses.id })
    .from(orderCustomStatuses)
    .where(and(eq(orderCustomStatuses.storeId, storeId), inArray(orderCustomStatuses.id, [...ids])));
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}
