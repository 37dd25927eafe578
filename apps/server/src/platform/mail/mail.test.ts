import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, createTestApp, validRegistration, type TestApp } from '../../../test/harness.ts';
import { eventually } from '../../../test/eventually.ts';
import { startSmtpServer } from '../../../test/smtp-server.ts';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'سوقنا <no-reply@souqna.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const waitFor = <T>(find: () => T | undefined, ms = 15_000) => eventually(find, 'a message', ms);

describe('mail through a real SMTP server', () => {
  it('delivers the registration code through the job queue', async () => {
    const input = validRegistration();
    await t.post('/api/v2/auth/register/merchant', input);
    const mail = await waitFor(() => smtp.received.find((m) => m.to && JSON.stringify(m.to).includes(input.email)));
    expect(mail.subject).toMatch(/^رمز تأكيد حسابك في سوقنا: \d{6}$/);
    expect(mail.from?.text).toContain('no-reply@souqna.test');
    expect(codeIn(mail.text)).toBe(codeIn(mail.subject));
    expect(mail.html).toContain('dir="rtl"');
    await expect.poll(async () => (await t.lastMail(input.email))?.status).toBe('sent');
  });

  it('retries a message the server refused, and records it sent', async () => {
    smtp.refuseNext(1);
    const input = validRegistration();
    await t.post('/api/v2/auth/register/merchant', input, { lang: 'en' });
    const mail = await waitFor(() => smtp.received.find((m) => JSON.stringify(m.to).includes(input.email)), 30_000);
    expect(mail.subject).toMatch(/^Your Souqna confirmation code: \d{6}$/);
    await expect.poll(async () => t.lastMail(input.email)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  }, 40_000);
});
