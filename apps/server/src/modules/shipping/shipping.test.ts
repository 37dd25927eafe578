import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { orderStore, type OrderStore } from '../orders/order.fixtures.ts';
import { fieldCodes, signedIn } from '../store/store.fixtures.ts';
import { forCity, shippingSettingsOf } from './shipping.service.ts';
import { shippingMethodSettings } from './tables.ts';

// The store's shipping methods (docs/product-rules.md "Shipping"): the spec's defaults until
// changed, the store's own fees and free-from amounts in its currency's digits, a method turned off
// no longer offered nor taken by a cart or an order, and one store never touching another's.
// Musk is 100.00 + 15% VAT.
let t: TestApp;
let s: OrderStore;
beforeAll(async () => {
  t = await createTestApp();
  s = await orderStore(t, { taxPercent: 15 });
  await s.addDefaultAddress();
});
afterAll(() => t.close());

type Method = { shippingProviderId: string; enabled: boolean; fee: number; freeFrom: number | null };
const brief = (list: Method[]) => list.map((m) => [m.shippingProviderId, m.enabled, m.fee, m.freeFrom]);
const cartWithMusk = async () => {
  const sessionId = uuidv7();
  const cart = await s.post(`/cart/marchant/cart-details/${sessionId}`, { productId: s.musk.productId, quantity: 1 });
  return { sessionId, cartHeaderId: cart.body.data.cartHeaderId as string };
};

describe('the shipping methods of a store', () => {
  it('starts from the spec’s copy: standard 15 free from 200, express 20, pickup free, all on', async () => {
    const merchant = await signedIn(t);
    const list = await merchant.get('/store/shipping-provider');
    expect(list.status).toBe(200);
    expect(brief(list.body.data)).toEqual([
      ['standard', true, 15, 200],
      ['express', true, 20, null],
      ['pickup', true, 0, null],
    ]);
    expect(list.body.data[0]).toMatchObject({ nameAr: 'الشحن العادي', deliveryEn: '2 to 5 business days' });
    expect((await merchant.get('/store/shipping-provider/status')).body.data).toEqual({
      enabled: ['standard', 'express', 'pickup'],
      anyEnabled: true,
      saved: false,
    });
  });

  it('saves the store’s fees from an array, and a cart is priced by them', async () => {
    const res = await s.post('/store/shipping-provider', [
      { shippingProviderId: 'standard', enabled: true, fee: 12.5, freeFrom: 300 },
      { shippingProviderId: 'express', enabled: true, fee: 35, freeFrom: null },
    ]);
    expect([res.status, res.body.message]).toEqual([200, 'تم حفظ طرق الشحن']);
    expect(brief(res.body.data)).toEqual([
      ['standard', true, 12.5, 300],
      ['express', true, 35, null],
      ['pickup', true, 0, null],
    ]);
    expect((await s.get('/store/shipping-provider/status')).body.data).toMatchObject({ anyEnabled: true, saved: true });
    const { cartHeaderId } = await cartWithMusk();
    const standard = await s.post('/cart/marchant/shipping-provider-store/standard', { cartHeaderId });
    expect(standard.body.data).toMatchObject({ shippingFee: 12.5, cartTotal: 127.5 });
    const express = await s.post('/cart/marchant/shipping-provider-store/express', { cartHeaderId });
    expect(express.body.data).toMatchObject({ shippingFee: 35, cartTotal: 150 });
  });

  it('refuses a negative fee, fils beyond the currency, a method named twice or unknown, and an object for the array', async () => {
    const codes = async (body: unknown) => fieldCodes((await s.post('/store/shipping-provider', body)).body);
    expect(await codes([{ shippingProviderId: 'express', enabled: true, fee: -1, freeFrom: null }])).toEqual(['0.fee:too_small']);
    expect(await codes([{ shippingProviderId: 'express', enabled: true, fee: 1.005, freeFrom: null }])).toEqual([
      '0.fee:too_many_decimals',
    ]);
    const twice = { shippingProviderId: 'pickup', enabled: true, fee: 0, freeFrom: null };
    expect(await codes([twice, twice])).toEqual([':invalid_value']);
    expect(await codes([{ ...twice, shippingProviderId: 'drone' }])).toEqual(['0.shippingProviderId:invalid_value']);
    expect((await s.post('/store/shipping-provider', twice)).status).toBe(400);
    expect(brief((await s.get('/store/shipping-provider')).body.data)[1]).toEqual(['express', true, 35, null]);
  });

  it('turns a method off: not offered to a manual order, refused by a cart and by the order of a cart that had it', async () => {
    const { sessionId, cartHeaderId } = await cartWithMusk();
    await s.post(`/cart/marchant/customer/${sessionId}`, { customerId: s.customer.id });
    await s.post('/cart/marchant/shipping-provider-store/express', { cartHeaderId });
    const off = await s.delete('/store/shipping-provider/express');
    expect([off.status, off.body.message]).toEqual([200, 'تم إيقاف طريقة الشحن']);
    const offered = (await s.get('/store/shipping-provider/merchant')).body.data as Method[];
    expect(offered.map((m) => m.shippingProviderId)).toEqual(['standard', 'pickup']);
    const refused = await s.post('/cart/marchant/shipping-provider-store/express', { cartHeaderId });
    expect([refused.status, fieldCodes(refused.body), refused.body.error.fields[0].message]).toEqual([
      400,
      ['id:shipping_method_off'],
      'طريقة الشحن هذه متوقفة في متجرك',
    ]);
    const order = await s.post('/order/merchant/manual-order', {
      sessionId,
      idempotencyKey: uuidv7(),
      warehouseId: s.mainWarehouseId,
    });
    expect([order.status, fieldCodes(order.body)]).toEqual([400, ['shippingOption:shipping_method_off']]);
    // Its fee is kept for when it is on again.
    const again = await s.post('/store/shipping-provider', [
      { shippingProviderId: 'express', enabled: true, fee: 35, freeFrom: null },
    ]);
    expect(brief(again.body.data)[1]).toEqual(['express', true, 35, null]);
  });

  it('keeps each store’s methods its own', async () => {
    const other = await signedIn(t);
    await other.delete('/store/shipping-provider/pickup');
    expect(brief((await s.get('/store/shipping-provider')).body.data)[2]).toEqual(['pickup', true, 0, null]);
    expect(brief((await other.get('/store/shipping-provider')).body.data)[2]).toEqual(['pickup', false, 0, null]);
  });

  it('charges a city of the reference data its own fee in the cart and the order, the others the method’s', async () => {
    const o = await orderStore(t, { taxPercent: 15 });
    await o.addDefaultAddress();
    const saved = await o.post('/store/shipping-provider', [
      {
        shippingProviderId: 'express',
        enabled: true,
        fee: 20,
        freeFrom: null,
        cityFees: [
          { cityId: 'SA-riyadh', fee: 9.5 },
          { cityId: 'SA-jeddah', fee: 25 },
        ],
      },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.data[1].cityFees).toEqual([
      { cityId: 'SA-riyadh', fee: 9.5 },
      { cityId: 'SA-jeddah', fee: 25 },
    ]);
    // Saved again without its cities: they stay.
    await o.post('/store/shipping-provider', [{ shippingProviderId: 'express', enabled: true, fee: 22, freeFrom: null }]);
    expect((await o.get('/store/shipping-provider')).body.data[1]).toMatchObject({
      fee: 22,
      cityFees: [{ cityId: 'SA-riyadh' }, { cityId: 'SA-jeddah' }],
    });
    const sessionId = uuidv7();
    const cart = await o.post(`/cart/marchant/cart-details/${sessionId}`, { productId: o.musk.productId, quantity: 1 });
    expect(
      (await o.post('/cart/marchant/shipping-provider-store/express', { cartHeaderId: cart.body.data.cartHeaderId })).body.data
        .shippingFee,
    ).toBe(22);
    // The customer's address is in Riyadh: its fee.
    const withCustomer = await o.post(`/cart/marchant/customer/${sessionId}`, { customerId: o.customer.id });
    expect(withCustomer.body.data).toMatchObject({ shippingFee: 9.5, cartTotal: 124.5 });
    const made = await o.post('/order/merchant/manual-order', {
      sessionId,
      idempotencyKey: uuidv7(),
      warehouseId: o.mainWarehouseId,
    });
    expect(made.status).toBe(201);
    const order = (await o.get(`/order/store-order-details/${made.body.data.orderId}`)).body.data;
    expect([order.shippingFee, order.totalAmount]).toEqual([9.5, 124.5]);
  });

  it('refuses a city twice, a city not in the reference data and a typed name, in the merchant’s language, and fils beyond the currency', async () => {
    const save = (cityFees: unknown[], lang: 'ar' | 'en' = 'ar') =>
      t.call(
        'POST',
        '/api/v2/store/shipping-provider',
        [{ shippingProviderId: 'express', enabled: true, fee: 20, freeFrom: null, cityFees }],
        {
          token: s.token,
          lang,
        },
      );
    const twice = await save([
      { cityId: 'SA-jeddah', fee: 1 },
      { cityId: 'SA-jeddah', fee: 2 },
    ]);
    expect(fieldCodes(twice.body)).toEqual(['0.cityFees:city_twice']);
    for (const lang of ['ar', 'en'] as const) {
      const unknown = await save([{ cityId: 'SA-atlantis', fee: 1 }], lang);
      expect([unknown.status, unknown.body.error.fields]).toEqual([
        400,
        [
          {
            path: '0.cityFees.0.cityId',
            code: 'invalid_city',
            message: lang === 'ar' ? 'المدينة غير صالحة' : 'The city is not valid',
          },
        ],
      ]);
    }
    // A name typed as before (the picker sends the city's id): refused, nothing saved.
    expect((await save([{ city: 'جده', fee: 1 }])).status).toBe(400);
    const fils = await save([{ cityId: 'SA-jeddah', fee: 1.005 }]);
    expect(fieldCodes(fils.body)).toEqual(['0.cityFees.0.fee:too_many_decimals']);
    expect((await s.get('/store/shipping-provider')).body.data[1].cityFees).toEqual([]);
  });

  it('reads the cities saved by name before the picker as their reference city, and a city’s English name on an address', async () => {
    const o = await orderStore(t, { taxPercent: 15 });
    await t.database.db.insert(shippingMethodSettings).values({
      storeId: o.storeId,
      method: 'express',
      enabled: true,
      fee: 2000,
      freeFrom: null,
      cityFees: [
        { city: 'جده', fee: 2500 },
        { city: 'Riyadh ', fee: 950 },
        { city: 'مدينة لا نعرفها', fee: 100 },
      ],
    });
    expect((await o.get('/store/shipping-provider')).body.data[1].cityFees).toEqual([
      { cityId: 'SA-jeddah', fee: 25 },
      { cityId: 'SA-riyadh', fee: 9.5 },
    ]);
    const setting = (await shippingSettingsOf(t.database.db, o.storeId, 'SAR'))[1]!;
    expect([
      forCity(setting, 'جدة').fee,
      forCity(setting, 'JEDDAH').fee,
      forCity(setting, 'الرياض').fee,
      forCity(setting, 'Dammam').fee,
    ]).toEqual([2500, 2500, 950, 2000]);
  });
});
