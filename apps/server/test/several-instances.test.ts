import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { ORDER_STATUS_IDS, type OrderStatus } from '@souqna/contracts';
import { customerMessages } from '../src/modules/messaging/customer-message-tables.ts';
import { orderStore, type OrderStore } from '../src/modules/orders/order.fixtures.ts';
import { webhookDeliveries } from '../src/modules/webhooks/tables.ts';
import { eventually } from './eventually.ts';
import { anotherInstance, createTestApp, type TestApp } from './harness.ts';
import { startWebhookReceiver } from './webhook-receiver.ts';
import { startWhatsappServer, type WhatsappServer } from './whatsapp-server.ts';

// The README's "several instances" promise for what a change sends out (docs/decisions.md
// "Webhooks" and "Customer messages"): two servers on one database and one job queue, 500 order
// moves spread over both, and every webhook and every customer message arrives exactly once.
// Both instances live in this process, so they share the store-event bindings (the one bound last
// queues for both); the queue's workers, pools and HTTP handling are each instance's own.

const ORDERS = 100;
/** Each order's road: five moves, the last one a refund that puts the stock back. */
const ROAD: readonly OrderStatus[] = ['Approved', 'Paid', 'ReadyForPickup', 'Completed', 'Refunded'];
const PHONE_ID = '106540352242933';
const WA_TOKEN = `EAAG${'z'.repeat(40)}RT56`;
const templateOf = (status: OrderStatus) => `order_${status.toLowerCase()}`;

let t: TestApp;
let second: Awaited<ReturnType<typeof anotherInstance>>;
let s: OrderStore;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let whatsapp: WhatsappServer;

beforeAll(async () => {
  [receiver, whatsapp] = await Promise.all([
    startWebhookReceiver(),
    startWhatsappServer({ [PHONE_ID]: { token: WA_TOKEN, templates: ROAD.map((status) => `${templateOf(status)}:ar`) } }),
  ]);
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true', WHATSAPP_API_BASE: whatsapp.url });
  s = await orderStore(t);
  second = await anotherInstance(t);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
  await Promise.all([receiver?.close(), whatsapp?.close()]);
});

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
}

/** How many times each key occurs. */
const tally = (keys: readonly string[]) => {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
};

describe('two servers on one database', () => {
  it('delivers each webhook and each customer message of 500 order moves, spread over both, exactly once', async () => {
    const stocked = await s.post('/product/stock/update-stock', {
      changes: [{ productId: s.musk.productId, warehouseId: s.mainWarehouseId, quantity: ORDERS * 2 }],
    });
    expect(stocked.status).toBe(200);
    const wa = await s.post('/messaging-settings', {
      configName: 'واتساب',
      type: 'whatsapp',
      phoneNumberId: PHONE_ID,
      password: WA_TOKEN,
    });
    expect(wa.status).toBe(201);
    for (const status of ROAD) {
      const saved = await s.put(`/messaging/customer-messages/${ORDER_STATUS_IDS[status]}`, {
        whatsapp: {
          enabled: true,
          ar: { templateName: templateOf(status), templateLanguage: 'ar', parameters: ['{orderNumber}'] },
          en: null,
        },
      });
      expect(saved.status).toBe(200);
    }
    const endpoint = await s.post('/store/webhooks', {
      url: receiver.url('/both'),
      events: ['order.created', 'order.status_changed', 'order.paid'],
    });
    expect(endpoint.status).toBe(201);
    receiver.useSecret(endpoint.body.data.secret);

    const orders: { orderId: string; number: number }[] = [];
    for (let i = 0; i < ORDERS; i++) orders.push(await s.placeOrder());

    // Move k of order i goes through instance (i + k) % 2: each order's moves alternate servers.
    const servers = [t, second] as const;
    const refused: string[] = [];
    await inParallel(orders, 8, async ({ orderId }, i) => {
      for (const [k, status] of ROAD.entries()) {
        const server = servers[(i + k) % 2]!;
        const res = await server.call(
          'PUT',
          `/api/v2/order/store-update-status-orders-by/${orderId}?statusId=${ORDER_STATUS_IDS[status]}`,
          undefined,
          { token: s.token },
        );
        if (res.status !== 200) refused.push(`${orderId} → ${status}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    });
    expect(refused).toEqual([]);

    const webhooks = ORDERS * (1 + ROAD.length + 1);
    const messages = ORDERS * ROAD.length;
    await eventually(
      () => (receiver.received.length >= webhooks && whatsapp.calls.length >= messages ? true : undefined),
      `${webhooks} webhooks and ${messages} WhatsApp messages`,
      90_000,
    );
    // Time for a second copy to arrive if either server were to send one.
    await new Promise((r) => setTimeout(r, 3_000));

    const hooks = receiver.received.filter((r) => r.path === '/both');
    expect(hooks.filter((r) => r.verifyError !== null)).toEqual([]);
    expect(hooks).toHaveLength(webhooks);
    expect(tally(hooks.map((r) => r.headers['webhook-id']!)).size).toBe(webhooks);
    const keyOf = (r: (typeof hooks)[number]) =>
      `${r.payload!.type}:${String(r.payload!.data.orderId)}:${r.payload!.type === 'order.status_changed' ? String(r.payload!.data.status) : ''}`;
    const hookCounts = tally(hooks.map(keyOf));
    const expectedHooks = orders.flatMap(({ orderId }) => [
      `order.created:${orderId}:`,
      `order.paid:${orderId}:`,
      ...ROAD.map((status) => `order.status_changed:${orderId}:${status}`),
    ]);
    expect([...hookCounts.keys()].sort()).toEqual([...expectedHooks].sort());
    expect([...hookCounts.values()].every((n) => n === 1)).toBe(true);

    const sent = whatsapp.calls.filter((c) => c.path === `/v21.0/${PHONE_ID}/messages`);
    const messageCounts = tally(sent.map((c) => `${c.body!.template.name}:${c.body!.template.components[0].parameters[0].text}`));
    const expectedMessages = orders.flatMap(({ number }) => ROAD.map((status) => `${templateOf(status)}:${number}`));
    expect([...messageCounts.keys()].sort()).toEqual([...expectedMessages].sort());
    expect([...messageCounts.values()].every((n) => n === 1)).toBe(true);

    // What the logs say matches what arrived: one try each, all sent.
    const ids = orders.map((o) => o.orderId);
    const logged = await t.database.db
      .select({ state: customerMessages.state, attempts: customerMessages.attempts })
      .from(customerMessages)
      .where(inArray(customerMessages.orderId, ids));
    expect(logged).toHaveLength(messages);
    expect(logged.every((m) => m.state === 'sent' && m.attempts === 1)).toBe(true);
    const deliveries = await t.database.db
      .select({ status: webhookDeliveries.status, attempts: webhookDeliveries.attempts })
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.subscriptionId, [endpoint.body.data.id]));
    expect(deliveries).toHaveLength(webhooks);
    expect(deliveries.every((d) => d.status === 'succeeded' && d.attempts === 1)).toBe(true);
  }, 180_000);
});
