import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, createTestApp, validRegistration, type TestApp } from '../../../test/harness.ts';

const received: ParsedMail[] = [];
let failNext = 0;
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      if (failNext > 0) {
        failNext -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('mailbox busy'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'سوقنا <no-reply@souqna.test>' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

async function waitFor<T>(find: () => T | undefined, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('mail through a real SMTP server', () => {
  it('delivers the registration code through the job queue', async () => {
    const input = validRegistration();
    await t.post('/api/v2/auth/register/merchant', input);
    const mail = await waitFor(() => received.find((m) => m.to && JSON.stringify(m.to).includes(input.email)));
    expect(mail.subject).toMatch(/^رمز تأكيد حسابك في سوقنا: \d{6}$/);
    expect(mail.from?.text).toContain('no-reply@souqna.test');
    expect(codeIn(mail.text)).toBe(codeIn(mail.subject));
    expect(mail.html).toContain('dir="rtl"');
    await expect.poll(async () => (await t.lastMail(input.email))?.status).toBe('sent');
  });

  it('retries a message the server refused, and records it sent', async () => {
    failNext = 1;
    const input = validRegistration();
    await t.post('/api/v2/auth/register/merchant', input, { lang: 'en' });
    const mail = await waitFor(() => received.find((m) => JSON.stringify(m.to).includes(input.email)), 30_000);
    expect(mail.subject).toMatch(/^Your Souqna confirmation code: \d{6}$/);
    await expect.poll(async () => t.lastMail(input.email)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  }, 40_000);
});
