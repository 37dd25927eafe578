import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ORDER_STATUS_IDS } from '@souqna/contracts';
import { createTestApp, TEST_ENCRYPTION_KEY, type TestApp } from '../../../test/harness.ts';
import { eventually } from '../../../test/eventually.ts';
import { startWebhookReceiver } from '../../../test/webhook-receiver.ts';
import { validCustomer } from '../customers/customer.fixtures.ts';
import { orderStore, type OrderStore } from '../orders/order.fixtures.ts';
import { signedIn } from '../store/store.fixtures.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { SecretBox } from '../../platform/sealed-secrets.ts';
import { WEBHOOK_QUEUE } from './webhook-delivery.ts';
import { resealWebhookSecrets } from './webhook.service.ts';
import { webhookDeliveries, webhookSubscriptions } from './tables.ts';

let t: TestApp;
let s: OrderStore;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
  s = await orderStore(t);
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

/** Adds an endpoint on the receiver, hands its secret to the receiver, and answers it. */
async function subscribe(events: string[], path = '/hooks') {
  const res = await s.post('/store/webhooks', { url: receiver.url(path), events, description: 'نظام المحاسبة' });
  expect(res.status).toBe(201);
  receiver.useSecret(res.body.data.secret);
  return res.body.data as { id: string; secret: string };
}

const move = (orderId: string, to: keyof typeof ORDER_STATUS_IDS) =>
  s.put(`/order/store-update-status-orders-by/${orderId}?statusId=${ORDER_STATUS_IDS[to]}`, undefined);

const received = (path: string, type: string, match: (data: Record<string, unknown>) => boolean = () => true) =>
  receiver.received.filter((r) => r.path === path && r.payload?.type === type && match(r.payload.data));

async function removeAll() {
  const list = await s.get('/store/webhooks');
  for (const sub of list.body.data as { id: string }[]) await s.delete(`/store/webhooks/${sub.id}`);
}

describe('endpoints', () => {
  it('answers the secret once, when made, and never again', async () => {
    const made = await subscribe(['order.created']);
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(made.secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    const answers = [
      await s.get('/store/webhooks'),
      await s.get(`/store/webhooks/${made.id}`),
      await s.put(`/store/webhooks/${made.id}`, { url: receiver.url(), events: ['order.created', 'order.paid'] }),
      await s.get(`/store/webhooks/${made.id}/deliveries`),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain('whsec_');
    }
    expect(answers[1]!.body.data).toMatchObject({ url: receiver.url(), isActive: true, description: 'نظام المحاسبة' });
    expect(answers[1]!.body.data).not.toHaveProperty('secret');
    const [row] = await t.database.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, made.id));
    expect(row!.secret).not.toContain(made.secret.slice(6));

    const rotated = await s.post(`/store/webhooks/${made.id}/rotate-secret`, {});
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.secret).toMatch(/^whsec_/);
    expect(rotated.body.data.secret).not.toBe(made.secret);
    // A new encryption key: `secrets:reseal` seals it again, and the new key alone opens it.
    const next = Buffer.alloc(32, 11);
    expect(await resealWebhookSecrets(t.database.db, new SecretBox(next, [TEST_ENCRYPTION_KEY]))).toBeGreaterThanOrEqual(1);
    const [resealed] = await t.database.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, made.id));
    expect(new SecretBox(next).open(resealed!.secret)).toBe(rotated.body.data.secret);
    await resealWebhookSecrets(t.database.db, new SecretBox(TEST_ENCRYPTION_KEY, [next]));
    await removeAll();
  });

  it('refuses a file:, an ftp: or a hostless address, an unknown event and no event, naming the field in both languages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ url: 'file:///etc/passwd', events: ['order.created'] }, 'url', 'webhook_url_scheme'],
      [{ url: 'ftp://example.com/hook', events: ['order.created'] }, 'url', 'webhook_url_scheme'],
      [{ url: 'http://', events: ['order.created'] }, 'url', 'invalid_url'],
      [{ url: 'not a link', events: ['order.created'] }, 'url', 'invalid_url'],
      [{ url: 'https://user:pass@example.com/', events: ['order.created'] }, 'url', 'webhook_url_credentials'],
      [{ url: 'https://example.com/', events: ['order.shipped'] }, 'events.0', 'invalid_value'],
      [{ url: 'https://example.com/', events: [] }, 'events', 'too_small'],
      [{ url: 'https://example.com/', events: ['order.paid', 'order.paid'] }, 'events', 'duplicate_event'],
    ];
    for (const [body, path, code] of cases) {
      const ar = await s.post('/store/webhooks', body);
      expect([ar.status, ar.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(ar.body.error.fields).toContainEqual(expect.objectContaining({ path, code }));
      const en = await t.post('/api/v2/store/webhooks', body, { token: s.token, lang: 'en' });
      const field = en.body.error.fields.find((f: { path: string }) => f.path === path);
      const arField = ar.body.error.fields.find((f: { path: string }) => f.path === path);
      expect(field.message).toMatch(/[A-Za-z]/);
      expect(arField.message).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('refuses an eleventh endpoint with 409', async () => {
    for (let i = 0; i < 10; i++)
      expect((await s.post('/store/webhooks', { url: receiver.url(`/n${i}`), events: ['order.paid'] })).status).toBe(201);
    const res = await s.post('/store/webhooks', { url: receiver.url('/n11'), events: ['order.paid'] });
    expect([res.status, res.body.error.code]).toEqual([409, 'CONFLICT']);
    expect(res.body.message).toContain('10');
    await removeAll();
  });

  it("answers 404 for another store's endpoint and its deliveries", async () => {
    const mine = await subscribe(['order.created']);
    const other = await signedIn(t);
    const delivery = uuidv7();
    const answers = await Promise.all([
      other.get(`/store/webhooks/${mine.id}`),
      other.put(`/store/webhooks/${mine.id}`, { url: receiver.url(), events: ['order.created'] }),
      other.post(`/store/webhooks/${mine.id}/rotate-secret`, {}),
      other.get(`/store/webhooks/${mine.id}/deliveries`),
      other.post(`/store/webhooks/${mine.id}/deliveries/${delivery}/resend`, {}),
      other.delete(`/store/webhooks/${mine.id}`),
    ]);
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect((await other.get('/store/webhooks')).body.data).toEqual([]);
    expect((await s.get(`/store/webhooks/${mine.id}`)).status).toBe(200);
    await removeAll();
  });
});

describe('delivery', () => {
  it('delivers an order status change, signed as Standard Webhooks says, with the order in minor units', async () => {
    await subscribe(['order.status_changed'], '/status');
    const { orderId, number } = await s.placeOrder();
    expect((await move(orderId, 'Approved')).status).toBe(200);
    const [hit] = await eventually(() => {
      const found = received('/status', 'order.status_changed', (d) => d.orderId === orderId);
      return found.length ? found : undefined;
    }, 'the status change at the receiver');
    expect(hit!.verifyError).toBeNull();
    expect(hit!.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(hit!.headers['webhook-timestamp']).toMatch(/^\d{10}$/);
    expect(hit!.headers['webhook-signature']).toMatch(/^v1,/);
    expect(hit!.payload).toMatchObject({
      type: 'order.status_changed',
      data: { orderId, number, status: 'Approved', previousStatus: 'Pending', currency: 'SAR', total: 10000 },
    });
    expect(hit!.body).not.toContain('costPrice');
    await removeAll();
  });

  it('sends nothing for a change that was rolled back', async () => {
    await subscribe(['order.created'], '/rollback');
    const rolledBack = await t.database.db
      .transaction(async (tx) => {
        const { createOrder } = await import('../orders/order-create.ts');
        const made = await createOrder(
          tx,
          { storeId: s.storeId, userId: s.session.user.id },
          {
            customer: s.customer,
            address: s.address,
            warehouseId: s.mainWarehouseId,
            items: [{ productId: s.musk.productId, variantId: null, quantity: 1 }],
            coupon: null,
            shippingOption: null,
            notes: null,
            paid: false,
            paymentMethod: null,
            idempotencyKey: null,
          },
        );
        throw Object.assign(new Error('undo'), { orderId: made.orderId });
      })
      .catch((e: { orderId: string }) => e.orderId);
    const { orderId } = await s.placeOrder();
    await eventually(() => received('/rollback', 'order.created', (d) => d.orderId === orderId)[0], 'the committed order');
    expect(received('/rollback', 'order.created', (d) => d.orderId === rolledBack)).toEqual([]);
    const { rows } = await t.database.db.execute(sql`select 1 from webhook_deliveries where body like ${`%${rolledBack}%`}`);
    expect(rows).toEqual([]);
    await removeAll();
  });

  it('tries again after a 500, logs both tries, and sends the same message again on asking', async () => {
    const sub = await subscribe(['order.paid'], '/retry');
    receiver.answer(500);
    const { orderId } = await s.placeOrder({ paid: true, paymentMethod: 'cash_on_delivery' });
    const delivery = await eventually(
      async () => {
        const res = await s.get(`/store/webhooks/${sub.id}/deliveries`);
        const d = res.body.data[0];
        return d?.status === 'succeeded' ? d : undefined;
      },
      'the delivery to succeed on its second try',
      20_000,
    );
    expect(delivery).toMatchObject({ event: 'order.paid', attempts: 2, statusCode: 200, response: 'ok' });
    const attempts = await s.get(`/store/webhooks/${sub.id}/deliveries/${delivery.id}/attempts`);
    expect(attempts.body.data.map((a: { statusCode: number }) => a.statusCode)).toEqual([500, 200]);
    expect(attempts.body.data[0].response).toBe('answered 500');
    const hits = received('/retry', 'order.paid', (d) => d.orderId === orderId);
    expect(hits).toHaveLength(2);
    expect(new Set(hits.map((h) => h.headers['webhook-id'])).size).toBe(1);
    expect(hits[0]!.body).toBe(hits[1]!.body);

    const again = await s.post(`/store/webhooks/${sub.id}/deliveries/${delivery.id}/resend`, {});
    expect(again.status).toBe(202);
    expect(again.body.data.status).toBe('pending');
    await eventually(
      () => (received('/retry', 'order.paid', (d) => d.orderId === orderId).length === 3 ? true : undefined),
      'the message sent again',
    );
    const third = received('/retry', 'order.paid', (d) => d.orderId === orderId)[2]!;
    expect(third.verifyError).toBeNull();
    expect(third.headers['webhook-id']).toBe(hits[0]!.headers['webhook-id']);
    expect(third.body).toBe(hits[0]!.body);
    await eventually(async () => {
      const res = await s.get(`/store/webhooks/${sub.id}/deliveries`);
      return res.body.data[0].attempts === 3 && res.body.data[0].status === 'succeeded' ? true : undefined;
    }, 'the third try logged');
    await removeAll();
  }, 30_000);

  it('tells products, low stock and new customers', async () => {
    await subscribe(['product.created', 'product.updated', 'product.deleted', 'stock.low', 'customer.created'], '/catalogue');
    const product = await s.addProduct({ nameAr: 'بخور', sku: `BKH-${s.storeId.slice(-6)}`, minAlertQuantity: 3 });
    const gone = await s.addProduct({ nameAr: 'ورد طائفي', sku: `WRD-${s.storeId.slice(-6)}` });
    expect((await s.delete(`/product/${gone.productId}/product`)).status).toBe(200);
    const stock = await s.post('/product/stock/update-stock', {
      changes: [{ productId: product.productId, warehouseId: s.mainWarehouseId, quantity: 10 }],
    });
    expect(stock.status).toBe(200);
    // 10 held with an alert at 3: an order of 8 leaves 2, under the alert; one more leaves 1, already under it.
    await s.placeOrder({ items: [{ productId: product.productId, variantId: null, quantity: 8 }] });
    await s.placeOrder({ items: [{ productId: product.productId, variantId: null, quantity: 1 }] });
    const customer = await s.post('/merchant/customer', validCustomer());
    expect(customer.status).toBe(201);
    await eventually(() => received('/catalogue', 'customer.created')[0], 'the new customer');
    await eventually(() => received('/catalogue', 'stock.low')[0], 'the low stock');
    await eventually(() => received('/catalogue', 'product.deleted')[0], 'the deleted product');
    expect(received('/catalogue', 'product.created', (d) => d.productId === product.productId)[0]!.payload!.data).toMatchObject({
      name: 'بخور',
      price: 25000,
      currency: 'SAR',
    });
    expect(received('/catalogue', 'stock.low').map((r) => r.payload!.data)).toEqual([
      expect.objectContaining({ productId: product.productId, quantity: 2, minAlertQuantity: 3 }),
    ]);
    expect(received('/catalogue', 'product.deleted')[0]!.payload!.data).toMatchObject({
      productId: gone.productId,
      name: 'ورد طائفي',
    });
    expect(received('/catalogue', 'customer.created')[0]!.payload!.data).toMatchObject({ customerId: customer.body.data.id });
    await removeAll();
  });

  it('turns off an endpoint failing for more than a day, and e-mails the owner', async () => {
    const sub = await subscribe(['order.paid'], '/down');
    const db = t.database.db;
    await db
      .update(webhookSubscriptions)
      .set({ failedDeliveries: 4, failingSince: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(webhookSubscriptions.id, sub.id));
    const deliveryId = uuidv7();
    receiver.answer(503);
    await db.transaction(async (tx) => {
      await tx.insert(webhookDeliveries).values({
        id: deliveryId,
        storeId: s.storeId,
        subscriptionId: sub.id,
        event: 'order.paid',
        body: JSON.stringify({ type: 'order.paid', timestamp: new Date().toISOString(), data: {} }),
        attempts: 6,
      });
      await t.jobs.send(tx, WEBHOOK_QUEUE, { deliveryId, attempt: 7 });
    });
    const off = await eventually(async () => {
      const res = await s.get(`/store/webhooks/${sub.id}`);
      return res.body.data.isActive ? undefined : res.body.data;
    }, 'the endpoint turned off');
    expect(off).toMatchObject({ disabledReason: 'failing', lastDelivery: { status: 'failed', statusCode: 503 } });
    const mail = await t.lastMail(s.input.email as string);
    expect(mail?.template).toBe('webhook-disabled');
    const resend = await s.post(`/store/webhooks/${sub.id}/deliveries/${deliveryId}/resend`, {});
    expect([resend.status, resend.body.error.code]).toEqual([409, 'CONFLICT']);
    const on = await s.put(`/store/webhooks/${sub.id}`, { url: receiver.url('/down'), events: ['order.paid'], isActive: true });
    expect(on.body.data).toMatchObject({ isActive: true, disabledReason: null });
    await removeAll();
  });
});

describe('addresses', () => {
  it('refuses private and loopback addresses, and plain http, without WEBHOOKS_ALLOW_PRIVATE', async () => {
    const strict = await createTestApp();
    try {
      const m = await signedIn(strict);
      const cases: [string, string][] = [
        [receiver.url(), 'webhook_https_required'],
        ['https://127.0.0.1/hook', 'webhook_url_private'],
        ['https://10.1.2.3/hook', 'webhook_url_private'],
        ['https://192.168.1.10/hook', 'webhook_url_private'],
        ['https://169.254.169.254/latest/meta-data', 'webhook_url_private'],
        ['https://[::1]/hook', 'webhook_url_private'],
        ['https://[::ffff:127.0.0.1]/hook', 'webhook_url_private'],
        ['https://localhost/hook', 'webhook_url_private'],
      ];
      for (const [url, code] of cases) {
        const res = await m.post('/store/webhooks', { url, events: ['order.created'] });
        expect([url, res.status]).toEqual([url, 400]);
        expect(res.body.error.fields).toContainEqual(expect.objectContaining({ path: 'url', code }));
      }
    } finally {
      await strict.close();
    }
  });

  it('checks the address again when sending: one that became private gets nothing', async () => {
    const { deliver } = await import('./webhook-delivery.ts');
    const { SecretBox } = await import('../../platform/sealed-secrets.ts');
    const { TEST_ENCRYPTION_KEY } = await import('../../../test/harness.ts');
    const sub = await subscribe(['order.paid'], '/rebound');
    const deliveryId = uuidv7();
    await t.database.db.insert(webhookDeliveries).values({
      id: deliveryId,
      storeId: s.storeId,
      subscriptionId: sub.id,
      event: 'order.paid',
      body: '{"type":"order.paid","timestamp":"2026-01-01T00:00:00.000Z","data":{}}',
    });
    const box = new SecretBox(TEST_ENCRYPTION_KEY);
    const deps = { db: t.database.db, jobs: t.jobs, box, mailer: null as never, appUrl: '', allowPrivate: false };
    await deliver(deps, { deliveryId, attempt: 1 });
    const [row] = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
    expect(row).toMatchObject({ attempts: 1, error: 'https_required', statusCode: null });
    expect(received('/rebound', 'order.paid')).toEqual([]);
    // A name that resolves to the loopback address is refused when it is looked up to connect.
    await t.database.db
      .update(webhookSubscriptions)
      .set({ url: 'https://localhost:1/rebound' })
      .where(eq(webhookSubscriptions.id, sub.id));
    await t.database.db
      .update(webhookDeliveries)
      .set({ status: 'pending', roundStart: 1 })
      .where(eq(webhookDeliveries.id, deliveryId));
    await deliver(deps, { deliveryId, attempt: 2 });
    const [again] = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
    expect(again).toMatchObject({ attempts: 2, error: 'private_address' });
    await removeAll();
  });
});
