import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, tokenWithRole } from '../../../test/harness.ts';
import { stores } from '../accounts/tables.ts';
import { fieldCodes, signedIn, validBranch, type SignedIn } from './store.fixtures.ts';
import { warehouses } from './tables.ts';

let t: TestApp;
let m: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  m = await signedIn(t);
});
afterAll(() => t.close());

const jeddah = (overrides: Record<string, unknown> = {}) =>
  validBranch({
    name: 'مستودع جدة',
    type: 'warehouse',
    cityId: 'SA-jeddah',
    regionId: null,
    latitude: 21.5433,
    longitude: 39.1728,
    contacts: [{ type: 'landline', value: '0126543210' }],
    ...overrides,
  });

const mainIds = async (merchant: SignedIn) =>
  (await merchant.get('/store/warehouse-to-store')).body.data
    .filter((w: { isMain: boolean }) => w.isMain)
    .map((w: { id: string }) => w.id);

describe('the first branch at onboarding', () => {
  it('is created as the main branch with its contacts and marks the warehouse stage done', async () => {
    const merchant = await signedIn(t);
    const res = await merchant.post('/store/add-warehouse', validBranch({ isMain: false }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('تمت إضافة الفرع');
    const { id, createdAt, updatedAt, ...branch } = res.body.data;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(createdAt)).toBe(Date.parse(updatedAt));
    expect(branch).toEqual({ ...validBranch(), isMain: true });
    expect((await merchant.stage()).isWarehouse).toBe(true);
  });

  it('keeps the cash-on-delivery fee in minor units of the store currency', async () => {
    const merchant = await signedIn(t);
    await t.database.db.update(stores).set({ currency: 'KWD' }).where(eq(stores.id, merchant.storeId));
    const res = await merchant.post('/store/add-warehouse', validBranch({ codFee: 1.125 }));
    expect(res.body.data.codFee).toBe(1.125);
    const [row] = await t.database.db.select().from(warehouses).where(eq(warehouses.id, res.body.data.id));
    expect(row!.codFee).toBe(1125);
  });

  it('takes the currency the merchant chose with it as the store’s, and keeps the fee in its digits', async () => {
    const merchant = await signedIn(t);
    expect((await merchant.get('/store/settings')).body.data.currency).toBe('YER');
    const res = await merchant.post('/store/add-warehouse', { ...validBranch({ codFee: 2.5 }), currency: 'SAR' });
    expect(res.status).toBe(201);
    expect((await merchant.get('/store/settings')).body.data.currency).toBe('SAR');
    const [row] = await t.database.db.select().from(warehouses).where(eq(warehouses.id, res.body.data.id));
    expect(row!.codFee).toBe(250);
    const refused = await (await signedIn(t)).post('/store/add-warehouse', { ...validBranch(), currency: 'XYZ' });
    expect([refused.status, fieldCodes(refused.body)]).toEqual([400, ['currency:invalid_value']]);
  });

  it('refuses a fee with more decimals than the currency has', async () => {
    const res = await m.post('/store/add-warehouse', validBranch({ codFee: 15.555 }));
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body)).toEqual(['codFee:too_many_decimals']);
  });
});

describe('branch fields', () => {
  it('refuses latitude 91 and longitude -181', async () => {
    const res = await m.post('/inventory/warehouse', validBranch({ latitude: 91, longitude: -181 }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([
      { path: 'latitude', code: 'too_big', message: 'يجب ألا تزيد القيمة على 90' },
      { path: 'longitude', code: 'too_small', message: 'يجب ألا تقل القيمة عن -180' },
    ]);
  });

  it('asks for both coordinates or neither', async () => {
    const res = await m.post('/inventory/warehouse', validBranch({ longitude: null }));
    expect(fieldCodes(res.body)).toEqual(['longitude:coordinates_pair']);
    const none = await m.post('/inventory/warehouse', validBranch({ latitude: null, longitude: undefined }));
    expect(none.status).toBe(201);
    expect(none.body.data).toMatchObject({ latitude: null, longitude: null });
  });

  it('asks for every required field of the spec', async () => {
    const res = await m.post('/inventory/warehouse', {});
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body).sort()).toEqual(
      [
        'addressDescription:required',
        'cityId:required',
        'closestReadinessTime:required',
        'codFee:required',
        'countryId:required',
        'name:required',
        'preparationTimeHours:required',
        'street:required',
        'type:required',
      ].sort(),
    );
  });

  it('refuses an unknown type, a negative fee or preparation time, and a time that is not HH:MM', async () => {
    const res = await m.post(
      '/inventory/warehouse',
      validBranch({ type: 'kiosk', codFee: -1, preparationTimeHours: -2, closestReadinessTime: '25:00' }),
    );
    expect(fieldCodes(res.body).sort()).toEqual([
      'closestReadinessTime:invalid_time',
      'codFee:too_small',
      'preparationTimeHours:too_small',
      'type:invalid_value',
    ]);
  });

  it('says a value of the wrong type is of the wrong type, not missing', async () => {
    const res = await m.post('/inventory/warehouse', validBranch({ preparationTimeHours: '24', isOpen: 'yes' }));
    expect(res.body.error.fields).toEqual([
      { path: 'preparationTimeHours', code: 'invalid_type', message: 'نوع القيمة غير صحيح' },
      { path: 'isOpen', code: 'invalid_type', message: 'نوع القيمة غير صحيح' },
    ]);
  });

  it('refuses malformed reference ids and a city outside the country', async () => {
    const bad = await m.post('/inventory/warehouse', validBranch({ countryId: 'sa', cityId: 'riyadh', regionId: 'olaya' }));
    expect(fieldCodes(bad.body).sort()).toEqual(['cityId:invalid_city', 'countryId:invalid_country', 'regionId:invalid_region']);
    const mismatch = await m.post('/inventory/warehouse', validBranch({ countryId: 'YE', regionId: 'SA-jeddah-balad' }));
    expect(fieldCodes(mismatch.body)).toEqual(['cityId:city_not_in_country', 'regionId:region_not_in_city']);
  });

  it('refuses well-formed places the reference data does not know, and saves nothing', async () => {
    const before = (await m.get('/inventory/warehouse')).body.pagination.total;
    const country = await m.post('/inventory/warehouse', validBranch({ countryId: 'ZZ', cityId: 'ZZ-nowhere', regionId: null }));
    expect(country.status).toBe(400);
    expect(fieldCodes(country.body)).toEqual(['countryId:invalid_country']);
    const city = await m.post('/inventory/warehouse', validBranch({ cityId: 'SA-atlantis', regionId: null }));
    expect(fieldCodes(city.body)).toEqual(['cityId:invalid_city']);
    const region = await m.post('/inventory/warehouse', validBranch({ regionId: 'SA-riyadh-nowhere' }));
    expect(fieldCodes(region.body)).toEqual(['regionId:invalid_region']);
    expect(region.body.error.fields[0].message).toBe('الحي أو المنطقة غير صالحة');
    expect((await m.get('/inventory/warehouse')).body.pagination.total).toBe(before);
  });

  it('checks contact values like the service channels', async () => {
    const res = await m.post(
      '/inventory/warehouse',
      validBranch({
        contacts: [
          { type: 'mobile', value: '05o1234567' },
          { type: 'email', value: 'branch-at-example.test' },
          { type: 'link', value: 'maps.example.test/branch' },
          { type: 'mobile' },
        ],
      }),
    );
    expect(fieldCodes(res.body)).toEqual([
      'contacts.0.value:invalid_phone',
      'contacts.1.value:invalid_email',
      'contacts.2.value:invalid_url',
      'contacts.3.value:required',
    ]);
  });
});

describe('the main branch', () => {
  it('moves to a branch made main, leaving exactly one', async () => {
    const merchant = await signedIn(t);
    const first = (await merchant.post('/store/add-warehouse', validBranch())).body.data;
    const second = (await merchant.post('/inventory/warehouse', jeddah())).body.data;
    expect(second.isMain).toBe(false);
    expect(await mainIds(merchant)).toEqual([first.id]);
    const third = (await merchant.post('/inventory/warehouse', jeddah({ name: 'فرع الدمام', isMain: true }))).body.data;
    expect(await mainIds(merchant)).toEqual([third.id]);
    const updated = await merchant.put(`/inventory/warehouse/${second.id}`, jeddah({ isMain: true }));
    expect(updated.status).toBe(200);
    expect(updated.body.data.isMain).toBe(true);
    expect(await mainIds(merchant)).toEqual([second.id]);
  });

  it('cannot be unset directly: another branch must be made main', async () => {
    const merchant = await signedIn(t);
    const main = (await merchant.post('/store/add-warehouse', validBranch())).body.data;
    const res = await t.call('PUT', `/api/v2/inventory/warehouse/${main.id}`, validBranch({ isMain: false }), {
      token: merchant.token,
      lang: 'en',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The store must keep a main branch; make another branch main instead');
  });

  it('is exactly one when the first branches are added at the same moment', async () => {
    const merchant = await signedIn(t);
    await Promise.all([0, 1, 2].map((i) => merchant.post('/inventory/warehouse', jeddah({ name: `فرع ${i}` }))));
    expect(await mainIds(merchant)).toHaveLength(1);
  });
});

describe('reading branches', () => {
  let merchant: SignedIn;
  let ids: string[];
  beforeAll(async () => {
    merchant = await signedIn(t);
    ids = [
      (await merchant.post('/store/add-warehouse', validBranch())).body.data.id,
      (await merchant.post('/inventory/warehouse', jeddah())).body.data.id,
      (await merchant.post('/inventory/warehouse', jeddah({ name: 'فرع الدمام', type: 'office', contacts: [] }))).body.data.id,
    ];
  });

  it('lists the short form for selects, main first', async () => {
    const res = await merchant.get('/store/warehouse-to-store');
    expect(res.body.data).toEqual([
      { id: ids[0], name: 'الفرع الرئيسي - العليا', type: 'store', isMain: true },
      { id: ids[1], name: 'مستودع جدة', type: 'warehouse', isMain: false },
      { id: ids[2], name: 'فرع الدمام', type: 'office', isMain: false },
    ]);
  });

  it('lists every branch with its contacts', async () => {
    const res = await merchant.get('/store/store-warehouse-with-contact');
    expect(res.body.data.map((w: { contacts: unknown[] }) => w.contacts)).toEqual([
      validBranch().contacts,
      [{ type: 'landline', value: '0126543210' }],
      [],
    ]);
    expect((await merchant.get('/store/get-all-store-data')).body.data.warehouses).toEqual(res.body.data);
  });

  it('pages the branches list as docs/api.md says', async () => {
    const first = await merchant.get('/inventory/warehouse?page=1&pageSize=2');
    expect(first.status).toBe(200);
    expect(first.body.data.map((w: { id: string }) => w.id)).toEqual(ids.slice(0, 2));
    expect(first.body.pagination).toEqual({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
    const second = await merchant.get('/inventory/warehouse?page=2&pageSize=2');
    expect(second.body.data.map((w: { id: string }) => w.id)).toEqual([ids[2]]);
    const defaults = await merchant.get('/inventory/warehouse');
    expect(defaults.body.pagination).toEqual({ page: 1, pageSize: 10, total: 3, totalPages: 1 });
    expect(fieldCodes((await merchant.get('/inventory/warehouse?pageSize=101')).body)).toEqual(['pageSize:too_big']);
  });

  it('reads one branch', async () => {
    const res = await merchant.get(`/inventory/warehouse/${ids[1]}`);
    expect(res.body.data).toMatchObject({ id: ids[1], name: 'مستودع جدة', cityId: 'SA-jeddah', isMain: false });
  });
});

describe('changing and deleting branches', () => {
  it('replaces the fields and contacts of a branch', async () => {
    const merchant = await signedIn(t);
    await merchant.post('/store/add-warehouse', validBranch());
    const branch = (await merchant.post('/inventory/warehouse', jeddah())).body.data;
    const res = await merchant.put(
      `/inventory/warehouse/${branch.id}`,
      jeddah({ name: 'مستودع جدة الجديد', isOpen: false, codFee: 0, contacts: [{ type: 'email', value: 'JED@example.test' }] }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('تم تحديث الفرع');
    expect(res.body.data).toMatchObject({
      name: 'مستودع جدة الجديد',
      isOpen: false,
      codFee: 0,
      contacts: [{ type: 'email', value: 'jed@example.test' }],
    });
    expect((await merchant.get(`/inventory/warehouse/${branch.id}`)).body.data.contacts).toEqual([
      { type: 'email', value: 'jed@example.test' },
    ]);
  });

  it('deletes a branch that is not main', async () => {
    const merchant = await signedIn(t);
    await merchant.post('/store/add-warehouse', validBranch());
    const branch = (await merchant.post('/inventory/warehouse', jeddah())).body.data;
    const res = await merchant.delete(`/inventory/warehouse/${branch.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'تم حذف الفرع', data: null });
    expect((await merchant.get(`/inventory/warehouse/${branch.id}`)).status).toBe(404);
  });

  it('refuses to delete the main branch and says what to do', async () => {
    const merchant = await signedIn(t);
    const main = (await merchant.post('/store/add-warehouse', validBranch())).body.data;
    const res = await merchant.delete(`/inventory/warehouse/${main.id}`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: 'لا يمكن حذف الفرع الرئيسي، اجعل فرعًا آخر رئيسيًا أولاً',
      error: { code: 'CONFLICT' },
    });
    expect((await merchant.get(`/inventory/warehouse/${main.id}`)).status).toBe(200);
  });

  it("answers 404 for another store's branch on every call that takes an id", async () => {
    const [a, b] = [await signedIn(t), await signedIn(t)];
    const branch = (await a.post('/store/add-warehouse', validBranch())).body.data;
    for (const res of [
      await b.get(`/inventory/warehouse/${branch.id}`),
      await b.put(`/inventory/warehouse/${branch.id}`, validBranch({ name: 'محاولة' })),
      await b.delete(`/inventory/warehouse/${branch.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    expect((await a.get(`/inventory/warehouse/${branch.id}`)).body.data.name).toBe(validBranch().name);
    expect((await b.get('/store/warehouse-to-store')).body.data).toEqual([]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await m.get('/inventory/warehouse/0190a4a2-7c1e-7d2a-9b1e-1a2b3c4d5e70')).status).toBe(404);
    const res = await m.delete('/inventory/warehouse/42');
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body)).toEqual(['id:invalid_format']);
  });

  it('is for owners and admins only', async () => {
    const manager = await tokenWithRole(t, m.token, 'manager');
    expect((await t.get('/api/v2/inventory/warehouse', { token: manager })).status).toBe(403);
    expect((await t.get('/api/v2/inventory/warehouse')).status).toBe(401);
  });
});
