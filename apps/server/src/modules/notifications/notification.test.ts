import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { productStore, sizeAndColour, type ProductStore } from '../catalogue/product.fixtures.ts';
import { fieldCodes } from '../store/store.fixtures.ts';

const PATH = '/store/productavailabilitynotifications';

let t: TestApp;
let m: ProductStore;
let rose: { productId: string };
beforeAll(async () => {
  t = await createTestApp();
  m = await productStore(t);
  rose = await m.addProduct({ nameAr: 'عطر ورد الطائف', nameEn: 'Taif Rose' });
});
afterAll(() => t.close());

let n = 0;
const subscribe = async (who: ProductStore, body: Record<string, unknown>) => {
  const res = await who.post(PATH, { email: `waiting.${++n}@example.test`, customerName: 'نورة', ...body });
  if (res.status !== 201) throw new Error(`not subscribed: ${JSON.stringify(res.body)}`);
  return res.body.data;
};
const setStock = (who: ProductStore, productId: string, quantity: number, variantId?: string) =>
  who.post('/product/stock/update-stock', { changes: [{ productId, variantId, warehouseId: who.mainWarehouseId, quantity }] });

describe('subscribing to a product', () => {
  it('answers the subscription, waiting, with the product and what the store holds of it', async () => {
    const res = await m.post(PATH, { productId: rose.productId, email: ' Noura@Example.Test ', customerName: 'نورة السالم' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('سنرسل إليك رسالة عند توفر المنتج');
    expect(res.body.data).toMatchObject({
      productId: rose.productId,
      productName: 'عطر ورد الطائف',
      productVariantId: null,
      variantLabel: null,
      customerName: 'نورة السالم',
      email: 'noura@example.test',
      isNotified: false,
      notifiedAt: null,
      available: 0,
    });
  });

  it('answers the same subscription when the same e-mail asks again while waiting', async () => {
    const first = await subscribe(m, { productId: rose.productId, email: 'again@example.test' });
    const second = await subscribe(m, { productId: rose.productId, email: 'AGAIN@example.test' });
    expect(second.notificationId).toBe(first.notificationId);
  });

  it("refuses another store's product and a variant of another product, naming the field", async () => {
    const other = await productStore(t);
    const theirs = await other.addProduct();
    expect(
      fieldCodes((await m.post(PATH, { productId: theirs.productId, email: 'a@example.test', customerName: null })).body),
    ).toEqual(['productId:invalid_value']);
    const withSizes = await m.addProduct({ options: sizeAndColour() });
    const res = await m.post(PATH, {
      productId: rose.productId,
      productVariantId: withSizes.variants[0].variantId,
      email: 'a@example.test',
      customerName: null,
    });
    expect(fieldCodes(res.body)).toEqual(['productVariantId:invalid_value']);
  });

  it('refuses a bad e-mail and an unknown field', async () => {
    const res = await m.post(PATH, { productId: rose.productId, email: 'not-an-email', customerName: null, phone: '1' });
    expect(fieldCodes(res.body).sort()).toEqual(['email:invalid_email', 'phone:unrecognized_keys']);
  });
});

describe('the notifications list', () => {
  it('shows the newest first with the variant, and filters waiting from notified', async () => {
    const s = await productStore(t);
    const plain = await s.addProduct({ nameAr: 'بخور عدني' });
    const sized = await s.addProduct({ nameAr: 'عطر سحر الشرق', options: sizeAndColour() });
    const a = await subscribe(s, { productId: plain.productId });
    const b = await subscribe(s, {
      productId: sized.productId,
      productVariantId: sized.variants[1].variantId,
      customerName: null,
    });
    await s.put(`${PATH}/${a.notificationId}/status`, { isNotified: true });

    const all = await s.get(`${PATH}?page=1&pageSize=10`);
    expect(all.body.pagination).toMatchObject({ total: 2 });
    expect(all.body.data.map((x: { notificationId: string }) => x.notificationId)).toEqual([b.notificationId, a.notificationId]);
    expect(all.body.data[0]).toMatchObject({
      productName: 'عطر سحر الشرق',
      variantLabel: '50 مل / أسود',
      customerName: null,
      available: 0,
    });

    const waiting = await s.get(`${PATH}?isNotified=false`);
    expect(waiting.body.data.map((x: { notificationId: string }) => x.notificationId)).toEqual([b.notificationId]);
    const notified = await s.get(`${PATH}?isNotified=true`);
    expect(notified.body.data.map((x: { notificationId: string }) => x.notificationId)).toEqual([a.notificationId]);
    expect((await s.get(`${PATH}?isNotified=maybe`)).status).toBe(400);
  });

  it('shows what the store holds now over every warehouse, and nothing for a product that never runs out', async () => {
    const s = await productStore(t);
    const oud = await s.addProduct({
      quantityManagement: [
        { warehouseId: s.mainWarehouseId, quantity: 2 },
        { warehouseId: s.secondWarehouseId, quantity: 3 },
      ],
    });
    const made = await s.addProduct({ isInfinty: true });
    await subscribe(s, { productId: oud.productId });
    await subscribe(s, { productId: made.productId });
    const rows = (await s.get(PATH)).body.data;
    expect(rows.map((r: { available: number | null }) => r.available)).toEqual([null, 5]);
  });
});

describe('marking a notification', () => {
  it('records when it was marked notified, and clears it when marked waiting again', async () => {
    const sub = await subscribe(m, { productId: rose.productId });
    const done = await m.put(`${PATH}/${sub.notificationId}/status`, { isNotified: true });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('تم تحديث حالة التنبيه');
    expect(done.body.data.isNotified).toBe(true);
    expect(Date.now() - Date.parse(done.body.data.notifiedAt)).toBeLessThan(60_000);
    const back = await m.put(`${PATH}/${sub.notificationId}/status`, { isNotified: false });
    expect(back.body.data).toMatchObject({ isNotified: false, notifiedAt: null });
    expect(fieldCodes((await m.put(`${PATH}/${sub.notificationId}/status`, {})).body)).toEqual(['isNotified:required']);
  });
});

describe('deleting a notification', () => {
  it('says it was deleted and it leaves the list', async () => {
    const sub = await subscribe(m, { productId: rose.productId });
    const res = await m.delete(`${PATH}/${sub.notificationId}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('تم حذف التنبيه');
    const ids = (await m.get(`${PATH}?pageSize=100`)).body.data.map((x: { notificationId: string }) => x.notificationId);
    expect(ids).not.toContain(sub.notificationId);
    expect((await m.delete(`${PATH}/${sub.notificationId}`)).status).toBe(404);
  });
});

describe('without an SMTP server', () => {
  it('keeps the back-in-stock mail in the outbox and marks the subscriber notified', async () => {
    const s = await productStore(t);
    const product = await s.addProduct({ nameAr: 'دهن ورد طائفي' });
    const sub = await subscribe(s, { productId: product.productId, email: 'outbox@example.test' });
    expect((await setStock(s, product.productId, 4)).status).toBe(200);
    expect(await t.lastMail('outbox@example.test')).toMatchObject({ status: 'logged', template: 'back-in-stock', lang: 'ar' });
    const [row] = (await s.get(`${PATH}?isNotified=true`)).body.data;
    expect(row).toMatchObject({ notificationId: sub.notificationId, isNotified: true, available: 4 });
  });
});

describe("another store's notifications", () => {
  it('answers 404 for every call that takes their id and lists none of them', async () => {
    const other = await productStore(t);
    const theirs = await subscribe(other, { productId: (await other.addProduct()).productId });
    expect((await m.put(`${PATH}/${theirs.notificationId}/status`, { isNotified: true })).status).toBe(404);
    expect((await m.delete(`${PATH}/${theirs.notificationId}`)).status).toBe(404);
    const mine = (await m.get(`${PATH}?pageSize=100`)).body.data.map((x: { notificationId: string }) => x.notificationId);
    expect(mine).not.toContain(theirs.notificationId);
    expect((await other.get(PATH)).body.data[0]).toMatchObject({ notificationId: theirs.notificationId, isNotified: false });
  });

  it('asks for a sign-in', async () => {
    expect((await t.get(`/api/v2${PATH}`)).status).toBe(401);
  });
});
