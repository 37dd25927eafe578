import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { anotherInstance, createTestApp, type TestApp } from '../../../test/harness.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { signedIn } from '../store/store.fixtures.ts';
import { webhookAttempts, webhookDeliveries, webhookSubscriptions } from './tables.ts';
import {
  purgeWebhookDeliveries,
  WEBHOOK_DELIVERY_RETENTION_DAYS,
  WEBHOOK_PURGE_BATCH,
  WEBHOOK_PURGE_QUEUE,
} from './webhook-purge.ts';

// The nightly purge of the webhooks' delivery log (docs/decisions.md "Webhooks"): a delivery
// finished more than 30 days ago goes with its tries, in every store; a newer one, or one still
// being tried however old, stays.

let t: TestApp;
let stores: string[];
const NOW = new Date();
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
  stores = (await Promise.all([signedIn(t), signedIn(t)])).map((s) => s.storeId);
});
afterAll(() => t.close());

async function subscriptionOf(storeId: string) {
  const id = uuidv7();
  await t.database.db.insert(webhookSubscriptions).values({
    id,
    storeId,
    url: 'https://example.com/hooks',
    events: ['order.paid'],
    secret: 'sealed',
  });
  return id;
}

type Status = 'pending' | 'succeeded' | 'failed';
/** Deliveries made `madeDaysAgo` and last changed `changedDaysAgo`, each with two tries; their ids. */
async function deliveries(storeId: string, status: Status, madeDaysAgo: number, changedDaysAgo = madeDaysAgo, count = 1) {
  const subscriptionId = await subscriptionOf(storeId);
  const made = daysAgo(madeDaysAgo);
  const rows = Array.from({ length: count }, () => ({
    id: uuidv7(made.getTime()),
    storeId,
    subscriptionId,
    event: 'order.paid' as const,
    body: '{"type":"order.paid","data":{}}',
    status,
    attempts: 2,
    createdAt: made,
    updatedAt: daysAgo(changedDaysAgo),
  }));
  await t.database.db.insert(webhookDeliveries).values(rows);
  await t.database.db.insert(webhookAttempts).values(
    rows.flatMap((d) =>
      [1, 2].map((attempt) => ({
        id: uuidv7(made.getTime()),
        storeId,
        deliveryId: d.id,
        attempt,
        latencyMs: 40,
        createdAt: made,
      })),
    ),
  );
  return rows.map((r) => r.id);
}

const left = async (ids: string[]) =>
  (
    await t.database.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(inArray(webhookDeliveries.id, ids))
  ).map((r) => r.id);
const triesLeft = async (ids: string[]) =>
  (await t.database.db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, ids))).length;

describe('purging the webhooks’ delivery log', () => {
  it('deletes the deliveries finished over 30 days ago with their tries, in every store, and keeps the rest', async () => {
    const gone: string[] = [];
    const kept: string[] = [];
    for (const storeId of stores) {
      gone.push(...(await deliveries(storeId, 'succeeded', WEBHOOK_DELIVERY_RETENTION_DAYS + 1)));
      gone.push(...(await deliveries(storeId, 'failed', 200)));
      // Still being tried, however old: kept.
      kept.push(...(await deliveries(storeId, 'pending', 60)));
      // Made 40 days ago, sent again and finished 10 days ago: kept.
      kept.push(...(await deliveries(storeId, 'failed', 40, 10)));
      kept.push(...(await deliveries(storeId, 'succeeded', WEBHOOK_DELIVERY_RETENTION_DAYS - 1)));
      kept.push(...(await deliveries(storeId, 'succeeded', 0)));
    }

    expect(await purgeWebhookDeliveries(t.database.db, NOW)).toBe(gone.length);
    expect(await left(gone)).toEqual([]);
    expect(await triesLeft(gone)).toBe(0);
    expect((await left(kept)).sort()).toEqual([...kept].sort());
    expect(await triesLeft(kept)).toBe(kept.length * 2);
    // A second run finds nothing more.
    expect(await purgeWebhookDeliveries(t.database.db, NOW)).toBe(0);
  });

  it('works through a backlog larger than one statement, batch by batch', async () => {
    const count = WEBHOOK_PURGE_BATCH * 2 + 10;
    const old = await deliveries(stores[0]!, 'succeeded', 90, 90, count);
    const recent = await deliveries(stores[1]!, 'failed', 5);
    expect(await purgeWebhookDeliveries(t.database.db, NOW)).toBe(count);
    expect(await left(old)).toEqual([]);
    expect(await left(recent)).toEqual(recent);
  });

  it('is scheduled nightly as one job at a time, however many instances start', async () => {
    const second = await anotherInstance(t);
    try {
      const { rows } = await t.database.db.execute<{ cron: string; timezone: string; policy: string }>(sql`
        select s.cron, s.timezone, q.policy
          from pgboss.schedule s join pgboss.queue q on q.name = s.name
         where s.name = ${WEBHOOK_PURGE_QUEUE}`);
      expect(rows).toEqual([{ cron: '30 3 * * *', timezone: 'Asia/Riyadh', policy: 'singleton' }]);
    } finally {
      await second.close();
    }
  });
});
