import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { stores } from '../stores/tables.ts';
import { productStore, type ProductStore } from '../catalogue/product.fixtures.ts';
import { fieldCodes } from '../store/store.fixtures.ts';
import { riyadhDay, validCoupon } from './coupon.fixtures.ts';
import { coupons } from './tables.ts';

let t: TestApp;
let m: ProductStore;
let oudId: string;
beforeAll(async () => {
  t = await createTestApp();
  m = await productStore(t);
  oudId = (await m.addProduct({ nameAr: 'عطر العود الملكي', nameEn: 'Royal Oud' })).productId;
});
afterAll(() => t.close());

let n = 0;
const uniqueCode = (prefix = 'EID') => `${prefix}${++n}`;
const add = async (who: ProductStore, overrides: Record<string, unknown> = {}, productId = oudId) => {
  const res = await who.post('/coupon', validCoupon(productId, { couponCode: uniqueCode(), ...overrides }));
  if (res.status !== 201) throw new Error(`coupon not added: ${JSON.stringify(res.body)}`);
  return res.body.data;
};
const stored = async (id: string) => (await t.database.db.select().from(coupons).where(eq(coupons.id, id)))[0]!;

describe('adding a coupon', () => {
  it('says it was added and answers it with its product, upper-case code, unused and not expired', async () => {
    const res = await m.post('/coupon', validCoupon(oudId, { couponCode: ' ramadan15 ' }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('تمت إضافة الكوبون');
    expect(res.body.data).toEqual({
      couponId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      productId: oudId,
      productName: 'عطر العود الملكي',
      couponCode: 'RAMADAN15',
      discountAmount: 15,
      discountType: 'percentage',
      minAmount: 100,
      expiryDate: riyadhDay(30),
      isExpired: false,
      timesUsed: 0,
      currency: 'SAR',
    });
  });

  it('keeps a percentage in hundredths and money in halalas of the store currency', async () => {
    const pct = await add(m, { discountAmount: 7.25, minAmount: 0 });
    expect(await stored(pct.couponId)).toMatchObject({ amount: 725, minAmount: 0 });
    expect(pct.discountAmount).toBe(7.25);
    const fixed = await add(m, { discountType: 'fixed', discountAmount: 50.5, minAmount: 200 });
    expect(await stored(fixed.couponId)).toMatchObject({ discountType: 'fixed', amount: 5050, minAmount: 20000 });
    expect(fixed).toMatchObject({ discountAmount: 50.5, minAmount: 200 });
  });

  it('reads free shipping (and its old spelling aaa) as other with no amount', async () => {
    const free = await add(m, { discountType: 'other', discountAmount: 30 });
    expect(free).toMatchObject({ discountType: 'other', discountAmount: 0 });
    expect((await stored(free.couponId)).amount).toBe(0);
    const legacy = await add(m, { discountType: 'aaa', discountAmount: 0 });
    expect(legacy.discountType).toBe('other');
    await t.database.db
      .update(coupons)
      .set({ discountType: 'aaa' as 'other' })
      .where(eq(coupons.id, legacy.couponId));
    expect((await m.get(`/coupon/${legacy.couponId}`)).body.data.discountType).toBe('other');
  });

  it('asks for all six fields', async () => {
    const res = await m.post('/coupon', {});
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body).sort()).toEqual(
      ['couponCode', 'discountAmount', 'discountType', 'expiryDate', 'minAmount', 'productId'].map((f) => `${f}:required`),
    );
  });

  it('refuses a code over 50 characters, a negative amount and an unknown field', async () => {
    const res = await m.post('/coupon', validCoupon(oudId, { couponCode: 'A'.repeat(51), minAmount: -1, note: 'x' }));
    expect(fieldCodes(res.body).sort()).toEqual(['couponCode:too_big', 'minAmount:too_small', 'note:unrecognized_keys']);
  });

  it('keeps a percentage between 0 and 100 with at most two decimals', async () => {
    const over = await m.post('/coupon', validCoupon(oudId, { couponCode: uniqueCode(), discountAmount: 101 }));
    expect(over.body.error.fields).toEqual([{ path: 'discountAmount', code: 'percent_range', message: 'النسبة بين 0 و100' }]);
    const fine = await m.post('/coupon', validCoupon(oudId, { couponCode: uniqueCode(), discountAmount: 12.555 }));
    expect(fieldCodes(fine.body)).toEqual(['discountAmount:percent_decimals']);
    expect((await m.post('/coupon', validCoupon(oudId, { couponCode: uniqueCode(), discountAmount: 100 }))).status).toBe(201);
  });

  it('refuses more decimals than the currency has, for the amount and the minimum', async () => {
    const res = await m.post(
      '/coupon',
      validCoupon(oudId, { couponCode: uniqueCode(), discountType: 'fixed', discountAmount: 10.125, minAmount: 99.999 }),
    );
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body).sort()).toEqual(['discountAmount:too_many_decimals', 'minAmount:too_many_decimals']);
  });

  it('takes three decimals in a store that sells in Kuwaiti dinars', async () => {
    const kw = await productStore(t, { currency: 'KWD' });
    const product = await kw.addProduct();
    const res = await kw.post(
      '/coupon',
      validCoupon(product.productId, { discountType: 'fixed', discountAmount: 1.125, minAmount: 5.5 }),
    );
    expect(res.status).toBe(201);
    expect(await stored(res.body.data.couponId)).toMatchObject({ amount: 1125, minAmount: 5500 });
  });

  it('refuses a code another coupon of the store has, whatever its case', async () => {
    await add(m, { couponCode: 'WELCOME' });
    const res = await m.post('/coupon', validCoupon(oudId, { couponCode: 'welcome' }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('هذا الرمز مستخدم لكوبون آخر في متجرك');
    expect(res.body.error.fields).toEqual([{ path: 'couponCode', code: 'code_taken', message: 'هذا الرمز مستخدم في متجرك' }]);
  });

  it("refuses a product that is not the store's, naming the product field", async () => {
    const other = await productStore(t);
    const theirs = await other.addProduct();
    for (const productId of [theirs.productId, '0190a4a2-7c1e-7d2a-9b1e-000000000099']) {
      const res = await m.post('/coupon', validCoupon(productId, { couponCode: uniqueCode() }));
      expect(res.status).toBe(400);
      expect(fieldCodes(res.body)).toEqual(['productId:invalid_value']);
    }
  });

  it("refuses an expiry date already past in the store's time zone, and takes today", async () => {
    const past = await m.post('/coupon', validCoupon(oudId, { couponCode: uniqueCode(), expiryDate: riyadhDay(-1) }));
    expect(past.body.error.fields).toEqual([{ path: 'expiryDate', code: 'date_past', message: 'اختر تاريخًا لم يمضِ' }]);
    const today = await add(m, { expiryDate: riyadhDay(0) });
    expect(today.isExpired).toBe(false);
    const impossible = await m.post('/coupon', validCoupon(oudId, { couponCode: uniqueCode(), expiryDate: '2030-02-30' }));
    expect(fieldCodes(impossible.body)).toEqual(['expiryDate:invalid_format']);
  });

  it('judges "today" by the store time zone, not the server clock', async () => {
    const kiritimati = await productStore(t);
    await t.database.db.update(stores).set({ timeZone: 'Pacific/Kiritimati' }).where(eq(stores.id, kiritimati.storeId));
    const product = await kiritimati.addProduct();
    // UTC+14: its today is never before Riyadh's (UTC+3), and is ahead of it for 11 hours of each day.
    const itsToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
    const res = await kiritimati.post('/coupon', validCoupon(product.productId, { expiryDate: itsToday }));
    expect(res.status).toBe(201);
    if (itsToday !== riyadhDay(0)) {
      const riyadhToday = await kiritimati.post(
        '/coupon',
        validCoupon(product.productId, { couponCode: 'X1', expiryDate: riyadhDay(0) }),
      );
      expect(fieldCodes(riyadhToday.body)).toEqual(['expiryDate:date_past']);
    }
  });
});

describe('editing a coupon', () => {
  it('saves the new values and says so', async () => {
    const coupon = await add(m);
    const res = await m.put(
      `/coupon/${coupon.couponId}`,
      validCoupon(oudId, { couponCode: 'eid50', discountType: 'fixed', discountAmount: 50, minAmount: 200 }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('تم تحديث الكوبون');
    expect(res.body.data).toMatchObject({ couponCode: 'EID50', discountType: 'fixed', discountAmount: 50, minAmount: 200 });
    expect((await m.get(`/coupon/${coupon.couponId}`)).body.data).toEqual(res.body.data);
  });

  it('keeps an expiry date that has passed since, shows it expired, but refuses a new past date', async () => {
    const coupon = await add(m);
    await t.database.db
      .update(coupons)
      .set({ expiryDate: riyadhDay(-3) })
      .where(eq(coupons.id, coupon.couponId));
    const kept = await m.put(
      `/coupon/${coupon.couponId}`,
      validCoupon(oudId, { couponCode: coupon.couponCode, expiryDate: riyadhDay(-3), minAmount: 1 }),
    );
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ isExpired: true, minAmount: 1 });
    const moved = await m.put(
      `/coupon/${coupon.couponId}`,
      validCoupon(oudId, { couponCode: coupon.couponCode, expiryDate: riyadhDay(-2) }),
    );
    expect(fieldCodes(moved.body)).toEqual(['expiryDate:date_past']);
  });

  it("refuses the code of another coupon but keeps the coupon's own", async () => {
    const a = await add(m);
    const b = await add(m);
    const taken = await m.put(`/coupon/${b.couponId}`, validCoupon(oudId, { couponCode: a.couponCode }));
    expect(taken.status).toBe(409);
    expect(fieldCodes(taken.body)).toEqual(['couponCode:code_taken']);
    expect((await m.put(`/coupon/${b.couponId}`, validCoupon(oudId, { couponCode: b.couponCode.toLowerCase() }))).status).toBe(
      200,
    );
  });
});

describe('the coupon list', () => {
  it('shows the newest first, ten a page, with the count of all', async () => {
    const s = await productStore(t);
    const product = await s.addProduct();
    for (let i = 1; i <= 12; i++) await s.post('/coupon', validCoupon(product.productId, { couponCode: `CODE${i}` }));
    const first = await s.get('/coupon?page=1&pageSize=10');
    expect(first.body.pagination).toEqual({ page: 1, pageSize: 10, total: 12, totalPages: 2 });
    expect(first.body.data.map((c: { couponCode: string }) => c.couponCode).slice(0, 3)).toEqual(['CODE12', 'CODE11', 'CODE10']);
    const second = await s.get('/coupon?page=2&pageSize=10');
    expect(second.body.data.map((c: { couponCode: string }) => c.couponCode)).toEqual(['CODE2', 'CODE1']);
  });

  it('finds coupons by part of their code, whatever its case, and takes % literally', async () => {
    const s = await productStore(t);
    const product = await s.addProduct();
    for (const code of ['SUMMER10', 'SUMMER20', 'WINTER', '50%OFF'])
      await s.post('/coupon', validCoupon(product.productId, { couponCode: code }));
    const codes = async (search: string) =>
      (await s.get(`/coupon?search=${encodeURIComponent(search)}`)).body.data
        .map((c: { couponCode: string }) => c.couponCode)
        .sort();
    expect(await codes('summer')).toEqual(['SUMMER10', 'SUMMER20']);
    expect(await codes('%')).toEqual(['50%OFF']);
    expect(await codes('nothing')).toEqual([]);
  });

  it('names the product in English for an English request when it has an English name', async () => {
    const coupon = await add(m);
    const en = await t.get(`/api/v2/coupon/${coupon.couponId}`, { token: m.token, lang: 'en' });
    expect(en.body.data.productName).toBe('Royal Oud');
  });
});

describe('deleting a coupon', () => {
  it('says it was deleted and it is gone', async () => {
    const coupon = await add(m);
    const res = await m.delete(`/coupon/${coupon.couponId}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('تم حذف الكوبون');
    expect((await m.get(`/coupon/${coupon.couponId}`)).status).toBe(404);
    expect((await m.delete(`/coupon/${coupon.couponId}`)).status).toBe(404);
  });
});

describe("another store's coupons", () => {
  it('answers 404 for every call that takes their id and lists none of them', async () => {
    const other = await productStore(t);
    const theirs = await add(other, {}, (await other.addProduct()).productId);
    expect((await m.get(`/coupon/${theirs.couponId}`)).status).toBe(404);
    expect((await m.put(`/coupon/${theirs.couponId}`, validCoupon(oudId, { couponCode: uniqueCode() }))).status).toBe(404);
    expect((await m.delete(`/coupon/${theirs.couponId}`)).status).toBe(404);
    expect((await m.get(`/coupon?search=${theirs.couponCode}`)).body.data).toEqual([]);
    expect((await other.get(`/coupon/${theirs.couponId}`)).status).toBe(200);
  });

  it('lets two stores use the same code', async () => {
    const other = await productStore(t);
    const res = await other.post('/coupon', validCoupon((await other.addProduct()).productId, { couponCode: 'WELCOME' }));
    expect(res.status).toBe(201);
  });

  it('asks for a sign-in', async () => {
    expect((await t.get('/api/v2/coupon')).status).toBe(401);
  });
});
