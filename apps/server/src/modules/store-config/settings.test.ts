import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, merchant, type TestApp, tokenWithRole } from '../../../test/harness.ts';
import { productStore } from '../catalogue/product.fixtures.ts';
import { planChanges } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SETTINGS = '/api/v2/store/settings';
const SENDER = '/api/v2/store/email-sender';
const PLAN = '/api/v2/store/plan';
const valid = { currency: 'SAR', timeZone: 'Asia/Aden', pricesIncludeTax: true, digitStyle: 'arabic' };
const put = (url: string, body: unknown, token: string, lang?: 'ar' | 'en') => t.call('PUT', url, body, { token, lang });
const codes = (res: { body: any }) => res.body.error.fields.map((f: any) => `${f.path}:${f.code}`);
const asRole = async (m: Awaited<ReturnType<typeof merchant>>, role: 'admin' | 'manager') => tokenWithRole(t, m.token, role);

describe('store settings (/setting)', () => {
  it('start in rials, Riyadh time, prices without tax, Latin digits', async () => {
    const { token } = await merchant(t);
    const res = await t.get(SETTINGS, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      currency: 'YER',
      timeZone: 'Asia/Riyadh',
      pricesIncludeTax: false,
      digitStyle: 'latin',
      vatNumber: null,
      taxShipping: false,
    });
  });

  it('are saved and read back, and the store style shows the new currency', async () => {
    const { token } = await merchant(t);
    const res = await put(SETTINGS, valid, token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('تم حفظ إعدادات المتجر');
    expect(res.body.data).toEqual({ ...valid, vatNumber: null, taxShipping: false });
    expect((await t.get(SETTINGS, { token })).body.data).toEqual({ ...valid, vatNumber: null, taxShipping: false });
    expect((await t.get('/api/v2/store/config', { token })).body.data.currency).toBe('SAR');
  });

  it('follow a currency chosen in the store style', async () => {
    const { token } = await merchant(t);
    await t.call('PATCH', '/api/v2/store/config', { changes: { currency: 'KWD' } }, { token });
    expect((await t.get(SETTINGS, { token })).body.data.currency).toBe('KWD');
  });

  it('refuse a currency outside the list, an unknown time zone and a missing digit style', async () => {
    const { token } = await merchant(t);
    const { digitStyle: _omitted, ...rest } = valid;
    const res = await put(SETTINGS, { ...rest, currency: 'EUR', timeZone: 'Mars/Olympus' }, token);
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual(['currency:invalid_value', 'timeZone:invalid_value', 'digitStyle:required']);
    expect((await t.get(SETTINGS, { token })).body.data.currency).toBe('YER');
  });

  it('keep the VAT number a body leaves out, clear it on null, and refuse one that is not 15 digits from 3 to 3', async () => {
    const { token } = await merchant(t);
    expect((await put(SETTINGS, { ...valid, vatNumber: ' 310122393500003 ' }, token)).body.data.vatNumber).toBe(
      '310122393500003',
    );
    expect((await put(SETTINGS, valid, token)).body.data.vatNumber).toBe('310122393500003');
    for (const bad of ['31012239350000', '210122393500003', '310122393500002', '3101223935000O3', 310122393500003]) {
      const res = await put(SETTINGS, { ...valid, vatNumber: bad }, token, 'en');
      expect(res.status).toBe(400);
      expect(codes(res)).toEqual([typeof bad === 'number' ? 'vatNumber:invalid_type' : 'vatNumber:vat_number']);
    }
    const res = await put(SETTINGS, { ...valid, vatNumber: '3101' }, token, 'en');
    expect(res.body.error.fields[0].message).toBe('A VAT number is 15 digits, starting and ending with 3');
    expect((await put(SETTINGS, { ...valid, vatNumber: null }, token)).body.data.vatNumber).toBeNull();
  });

  it('tax shipping and the fee as the VAT number says until the store chooses, then as chosen', async () => {
    const { token } = await merchant(t);
    const taxShipping = async (body: object) => (await put(SETTINGS, { ...valid, ...body }, token)).body.data.taxShipping;
    expect(await taxShipping({ vatNumber: '310122393500003' })).toBe(true);
    expect(await taxShipping({ vatNumber: null })).toBe(false);
    expect(await taxShipping({ taxShipping: true })).toBe(true);
    // Chosen: a body without it keeps it, whatever the VAT number.
    expect(await taxShipping({ vatNumber: '310122393500003', taxShipping: false })).toBe(false);
    expect(await taxShipping({})).toBe(false);
    const res = await put(SETTINGS, { ...valid, taxShipping: 'yes' }, token);
    expect(codes(res)).toEqual(['taxShipping:invalid_type']);
  });

  it('refuse a text where a yes/no is expected, and unknown fields', async () => {
    const { token } = await merchant(t);
    const res = await put(SETTINGS, { ...valid, pricesIncludeTax: 'yes', language: 'ar' }, token);
    expect(codes(res).sort()).toEqual(['language:unrecognized_keys', 'pricesIncludeTax:invalid_type']);
  });

  it("never touch another store's settings", async () => {
    const [a, b] = [await merchant(t), await merchant(t)];
    await put(SETTINGS, valid, a.token);
    expect((await t.get(SETTINGS, { token: b.token })).body.data.currency).toBe('YER');
  });

  it('are closed to a manager', async () => {
    const m = await merchant(t);
    expect((await put(SETTINGS, valid, await asRole(m, 'manager'))).status).toBe(403);
  });
});

describe('the sender e-mail (/email)', () => {
  it('is the platform sender until the store sets its own', async () => {
    const { token } = await merchant(t);
    expect((await t.get(SENDER, { token })).body.data).toEqual({ senderName: null, senderEmail: null });
  });

  it('saves the name and a lower-cased address, and can be cleared', async () => {
    const { token } = await merchant(t);
    const res = await put(SENDER, { senderName: ' متجر الأمل ', senderEmail: 'Info@Al-Amal.Example' }, token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ senderName: 'متجر الأمل', senderEmail: 'info@al-amal.example' });
    expect((await t.get(SENDER, { token })).body.data).toEqual(res.body.data);
    await put(SENDER, { senderName: null, senderEmail: null }, token);
    expect((await t.get(SENDER, { token })).body.data).toEqual({ senderName: null, senderEmail: null });
  });

  it('refuses an address without @ and a name over 100 characters', async () => {
    const { token } = await merchant(t);
    const res = await put(SENDER, { senderName: 'م'.repeat(101), senderEmail: 'info.al-amal.example' }, token, 'en');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([
      { path: 'senderName', code: 'too_big', message: 'Must be at most 100 characters' },
      { path: 'senderEmail', code: 'invalid_email', message: 'The e-mail address is not valid' },
    ]);
  });

  it("is each store's own", async () => {
    const [a, b] = [await merchant(t), await merchant(t)];
    await put(SENDER, { senderName: 'أ', senderEmail: 'a@a.example' }, a.token);
    expect((await t.get(SENDER, { token: b.token })).body.data.senderName).toBeNull();
  });
});

describe('plans', () => {
  it('start on free with its limits, the real usage and the three plans', async () => {
    const { token } = await merchant(t);
    const res = await t.get(PLAN, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      plan: 'free',
      limits: { products: 5, ordersPerMonth: 10 },
      usage: { products: 0, ordersThisMonth: 0 },
      history: [],
    });
    expect(res.body.data.plans.map((p: any) => p.plan)).toEqual(['free', 'standard', 'premium']);
    expect(res.body.data.plans[2].limits).toEqual({ products: null, ordersPerMonth: null });
  });

  it('change when the owner chooses another plan, and the change is recorded', async () => {
    const m = await merchant(t);
    const res = await t.post(PLAN, { plan: 'standard' }, { token: m.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('تم تغيير باقة المتجر');
    expect(res.body.data).toMatchObject({ plan: 'standard', limits: { products: 50, ordersPerMonth: 500 } });
    expect(res.body.data.history).toEqual([
      { from: 'free', to: 'standard', changedAt: expect.any(String), changedBy: m.input.name },
    ]);
    const rows = await t.database.db.select().from(planChanges).where(eq(planChanges.storeId, m.session.user.storeId));
    expect(rows).toMatchObject([{ userId: m.session.user.userId, fromPlan: 'free', toPlan: 'standard' }]);
    expect((await t.get('/api/v2/auth/me', { token: m.token })).body.data.store.plan).toBe('standard');

    await t.post(PLAN, { plan: 'premium' }, { token: m.token });
    const history = (await t.get(PLAN, { token: m.token })).body.data.history;
    expect(history.map((h: any) => `${h.from}>${h.to}`)).toEqual(['standard>premium', 'free>standard']);
  });

  it('record nothing when the store is already on that plan', async () => {
    const m = await merchant(t);
    const res = await t.post(PLAN, { plan: 'free' }, { token: m.token, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your store is already on this plan');
    expect(await t.database.db.select().from(planChanges).where(eq(planChanges.storeId, m.session.user.storeId))).toEqual([]);
  });

  it('are changed by the owner only', async () => {
    const m = await merchant(t);
    const res = await t.post(PLAN, { plan: 'premium' }, { token: await asRole(m, 'admin') });
    expect(res.status).toBe(403);
    expect((await t.get(PLAN, { token: m.token })).body.data.plan).toBe('free');
  });

  it('refuse a plan that does not exist', async () => {
    const { token } = await merchant(t);
    const res = await t.post(PLAN, { plan: 'gold' }, { token });
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual(['plan:invalid_value']);
  });

  it('issue an invoice in the wallet for each change to a paid plan, numbered in one sequence', async () => {
    const m = await merchant(t);
    await t.post(PLAN, { plan: 'standard' }, { token: m.token });
    await t.post(PLAN, { plan: 'premium' }, { token: m.token });
    await t.post(PLAN, { plan: 'free' }, { token: m.token });
    const res = await t.get('/api/v2/wallet/invoices', { token: m.token });
    expect(res.body.pagination).toMatchObject({ total: 2 });
    const [premium, standard] = res.body.data;
    expect(standard).toMatchObject({ plan: 'standard', amount: 99, vat: 14.85, total: 113.85, currency: 'SAR' });
    expect(premium).toMatchObject({ plan: 'premium', amount: 299, vat: 44.85, total: 343.85, number: standard.number + 1 });
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });
    expect(standard.periodStart).toBe(today);
    expect(standard.periodEnd > today).toBe(true);
    const other = await merchant(t);
    expect((await t.get('/api/v2/wallet/invoices', { token: other.token })).body.data).toEqual([]);
  });

  it('refuse a downgrade the store has outgrown, with its numbers', async () => {
    const m = await productStore(t, { plan: 'standard' });
    for (let i = 0; i < 6; i++) await m.addProduct({ nameAr: `منتج ${i + 1}` });
    const res = await t.post(PLAN, { plan: 'free' }, { token: m.token });
    expect([res.status, res.body.message]).toEqual([409, 'لدى متجرك 6 منتجات وهذه الباقة تسمح بـ 5 فقط: احذف بعضها أولاً']);
    expect(res.body.error.exceeded).toEqual([{ limit: 'products', allowed: 5, usage: 6 }]);
    expect((await t.get(PLAN, { token: m.token })).body.data.plan).toBe('standard');
  });

  it("never change another store's plan", async () => {
    const [a, b] = [await merchant(t), await merchant(t)];
    await t.post(PLAN, { plan: 'premium' }, { token: a.token });
    expect((await t.get(PLAN, { token: b.token })).body.data).toMatchObject({ plan: 'free', history: [] });
  });
});
