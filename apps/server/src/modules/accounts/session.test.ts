import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  USER_AGENT,
  codeIn,
  createTestApp,
  merchant,
  testClock,
  uniqueEmail,
  validRegistration,
  type TestApp,
} from '../../../test/harness.ts';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, clock.now);
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = '10.1.1.1', lang?: 'ar' | 'en') =>
  t.post('/api/v2/auth/login', { email, password }, { ip, lang });

describe('login', () => {
  it('answers the session of docs/api.md for the right password', async () => {
    const { input } = await merchant(t);
    const res = await login(input.email as string, input.password as string);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('تم تسجيل الدخول بنجاح');
    expect(Object.keys(res.body.data).sort()).toEqual([
      'accessToken',
      'domain',
      'isStoreVerified',
      'refreshToken',
      'stage',
      'user',
    ]);
    expect(Object.keys(res.body.data.stage).sort()).toEqual([
      'isCategories',
      'isDomain',
      'isIdentityVerified',
      'isServiceChannel',
      'isStoreData',
      'isWarehouse',
      'stageId',
      'storeId',
    ]);
  });

  it('refuses a wrong password with the words of the spec', async () => {
    const { input } = await merchant(t);
    const ar = await login(input.email as string, 'Wrong@Pass1', '10.1.1.2');
    expect(ar.status).toBe(401);
    expect(ar.body).toMatchObject({
      message: 'اسم المستخدم أو كلمة المرور غير صحيحة',
      error: { code: 'AUTH_INVALID_CREDENTIALS' },
    });
    const en = await login(input.email as string, 'Wrong@Pass1', '10.1.1.2', 'en');
    expect(en.body.message).toBe('Incorrect username or password.');
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const res = await login(uniqueEmail('nobody'), 'Whatever@1', '10.1.1.3');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('AUTH_INVALID_CREDENTIALS');
  });

  it('refuses a password under 6 characters before checking it', async () => {
    const res = await login('a@b.co', '12345');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([{ path: 'password', code: 'too_small', message: 'يجب ألا يقل عن 6 أحرف' }]);
  });

  it('locks an e-mail after 5 failures for 30 s, then doubles the next lock', async () => {
    const { input } = await merchant(t);
    const email = input.email as string;
    for (let i = 0; i < 5; i++) expect((await login(email, 'Wrong@Pass1', `10.2.0.${i}`)).status).toBe(401);
    const locked = await login(email, input.password as string, '10.2.0.9');
    expect(locked.status).toBe(429);
    expect(locked.body.error).toEqual({ code: 'AUTH_TOO_MANY_ATTEMPTS', retryAfter: 30 });
    expect(locked.headers['retry-after']).toBe('30');
    expect(locked.body.message).toBe('محاولات كثيرة، يرجى الانتظار 30 ثانية قبل المحاولة مجددًا');

    clock.advance(31);
    for (let i = 0; i < 5; i++) expect((await login(email, 'Wrong@Pass1', `10.2.1.${i}`)).status).toBe(401);
    expect((await login(email, 'Wrong@Pass1', '10.2.1.9')).body.error.retryAfter).toBe(60);

    clock.advance(61);
    expect((await login(email, input.password as string, '10.2.2.1')).status).toBe(200);
  });

  it('locks an address after 20 failures across e-mails, and only that address', async () => {
    for (let i = 0; i < 20; i++) await login(uniqueEmail('spray'), 'Wrong@Pass1', '10.3.3.3');
    const { input } = await merchant(t);
    expect((await login(input.email as string, input.password as string, '10.3.3.3')).status).toBe(429);
    expect((await login(input.email as string, input.password as string, '10.3.3.4')).status).toBe(200);
  });

  it('sends an unconfirmed merchant back to the code page with a fresh code', async () => {
    const input = validRegistration();
    const registered = await t.post('/api/v2/auth/register/merchant', input);
    clock.advance(61);
    const res = await login(input.email, input.password, '10.4.4.4');
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({
      code: 'FORBIDDEN',
      reason: 'EMAIL_NOT_VERIFIED',
      verifyId: registered.body.data.verifyId,
      email: input.email,
    });
    const code = codeIn((await t.lastMail(input.email))?.text);
    expect((await t.post(`/api/v2/auth/verify-code/${res.body.error.verifyId}`, { code, email: input.email })).status).toBe(200);
  });
});

describe('access tokens', () => {
  it('refuses a guarded call without a token', async () => {
    const res = await t.get('/api/v2/auth/me');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: 'يرجى تسجيل الدخول أولاً', error: { code: 'AUTH_REQUIRED' } });
  });

  it('refuses a token signed with another key', async () => {
    const forged = await new SignJWT({ sid: crypto.randomUUID(), role: 'owner' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(crypto.randomUUID())
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await t.get('/api/v2/auth/me', { token: forged })).body.error.code).toBe('AUTH_REQUIRED');
  });

  it('says an expired token has expired, so the app refreshes it', async () => {
    const expired = await new SignJWT({ sid: crypto.randomUUID(), role: 'owner' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(crypto.randomUUID())
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256'));
    const res = await t.get('/api/v2/auth/me', { token: expired });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('AUTH_TOKEN_EXPIRED');
  });
});

describe('refresh, reuse detection and logout', () => {
  const refresh = (userId: string, refreshToken: string, userAgent = USER_AGENT) =>
    t.post('/api/v2/auth/refresh', { userId, refreshToken, userAgent });

  it('rotates the pair on every use', async () => {
    const { session } = await merchant(t);
    const res = await refresh(session.user.userId, session.refreshToken);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(res.body.data.refreshToken).not.toBe(session.refreshToken);
    expect((await t.get('/api/v2/auth/me', { token: res.body.data.accessToken })).status).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const { session } = await merchant(t);
    const rotated = await refresh(session.user.userId, session.refreshToken);
    const replay = await refresh(session.user.userId, session.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('AUTH_REFRESH_INVALID');
    expect((await refresh(session.user.userId, rotated.body.data.refreshToken)).status).toBe(401);
  });

  it('refuses a refresh from another user agent or for another user', async () => {
    const { session } = await merchant(t);
    expect((await refresh(session.user.userId, session.refreshToken, 'curl/8')).status).toBe(401);
    expect((await refresh(crypto.randomUUID(), session.refreshToken)).status).toBe(401);
    expect((await refresh(session.user.userId, session.refreshToken)).status).toBe(200);
  });

  it('ends the session on logout', async () => {
    const { session } = await merchant(t);
    const out = await t.post('/api/v2/auth/logout', { refreshToken: session.refreshToken });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('تم تسجيل الخروج');
    expect((await refresh(session.user.userId, session.refreshToken)).status).toBe(401);
  });
});

describe('forgotten and changed passwords', () => {
  it('answers the same for an unknown e-mail, and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await t.post('/api/v2/merchant/forgot-password', { email });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('إن كان البريد مسجلاً لدينا فقد أرسلنا إليه رمز إعادة التعيين');
    expect(await t.lastMail(email)).toBeUndefined();
  });

  it('resets with the e-mailed code, ends old sessions, and the new password works', async () => {
    const { input, session } = await merchant(t);
    const email = input.email as string;
    await t.post('/api/v2/merchant/forgot-password', { email });
    const mail = await t.lastMail(email);
    expect(mail?.subject).toBe('إعادة تعيين كلمة المرور في سوقنا');
    const code = codeIn(mail?.text);
    expect(mail?.text).toContain(`/frogot?email=${encodeURIComponent(email)}&code=${code}`);

    const wrong = await t.post('/api/v2/merchant/reset-password', {
      email,
      code: code === '000000' ? '111111' : '000000',
      password: 'Newer@Pass2',
    });
    expect(wrong.body.error.fields).toEqual([{ path: 'code', code: 'invalid_code', message: 'الرمز غير صحيح' }]);
    const weak = await t.post('/api/v2/merchant/reset-password', { email, code, password: 'short' });
    expect(weak.body.error.fields[0]).toMatchObject({ path: 'password', code: 'weak_password' });

    const done = await t.post('/api/v2/merchant/reset-password', { email, code, password: 'Newer@Pass2' });
    expect(done.status).toBe(200);
    expect((await login(email, input.password as string, '10.5.5.5')).status).toBe(401);
    expect((await login(email, 'Newer@Pass2', '10.5.5.6')).status).toBe(200);
    expect(
      (
        await t.post('/api/v2/auth/refresh', {
          userId: session.user.userId,
          refreshToken: session.refreshToken,
          userAgent: USER_AGENT,
        })
      ).status,
    ).toBe(401);
    expect((await t.post('/api/v2/merchant/reset-password', { email, code, password: 'Third@Pass3' })).status).toBe(400);
  });

  it('changes the password only with the current one, and keeps this session alive', async () => {
    const { input, session } = await merchant(t);
    const wrong = await t.post(
      '/api/v2/merchant/change-password',
      { currentPassword: 'Nope@Nope1', newPassword: 'Changed@Pass3' },
      { token: session.accessToken },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual([
      { path: 'currentPassword', code: 'wrong_password', message: 'كلمة المرور الحالية غير صحيحة' },
    ]);

    const res = await t.post(
      '/api/v2/merchant/change-password',
      { currentPassword: input.password, newPassword: 'Changed@Pass3' },
      { token: session.accessToken },
    );
    expect(res.status).toBe(200);
    expect(
      (
        await t.post('/api/v2/auth/refresh', {
          userId: session.user.userId,
          refreshToken: session.refreshToken,
          userAgent: USER_AGENT,
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await t.post('/api/v2/auth/refresh', {
          userId: session.user.userId,
          refreshToken: res.body.data.refreshToken,
          userAgent: USER_AGENT,
        })
      ).status,
    ).toBe(200);
    expect((await login(input.email as string, 'Changed@Pass3', '10.6.6.6')).status).toBe(200);
  });

  it('needs a token to change a password', async () => {
    expect(
      (await t.post('/api/v2/merchant/change-password', { currentPassword: 'a', newPassword: 'Changed@Pass3' })).status,
    ).toBe(401);
  });
});
