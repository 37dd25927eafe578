import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { fieldCodes, signedIn, type SignedIn } from '../store/store.fixtures.ts';
import { addAddress, addCustomer, validAddress } from './customer.fixtures.ts';

let t: TestApp;
let m: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  m = await signedIn(t);
});
afterAll(() => t.close());

/** The customer's addresses as the list shows them: city and whether it is the default. */
const defaults = async (customerId: string) =>
  (await m.get(`/merchant/customer/${customerId}/address`)).body.data.map(
    (a: { city: string; isDefault: boolean }) => `${a.city}${a.isDefault ? ' *' : ''}`,
  );

describe('adding an address', () => {
  it('saves it with its coordinates and makes the first one the default', async () => {
    const c = await addCustomer(m);
    const res = await m.post(`/merchant/customer/${c.id}/address`, validAddress({ country: 'sa', postalCode: '' }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('تم حفظ العنوان');
    expect(res.body.data).toMatchObject({
      customerId: c.id,
      country: 'SA',
      city: 'الرياض',
      postalCode: null,
      streetAddress2: null,
      latitude: 24.7114,
      longitude: 46.6744,
      isDefault: true,
    });
  });

  it('keeps the first default when a second address is added, and moves it when the new one asks to be default', async () => {
    const c = await addCustomer(m);
    await addAddress(m, c.id, { city: 'جدة' });
    await addAddress(m, c.id, { city: 'مكة المكرمة' });
    expect(await defaults(c.id)).toEqual(['جدة *', 'مكة المكرمة']);
    await addAddress(m, c.id, { city: 'الدمام', isDefault: true });
    expect(await defaults(c.id)).toEqual(['الدمام *', 'جدة', 'مكة المكرمة']);
  });

  it('takes a phone in Arabic digits or with spaces, and refuses letters', async () => {
    const c = await addCustomer(m);
    const arabic = await m.post(`/merchant/customer/${c.id}/address`, validAddress({ phone: '٠٥٠ ١٢٣ ٤٥٦٧' }));
    expect(arabic.body.data.phone).toBe('0501234567');
    const letters = await m.post(`/merchant/customer/${c.id}/address`, validAddress({ phone: '05O1234567' }));
    expect(letters.status).toBe(400);
    expect(letters.body.error.fields).toEqual([{ path: 'phone', code: 'digits_only', message: 'أرقام فقط' }]);
  });

  it('refuses a latitude past 90 and a longitude past 180, and unknown fields', async () => {
    const c = await addCustomer(m);
    const res = await m.post(`/merchant/customer/${c.id}/address`, {
      ...validAddress({ latitude: 90.5, longitude: -181 }),
      map: 'x',
    });
    expect(fieldCodes(res.body).sort()).toEqual(['latitude:too_big', 'longitude:too_small', 'map:unrecognized_keys']);
  });

  it('asks for a city, a street and a phone', async () => {
    const c = await addCustomer(m);
    const res = await m.post(`/merchant/customer/${c.id}/address`, { country: 'YE', city: ' ', streetAddress1: '', phone: '' });
    expect(fieldCodes(res.body).sort()).toEqual(['city:required', 'phone:digits_only', 'streetAddress1:required']);
  });
});

describe('editing an address', () => {
  it('making one the default clears the other', async () => {
    const c = await addCustomer(m);
    await addAddress(m, c.id, { city: 'صنعاء' });
    const aden = await addAddress(m, c.id, { city: 'عدن' });
    const res = await m.put(
      `/merchant/customer/${c.id}/address/${aden.customerAddressId}`,
      validAddress({ city: 'عدن', isDefault: true }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.isDefault).toBe(true);
    expect(await defaults(c.id)).toEqual(['عدن *', 'صنعاء']);
  });

  it('unticking the default hands it to the oldest other address; the only address stays the default', async () => {
    const c = await addCustomer(m);
    const taiz = await addAddress(m, c.id, { city: 'تعز' });
    const only = await m.put(
      `/merchant/customer/${c.id}/address/${taiz.customerAddressId}`,
      validAddress({ city: 'تعز', isDefault: false }),
    );
    expect(only.body.data.isDefault).toBe(true);
    await addAddress(m, c.id, { city: 'إب' });
    await addAddress(m, c.id, { city: 'المكلا' });
    await m.put(`/merchant/customer/${c.id}/address/${taiz.customerAddressId}`, validAddress({ city: 'تعز', isDefault: false }));
    expect(await defaults(c.id)).toEqual(['إب *', 'تعز', 'المكلا']);
  });
});

describe('deleting an address', () => {
  it('deleting the default makes the oldest remaining one the default', async () => {
    const c = await addCustomer(m);
    const first = await addAddress(m, c.id, { city: 'المدينة المنورة' });
    await addAddress(m, c.id, { city: 'جدة' });
    await addAddress(m, c.id, { city: 'الرياض' });
    const res = await m.delete(`/merchant/customer/${c.id}/address/${first.customerAddressId}`);
    expect(res.body).toMatchObject({ success: true, message: 'تم حذف العنوان', data: null });
    expect(await defaults(c.id)).toEqual(['جدة *', 'الرياض']);
  });

  it('answers 404 for an address of another customer of the store', async () => {
    const a = await addCustomer(m);
    const b = await addCustomer(m);
    const address = await addAddress(m, a.id);
    expect((await m.delete(`/merchant/customer/${b.id}/address/${address.customerAddressId}`)).status).toBe(404);
    expect((await m.put(`/merchant/customer/${b.id}/address/${address.customerAddressId}`, validAddress())).status).toBe(404);
    expect(await defaults(a.id)).toEqual(['الرياض *']);
  });
});
