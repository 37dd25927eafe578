import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { CUSTOMER_MESSAGE_RETENTION_DAYS, ORDER_STATUS_IDS, type CustomerMessageState } from '@souqna/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { insertOrder } from '../orders/orders.fixtures.ts';
import { signedIn } from '../store/store.fixtures.ts';
import { CUSTOMER_MESSAGE_PURGE_QUEUE, purgeCustomerMessages } from './customer-message-purge.ts';
import { customerMessages } from './customer-message-tables.ts';

// The nightly purge of the customer messages' log (docs/decisions.md "Customer messages"): a
// message finished more than 90 days ago goes, in every store; a newer one, or one still waiting
// for a try however old, stays.

let t: TestApp;
let stores: string[];
const NOW = new Date();
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
  stores = (await Promise.all([signedIn(t), signedIn(t)])).map((s) => s.storeId);
});
afterAll(() => t.close());

/** A message of a new order of the store, made `madeDaysAgo` and last changed `changedDaysAgo`; its id. */
async function message(storeId: string, state: CustomerMessageState, madeDaysAgo: number, changedDaysAgo = madeDaysAgo) {
  const made = daysAgo(madeDaysAgo);
  const order = await insertOrder(t, storeId, { status: 'Paid', createdAt: made });
  const id = uuidv7(made.getTime());
  await t.database.db.insert(customerMessages).values({
    id,
    storeId,
    orderId: order.id,
    statusId: ORDER_STATUS_IDS.Paid,
    status: 'Paid',
    channel: 'sms',
    lang: 'ar',
    to: '+966551234567',
    state,
    attempts: state === 'pending' ? 1 : 2,
    createdAt: made,
    updatedAt: daysAgo(changedDaysAgo),
  });
  return id;
}

const left = async (ids: string[]) =>
  (await t.database.db.select({ id: customerMessages.id }).from(customerMessages).where(inArray(customerMessages.id, ids))).map(
    (r) => r.id,
  );

describe('purging the customer messages’ log', () => {
  it('deletes the messages finished over 90 days ago, in every store, and keeps the rest', async () => {
    const gone: string[] = [];
    const kept: string[] = [];
    for (const storeId of stores) {
      gone.push(await message(storeId, 'sent', CUSTOMER_MESSAGE_RETENTION_DAYS + 1));
      gone.push(await message(storeId, 'failed', 400));
      gone.push(await message(storeId, 'skipped', 120));
      // Still waiting for a try, however old: kept.
      kept.push(await message(storeId, 'pending', 150));
      // Made 100 days ago, its last try 20 days ago: kept.
      kept.push(await message(storeId, 'failed', 100, 20));
      kept.push(await message(storeId, 'sent', CUSTOMER_MESSAGE_RETENTION_DAYS - 1));
      kept.push(await message(storeId, 'sent', 0));
    }

    expect(await purgeCustomerMessages(t.database.db, NOW)).toBe(gone.length);
    expect(await left(gone)).toEqual([]);
    expect((await left(kept)).sort()).toEqual([...kept].sort());
    expect(await purgeCustomerMessages(t.database.db, NOW)).toBe(0);
  });

  it('measures the 90 days from the "now" it is given', async () => {
    const id = await message(stores[0]!, 'sent', 10);
    await purgeCustomerMessages(t.database.db, NOW);
    expect(await left([id])).toEqual([id]);
    await purgeCustomerMessages(t.database.db, new Date(NOW.getTime() + 81 * 86_400_000));
    expect(await left([id])).toEqual([]);
  });

  it('is scheduled nightly as one job at a time', async () => {
    const { rows } = await t.database.db.execute<{ cron: string; timezone: string; policy: string }>(sql`
      select s.cron, s.timezone, q.policy
        from pgboss.schedule s join pgboss.queue q on q.name = s.name
       where s.name = ${CUSTOMER_MESSAGE_PURGE_QUEUE}`);
    expect(rows).toEqual([{ cron: '45 3 * * *', timezone: 'Asia/Riyadh', policy: 'singleton' }]);
  });
});
