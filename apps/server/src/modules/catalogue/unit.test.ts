import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { fieldCodes, signedIn, type SignedIn } from '../store/store.fixtures.ts';
import { validUnit } from './catalogue.fixtures.ts';

let t: TestApp;
let m: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  m = await signedIn(t);
});
afterAll(() => t.close());

const add = async (merchant: SignedIn, overrides: Record<string, unknown> = {}) => {
  const res = await merchant.post('/store-management/units', validUnit(overrides));
  if (res.status !== 201) throw new Error(`unit not added: ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; name: string };
};

describe('adding a unit', () => {
  it('says it was added and answers it', async () => {
    const res = await m.post('/store-management/units', { name: ' كيلوغرام ', symbol: 'كغ' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('تمت إضافة الوحدة');
    expect(res.body.data).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'كيلوغرام', symbol: 'كغ' });
  });

  it('takes Arabic or Latin letters and spaces, and no symbol', async () => {
    for (const name of ['علبة هدايا', 'Piece', 'عُلبة']) {
      const res = await m.post('/store-management/units', { name });
      expect(res.status).toBe(201);
      expect(res.body.data.symbol).toBeNull();
    }
  });

  it.each(['علبة 6', 'Box-12', 'لتر٢', 'كيلو.', 'م²', 'قطعة!'])('refuses %s: letters only', async (name) => {
    const res = await m.post('/store-management/units', { name });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([{ path: 'name', code: 'letters_only', message: 'يُسمح بالحروف والمسافات فقط' }]);
  });

  it('asks for a name of 1 to 40 characters and a symbol of at most 10', async () => {
    expect(fieldCodes((await m.post('/store-management/units', { name: '  ' })).body)).toEqual(['name:required']);
    expect(fieldCodes((await m.post('/store-management/units', {})).body)).toEqual(['name:required']);
    expect((await m.post('/store-management/units', { name: 'ك'.repeat(40) })).status).toBe(201);
    const long = await m.post('/store-management/units', { name: 'ك'.repeat(41), symbol: 'x'.repeat(11) });
    expect(fieldCodes(long.body).sort()).toEqual(['name:too_big', 'symbol:too_big']);
  });

  it('refuses a second unit of the same name in the store, whatever its case, with 409 on the name', async () => {
    const merchant = await signedIn(t);
    await add(merchant, { name: 'Box' });
    const res = await merchant.post('/store-management/units', { name: 'BOX' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('توجد وحدة بهذا الاسم في متجرك');
    expect(fieldCodes(res.body)).toEqual(['name:name_taken']);
  });
});

describe('the units list', () => {
  it('pages the units by name', async () => {
    const merchant = await signedIn(t);
    for (const name of ['قطعة', 'علبة', 'زجاجة']) await add(merchant, { name, symbol: null });
    const res = await merchant.get('/store-management/units?pageSize=2');
    expect(res.body.pagination).toEqual({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(res.body.data.map((u: { name: string }) => u.name)).toEqual(['زجاجة', 'علبة']);
  });
});

describe('a unit', () => {
  it('reads, updates and deletes, each saying so', async () => {
    const merchant = await signedIn(t);
    const unit = await add(merchant);
    const url = `/store-management/units/${unit.id}`;
    expect((await merchant.get(url)).body.data).toEqual({ id: unit.id, name: 'زجاجة', symbol: 'زج' });
    const res = await merchant.put(url, { name: 'زجاجة كبيرة', symbol: '' });
    expect(res.body).toMatchObject({ message: 'تم تحديث الوحدة', data: { name: 'زجاجة كبيرة', symbol: null } });
    const digits = await merchant.put(url, { name: 'زجاجة 100' });
    expect(fieldCodes(digits.body)).toEqual(['name:letters_only']);
    expect((await merchant.delete(url)).body).toMatchObject({ success: true, message: 'تم حذف الوحدة' });
    expect((await merchant.get(url)).status).toBe(404);
  });

  it('refuses to delete a unit a product is sold by, saying what to do', async () => {
    const merchant = await signedIn(t);
    const unit = await add(merchant);
    const product = await merchant.post('/product/create-product', { nameAr: 'ماء ورد', price: 20, unitId: unit.id });
    expect(product.status).toBe(201);
    const res = await merchant.delete(`/store-management/units/${unit.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('لا يمكن حذف وحدة تستخدمها منتجات، غيّر وحدة هذه المنتجات أولاً');
    expect((await merchant.get(`/store-management/units/${unit.id}`)).status).toBe(200);
  });

  it('of another store answers 404 on GET, PUT and DELETE', async () => {
    const other = await signedIn(t);
    const theirs = await add(other);
    const url = `/store-management/units/${theirs.id}`;
    expect((await m.get(url)).status).toBe(404);
    expect((await m.put(url, validUnit())).status).toBe(404);
    expect((await m.delete(url)).status).toBe(404);
    expect((await other.get(url)).status).toBe(200);
  });
});
