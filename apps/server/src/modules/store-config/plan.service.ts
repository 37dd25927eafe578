import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  PLANS,
  PLAN_CURRENCY,
  PLAN_VAT_PERCENT,
  exceededLimits,
  planOf,
  toMinor,
  type PlanId,
  type PlanUsage,
  type StorePlan,
} from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { users } from '../accounts/tables.ts';
import { lockStore, readStore, updateStore } from '../stores/store-row.ts';
import { products } from '../catalogue/product-tables.ts';
import { monthOf, todayIn } from '../../platform/store-time.ts';
import { orderMonths } from '../orders/tables.ts';
import { planChanges, platformInvoiceCounter, platformInvoices } from './tables.ts';

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
  const store = await readStore(tx, storeId);
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

/**
 * The invoice of a change to a paid plan: its first month from the change's day (store time zone),
 * the plan's price and Saudi VAT on it, numbered next in the platform's one sequence.
 */
async function issuePlanInvoice(tx: Tx, storeId: string, change: { changeId: string; plan: PlanId; timeZone: string; at: Date }) {
  const price = toMinor(planOf(change.plan).monthlyPrice, PLAN_CURRENCY)!;
  if (price === 0) return;
  const vat = Math.round((price * PLAN_VAT_PERCENT) / 100);
  const [counter] = await tx
    .insert(platformInvoiceCounter)
    .values({ id: 1, lastNumber: 1 })
    .onConflictDoUpdate({ target: platformInvoiceCounter.id, set: { lastNumber: sql`${platformInvoiceCounter.lastNumber} + 1` } })
    .returning({ number: platformInvoiceCounter.lastNumber });
  const start = todayIn(change.timeZone, change.at);
  await tx.insert(platformInvoices).values({
    id: uuidv7(),
    storeId,
    number: counter!.number,
    planChangeId: change.changeId,
    plan: change.plan,
    periodStart: start,
    periodEnd: sql`(${start}::date + interval '1 month' - interval '1 day')::date`,
    amount: price,
    vat,
    total: price + vat,
    currency: PLAN_CURRENCY,
    createdAt: change.at,
  });
}

/**
 * A store put on a paid plan without choosing it (the demo store is made on premium) gets, once, the
 * plan change and the month's invoice a merchant choosing that plan gets, so billing shows an invoice
 * to download.
 */
export async function invoicePlanGiven(tx: Tx, storeId: string, userId: string, at: Date): Promise<void> {
  const store = await lockStore(tx, storeId);
  if (planOf(store.plan).monthlyPrice === 0) return;
  const [given] = await tx.select({ n: count() }).from(platformInvoices).where(eq(platformInvoices.storeId, storeId));
  if (given!.n > 0) return;
  const changeId = uuidv7();
  await tx.insert(planChanges).values({ id: changeId, storeId, userId, fromPlan: 'free', toPlan: store.plan, createdAt: at });
  await issuePlanInvoice(tx, storeId, { changeId, plan: store.plan, timeZone: store.timeZone, at });
}

/** The store's platform invoice `invoiceId` (a paid plan's); undefined when the store has no such invoice. */
export async function platformInvoiceOf(tx: Tx, storeId: string, invoiceId: string) {
  const [row] = await tx
    .select()
    .from(platformInvoices)
    .where(and(eq(platformInvoices.id, invoiceId), eq(platformInvoices.storeId, storeId)));
  return row;
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
    const current = await lockStore(tx, store.id);
    if (current.plan === plan) return { changed: false, overview: await overview(tx, store.id) };
    const over = exceededLimits(plan, await usageOf(tx, store.id, current.timeZone));
    const [first] = over;
    if (first) {
      const key = first.limit === 'products' ? 'plan.productsAboveLimit' : 'plan.ordersAboveLimit';
      throw new AppError('CONFLICT', key, { usage: first.usage, allowed: first.allowed }, { exceeded: over });
    }
    const now = new Date();
    await updateStore(tx, store.id, { plan }, now);
    const changeId = uuidv7();
    await tx
      .insert(planChanges)
      .values({ id: changeId, storeId: store.id, userId: store.userId, fromPlan: current.plan, toPlan: plan, createdAt: now });
    await issuePlanInvoice(tx, store.id, { changeId, plan, timeZone: current.timeZone, at: now });
    return { changed: true, overview: await overview(tx, store.id) };
  });
}
