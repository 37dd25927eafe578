import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { eventually } from '../../../test/eventually.ts';
import { startSmtpServer } from '../../../test/smtp-server.ts';
import { ORDER_STATUS_IDS } from '@souqna/contracts';
import { productStore, sizeAndColour, type ProductStore } from '../catalogue/product.fixtures.ts';
import { createOrder } from '../orders/order-create.ts';

const PATH = '/store/productavailabilitynotifications';
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let m: ProductStore;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'سوقنا <no-reply@souqna.test>' });
  m = await productStore(t);
  await m.put('/store/email-sender', { senderName: 'متجر الأمل', senderEmail: 'info@al-amal.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailTo = (email: string) => smtp.received.filter((mail) => JSON.stringify(mail.to).includes(email));
const waitForMail = (email: string, ms = 15_000): Promise<ParsedMail> =>
  eventually(() => mailTo(email)[0], `a mail to ${email}`, ms);
const subscribe = async (body: Record<string, unknown>) => {
  const res = await m.post(PATH, { customerName: null, ...body });
  if (res.status !== 201) throw new Error(`not subscribed: ${JSON.stringify(res.body)}`);
  return res.body.data as { notificationId: string };
};
const statusOf = async (id: string) =>
  (
    (await m.get(`${PATH}?pageSize=100`)).body.data as {
      notificationId: string;
      isNotified: boolean;
      notifiedAt: string | null;
    }[]
  ).find((x) => x.notificationId === id);
const setStock = async (productId: string, quantity: number, variantId?: string, warehouseId = m.mainWarehouseId) => {
  const res = await m.post('/product/stock/update-stock', { changes: [{ productId, variantId, warehouseId, quantity }] });
  if (res.status !== 200) throw new Error(`stock not set: ${JSON.stringify(res.body)}`);
};

describe('a product back in stock', () => {
  it('e-mails the waiting customer when a cancelled order puts back the last unit it took', async () => {
    const amber = await m.addProduct({ nameAr: 'عنبر أسود' });
    await setStock(amber.productId, 1);
    const order = await t.database.db.transaction((tx) =>
      createOrder(
        tx,
        { storeId: m.storeId, userId: null },
        {
          customer: null,
          address: null,
          warehouseId: m.mainWarehouseId,
          items: [{ productId: amber.productId, variantId: null, quantity: 1 }],
          coupon: null,
          shippingOption: null,
          notes: null,
          paid: false,
          paymentMethod: null,
          idempotencyKey: null,
        },
      ),
    );
    await subscribe({ productId: amber.productId, email: 'huda@example.test', customerName: 'هدى' });
    const cancelled = await m.put(
      `/order/store-update-status-orders-by/${order.orderId}?statusId=${ORDER_STATUS_IDS.Cancelled}`,
      undefined,
    );
    expect(cancelled.status).toBe(200);
    expect((await waitForMail('huda@example.test')).subject).toBe('عنبر أسود متوفر الآن في متجر الأمل');
  });

  it("e-mails the waiting customer in Arabic, in the store's name, and marks them notified", async () => {
    const rose = await m.addProduct({ nameAr: 'عطر ورد الطائف الملكي' });
    const sub = await subscribe({ productId: rose.productId, email: 'noura@example.test', customerName: 'نورة' });
    await setStock(rose.productId, 5);

    const mail = await waitForMail('noura@example.test');
    expect(mail.subject).toBe('عطر ورد الطائف الملكي متوفر الآن في متجر الأمل');
    expect(mail.from?.value).toEqual([{ name: 'متجر الأمل', address: 'no-reply@souqna.test' }]);
    expect(mail.replyTo?.value[0]?.address).toBe('info@al-amal.example');
    expect(mail.text).toContain('مرحبًا نورة،');
    expect(mail.text).toContain(`https://${m.domain}.`);
    expect(mail.html).toContain('dir="rtl"');
    await expect.poll(async () => (await statusOf(sub.notificationId))?.isNotified, { timeout: 10_000 }).toBe(true);
    expect((await statusOf(sub.notificationId))?.notifiedAt).not.toBeNull();
  });

  it('mails nobody when stock that was already there grows, nor anyone already notified', async () => {
    const musk = await m.addProduct({ quantityManagement: [{ warehouseId: m.mainWarehouseId, quantity: 2 }] });
    await subscribe({ productId: musk.productId, email: 'had-stock@example.test' });
    await setStock(musk.productId, 9);
    const amber = await m.addProduct();
    const done = await subscribe({ productId: amber.productId, email: 'told-already@example.test' });
    await m.put(`${PATH}/${done.notificationId}/status`, { isNotified: true });
    const other = await subscribe({ productId: amber.productId, email: 'still-waiting@example.test' });
    await setStock(amber.productId, 3);

    await waitForMail('still-waiting@example.test');
    await expect.poll(async () => (await statusOf(other.notificationId))?.isNotified, { timeout: 10_000 }).toBe(true);
    expect(mailTo('had-stock@example.test')).toEqual([]);
    expect(mailTo('told-already@example.test')).toEqual([]);
  });

  it('counts every warehouse: a second warehouse filling up while the first has stock mails nobody', async () => {
    const incense = await m.addProduct({ quantityManagement: [{ warehouseId: m.mainWarehouseId, quantity: 1 }] });
    const sub = await subscribe({ productId: incense.productId, email: 'other-warehouse@example.test' });
    await setStock(incense.productId, 6, undefined, m.secondWarehouseId);
    const marker = await m.addProduct();
    await subscribe({ productId: marker.productId, email: 'marker@example.test' });
    await setStock(marker.productId, 1);
    await waitForMail('marker@example.test');
    expect(mailTo('other-warehouse@example.test')).toEqual([]);
    expect((await statusOf(sub.notificationId))?.isNotified).toBe(false);
  });

  it('tells a variant subscriber when that variant comes back, and a product subscriber when any does', async () => {
    const perfume = await m.addProduct({ nameAr: 'عطر سحر الشرق', options: sizeAndColour() });
    const [small, other] = perfume.variants as { variantId: string }[];
    const forSmall = await subscribe({
      productId: perfume.productId,
      productVariantId: small!.variantId,
      email: 'small@example.test',
    });
    const forOther = await subscribe({
      productId: perfume.productId,
      productVariantId: other!.variantId,
      email: 'other@example.test',
    });
    const forAny = await subscribe({ productId: perfume.productId, email: 'any@example.test' });
    await setStock(perfume.productId, 2, small!.variantId);

    const mail = await waitForMail('small@example.test');
    expect(mail.text).toContain('عطر سحر الشرق (50 مل / ذهبي)');
    await waitForMail('any@example.test');
    // Each subscriber is marked told by its own job once its mail is sent: under load either may come last.
    await expect.poll(async () => (await statusOf(forAny.notificationId))?.isNotified, { timeout: 10_000 }).toBe(true);
    await expect.poll(async () => (await statusOf(forSmall.notificationId))?.isNotified, { timeout: 10_000 }).toBe(true);
    expect(mailTo('other@example.test')).toEqual([]);
    expect((await statusOf(forOther.notificationId))?.isNotified).toBe(false);
  });
});
