import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_JWT_SECRET,
  USER_AGENT,
  anotherInstance,
  codeIn,
  createTestApp,
  merchant,
  type TestApp,
} from '../../../test/harness.ts';

// A session ends at once, on every instance (docs/decisions.md "Sessions end at once").
let t: TestApp;
let other: Awaited<ReturnType<typeof anotherInstance>>;
beforeAll(async () => {
  t = await createTestApp();
  other = await anotherInstance(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const me = (token: string, on: { get: TestApp['get'] } = t) => on.get('/api/v2/auth/me', { token });
/**
 * The status another instance answers once the notification has had its moment: it is delivered
 * when the revoking transaction commits (milliseconds; up to a second is allowed for a busy machine).
 */
async function statusElsewhere(token: string, on: { get: TestApp['get'] } = other): Promise<number> {
  let status = 0;
  for (let i = 0; i < 20; i++) {
    status = (await me(token, on)).status;
    if (status === 401) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return status;
}

describe('logout', () => {
  it('ends the access token at once, on this instance and on another one', async () => {
    const { session } = await merchant(t);
    expect((await me(session.accessToken)).status).toBe(200);
    expect((await me(session.accessToken, other)).status).toBe(200);

    const out = await t.post('/api/v2/auth/logout', {}, { token: session.accessToken });
    expect(out.status).toBe(200);
    const here = await me(session.accessToken);
    expect(here.status).toBe(401);
    expect(here.body.error.code).toBe('AUTH_REQUIRED');
    expect(await statusElsewhere(session.accessToken)).toBe(401);
    // The refresh token of the same session is refused too.
    const refresh = await t.post('/api/v2/auth/refresh', {
      userId: session.user.userId,
      refreshToken: session.refreshToken,
      userAgent: USER_AGENT,
    });
    expect(refresh.status).toBe(401);
  });

  it('with only the refresh token still ends the access token', async () => {
    const { session } = await merchant(t);
    await t.post('/api/v2/auth/logout', { refreshToken: session.refreshToken });
    expect((await me(session.accessToken)).status).toBe(401);
  });

  it('ends only its own session: another login of the same merchant goes on', async () => {
    const { input, session } = await merchant(t);
    const second = await t.post('/api/v2/auth/login', { email: input.email, password: input.password });
    await t.post('/api/v2/auth/logout', { refreshToken: session.refreshToken }, { token: session.accessToken });
    expect((await me(session.accessToken)).status).toBe(401);
    expect((await me(second.body.data.accessToken)).status).toBe(200);
  });
});

describe('password change and reset', () => {
  it('a change ends every other session at once and keeps the new one', async () => {
    const { input, session } = await merchant(t);
    const elsewhere = await t.post('/api/v2/auth/login', { email: input.email, password: input.password });
    const changed = await other.post(
      '/api/v2/merchant/change-password',
      { currentPassword: input.password, newPassword: 'Changed@Pass3' },
      { token: session.accessToken },
    );
    expect(changed.status).toBe(200);
    // Changed on the other instance: it refuses at once, this one once it has heard.
    expect((await me(session.accessToken, other)).status).toBe(401);
    expect(await statusElsewhere(session.accessToken, t)).toBe(401);
    expect(await statusElsewhere(elsewhere.body.data.accessToken, t)).toBe(401);
    expect((await me(changed.body.data.accessToken)).status).toBe(200);
  });

  it('a reset ends every session', async () => {
    const { input, session } = await merchant(t);
    await t.post('/api/v2/merchant/forgot-password', { email: input.email });
    const code = codeIn((await t.lastMail(input.email as string))?.text);
    const reset = await t.post('/api/v2/merchant/reset-password', { email: input.email, code, password: 'Newer@Pass2' });
    expect(reset.status).toBe(200);
    expect((await me(session.accessToken)).status).toBe(401);
    expect(await statusElsewhere(session.accessToken)).toBe(401);
  });
});

describe('while an instance cannot listen', () => {
  /** Waits until both instances are (or are not) listening, as a PostgreSQL restart leaves them. */
  const until = async (listening: boolean) => {
    for (let i = 0; i < 500; i++) {
      if (t.app.sessionRevocations.listening === listening && other.app.sessionRevocations.listening === listening) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`instances never ${listening ? 'listened again' : 'stopped listening'}`);
  };

  it('asks the database, so an ended session is refused all the same, and listens again after', async () => {
    const { session } = await merchant(t);
    const { session: later } = await merchant(t);
    // Cut the listening connections of both instances, as a PostgreSQL restart would.
    await t.database.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'select distinct family_id%'`,
    );
    await until(false);
    await t.post('/api/v2/auth/logout', {}, { token: session.accessToken });
    expect((await me(session.accessToken)).status).toBe(401);
    expect((await me(session.accessToken, other)).status).toBe(401);
    // Back to listening (it retries every second): what ended while deaf is read again, and a
    // later logout is heard.
    await until(true);
    expect((await me(session.accessToken, other)).status).toBe(401);
    await t.post('/api/v2/auth/logout', {}, { token: later.accessToken });
    expect(await statusElsewhere(later.accessToken)).toBe(401);
  });
});

describe('tokens', () => {
  it('refuses a well-signed token that names no session', async () => {
    const { session } = await merchant(t);
    const sessionless = await new SignJWT({ sid: session.user.storeId, role: 'owner' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.user.userId)
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await me(sessionless)).status).toBe(401);
  });

  it('checks the token before the body: no token and a malformed body answer 401', async () => {
    const res = await t.call('PUT', '/api/v2/merchant/profile', { name: 12, unknown: true });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('AUTH_REQUIRED');
  });
});
