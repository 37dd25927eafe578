import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS_IDS } from '@souqna/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { eventually } from '../../../test/eventually.ts';
import { startSmtpServer } from '../../../test/smtp-server.ts';
import { customers } from '../customers/tables.ts';
import { statusEntered } from '../orders/order-status-events.ts';
import { orderStore, type OrderStore } from '../orders/order.fixtures.ts';
import { orderInvoiceMails } from './tables.ts';

// The invoice e-mailed to the customer when the order enters a status the layout names
// (docs/product-rules.md "Invoices"), through a real SMTP server on this machine: once per order
// and status, in the customer's language, the PDF attached, and its delivery on the order.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let s: OrderStore;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'سوقنا <no-reply@souqna.test>' });
  s = await orderStore(t, { taxPercent: 15 });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailsAbout = (number: number) => smtp.received.filter((m) => m.subject?.includes(`#${number}`));
const move = (store: OrderStore, orderId: string, status: keyof typeof ORDER_STATUS_IDS) =>
  t.call('PUT', `/api/v2/order/store-update-status-orders-by/${orderId}?statusId=${ORDER_STATUS_IDS[status]}`, undefined, {
    token: store.token,
  });
const mailsOf = (store: OrderStore, orderId: string) => t.get(`/api/v2/order/${orderId}/invoice-mails`, { token: store.token });

describe('the invoice e-mailed on the statuses the store chose', () => {
  it('sends the invoice PDF when the order is paid and again when completed, in the customer’s language, and logs each', async () => {
    await t.database.db.update(customers).set({ language: 'en' }).where(eq(customers.id, s.customer.id));
    const { orderId, number } = await s.placeOrder({ paid: true, paymentMethod: 'cash' });
    const paid = await eventually(() => mailsAbout(number)[0], 'the mail of Paid');
    expect(paid.subject).toMatch(new RegExp(`^Your invoice for order #${number} from \\S+`));
    expect(paid.text).toMatch(/Your invoice for order #\d+ \(INV-\d+\) is attached as a PDF\./);
    expect(paid.text).toContain('Your order is now Paid. Total: SAR');
    expect(paid.attachments).toHaveLength(1);
    const [pdf] = paid.attachments;
    expect(pdf!.contentType).toBe('application/pdf');
    expect(pdf!.filename).toMatch(/^invoice-\d+-a4\.pdf$/);
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(JSON.stringify(paid.to)).toContain(s.customer.email);
    // In the store's name, answered to the store.
    expect(JSON.stringify(paid.from)).toContain('no-reply@souqna.test');

    expect((await move(s, orderId, 'Completed')).status).toBe(200);
    await eventually(() => mailsAbout(number)[1], 'the mail of Completed');
    expect(mailsAbout(number)[1]!.text).toContain('Your order is now Completed.');

    const log = await eventually(async () => {
      const res = await mailsOf(s, orderId);
      const rows = res.body.data as { status: string; delivery: string }[];
      return rows.length === 2 && rows.every((r) => r.delivery === 'sent') ? rows : undefined;
    }, 'both deliveries recorded');
    expect(log.map((r) => r.status)).toEqual(['Paid', 'Completed']);
    expect(log[0]).toMatchObject({ to: s.customer.email, lang: 'en', attempts: 1 });
  });

  it('sends once per order and status, nothing on a status not chosen or with sending off, and hides another store’s log', async () => {
    await t.database.db.update(customers).set({ language: 'ar' }).where(eq(customers.id, s.customer.id));
    const { orderId, number } = await s.placeOrder();
    expect((await move(s, orderId, 'Approved')).status).toBe(200);
    // The same status heard twice (a retried move) claims one message.
    await t.database.db.transaction((tx) => statusEntered(tx, { storeId: s.storeId, orderId, status: 'Completed' }));
    await t.database.db.transaction((tx) => statusEntered(tx, { storeId: s.storeId, orderId, status: 'Completed' }));
    const claims = await t.database.db.select().from(orderInvoiceMails).where(eq(orderInvoiceMails.orderId, orderId));
    expect(claims.map((c) => c.status)).toEqual(['Completed']);
    const arabic = await eventually(() => mailsAbout(number)[0], 'the Arabic mail');
    expect(arabic.subject).toMatch(/^فاتورة طلبك #\d+ من /);
    // An order not yet a sale sends its summary.
    expect(arabic.text).toContain(`مرفق ملخص طلبك #${number} بصيغة PDF.`);
    expect(arabic.attachments[0]!.filename).toBe(`order-${number}-a4.pdf`);

    await t.call('PATCH', '/api/v2/pdf/config', { changes: { autoSendEnabled: false } }, { token: s.token });
    const quiet = await s.placeOrder({ paid: true, paymentMethod: 'cash' });
    await new Promise((r) => setTimeout(r, 1500));
    expect(mailsAbout(quiet.number)).toHaveLength(0);
    expect((await mailsOf(s, quiet.orderId)).body.data).toEqual([]);

    const other = await orderStore(t);
    const foreign = await mailsOf(other, orderId);
    expect([foreign.status, foreign.body.error.code]).toEqual([404, 'NOT_FOUND']);
  });
});
