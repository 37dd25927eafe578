import { and, count, desc, eq } from 'drizzle-orm';
import { PLANS, exceededLimits, planOf, type PlanId, type PlanUsage, type StorePlan } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { stores, users } from '../accounts/tables.ts';
import { products } from '../catalogue/product-tables.ts';
import { monthOf } from '../../platform/store-time.ts';
import { orderMonths } from '../orders/tables.ts';
import { planChanges } from './tables.ts';

const HISTORY_SIZE = 20;

/** Products, and orders this calendar month in the store's time zone (the month's kept count). */
export async function usageOf(tx: Tx, storeId: string, timeZone: string): Promise<PlanUsage> {
  const [[{ n }], [month]] = (await Promise.all([
    tx.select({ n: count() }).from(products).where(eq(products.storeId, storeId)),
    tx
      .select({ orders: orderMonths.orders })
      .from(orderMonths)
      .where(and(eq(orderMonths.storeId, storeId), eq(orderMonths.month, monthOf(new Date(), timeZone)))),
  ])) as [[{ n: number }], { orders: number }[]];
  return { products: n, ordersThisMonth: month?.orders ?? 0 };
}

async function overview(tx: Tx, storeId: string): Promise<StorePlan> {
  const [store] = await tx.select({ plan: stores.plan, timeZone: stores.timeZone }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw notFound();
  const history = await tx
    .select({ from: planChanges.fromPlan, to: planChanges.toPlan, changedAt: planChanges.createdAt, changedBy: users.name })
    .from(planChanges)
    .leftJoin(users, eq(users.id, planChanges.userId))
    .where(eq(planChanges.storeId, storeId))
    .orderBy(desc(planChanges.createdAt), desc(planChanges.id))
    .limit(HISTORY_SIZE);
  return {
    plan: store.plan,
    limits: planOf(store.plan).limits,
    usage: await usageOf(tx, storeId, store.timeZone),
    plans: [...PLANS],
    history: history.map((h) => ({ ...h, changedAt: h.changedAt.toISOString() })),
  };
}

export function get(store: StoreContext): Promise<StorePlan> {
  return store.transaction((tx) => overview(tx, store.id));
}

/**
 * Moves the store to `plan` and records who did it. Taking the payment is out of scope
 * (docs/product-rules.md); a plan the current usage does not fit is refused.
 */
export function choose(store: StoreContext, plan: PlanId): Promise<{ changed: boolean; overview: StorePlan }> {
  return store.transaction(async (tx) => {
    const [current] = await tx
      .select({ plan: stores.plan, timeZone: stores.timeZone })
      .from(stores)
      .where(eq(stores.id, store.id))
      .for('update');
    if (!current) throw notFound();
    if (current.plan === plan) return { changed: false, overview: await overview(tx, store.id) };
    const over = exceededLimits(plan, await usageOf(tx, store.id, current.timeZone));
    if (over.length) throw new AppError('CONFLICT', 'plan.usageAboveLimit', {}, { exceeded: over });
    await tx.update(stores).set({ plan, updatedAt: new Date() }).where(eq(stores.id, store.id));
    await tx
      .insert(planChanges)
      .values({ id: uuidv7(), storeId: store.id, userId: store.userId, fromPlan: current.plan, toPlan: plan });
    return { changed: true, overview: await overview(tx, store.id) };
  });
}
