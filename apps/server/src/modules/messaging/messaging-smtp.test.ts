import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { eventually } from '../../../test/eventually.ts';
import { startSmtpServer, testCertificate } from '../../../test/smtp-server.ts';
import { orderStore, type OrderStore } from '../orders/order.fixtures.ts';
import { signedIn, type SignedIn } from '../store/store.fixtures.ts';
import { isPublicAddress } from '../../platform/public-address.ts';
import { sendThroughSmtp } from './smtp-sender.ts';

// A store's own mail server (docs/decisions.md "Messaging"), against real SMTP servers on this
// machine: a test message through it with each encryption, each failure (password, connection,
// TLS) named; and the store's own mail (its invoices) going through its server while the setting
// is on, through the platform's server otherwise.
type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
const USER = 'orders@al-amal.example';
const PASS = 'correct horse battery';
let certificate: ReturnType<typeof testCertificate>;
let stranger: ReturnType<typeof testCertificate>;
let platform: Smtp;
let plain: Smtp;
let implicitTls: Smtp;
let startTls: Smtp;
let untrusted: Smtp;
let t: TestApp;
let s: SignedIn;

beforeAll(async () => {
  certificate = testCertificate();
  stranger = testCertificate();
  [platform, plain, implicitTls, startTls, untrusted] = await Promise.all([
    startSmtpServer(),
    startSmtpServer({ auth: { user: USER, pass: PASS } }),
    startSmtpServer({ auth: { user: USER, pass: PASS }, tls: 'implicit', certificate }),
    startSmtpServer({ auth: { user: USER, pass: PASS }, tls: 'starttls', certificate }),
    // A certificate of an authority the app does not trust.
    startSmtpServer({ tls: 'implicit', certificate: stranger }),
  ]);
  t = await createTestApp({
    SMTP_URL: platform.url,
    MAIL_FROM: 'سوقنا <no-reply@souqna.test>',
    MESSAGING_ALLOW_PRIVATE: 'true',
    MESSAGING_SMTP_CA_FILE: certificate.caFile,
  });
  s = await signedIn(t);
});
afterAll(async () => {
  await t.close();
  await Promise.all([platform, plain, implicitTls, startTls, untrusted].map((x) => x.close()));
  certificate.close();
  stranger.close();
});

const emailSetting = (overrides: Record<string, unknown> = {}) => ({
  configName: 'بريد المتجر',
  type: 'email',
  host: '127.0.0.1',
  port: plain.port,
  encryption: 'none',
  username: USER,
  password: PASS,
  senderName: 'متجر الأمل',
  senderEmail: USER,
  ...overrides,
});
const test = (id: string, to: string, lang: 'ar' | 'en' = 'en') =>
  t.post(`/api/v2/messaging-settings/${id}/test`, { to }, { token: s.token, lang });
const mailTo = (server: Smtp, to: string) => server.received.find((m) => JSON.stringify(m.to).includes(to));

describe('a test e-mail through the store’s own server', () => {
  let id: string;
  beforeAll(async () => {
    const res = await s.post('/messaging-settings', emailSetting());
    expect(res.status).toBe(201);
    id = res.body.data.messagingSettingsPublicId;
  });
  const use = (overrides: Record<string, unknown>) =>
    s.put(`/messaging-settings/${id}`, emailSetting({ password: undefined, ...overrides }));

  it('sends it, logged in with the store’s user name and password, from the store’s sender', async () => {
    const res = await test(id, 'Sara@Example.com', 'ar');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ type: 'email', to: 'sara@example.com' });
    expect(res.body.message).toBe('أُرسلت رسالة الاختبار إلى sara@example.com');
    const mail = mailTo(plain, 'sara@example.com')!;
    expect(mail.from?.value).toEqual([{ name: 'متجر الأمل', address: USER }]);
    expect(mail.subject).toMatch(/^رسالة اختبار من /);
    expect(mailTo(platform, 'sara@example.com')).toBeUndefined();
  });

  it('refuses a recipient that is not an e-mail, on `to`', async () => {
    const res = await test(id, '+966551234567');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([{ path: 'to', code: 'invalid_email', message: 'The e-mail address is not valid' }]);
  });

  it('names a wrong password: the server refused the credentials', async () => {
    await use({ password: 'wrong password' });
    const res = await test(id, 'sara@example.com');
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'CONFLICT', reason: 'authentication' });
    expect(res.body.error.details).toContain('535');
    expect(res.body.message).toMatch(/^The mail server refused the credentials: check the user name and password or token: "/);
    await use({ password: PASS });
  });

  it('names a server that does not answer: could not connect', async () => {
    const closed = await startSmtpServer();
    await closed.close();
    await use({ port: closed.port });
    const res = await test(id, 'sara@example.com', 'ar');
    expect(res.status).toBe(409);
    expect(res.body.error.reason).toBe('connection');
    expect(res.body.message).toMatch(/^تعذّر الاتصال بـخادم البريد: تأكد من العنوان والمنفذ/);
  });

  it('sends over SSL (TLS from the first byte) and over STARTTLS, the certificate checked against the host’s name', async () => {
    await use({ host: 'localhost', port: implicitTls.port, encryption: 'SSL' });
    expect((await test(id, 'ssl@example.com')).status).toBe(200);
    expect(mailTo(implicitTls, 'ssl@example.com')).toBeDefined();
    await use({ host: 'localhost', port: startTls.port, encryption: 'STARTTLS' });
    expect((await test(id, 'starttls@example.com')).status).toBe(200);
    expect(mailTo(startTls, 'starttls@example.com')).toBeDefined();
  });

  it('names each TLS failure: SSL to a plain server, STARTTLS where the server offers none, a certificate no authority vouches for', async () => {
    for (const setting of [
      { port: plain.port, encryption: 'SSL' },
      { port: plain.port, encryption: 'STARTTLS' },
      { host: 'localhost', port: untrusted.port, encryption: 'SSL', username: undefined, password: undefined },
    ]) {
      await use(setting);
      const res = await test(id, 'sara@example.com');
      expect(res.status, JSON.stringify(setting)).toBe(409);
      expect(res.body.error.reason, JSON.stringify(res.body)).toBe('tls');
      expect(res.body.message).toMatch(/^The encrypted \(TLS\) connection to the mail server failed/);
    }
    await use({});
  });

  it('refuses a private or loopback address unless the server allows them', async () => {
    expect(
      ['127.0.0.1', '10.1.2.3', '192.168.1.1', '169.254.169.254', '::1', '::ffff:127.0.0.1', 'fd00::1'].some(isPublicAddress),
    ).toBe(false);
    expect(['8.8.8.8', '2a00:1450:4001::1'].every(isPublicAddress)).toBe(true);
    const server = { host: '127.0.0.1', port: plain.port, encryption: 'none' as const, username: USER, password: PASS };
    await expect(
      sendThroughSmtp(server, { allowPrivate: false, extraCa: null }, { to: 'a@b.example', text: 'x' }),
    ).rejects.toMatchObject({
      reason: 'private_host',
    });
  });
});

describe('the store’s own mail', () => {
  let o: OrderStore;
  const invoiceTo = (server: Smtp, number: number) => server.received.find((m) => m.subject?.includes(`#${number}`));

  beforeAll(async () => {
    o = await orderStore(t);
  });

  it('goes through the platform’s server until the store has its own, through the store’s while its setting is on, and back when it is off', async () => {
    const before = await o.placeOrder({ paid: true, paymentMethod: 'cash' });
    await eventually(() => invoiceTo(platform, before.number), 'the invoice through the platform');

    const created = await o.post('/messaging-settings', emailSetting({ senderEmail: 'billing@al-amal.example' }));
    expect(created.status).toBe(201);
    const own = await o.placeOrder({ paid: true, paymentMethod: 'cash' });
    const mail = await eventually(() => invoiceTo(plain, own.number), 'the invoice through the store’s server');
    expect(mail.from?.value).toEqual([{ name: 'متجر الأمل', address: 'billing@al-amal.example' }]);
    expect(mail.attachments[0]?.contentType).toBe('application/pdf');
    expect(invoiceTo(platform, own.number)).toBeUndefined();

    const off = await o.put(
      `/messaging-settings/${created.body.data.messagingSettingsPublicId}`,
      emailSetting({ password: undefined, isActive: false }),
    );
    expect(off.body.data.isActive).toBe(false);
    const after = await o.placeOrder({ paid: true, paymentMethod: 'cash' });
    await eventually(() => invoiceTo(platform, after.number), 'the invoice through the platform again');
    expect(invoiceTo(plain, after.number)).toBeUndefined();
  }, 60_000);
});

describe('a server without a mail server of its own (no SMTP_URL)', () => {
  it('still sends a store’s mail through the store’s server, and keeps it in the outbox for a store without one', async () => {
    const local = await createTestApp({ MESSAGING_ALLOW_PRIVATE: 'true' });
    try {
      const [withServer, without] = [await orderStore(local), await orderStore(local)];
      await withServer.post('/messaging-settings', emailSetting({ senderEmail: 'shop@al-amal.example' }));
      const sent = await withServer.placeOrder({ paid: true, paymentMethod: 'cash' });
      const mail = await eventually(() => plain.received.find((m) => m.subject?.includes(`#${sent.number}`)), 'the store’s mail');
      expect(mail.from?.value[0]?.address).toBe('shop@al-amal.example');
      await without.placeOrder({ paid: true, paymentMethod: 'cash' });
      await expect.poll(async () => (await local.lastMail('sara@example.com'))?.status).toBeDefined();
      const statuses = (
        await local.database.pool.query<{ status: string; store: string | null }>(
          `select status, meta->>'storeMail' as store from mail_messages where template = 'order-invoice'`,
        )
      ).rows;
      expect(statuses).toContainEqual({ status: 'logged', store: without.storeId });
      await expect
        .poll(async () =>
          (
            await local.database.pool.query<{ status: string }>(
              `select status from mail_messages where template = 'order-invoice' and meta->>'storeMail' = $1`,
              [withServer.storeId],
            )
          ).rows.map((r) => r.status),
        )
        .toEqual(['sent']);
    } finally {
      await local.close();
    }
  }, 60_000);
});
