import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { fieldCodes, signedIn, type SignedIn } from '../store/store.fixtures.ts';
import { addAddress, addCustomer, validCustomer } from './customer.fixtures.ts';
import { insertOrder } from '../orders/orders.fixtures.ts';

let t: TestApp;
let m: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  m = await signedIn(t);
});
afterAll(() => t.close());

const names = async (merchant: SignedIn, url: string) =>
  (await merchant.get(url)).body.data.map((c: { fullName: string }) => c.fullName);
const q = (text: string) => encodeURIComponent(text);

describe('adding a customer', () => {
  it('says it was added and keeps the phone in international form', async () => {
    const res = await m.post('/merchant/customer', validCustomer({ phone: '050 765 4321', email: ' Ahmed@Example.SA ' }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('تمت إضافة العميل');
    expect(res.body.data).toMatchObject({
      firstName: 'أحمد',
      lastName: 'الغامدي',
      fullName: 'أحمد الغامدي',
      phone: '+966507654321',
      email: 'ahmed@example.sa',
      avatar: null,
      // Written to in Arabic unless the merchant says otherwise.
      language: 'ar',
      ordersCount: 0,
      totalSpent: 0,
    });
  });

  it('keeps the language the store writes to the customer in, and refuses one it does not write', async () => {
    const res = await m.post('/merchant/customer', validCustomer({ phone: '0507654399', language: 'en' }));
    expect([res.status, res.body.data.language]).toEqual([201, 'en']);
    const bad = await m.post('/merchant/customer', validCustomer({ phone: '0507654398', language: 'fr' }));
    expect([bad.status, ...fieldCodes(bad.body)]).toEqual([400, 'language:invalid_value']);
  });

  it('takes a Yemeni number written with its country code', async () => {
    const res = await m.post('/merchant/customer', validCustomer({ phone: '+967 77 123 4567' }));
    expect(res.body.data.phone).toBe('+967771234567');
  });

  it('asks for names, a valid e-mail and a real phone number, and refuses unknown fields', async () => {
    const res = await m.post('/merchant/customer', { firstName: ' ', lastName: '', phone: '123', email: 'not-mail', vip: true });
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body).sort()).toEqual([
      'email:invalid_email',
      'firstName:required',
      'lastName:required',
      'phone:invalid_phone',
      'vip:unrecognized_keys',
    ]);
  });

  it('refuses a second customer with the same phone, however it is typed, naming the phone', async () => {
    const merchant = await signedIn(t, 'en');
    await addCustomer(merchant, { phone: '0551112233' });
    const res = await merchant.post('/merchant/customer', validCustomer({ phone: '+966 55 111 2233' }));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CONFLICT');
    expect(res.body.error.fields).toEqual([
      { path: 'phone', code: 'phone_taken', message: 'You already have a customer with this number' },
    ]);
    // Another store may have the same customer.
    expect((await (await signedIn(t)).post('/merchant/customer', validCustomer({ phone: '0551112233' }))).status).toBe(201);
  });
});

describe('editing a customer', () => {
  it('saves the new details and keeps its own phone', async () => {
    const c = await addCustomer(m, { phone: '0552223344' });
    const res = await m.put(`/merchant/customer/${c.id}`, validCustomer({ firstName: 'محمد', phone: '0552223344' }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('تم تحديث بيانات العميل');
    expect(res.body.data).toMatchObject({ id: c.id, fullName: 'محمد الغامدي', phone: '+966552223344' });
  });

  it("refuses another customer's phone", async () => {
    const a = await addCustomer(m);
    const b = await addCustomer(m);
    const res = await m.put(`/merchant/customer/${b.id}`, validCustomer({ phone: a.phone }));
    expect(res.status).toBe(409);
    expect(fieldCodes(res.body)).toEqual(['phone:phone_taken']);
  });
});

describe('the customers list', () => {
  it('pages the customers newest first', async () => {
    const merchant = await signedIn(t);
    for (const firstName of ['سارة', 'خالد', 'نورة']) await addCustomer(merchant, { firstName, lastName: 'القحطاني' });
    const res = await merchant.get('/merchant/customer/query?page=1&pageSize=2');
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(res.body.data.map((c: { fullName: string }) => c.fullName)).toEqual(['نورة القحطاني', 'خالد القحطاني']);
    expect(await names(merchant, '/merchant/customer/query?page=2&pageSize=2')).toEqual(['سارة القحطاني']);
  });

  it('shows each customer’s orders count and the total of their sales only', async () => {
    const merchant = await signedIn(t);
    const c = await addCustomer(merchant);
    await insertOrder(t, merchant.storeId, { customerId: c.id, status: 'Paid', total: 11_500 });
    await insertOrder(t, merchant.storeId, { customerId: c.id, status: 'Completed', total: 5_025 });
    await insertOrder(t, merchant.storeId, { customerId: c.id, status: 'Pending', total: 99_900 });
    await insertOrder(t, merchant.storeId, { customerId: c.id, status: 'Cancelled', total: 4_000 });
    const [row] = (await merchant.get('/merchant/customer/query')).body.data;
    expect(row).toMatchObject({ id: c.id, ordersCount: 4, totalSpent: 165.25 });
  });

  it('finds a customer by a name spelt with other alef, taa marbuta and yaa forms or marks', async () => {
    const merchant = await signedIn(t);
    await addCustomer(merchant, { firstName: 'أسامة', lastName: 'الحُدَيْدي' });
    await addCustomer(merchant, { firstName: 'مصطفى', lastName: 'إبراهيم' });
    await addCustomer(merchant, { firstName: 'Lina', lastName: 'Haddad', email: 'lina.h@mail.ye' });
    const url = (s: string) => `/merchant/customer/query?search=${q(s)}`;
    expect(await names(merchant, url('اسامه'))).toEqual(['أسامة الحُدَيْدي']);
    expect(await names(merchant, url('الحديدي'))).toEqual(['أسامة الحُدَيْدي']);
    expect(await names(merchant, url('مصطفي ابراهيم'))).toEqual(['مصطفى إبراهيم']);
    expect(await names(merchant, url('LINA.H@'))).toEqual(['Lina Haddad']);
    expect(await names(merchant, url('%'))).toEqual([]);
  });

  it('finds a customer by the phone typed locally, without its zero, or with the country code', async () => {
    const merchant = await signedIn(t);
    await addCustomer(merchant, { firstName: 'فهد', phone: '+966501234567' });
    await addCustomer(merchant, { firstName: 'علي', phone: '+967771234568' });
    const url = (s: string) => `/merchant/customer/query?search=${q(s)}`;
    for (const typed of ['0501234567', '501234567', '+966 50 123 4567', '٠٥٠١٢٣٤٥٦٧'])
      expect(await names(merchant, url(typed))).toEqual(['فهد الغامدي']);
    expect(await names(merchant, url('0771234568'))).toEqual(['علي الغامدي']);
  });

  it('finds «عبد الرحمن» written joined or apart, whichever way it was typed', async () => {
    const merchant = await signedIn(t);
    await addCustomer(merchant, { firstName: 'عبد الرحمن', lastName: 'الزهراني' });
    await addCustomer(merchant, { firstName: 'عبدالرحمن', lastName: 'العتيبي' });
    const url = (s: string) => `/merchant/customer/query?search=${q(s)}`;
    const both = ['عبد الرحمن الزهراني', 'عبدالرحمن العتيبي'];
    expect((await names(merchant, url('عبدالرحمن'))).sort()).toEqual(both);
    expect((await names(merchant, url('عبد الرحمن'))).sort()).toEqual(both);
    expect(await names(merchant, url('عبد  الرحمن العتيبي'))).toEqual(['عبدالرحمن العتيبي']);
  });
});

describe('the customer picker search', () => {
  it('answers at most the asked number of matches, never more than 20', async () => {
    const merchant = await signedIn(t);
    for (let i = 0; i < 3; i += 1) await addCustomer(merchant, { firstName: 'هدى' });
    const res = await merchant.get(`/merchant/customer/search?search=${q('هدي')}&limit=2`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toMatchObject({ firstName: 'هدى', ordersCount: 0 });
    const tooMany = await merchant.get('/merchant/customer/search?limit=21');
    expect(fieldCodes(tooMany.body)).toEqual(['limit:too_big']);
  });

  it('answers the newest matches first, whether they are among the newest 2,000 customers or older', async () => {
    const merchant = await signedIn(t);
    const older = [];
    for (let i = 0; i < 3; i += 1) older.push((await addCustomer(merchant, { firstName: 'سلمى', lastName: `الأولى${i}` })).id);
    // 2,100 newer customers, every 100th of them a نورة, written straight to the table (a second apart).
    await t.database.pool.query(
      `insert into customers (id, store_id, first_name, last_name, phone, email, search_text, search_key, created_at)
       select gen_random_uuid(), $1, n.first, 'المري' || i, '+9665' || lpad(i::text, 8, '0'), 'c' || i || '@t.test',
              n.first || ' المري' || i, n.key || ' almry' || i, now() + make_interval(secs => i)
         from generate_series(1, 2100) i,
              lateral (select case when i % 100 = 0 then 'نوره' else 'زيد' end as first,
                              case when i % 100 = 0 then 'nwri' else 'zyd' end as key) n`,
      [merchant.storeId],
    );
    const search = async (text: string, limit: number) =>
      (await merchant.get(`/merchant/customer/search?search=${q(text)}&limit=${limit}`)).body.data as {
        id: string;
        lastName: string;
      }[];
    // نورة: 21 of them, the newest 5 of which sit among the newest customers.
    expect((await search('نورة', 5)).map((c) => c.lastName)).toEqual([
      'المري2100',
      'المري2000',
      'المري1900',
      'المري1800',
      'المري1700',
    ]);
    // سلمى: older than the newest 2,000, found through the index, newest first.
    expect((await search('سلمي', 10)).map((c) => c.id)).toEqual([...older].reverse());
    // As many as the picker takes: 20 of the 21, down to the oldest of them among the newest 2,000.
    const twenty = await search('نوره', 20);
    expect(twenty).toHaveLength(20);
    expect(twenty.at(-1)?.lastName).toBe('المري200');
  });

  it('finds by the phone without its leading zero', async () => {
    const merchant = await signedIn(t);
    await addCustomer(merchant, { firstName: 'ريم', phone: '0561239876' });
    await addCustomer(merchant, { firstName: 'منى' });
    const res = await merchant.get('/merchant/customer/search?search=561239876');
    expect(res.body.data.map((c: { firstName: string }) => c.firstName)).toEqual(['ريم']);
  });
});

describe('the customer page', () => {
  it('shows the customer, their addresses and their last 20 orders, newest first', async () => {
    const merchant = await signedIn(t);
    const c = await addCustomer(merchant);
    const home = await addAddress(merchant, c.id, { city: 'جدة' });
    const start = Date.now() - 30 * 86_400_000;
    const placed = [];
    for (let i = 0; i < 22; i += 1)
      placed.push(
        await insertOrder(t, merchant.storeId, { customerId: c.id, total: 1_000, createdAt: new Date(start + i * 3_600_000) }),
      );
    await insertOrder(t, merchant.storeId, { customerId: null });
    const res = await merchant.get(`/merchant/customer/${c.id}`);
    expect(res.status).toBe(200);
    const { customer, addresses, orders, currency } = res.body.data;
    expect(customer).toMatchObject({ id: c.id, ordersCount: 22, totalSpent: 220 });
    expect(addresses).toEqual([
      expect.objectContaining({ customerAddressId: home.customerAddressId, city: 'جدة', isDefault: true }),
    ]);
    expect(orders).toHaveLength(20);
    expect(orders[0]).toEqual({
      orderId: placed[21]!.id,
      number: placed[21]!.number,
      status: 'Paid',
      total: 10,
      createdAt: expect.any(String),
    });
    expect(orders.at(-1).number).toBe(placed[2]!.number);
    expect(currency).toBe('YER');
  });
});

describe('deleting a customer', () => {
  it('deletes a customer who has no order, with their addresses', async () => {
    const c = await addCustomer(m);
    await addAddress(m, c.id);
    const res = await m.delete(`/merchant/customer/${c.id}`);
    expect(res.body).toMatchObject({ success: true, message: 'تم حذف العميل', data: null });
    expect((await m.get(`/merchant/customer/${c.id}`)).status).toBe(404);
  });

  it('refuses to delete a customer with an order and says why, keeping the customer', async () => {
    const merchant = await signedIn(t, 'en');
    const c = await addCustomer(merchant);
    await insertOrder(t, merchant.storeId, { customerId: c.id, status: 'Cancelled' });
    const res = await merchant.delete(`/merchant/customer/${c.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CONFLICT');
    expect(res.body.message).toBe('A customer with orders cannot be deleted; their orders stay linked to them');
    expect((await merchant.get(`/merchant/customer/${c.id}`)).status).toBe(200);
  });
});

describe('shipping options', () => {
  it('offers standard, express and pickup with their fees and delivery times in both languages', async () => {
    const res = await m.get('/store/shipping-provider/merchant');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ shippingProviderId: 'standard', deliveryEn: '2 to 5 business days', fee: 15, freeFrom: 200 }),
      expect.objectContaining({ shippingProviderId: 'express', deliveryAr: 'في اليوم نفسه', fee: 20, freeFrom: null }),
      expect.objectContaining({ shippingProviderId: 'pickup', nameEn: 'Pickup from the branch', fee: 0 }),
    ]);
  });
});

describe("another store's customers", () => {
  it('answers 404 on every call that names them, and leaves them untouched', async () => {
    const [a, b] = await Promise.all([signedIn(t), signedIn(t)]);
    const c = await addCustomer(a);
    const address = await addAddress(a, c.id);
    const own = await addCustomer(b);
    const url = `/merchant/customer/${c.id}`;
    const calls = [
      b.get(url),
      b.put(url, validCustomer()),
      b.delete(url),
      b.get(`${url}/address`),
      b.post(`${url}/address`, { country: 'SA', city: 'الرياض', streetAddress1: 'شارع', phone: '0501234567' }),
      b.put(`${url}/address/${address.customerAddressId}`, {
        country: 'SA',
        city: 'الرياض',
        streetAddress1: 'شارع',
        phone: '0501234567',
      }),
      b.delete(`${url}/address/${address.customerAddressId}`),
      // Their own customer with the other store's address.
      b.delete(`/merchant/customer/${own.id}/address/${address.customerAddressId}`),
    ];
    for (const res of await Promise.all(calls)) expect(res.body.error?.code).toBe('NOT_FOUND');
    expect(await names(b, '/merchant/customer/query')).toEqual([own.fullName]);
    expect(
      (await b.get(`/merchant/customer/search?search=${q(c.fullName)}`)).body.data.map((x: { id: string }) => x.id),
    ).not.toContain(c.id);
    const still = (await a.get(url)).body.data;
    expect(still.customer.fullName).toBe(c.fullName);
    expect(still.addresses).toHaveLength(1);
  });
});
