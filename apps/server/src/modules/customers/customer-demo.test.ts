import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { signedIn } from '../store/store.fixtures.ts';
import { seedDemoCustomers } from './customer-demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo customers', () => {
  it('adds forty Saudi and Yemeni customers with a default address each, once', async () => {
    const m = await signedIn(t);
    const seed = () => t.database.db.transaction((tx) => seedDemoCustomers(tx, m.storeId));
    const first = await seed();
    expect(first).toHaveLength(40);
    expect(first.every((c) => c.addressId)).toBe(true);
    const again = await seed();
    expect(new Set(again.map((c) => `${c.customerId}:${c.addressId}`))).toEqual(
      new Set(first.map((c) => `${c.customerId}:${c.addressId}`)),
    );

    const list = await m.get('/merchant/customer/query?pageSize=100');
    expect(list.body.pagination.total).toBe(40);
    const phones = list.body.data.map((c: { phone: string }) => c.phone);
    expect(phones.filter((p: string) => p.startsWith('+9665'))).toHaveLength(24);
    expect(phones.filter((p: string) => p.startsWith('+9677'))).toHaveLength(16);

    // The picker finds a demo customer by a variant spelling and by the local phone.
    const found = await m.get(`/merchant/customer/search?search=${encodeURIComponent('فاطمه العولقي')}`);
    expect(found.body.data).toHaveLength(1);
    const local = `0${found.body.data[0].phone.slice(4)}`;
    expect((await m.get(`/merchant/customer/search?search=${local}`)).body.data[0].id).toBe(found.body.data[0].id);

    const page = (await m.get(`/merchant/customer/${found.body.data[0].id}`)).body.data;
    expect(page.addresses[0]).toMatchObject({ country: 'YE', isDefault: true });
    expect(['صنعاء', 'عدن', 'تعز', 'المكلا', 'إب']).toContain(page.addresses[0].city);
    expect(Math.abs(page.addresses[0].latitude - 14)).toBeLessThan(2);
  });
});
