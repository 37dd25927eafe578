import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, merchant, uniqueEmail, type TestApp, tokenWithRole } from '../../../test/harness.ts';
import { stores } from '../stores/tables.ts';
import { storeMembers, users } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PROFILE = '/api/v2/merchant/profile';
type Merchant = Awaited<ReturnType<typeof merchant>>;
const profileOf = (m: Merchant, overrides: Record<string, unknown> = {}) => ({
  name: m.input.name,
  email: m.input.email,
  phone: m.input.phone,
  avatar: null,
  ...overrides,
});
const put = (m: Merchant, body: unknown, lang?: 'ar' | 'en') => t.call('PUT', PROFILE, body, { token: m.token, lang });
const stored = async (m: Merchant) => (await t.database.db.select().from(users).where(eq(users.id, m.session.user.userId)))[0]!;

describe('the profile', () => {
  it('changes the name, phone and avatar without a password and answers the user as /auth/me does', async () => {
    const m = await merchant(t);
    const avatar = `/images/uploads/${m.session.user.storeId}/avatar.webp`;
    const res = await put(m, profileOf(m, { name: 'سارة العتيبي', phone: '055 123 4567', avatar }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('تم حفظ الملف الشخصي');
    expect(res.body.data).toEqual({
      userId: m.session.user.userId,
      name: 'سارة العتيبي',
      email: m.input.email,
      phone: '+966551234567',
      avatar,
      role: 'owner',
      storeId: m.session.user.storeId,
    });
    expect((await t.get('/api/v2/auth/me', { token: m.token })).body.data.user).toEqual(res.body.data);
  });

  it('removes the avatar with null and refuses an avatar that is not an image link', async () => {
    const m = await merchant(t);
    await put(m, profileOf(m, { avatar: 'https://cdn.example.com/a.png' }));
    expect((await put(m, profileOf(m, { avatar: null }))).body.data.avatar).toBeNull();
    const res = await put(m, profileOf(m, { avatar: 'javascript:alert(1)' }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([expect.objectContaining({ path: 'avatar', code: 'invalid_url' })]);
  });

  it('refuses a bad phone, an empty name and a malformed e-mail, each on its field', async () => {
    const m = await merchant(t);
    const res = await put(m, profileOf(m, { name: '  ', phone: '05ab', email: 'sara@' }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields.map((f: any) => `${f.path}:${f.code}`)).toEqual([
      'name:required',
      'email:invalid_email',
      'phone:invalid_phone',
    ]);
  });

  it('needs the current password to change the e-mail', async () => {
    const m = await merchant(t);
    const res = await put(m, profileOf(m, { email: uniqueEmail('new') }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([{ path: 'currentPassword', code: 'required', message: 'هذا الحقل مطلوب' }]);
    expect((await stored(m)).email).toBe(m.input.email);
  });

  it('refuses a wrong current password and keeps the e-mail', async () => {
    const m = await merchant(t);
    const res = await put(m, profileOf(m, { email: uniqueEmail('new'), currentPassword: 'Wrong@Pass1' }), 'en');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([
      { path: 'currentPassword', code: 'wrong_password', message: 'The current password is incorrect' },
    ]);
    expect((await stored(m)).email).toBe(m.input.email);
  });

  it('changes the e-mail with the right password; the merchant then logs in with it', async () => {
    const m = await merchant(t);
    const email = uniqueEmail('New.Address');
    const res = await put(m, profileOf(m, { email: `  ${email.toUpperCase()} `, currentPassword: m.input.password }));
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe(email.toLowerCase());
    const login = await t.post('/api/v2/auth/login', { email, password: m.input.password });
    expect(login.status).toBe(200);
    expect((await t.post('/api/v2/auth/login', { email: m.input.email, password: m.input.password })).status).toBe(401);
  });

  it("refuses another account's e-mail with 409 on the e-mail field", async () => {
    const [a, b] = [await merchant(t), await merchant(t)];
    const res = await put(a, profileOf(a, { email: b.input.email, currentPassword: a.input.password }));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CONFLICT');
    expect(res.body.error.fields).toEqual([{ path: 'email', code: 'email_taken', message: 'هذا البريد الإلكتروني مسجل مسبقًا' }]);
  });

  it("changes only the caller's own account", async () => {
    const [a, b] = [await merchant(t), await merchant(t)];
    const res = await put(a, { ...profileOf(a, { name: 'الاسم الجديد' }), userId: b.session.user.userId });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([expect.objectContaining({ path: 'userId', code: 'unrecognized_keys' })]);
    await put(a, profileOf(a, { name: 'الاسم الجديد' }));
    expect((await stored(b)).name).toBe(b.input.name);
  });

  it('is open to a manager for his own account', async () => {
    const m = await merchant(t);
    await t.database.db.update(storeMembers).set({ role: 'manager' }).where(eq(storeMembers.userId, m.session.user.userId));
    const token = await tokenWithRole(t, m.token, 'manager');
    const res = await t.call('PUT', PROFILE, profileOf(m, { name: 'مدير' }), { token });
    expect(res.status).toBe(200);
    expect(res.body.data.role).toBe('manager');
  });
});

describe("the store's link in /auth/me", () => {
  it('is null before the store has a domain, then https://{domain}.{STORE_BASE_DOMAIN}', async () => {
    const m = await merchant(t);
    expect((await t.get('/api/v2/auth/me', { token: m.token })).body.data.store.url).toBeNull();
    const domain = `shop-${Date.now()}`;
    await t.database.db.update(stores).set({ domain }).where(eq(stores.id, m.session.user.storeId));
    expect((await t.get('/api/v2/auth/me', { token: m.token })).body.data.store.url).toBe(`https://${domain}.souqna.store`);
  });

  it('answers the base domain, for the domain step to preview the link before one is chosen', async () => {
    const m = await merchant(t);
    expect((await t.get('/api/v2/auth/me', { token: m.token })).body.data.store.baseDomain).toBe('souqna.store');
  });
});
