import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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

const register = (overrides: Record<string, unknown> = {}, lang?: 'ar' | 'en') => {
  const input = validRegistration(overrides);
  return t.post('/api/v2/auth/register/merchant', input, { lang }).then((res) => ({ res, input }));
};
const verify = (verifyId: string, code: string, email: string) => t.post(`/api/v2/auth/verify-code/${verifyId}`, { code, email });

describe('registration', () => {
  it('creates the account and e-mails a 6-digit code in the merchant language', async () => {
    const { res, input } = await register({ email: '  Mixed.Case@Example.TEST ' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('تم إنشاء الحساب، أرسلنا رمز التحقق إلى بريدك');
    expect(res.body.data.email).toBe('mixed.case@example.test');
    const mail = await t.lastMail('mixed.case@example.test');
    expect(mail?.subject).toMatch(/^رمز تأكيد حسابك في سوقنا: \d{6}$/);
    expect(mail?.html).toContain('dir="rtl"');
    expect(codeIn(mail?.text)).toMatch(/^\d{6}$/);
    expect(mail?.meta).toEqual({});
    void input;
  });

  it('writes the e-mail in English for an English merchant', async () => {
    const { input } = await register({}, 'en');
    expect((await t.lastMail(input.email as string))?.subject).toMatch(/^Your Souqna confirmation code: \d{6}$/);
  });

  it('refuses a weak password with the strength rule in Arabic', async () => {
    const { res } = await register({ password: 'password1' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([
      {
        path: 'password',
        code: 'weak_password',
        message: 'كلمة المرور ضعيفة: 8 أحرف على الأقل تتضمن حرفًا كبيرًا وحرفًا صغيرًا ورقمًا ورمزًا خاصًا',
      },
    ]);
  });

  it('refuses a phone number that is not real', async () => {
    const { res } = await register({ phone: '12ab' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toContainEqual(expect.objectContaining({ path: 'phone', code: 'invalid_phone' }));
  });

  it('names every missing field', async () => {
    const res = await t.post('/api/v2/auth/register/merchant', {});
    expect(res.status).toBe(400);
    expect(res.body.error.fields.map((f: { path: string; code: string }) => `${f.path}:${f.code}`).sort()).toEqual([
      'email:required',
      'name:required',
      'password:required',
      'phone:required',
    ]);
  });

  it('refuses a name over 100 characters with an Arabic plural count', async () => {
    const { res } = await register({ name: 'ب'.repeat(101) });
    expect(res.body.error.fields).toEqual([{ path: 'name', code: 'too_big', message: 'يجب ألا يزيد على 100 حرف' }]);
  });

  it('answers 409 for an e-mail already registered, whatever its case', async () => {
    const email = uniqueEmail();
    await register({ email });
    const { res } = await register({ email: email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CONFLICT');
    expect(res.body.error.fields).toEqual([{ path: 'email', code: 'email_taken', message: 'هذا البريد الإلكتروني مسجل مسبقًا' }]);
  });
});

describe('e-mail confirmation', () => {
  it('confirms with the right code and answers a session at the first onboarding stage', async () => {
    const { session, input } = await merchant(t, { phone: '050 123 4567' });
    expect(session.user).toMatchObject({ email: input.email, phone: '+966501234567', role: 'owner', name: 'سارة التاجرة' });
    expect(session.isStoreVerified).toBe(false);
    expect(session.domain).toBeNull();
    expect(session.stage).toMatchObject({
      storeId: session.user.storeId,
      isStoreData: false,
      isCategories: false,
      isIdentityVerified: false,
    });
    const me = await t.get('/api/v2/auth/me', { token: session.accessToken });
    expect(me.body.data.store).toMatchObject({ status: 'draft', plan: 'free' });
  });

  it('accepts a Yemeni number and stores it in E.164', async () => {
    const { session } = await merchant(t, { phone: '+967 777 123 456' });
    expect(session.user.phone).toBe('+967777123456');
  });

  it('refuses a wrong code, then locks after five tries even for the right code', async () => {
    const { res, input } = await register();
    const right = codeIn((await t.lastMail(input.email as string))?.text);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const attempt = await verify(res.body.data.verifyId, wrong, input.email as string);
      expect(attempt.status).toBe(400);
      expect(attempt.body.error.fields).toEqual([{ path: 'code', code: 'invalid_code', message: 'الرمز غير صحيح' }]);
    }
    const locked = await verify(res.body.data.verifyId, right, input.email as string);
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('AUTH_TOO_MANY_ATTEMPTS');
    expect(locked.body.message).toBe('تجاوزت عدد المحاولات، اطلب رمزًا جديدًا');
    expect(locked.body.error.retryAfter).toBeGreaterThan(0);
    expect(locked.headers['retry-after']).toBe(String(locked.body.error.retryAfter));
  });

  it('refuses an expired code and asks for a new one', async () => {
    const { res, input } = await register();
    const code = codeIn((await t.lastMail(input.email as string))?.text);
    clock.advance(10 * 60 + 1);
    const late = await verify(res.body.data.verifyId, code, input.email as string);
    expect(late.status).toBe(400);
    expect(late.body.error.fields[0]).toMatchObject({ path: 'code', code: 'expired_code' });
  });

  it('resends at most once a minute, and the new code replaces the old one', async () => {
    const { res, input } = await register();
    const email = input.email as string;
    const first = codeIn((await t.lastMail(email))?.text);
    const tooSoon = await verify(res.body.data.verifyId, '', email);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error.code).toBe('RATE_LIMITED');
    expect(tooSoon.body.error.retryAfter).toBe(60);
    expect(tooSoon.body.message).toBe('يمكنك طلب رمز جديد بعد 60 ثانية');

    clock.advance(61);
    const resent = await verify(res.body.data.verifyId, '', email);
    expect(resent.status).toBe(200);
    expect(resent.body.data).toEqual({ verifyId: res.body.data.verifyId, email, resendAfter: 60 });
    const second = codeIn((await t.lastMail(email))?.text);
    if (second !== first) expect((await verify(res.body.data.verifyId, first, email)).status).toBe(400);
    expect((await verify(res.body.data.verifyId, second, email)).status).toBe(200);
  });

  it('answers 404 when the e-mail does not match the code', async () => {
    const { res } = await register();
    const other = await verify(res.body.data.verifyId, '123456', 'someone.else@example.test');
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('NOT_FOUND');
  });

  it('refuses a code that is not six digits by its shape', async () => {
    const { res, input } = await register();
    const bad = await verify(res.body.data.verifyId, '12ab', input.email as string);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual([{ path: 'code', code: 'invalid_code', message: 'الرمز غير صحيح' }]);
  });
});

describe('entity types', () => {
  it('lists individual and business in the request language', async () => {
    const ar = await t.get('/api/v2/auth/entity-types');
    expect(ar.body.data.map((e: { name: string }) => e.name)).toEqual(['فرد', 'مؤسسة أو شركة']);
    const en = await t.get('/api/v2/auth/entity-types', { lang: 'en' });
    expect(en.body.data).toEqual([
      { entityTypeId: 'individual', name: 'Individual', nameAr: 'فرد', nameEn: 'Individual' },
      { entityTypeId: 'business', name: 'Business', nameAr: 'مؤسسة أو شركة', nameEn: 'Business' },
    ]);
  });
});
