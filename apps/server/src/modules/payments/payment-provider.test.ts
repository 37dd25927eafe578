import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { productStore, type ProductStore } from '../catalogue/product.fixtures.ts';
import { orderStore } from '../orders/order.fixtures.ts';
import { fieldCodes, signedIn } from '../store/store.fixtures.ts';

// The store's payment providers (docs/product-rules.md "Payments"): cash on delivery and bank
// transfer configured, enabled, stopped; every bad input refused on its field; one store never
// sees or stops another's.
let t: TestApp;
let s: ProductStore;
beforeAll(async () => {
  t = await createTestApp();
  s = await productStore(t, { currency: 'SAR' });
});
afterAll(() => t.close());

/** A real Saudi IBAN with valid check digits, typed as people type it. */
const IBAN = 'sa03 8000 0000 6080 1016 7519';
const BANK = {
  bankName: 'مصرف الراجحي',
  accountHolder: 'مؤسسة عطور الشرق',
  iban: IBAN,
  instructionsAr: 'أرسل صورة الإيصال عبر واتساب',
  instructionsEn: 'Send the receipt on WhatsApp',
};
const COD = { fee: 15, maxOrderAmount: 2000, warehouseIds: [] as string[], cities: ['الرياض', 'جدة'] };

describe('the payment providers of a store', () => {
  it('lists cash on delivery, bank transfer, Stripe (unavailable without the platform key) and Moyasar, none enabled, for a new store', async () => {
    const merchant = await signedIn(t);
    const list = await merchant.get('/store/payment-provider');
    expect(list.status).toBe(200);
    const none = { enabled: false, available: true, paymentProviderStorePublicId: null, settings: null };
    expect(list.body.data).toEqual([
      { id: 'cash_on_delivery', ...none },
      { id: 'bank_transfer', ...none },
      { id: 'stripe', ...none, available: false },
      { id: 'moyasar', ...none },
    ]);
    expect((await merchant.get('/store/payment-provider/status')).body.data).toEqual({ enabled: [], anyEnabled: false });
  });

  it('configures and enables cash on delivery: its fee, its maximum, its branches and cities', async () => {
    const res = await s.put('/store/payment-provider/cash-on-delivery', { ...COD, warehouseIds: [s.mainWarehouseId] });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('تم حفظ طريقة الدفع وتفعيلها');
    expect(res.body.data).toMatchObject({
      id: 'cash_on_delivery',
      enabled: true,
      settings: { fee: 15, maxOrderAmount: 2000, warehouseIds: [s.mainWarehouseId], cities: ['الرياض', 'جدة'] },
    });
    expect((await s.get('/store/payment-provider/status')).body.data).toEqual({
      enabled: ['cash_on_delivery'],
      anyEnabled: true,
    });
  });

  it('keeps the IBAN without spaces, in capitals, and the instructions in both languages', async () => {
    const res = await s.put('/store/payment-provider/bank-transfer', BANK);
    expect(res.status).toBe(200);
    expect(res.body.data.settings).toEqual({ ...BANK, iban: 'SA0380000000608010167519' });
    const list = (await s.get('/store/payment-provider')).body.data;
    expect(list.map((p: { id: string; enabled: boolean }) => [p.id, p.enabled])).toEqual([
      ['cash_on_delivery', true],
      ['bank_transfer', true],
      ['stripe', false],
      ['moyasar', false],
    ]);
  });

  it('refuses an IBAN that fails its check, its length or its country, on the field, in the store’s language', async () => {
    const codes = async (iban: string) =>
      fieldCodes((await s.put('/store/payment-provider/bank-transfer', { ...BANK, iban })).body);
    expect(await codes('SA04 8000 0000 6080 1016 7519')).toEqual(['iban:iban_check']);
    expect(await codes('SA03 8000 0000 6080 1016 751')).toEqual(['iban:iban_length']);
    expect(await codes('XX03 8000 0000 6080 1016 7519')).toEqual(['iban:iban_country']);
    const res = await s.put('/store/payment-provider/bank-transfer', { ...BANK, iban: 'SA04 8000 0000 6080 1016 7519' });
    expect([res.status, res.body.error.fields[0].message]).toEqual([400, 'الآيبان غير صحيح: راجع الأرقام كما في كشف الحساب']);
    // Nothing was changed by the refusals.
    const bank = (await s.get('/store/payment-provider')).body.data[1];
    expect(bank.settings.iban).toBe('SA0380000000608010167519');
  });

  it('refuses a negative fee, a maximum below the fee, fils beyond the currency, another store’s branch and a missing bank name', async () => {
    const codes = async (body: object) =>
      fieldCodes((await s.put('/store/payment-provider/cash-on-delivery', { ...COD, ...body })).body);
    expect(await codes({ fee: -1 })).toEqual(['fee:too_small']);
    expect(await codes({ fee: 20, maxOrderAmount: 10 })).toEqual(['maxOrderAmount:cod_max_below_fee']);
    expect(await codes({ fee: 1.005 })).toEqual(['fee:too_many_decimals']);
    const other = await productStore(t);
    expect(await codes({ warehouseIds: [other.mainWarehouseId] })).toEqual(['warehouseIds.0:invalid_value']);
    const { bankName: _gone, ...noName } = BANK;
    expect(fieldCodes((await s.put('/store/payment-provider/bank-transfer', noName)).body)).toEqual(['bankName:required']);
    expect((await s.get('/store/payment-provider')).body.data[0].settings.fee).toBe(15);
  });

  it('stops a provider by its public id and keeps its settings; another store’s id is 404', async () => {
    const list = (await s.get('/store/payment-provider')).body.data;
    const cod = list[0].paymentProviderStorePublicId as string;
    const other = await signedIn(t);
    expect((await other.delete(`/store/payment-provider/disable/${cod}`)).status).toBe(404);
    const res = await s.delete(`/store/payment-provider/disable/${cod}`);
    expect([res.status, res.body.message]).toEqual([200, 'تم إيقاف طريقة الدفع']);
    const after = (await s.get('/store/payment-provider')).body.data[0];
    expect(after).toMatchObject({ enabled: false, paymentProviderStorePublicId: cod, settings: { fee: 15 } });
    expect((await s.get('/store/payment-provider/status')).body.data).toEqual({ enabled: ['bank_transfer'], anyEnabled: true });
    // Enabled again: the same setting, not a second one.
    const again = await s.put('/store/payment-provider/cash-on-delivery', COD);
    expect(again.body.data.paymentProviderStorePublicId).toBe(cod);
  });
});

describe('a manual order paid by a provider of the store', () => {
  it('takes cash on delivery only where and up to what it is offered, and a bank transfer only while it is on', async () => {
    const o = await orderStore(t, { taxPercent: 15 });
    await o.addDefaultAddress();
    const place = async (paymentMethod: string) => {
      const sessionId = uuidv7();
      const cart = await o.post(`/cart/marchant/cart-details/${sessionId}`, { productId: o.musk.productId, quantity: 1 });
      await o.post(`/cart/marchant/customer/${sessionId}`, { customerId: o.customer.id });
      await o.post('/cart/marchant/shipping-provider-store/standard', { cartHeaderId: cart.body.data.cartHeaderId });
      return o.post('/order/merchant/manual-order', {
        sessionId,
        idempotencyKey: uuidv7(),
        warehouseId: o.mainWarehouseId,
        paymentMethod,
      });
    };
    // Off (never set up): refused, and the cart stays open for another try.
    const off = await place('cash_on_delivery');
    expect([off.status, fieldCodes(off.body)]).toEqual([400, ['paymentMethod:payment_method_off']]);
    await o.put('/store/payment-provider/cash-on-delivery', { ...COD, cities: ['جدة'], maxOrderAmount: null });
    const city = await place('cash_on_delivery');
    expect([fieldCodes(city.body), city.body.error.fields[0].message]).toEqual([
      ['paymentMethod:cod_city'],
      'الدفع عند الاستلام غير متاح في الرياض',
    ]);
    // 115 and 15 of shipping is above a maximum of 100.
    await o.put('/store/payment-provider/cash-on-delivery', { ...COD, cities: [], maxOrderAmount: 100 });
    expect(fieldCodes((await place('cash_on_delivery')).body)).toEqual(['paymentMethod:cod_max']);
    await o.put('/store/payment-provider/cash-on-delivery', { ...COD, cities: ['الرياض'], maxOrderAmount: 500 });
    const made = await place('cash_on_delivery');
    expect(made.status).toBe(201);
    const order = (await o.get(`/order/store-order-details/${made.body.data.orderId}`)).body.data;
    expect([order.status, order.payment.method]).toEqual(['Pending', 'cash_on_delivery']);
    // Its fee (15) is charged on top: 115 of the musk with tax, 15 of shipping, 15 of the fee, untaxed.
    expect([order.paymentFee, order.tax, order.totalAmount]).toEqual([15, 15, 145]);
    expect(fieldCodes((await place('bank_transfer')).body)).toEqual(['paymentMethod:payment_method_off']);
    // A method of the merchant's own words is taken as written.
    expect((await place('STC Pay')).status).toBe(201);
  });

  it('shows cash on delivery’s fee in the cart once chosen, and none for another way or once it is off', async () => {
    const o = await orderStore(t, { taxPercent: 15 });
    await o.put('/store/payment-provider/cash-on-delivery', { ...COD, maxOrderAmount: null, cities: [] });
    const sessionId = uuidv7();
    const cart = await o.post(`/cart/marchant/cart-details/${sessionId}`, { productId: o.musk.productId, quantity: 2 });
    await o.post('/cart/marchant/shipping-provider-store/standard', { cartHeaderId: cart.body.data.cartHeaderId });
    const chosen = await o.post(`/cart/marchant/payment-method/${sessionId}`, { paymentMethod: 'cash_on_delivery' });
    expect(chosen.status).toBe(200);
    // 230 with tax, free shipping from 200, and the fee of 15.
    expect(chosen.body.data).toMatchObject({ paymentMethod: 'cash_on_delivery', shippingFee: 0, paymentFee: 15, cartTotal: 245 });
    const other = await o.post(`/cart/marchant/payment-method/${sessionId}`, { paymentMethod: 'cash' });
    expect(other.body.data).toMatchObject({ paymentMethod: 'cash', paymentFee: 0, cartTotal: 230 });
    await o.post(`/cart/marchant/payment-method/${sessionId}`, { paymentMethod: 'cash_on_delivery' });
    const list = (await o.get('/store/payment-provider')).body.data as { id: string; paymentProviderStorePublicId: string }[];
    await o.delete(
      `/store/payment-provider/disable/${list.find((p) => p.id === 'cash_on_delivery')!.paymentProviderStorePublicId}`,
    );
    expect((await o.get(`/cart/marchant/cart/${sessionId}`)).body.data).toMatchObject({ paymentFee: 0, cartTotal: 230 });
    const cleared = await o.post(`/cart/marchant/payment-method/${sessionId}`, { paymentMethod: null });
    expect(cleared.body.data.paymentMethod).toBeNull();
    expect(fieldCodes((await o.post(`/cart/marchant/payment-method/${sessionId}`, { paymentMethod: '' })).body)).toEqual([
      'paymentMethod:required',
    ]);
  });
});
