import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_AGENT, codeIn, createTestApp, merchant, type TestApp } from '../test/harness.ts';
import { createLogger } from './logger.ts';
import { users } from './modules/accounts/tables.ts';

// A run's log never holds statement parameters, tokens, codes, hashes, passwords or personal data
// (docs/decisions.md "Logs").
const lines: string[] = [];
const capture = () =>
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'debug' }, undefined, undefined, capture());
});
afterAll(() => t.close());

const logText = () => lines.join('\n');

describe('the log', () => {
  it('after sign-up, login, refresh, a reset, a profile and a customer, holds none of their secrets', async () => {
    const phone = '0551234987';
    const { input, session } = await merchant(t, { phone });
    const email = input.email as string;
    const password = input.password as string;
    const registerCode = codeIn((await t.lastMail(email))?.text);
    const refreshed = await t.post('/api/v2/auth/refresh', {
      userId: session.user.userId,
      refreshToken: session.refreshToken,
      userAgent: USER_AGENT,
    });
    await t.post('/api/v2/merchant/forgot-password', { email });
    const resetCode = codeIn((await t.lastMail(email))?.text);
    const newPassword = 'Reset@Pass77';
    await t.post('/api/v2/merchant/reset-password', { email, code: resetCode, password: newPassword });
    const login = await t.post('/api/v2/auth/login', { email, password: newPassword });
    const token = login.body.data.accessToken as string;
    // A search in the address of a page and of a call.
    await t.get(`/frogot?email=${encodeURIComponent(email)}&code=${resetCode}`);
    await t.get(`/api/v2/merchant/customer/search?search=${phone}`, { token });
    // A refused login and a malformed call.
    await t.post('/api/v2/auth/login', { email, password: 'Wrong@Pass1' }, { ip: '10.9.9.9' });
    await t.post('/api/v2/auth/register/merchant', { email, password, name: 'x\u0000', phone });

    const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
    const text = logText();
    expect(lines.length).toBeGreaterThan(10);
    const secrets = {
      email,
      localPart: email.split('@')[0]!,
      phone,
      password,
      newPassword,
      hash: row!.hash,
      registerCode,
      resetCode,
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
      refreshedAccess: refreshed.body.data.accessToken,
      refreshedRefresh: refreshed.body.data.refreshToken,
      loginAccess: token,
    };
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThan(5);
      expect(text.includes(secret), `${name} is in the log`).toBe(false);
    }
  });

  it('keeps a failed statement (kind, code, table) without its parameters, nor the values PostgreSQL quotes', async () => {
    const own: string[] = [];
    const log = createLogger(
      { logLevel: 'error' },
      new Writable({
        write(chunk, _e, done) {
          own.push(String(chunk));
          done();
        },
      }),
    );
    const email = 'leila.secret@example.test';
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$aGFzaGhhc2hoYXNoaGFzaA';
    const { session } = await merchant(t);
    // A duplicate key: PostgreSQL answers "Key (email)=(…) already exists"; drizzle adds the parameters.
    const failures: unknown[] = [];
    for (const values of [
      { id: crypto.randomUUID(), name: 'ليلى', email: session.user.email, phone: '0561112223', passwordHash: hash },
      { id: crypto.randomUUID(), name: 'bad\u0000', email, phone: '0561112224', passwordHash: hash },
    ]) {
      await t.database.db
        .insert(users)
        .values(values)
        .catch((err: unknown) => failures.push(err));
    }
    expect(failures).toHaveLength(2);
    for (const err of failures) log.error({ err }, 'unhandled error');
    const text = own.join('\n');
    expect(text).toContain('users_email_key');
    expect(text).toContain('"code":"23505"');
    for (const secret of [email, session.user.email, hash, '0561112223', '0561112224', 'ليلى']) {
      expect(text.includes(secret), `${secret} is in the log`).toBe(false);
    }
  });
});
