import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS_IDS } from '@souqna/contracts';
import { createTestApp, type TestApp } from '../harness.ts';
import { orderStore, type OrderStore } from '../../src/modules/orders/order.fixtures.ts';

// Reports on a streaming replica (docs/architecture.md "Read replica"), run by CI against a
// replica of the 127.0.0.1:5432 server (.ci/replica). With its replay paused, the replica is
// behind: a store that has just written reads from the primary and sees its write at once;
// another store reads the replica and sees it only once the replay resumes.
let t: TestApp;
let a: OrderStore;
let b: OrderStore;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());

beforeAll(async () => {
  if (!process.env.TEST_READ_REPLICA_URL) throw new Error('TEST_READ_REPLICA_URL names the replica server (.ci/replica)');
  t = await createTestApp();
  a = await orderStore(t, { taxPercent: 15 });
  b = await orderStore(t, { taxPercent: 15 });
  await a.placeOrder({ paid: true });
  await b.placeOrder({ paid: true });
});
afterAll(async () => {
  await t.replica?.query('select pg_wal_replay_resume()');
  await t.close();
});

/** Today's orders of a store by its net profit report, asked at once (no wait for the replica). */
const ordersToday = async (s: OrderStore) => {
  const res = await t.get(`/api/v2/reports/net-profit?startDate=${today()}&endDate=${today()}`, { token: s.token, now: true });
  expect(res.status).toBe(200);
  return res.body.data.orders as number;
};

describe('reports on a read replica', () => {
  it('reads the replica, yet a store that has just written reads its write, not the replica’s lag', async () => {
    expect([await t.get('/api/v2/health').then(() => ordersToday(a)), await ordersToday(b)]).toEqual([1, 1]);
    await t.replica!.query('select pg_wal_replay_pause()');

    // Store b's sale is written straight to the primary: the paused replica does not hold it, and
    // b (which wrote nothing through the app) reads the replica.
    await b.placeOrder({ paid: true });
    expect(await ordersToday(b)).toBe(1);

    // Store a pays an order through the app: its next report reads the primary and counts it.
    const pending = await a.placeOrder({ paid: false });
    const paid = await t.call(
      'PUT',
      `/api/v2/order/store-update-status-orders-by/${pending.orderId}?statusId=${ORDER_STATUS_IDS.Paid}`,
      undefined,
      { token: a.token, now: true },
    );
    expect(paid.status).toBe(200);
    expect(await ordersToday(a)).toBe(2);

    // Replay resumes: the replica catches up and b sees its sale.
    await t.replica!.query('select pg_wal_replay_resume()');
    await expect.poll(() => ordersToday(b), { timeout: 10_000, interval: 20 }).toBe(2);
  });
});
