import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { eventually } from '../../../test/eventually.ts';
import { startWebhookReceiver } from '../../../test/webhook-receiver.ts';
import { orderStore, type OrderStore } from '../orders/order.fixtures.ts';
import { TRIES_AT_ONCE_PER_ENDPOINT } from './webhook-delivery.ts';

// One endpoint that never answers holds at most TRIES_AT_ONCE_PER_ENDPOINT of the six delivery
// workers (docs/decisions.md "Webhooks"): the store's healthy endpoint keeps receiving its
// messages within moments while the other's tries wait out their 10 s. Before the bound, the six
// workers each took a batch of both endpoints' tries and ran them in turn, so a healthy message
// fetched behind a hung one waited those 10 s, and once all six hung, every message did.

/** A healthy message reaches its endpoint within this of being queued (the hung tries take 10 s). */
const PROMPT_MS = 4_000;

let t: TestApp;
let s: OrderStore;
let healthy: Awaited<ReturnType<typeof startWebhookReceiver>>;
const hung: ServerResponse[] = [];
let mostAtOnce = 0;
const silent = createServer((_req, res) => {
  hung.push(res);
  mostAtOnce = Math.max(mostAtOnce, hung.filter((r) => !r.destroyed && !r.socket?.destroyed).length);
});

beforeAll(async () => {
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
  s = await orderStore(t);
  healthy = await startWebhookReceiver();
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  silent.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
  await healthy.close();
  await t.close();
});

describe('an endpoint that never answers', () => {
  it("holds at most two tries at once, and the store's healthy endpoint gets each message within seconds", async () => {
    const stocked = await s.post('/product/stock/update-stock', {
      changes: [{ productId: s.musk.productId, warehouseId: s.mainWarehouseId, quantity: 100 }],
    });
    expect(stocked.status).toBe(200);
    const { port } = silent.address() as AddressInfo;
    const slow = await s.post('/store/webhooks', { url: `http://127.0.0.1:${port}/hooks`, events: ['order.created'] });
    expect(slow.status).toBe(201);
    const made = await s.post('/store/webhooks', { url: healthy.url('/healthy'), events: ['order.created'] });
    expect(made.status).toBe(201);
    healthy.useSecret(made.body.data.secret);

    // Twelve orders at once, then six more while the silent endpoint's first tries hang.
    for (let i = 0; i < 12; i++) await s.placeOrder();
    await eventually(
      () => (hung.length >= TRIES_AT_ONCE_PER_ENDPOINT ? true : undefined),
      'the first tries at the silent endpoint',
    );
    for (let i = 0; i < 6; i++) await s.placeOrder();

    await eventually(
      () => (healthy.ofType('order.created').length >= 18 ? true : undefined),
      '18 messages at the healthy endpoint',
      40_000,
    );
    const messages = healthy.ofType('order.created');
    expect(messages.filter((m) => m.verifyError !== null)).toEqual([]);
    const latencies = messages.map((m) => m.at - Date.parse(m.payload!.timestamp)).sort((a, b) => a - b);
    expect(latencies.at(-1), `latencies ${latencies.join(', ')} ms`).toBeLessThan(PROMPT_MS);
    // The silent endpoint was tried, never more than the bound at once, and is still waiting.
    expect(hung.length).toBeGreaterThanOrEqual(TRIES_AT_ONCE_PER_ENDPOINT);
    expect(mostAtOnce).toBe(TRIES_AT_ONCE_PER_ENDPOINT);
  });
});
