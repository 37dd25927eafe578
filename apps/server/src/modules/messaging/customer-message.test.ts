import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_STATUS_IDS, type OrderStatus } from '@souqna/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { eventually } from '../../../test/eventually.ts';
import { startSmsServer, type SmsServer } from '../../../test/sms-server.ts';
import { startSmtpServer } from '../../../test/smtp-server.ts';
import { startWhatsappServer, type WhatsappServer } from '../../../test/whatsapp-server.ts';
import { publishStoreEvent } from '../../platform/store-events.ts';
import { customers } from '../customers/tables.ts';
import { moveOrder } from '../orders/order-status.service.ts';
import { orderStore, type OrderStore } from '../orders/order.fixtures.ts';
import { readStore } from '../store/store-row.ts';
import { signedIn, type SignedIn } from '../store/store.fixtures.ts';
import { CUSTOMER_MESSAGE_QUEUE } from './customer-message-delivery.ts';
import { moneyText } from '../../platform/money-text.ts';
import { customerMessages } from './customer-message-tables.ts';

// The messages a store sends its customers when an order enters a status (docs/decisions.md
// "Customer messages"), against real local servers: a mail server, one answering as Twilio (behind
// a door that can answer 500 first) and one answering as WhatsApp's Cloud API.
const SID = `AC${'2b'.repeat(16)}`;
const TOKEN = 'a'.repeat(28) + '4d5e';
const WRONG_TOKEN = 'b'.repeat(28) + '9f8e';
const FROM = '+14155550111';
const PHONE_ID = '106540352242933';
const WA_TOKEN = `EAAG${'y'.repeat(40)}QW34`;
const SARA = '+966551234567';
const SAR_100 = moneyText(100, 'SAR', 'en');

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
let smtp: Smtp;
let sms: SmsServer;
let whatsapp: WhatsappServer;
let door: Awaited<ReturnType<typeof startDoor>>;
let t: TestApp;
let s: OrderStore;
let other: SignedIn;
let smsSettingId: string;
let storeName: string;

/** Twilio's address as the app sees it: answers 500 to the next `failNext` calls, passes the rest on. */
async function startDoor(target: () => string) {
  let failing = 0;
  let hits = 0;
  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    hits += 1;
    if (failing > 0) {
      failing -= 1;
      res.writeHead(500, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ code: 20500, message: 'Internal Server Error', status: 500 }));
    }
    const answer = await fetch(`${target()}${req.url}`, {
      method: req.method,
      headers: { authorization: req.headers.authorization ?? '', 'content-type': req.headers['content-type'] ?? '' },
      body: text,
    });
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(await answer.text());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    failNext: (n: number) => void (failing = n),
    hits: () => hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

beforeAll(async () => {
  [smtp, sms, whatsapp] = await Promise.all([
    startSmtpServer(),
    startSmsServer({ [SID]: { authToken: TOKEN, numbers: [FROM] } }),
    startWhatsappServer({
      [PHONE_ID]: { token: WA_TOKEN, templates: ['order_update:ar', 'order_update:en_US'], allowed: ['966551234567'] },
    }),
  ]);
  door = await startDoor(() => sms.url);
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'سوقنا <no-reply@souqna.test>',
    TWILIO_API_BASE: door.url,
    WHATSAPP_API_BASE: whatsapp.url,
  });
  [s, other] = await Promise.all([orderStore(t), signedIn(t)]);
  const store = await readStore(t.database.db, s.storeId);
  storeName = store.name ?? store.domain ?? '';
  const smsSetting = await s.post('/messaging-settings', {
    configName: 'Twilio',
    type: 'sms',
    accountSid: SID,
    password: TOKEN,
    senderNumber: FROM,
  });
  expect(smsSetting.status).toBe(201);
  smsSettingId = smsSetting.body.data.messagingSettingsPublicId;
  const wa = await s.post('/messaging-settings', {
    configName: 'واتساب',
    type: 'whatsapp',
    phoneNumberId: PHONE_ID,
    password: WA_TOKEN,
  });
  expect(wa.status).toBe(201);
});
afterAll(async () => {
  await t.close();
  await Promise.all([smtp.close(), sms.close(), whatsapp.close(), door.close()]);
});

const all = {
  email: {
    enabled: true,
    ar: {
      subject: 'طلبك {orderNumber} من {storeName}',
      body: 'مرحبًا {customerName}،\nتمت الموافقة على طلبك بمبلغ {total}.\n{trackingLink}',
    },
    en: {
      subject: 'Your order {orderNumber} from {storeName}',
      body: 'Hello {customerName},\nYour order of {total} is approved.',
    },
  },
  sms: {
    enabled: true,
    ar: { body: 'مرحبًا {customerName}، طلبك {orderNumber} بمبلغ {total} تمت الموافقة عليه' },
    en: { body: 'Hi {customerName}, order {orderNumber} ({total}) is approved' },
  },
  whatsapp: {
    enabled: true,
    ar: {
      templateName: 'order_update',
      templateLanguage: 'ar',
      parameters: ['{customerName}', '{orderNumber}', '{trackingLink}'],
    },
    en: { templateName: 'order_update', templateLanguage: 'en_US', parameters: ['{customerName}', '{orderNumber}', '{total}'] },
  },
};
const smsOnly = (body: string) => ({ sms: { enabled: true, ar: { body }, en: null } });

const save = (store: { put: SignedIn['put'] }, status: OrderStatus | string, body: unknown) =>
  store.put(
    `/messaging/customer-messages/${status in ORDER_STATUS_IDS ? ORDER_STATUS_IDS[status as OrderStatus] : status}`,
    body,
  );
const move = (orderId: string, to: OrderStatus) =>
  s.put(`/order/store-update-status-orders-by/${orderId}?statusId=${ORDER_STATUS_IDS[to]}`, undefined);
const logOf = async (orderId: string) => (await s.get(`/order/${orderId}/customer-messages`)).body.data as Record<string, any>[];
const settled = (orderId: string, count: number) =>
  eventually(
    async () => {
      const log = await logOf(orderId);
      return log.length === count && log.every((m) => m.state !== 'pending') ? log : undefined;
    },
    `${count} messages settled`,
    20_000,
  );
const smsTo = (text: string) => sms.calls.filter((c) => c.form.Body?.includes(text));

describe('sending when an order enters a status', () => {
  it("delivers the e-mail, the SMS and the WhatsApp message once each, in the customer's language, with the variables filled", async () => {
    expect((await save(s, 'Approved', all)).status).toBe(200);
    await t.database.db.update(customers).set({ language: 'en' }).where(eq(customers.id, s.customer.id));
    const { orderId, number } = await s.placeOrder();
    expect((await move(orderId, 'Approved')).status).toBe(200);
    const log = await settled(orderId, 3);
    expect(log.map((m) => [m.channel, m.state, m.lang, m.status, m.attempts])).toEqual([
      ['email', 'sent', 'en', 'Approved', 1],
      ['sms', 'sent', 'en', 'Approved', 1],
      ['whatsapp', 'sent', 'en', 'Approved', 1],
    ]);
    expect(log.map((m) => m.to)).toEqual(['sara@example.com', SARA, SARA]);

    const mails = smtp.received.filter((m) => m.subject === `Your order ${number} from ${storeName}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Hello سارة القحطاني,\nYour order of ${SAR_100} is approved.`);
    expect(mails[0]!.html).toContain('dir="ltr"');
    const texts = smsTo(`order ${number} `);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.form).toMatchObject({
      To: SARA,
      From: FROM,
      Body: `Hi سارة القحطاني, order ${number} (${SAR_100}) is approved`,
    });
    const wa = whatsapp.calls.filter((c) => c.body?.template?.components?.[0]?.parameters?.[1]?.text === String(number));
    expect(wa).toHaveLength(1);
    expect(wa[0]!.body!.template).toEqual({
      name: 'order_update',
      language: { code: 'en_US' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'سارة القحطاني' },
            { type: 'text', text: String(number) },
            { type: 'text', text: SAR_100 },
          ],
        },
      ],
    });

    // The same status entered again (as a second server, or a retold event, would tell it): nothing more.
    await t.database.db.transaction((tx) =>
      publishStoreEvent(tx, s.storeId, { type: 'order.status_changed', orderId, from: 'Pending', to: 'Approved' }),
    );
    await t.database.db.transaction((tx) => t.jobs.send(tx, CUSTOMER_MESSAGE_QUEUE, { messageId: log[1]!.id, attempt: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await logOf(orderId)).toHaveLength(3);
    expect(smsTo(`order ${number} `)).toHaveLength(1);
    expect(smtp.received.filter((m) => m.subject === `Your order ${number} from ${storeName}`)).toHaveLength(1);
    await t.database.db.update(customers).set({ language: 'ar' }).where(eq(customers.id, s.customer.id));
  });

  it('writes in Arabic to an Arabic customer', async () => {
    await save(s, 'Approved', all);
    const { orderId, number } = await s.placeOrder();
    await move(orderId, 'Approved');
    const log = await settled(orderId, 3);
    expect(log.map((m) => [m.lang, m.state, m.reason, m.details])).toEqual([
      ['ar', 'sent', null, null],
      ['ar', 'sent', null, null],
      ['ar', 'sent', null, null],
    ]);
    expect(smsTo(`طلبك ${number} `)[0]!.form.Body).toBe(
      `مرحبًا سارة القحطاني، طلبك ${number} بمبلغ ${moneyText(100, 'SAR', 'ar')} تمت الموافقة عليه`,
    );
    const wa = whatsapp.calls.find((c) => c.body?.template?.components?.[0]?.parameters?.[1]?.text === String(number));
    // No shipment: WhatsApp takes no empty parameter, so the tracking link is a dash.
    expect(wa!.body!.template.language).toEqual({ code: 'ar' });
    expect(wa!.body!.template.components[0].parameters[2]).toEqual({ type: 'text', text: '-' });
  });

  it('sends nothing when the move is rolled back', async () => {
    await save(s, 'Cancelled', smsOnly('ألغي طلبك {orderNumber}'));
    const { orderId, number } = await s.placeOrder();
    await expect(
      t.database.db.transaction(async (tx) => {
        await moveOrder(tx, { storeId: s.storeId, userId: s.session.user.id, lang: 'ar' }, orderId, { to: 'Cancelled' });
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await logOf(orderId)).toEqual([]);
    expect(smsTo(`ألغي طلبك ${number}`)).toEqual([]);
  });

  it('tries again when Twilio answers 500, and logs each try', async () => {
    await save(s, 'Cancelled', smsOnly('ألغي طلبك {orderNumber}'));
    const { orderId, number } = await s.placeOrder();
    const before = door.hits();
    door.failNext(1);
    await move(orderId, 'Cancelled');
    const waiting = await eventually(
      async () => {
        const [m] = await logOf(orderId);
        return m?.attempts === 1 ? m : undefined;
      },
      'the first try logged',
      20_000,
    );
    expect(waiting).toMatchObject({ state: 'pending', reason: 'connection', details: '20500 Internal Server Error' });
    const wait = new Date(waiting.nextAttemptAt).getTime() - Date.now();
    expect(wait).toBeGreaterThan(40_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    // A minute on: the queue runs the second try now rather than in a minute.
    await t.database.db.transaction((tx) => t.jobs.send(tx, CUSTOMER_MESSAGE_QUEUE, { messageId: waiting.id, attempt: 2 }));
    const [done] = await settled(orderId, 1);
    expect(done).toMatchObject({ state: 'sent', attempts: 2, reason: null, details: null, nextAttemptAt: null });
    expect(door.hits() - before).toBe(2);
    expect(smsTo(`ألغي طلبك ${number}`)).toHaveLength(1);
  });

  it('logs a wrong token as failed with the reason authentication, without trying again', async () => {
    await save(s, 'Cancelled', smsOnly('ألغي طلبك {orderNumber}'));
    const changed = await s.put(`/messaging-settings/${smsSettingId}`, {
      configName: 'Twilio',
      type: 'sms',
      accountSid: SID,
      password: WRONG_TOKEN,
      senderNumber: FROM,
    });
    expect(changed.status).toBe(200);
    try {
      const { orderId } = await s.placeOrder();
      await move(orderId, 'Cancelled');
      const [failed] = await settled(orderId, 1);
      expect(failed).toMatchObject({ state: 'failed', reason: 'authentication', details: '20003 Authenticate', attempts: 1 });
    } finally {
      await s.put(`/messaging-settings/${smsSettingId}`, {
        configName: 'Twilio',
        type: 'sms',
        accountSid: SID,
        password: TOKEN,
        senderNumber: FROM,
      });
    }
  });

  it('skips the SMS and the e-mail of an order with no phone and no e-mail, and says why', async () => {
    await save(s, 'Approved', all);
    const { orderId } = await s.placeOrder({ customer: null });
    await move(orderId, 'Approved');
    const log = await settled(orderId, 3);
    expect(log.map((m) => [m.channel, m.state, m.reason, m.to, m.attempts])).toEqual([
      ['email', 'skipped', 'no_email', null, 0],
      ['sms', 'skipped', 'no_phone', null, 0],
      ['whatsapp', 'skipped', 'no_phone', null, 0],
    ]);
  });

  it('sends nothing on a channel turned off', async () => {
    await save(s, 'Cancelled', { sms: { enabled: false, ar: { body: 'ألغي طلبك {orderNumber}' } } });
    const { orderId } = await s.placeOrder();
    await move(orderId, 'Cancelled');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await logOf(orderId)).toEqual([]);
    const rows = await t.database.db.select().from(customerMessages).where(eq(customerMessages.orderId, orderId));
    expect(rows).toEqual([]);
  });
});

describe('the templates', () => {
  it('answers what was saved, every channel of the status', async () => {
    const res = await save(s, 'Completed', smsOnly('شكرًا {customerName}'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      statusId: ORDER_STATUS_IDS.Completed,
      email: { enabled: false, ar: null, en: null },
      sms: { enabled: true, ar: { body: 'شكرًا {customerName}' }, en: null },
      whatsapp: { enabled: false, ar: null, en: null },
    });
    const list = await s.get('/messaging/customer-messages');
    expect(list.body.data.find((x: { statusId: string }) => x.statusId === ORDER_STATUS_IDS.Completed)).toEqual(res.body.data);
  });

  it('refuses an unknown variable, naming the field and the variable, in Arabic and English', async () => {
    const body = { sms: { enabled: true, ar: { body: 'طلبك {orderNo} جاهز' } } };
    const ar = await save(s, 'Paid', body);
    expect(ar.status).toBe(400);
    expect(ar.body.error.fields).toEqual([
      {
        path: 'sms.ar.body',
        code: 'unknown_variable',
        message: 'المتغير {orderNo} غير معروف؛ المتاح: {customerName} و{orderNumber} و{total} و{trackingLink} و{storeName}',
      },
    ]);
    const en = await t.call('PUT', `/api/v2/messaging/customer-messages/${ORDER_STATUS_IDS.Paid}`, body, {
      token: s.token,
      lang: 'en',
    });
    expect(en.body.error.fields[0].message).toBe(
      '{orderNo} is not a variable; use {customerName}, {orderNumber}, {total}, {trackingLink} or {storeName}',
    );
    const wa = await save(s, 'Paid', {
      whatsapp: { enabled: true, en: { templateName: 'order_update', templateLanguage: 'en', parameters: ['{name}'] } },
    });
    expect(wa.body.error.fields.map((f: { path: string }) => f.path)).toEqual(['whatsapp.en.parameters.0']);
  });

  it('refuses a text too long, a channel on with no text and a bad template name', async () => {
    const res = await t.call(
      'PUT',
      `/api/v2/messaging/customer-messages/${ORDER_STATUS_IDS.Paid}`,
      {
        sms: { enabled: true, ar: { body: 'ب'.repeat(671) } },
        email: { enabled: true },
        whatsapp: { enabled: true, ar: { templateName: 'Order Update', templateLanguage: 'ar', parameters: [] } },
      },
      { token: s.token, lang: 'en' },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual(
      expect.arrayContaining([
        { path: 'sms.ar.body', code: 'too_big', message: 'Must be at most 670 characters' },
        { path: 'email.ar', code: 'required', message: 'This field is required' },
        expect.objectContaining({ path: 'whatsapp.ar.templateName', code: 'whatsapp_template' }),
      ]),
    );
  });

  it("answers 404 for another store's custom status, and for an id that is no status", async () => {
    const made = await s.post('/order/status', {
      nameAr: 'قيد التغليف',
      nameEn: 'Packing',
      color: 'cyan',
      baseStatus: 'Approved',
    });
    expect(made.status).toBe(201);
    expect((await save(other, made.body.data.id, smsOnly('x'))).status).toBe(404);
    expect((await save(s, '01900000-0000-7000-8000-0000000000ff', smsOnly('x'))).status).toBe(404);
    expect((await save(s, made.body.data.id, smsOnly('طلبك {orderNumber} قيد التغليف'))).status).toBe(200);
  });

  it('is for the admin role only', async () => {
    const res = await t.get('/api/v2/messaging/customer-messages');
    expect(res.status).toBe(401);
  });
});

describe('custom statuses', () => {
  it("sends a custom status's own message when the order enters it, once", async () => {
    const list = await s.get('/order/status');
    const packing = (list.body.data as { id: string; nameEn: string }[]).find((x) => x.nameEn === 'Packing')!;
    await save(s, packing.id, smsOnly('طلبك {orderNumber} قيد التغليف'));
    const { orderId, number } = await s.placeOrder();
    await move(orderId, 'Approved');
    await settled(orderId, 3);
    expect((await s.put(`/order/store-update-status-orders-by/${orderId}?statusId=${packing.id}`, undefined)).status).toBe(200);
    const log = await settled(orderId, 4);
    expect(log[3]).toMatchObject({
      channel: 'sms',
      state: 'sent',
      status: 'Approved',
      customStatus: { id: packing.id, nameEn: 'Packing' },
    });
    expect(smsTo(`طلبك ${number} قيد التغليف`)).toHaveLength(1);
  });
});

describe('the preview', () => {
  it('renders a sample order, and counts the SMS segments (Arabic: 70, then 67 each)', async () => {
    const res = await s.post('/messaging/customer-messages/preview', {
      channel: 'sms',
      lang: 'ar',
      text: { body: `مرحبًا {customerName} ${'ا'.repeat(60)}` },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.body).toBe(`مرحبًا سارة أحمد ${'ا'.repeat(60)}`);
    expect(res.body.data.segments).toEqual({ encoding: 'UCS-2', length: 77, segments: 2, remaining: 57 });
    const latin = await s.post('/messaging/customer-messages/preview', {
      channel: 'sms',
      lang: 'en',
      text: { body: 'Hi {customerName}' },
    });
    expect(latin.body.data.segments).toEqual({ encoding: 'GSM-7', length: 13, segments: 1, remaining: 147 });
  });

  it("renders a real order of the store, and answers 404 for another store's", async () => {
    const { orderId, number } = await s.placeOrder();
    const body = {
      channel: 'email',
      lang: 'en',
      text: { subject: 'Order {orderNumber}', body: '{customerName}: {total} — {storeName}' },
      orderId,
    };
    const res = await s.post('/messaging/customer-messages/preview', body);
    expect(res.body.data).toMatchObject({
      subject: `Order ${number}`,
      body: `سارة القحطاني: ${SAR_100} — ${storeName}`,
      segments: null,
    });
    expect((await other.post('/messaging/customer-messages/preview', body)).status).toBe(404);
    expect((await other.get(`/order/${orderId}/customer-messages`)).status).toBe(404);
  });
});
