import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderStore, type OrderStore } from '../src/modules/orders/order.fixtures.ts';
import { webhookDeliveries } from '../src/modules/webhooks/tables.ts';
import { eventually } from './eventually.ts';
import { anotherInstance, createTestApp, type TestApp } from './harness.ts';
import { startWebhookReceiver } from './webhook-receiver.ts';

// JOB_WORKERS=false (docs/architecture.md "Jobs"): an instance that serves requests and queues
// jobs, and leaves running them to an instance with workers on the same database.

let t: TestApp;
let s: OrderStore;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true', JOB_WORKERS: 'false' });
  s = await orderStore(t);
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

describe('an instance without job workers', () => {
  it('queues what a change sends, and an instance with workers sends it', async () => {
    const endpoint = await s.post('/store/webhooks', { url: receiver.url('/later'), events: ['order.created'] });
    expect(endpoint.status).toBe(201);
    receiver.useSecret(endpoint.body.data.secret);
    const { orderId } = await s.placeOrder();

    await new Promise((r) => setTimeout(r, 3_000));
    expect(receiver.received).toEqual([]);
    const [queued] = await t.database.db
      .select({ status: webhookDeliveries.status, attempts: webhookDeliveries.attempts })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.subscriptionId, endpoint.body.data.id));
    expect(queued).toEqual({ status: 'pending', attempts: 0 });

    const worker = await anotherInstance(t, { jobWorkers: true });
    try {
      const [hit] = await eventually(() => (receiver.received.length ? receiver.received : undefined), 'the delivery');
      expect(hit!.payload).toMatchObject({ type: 'order.created', data: { orderId } });
      expect(hit!.verifyError).toBeNull();
    } finally {
      await worker.close();
    }
  }, 30_000);
});
