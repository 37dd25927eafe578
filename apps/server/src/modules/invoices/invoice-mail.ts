import { and, asc, eq, sql } from 'drizzle-orm';
import { ORDER_STATUS_NAMES, toMajor, type Language, type OrderInvoiceMail } from '@souqna/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { storeSender } from '../../platform/mail/store-sender.ts';
import { mailMessages } from '../../platform/mail/tables.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { notFound } from '../../platform/errors.ts';
import { systemStoreContext } from '../../platform/store-context.ts';
import { customers } from '../customers/tables.ts';
import { onStatusEntered, type StatusEntered } from '../orders/order-status-events.ts';
import { orderInvoices } from '../orders/invoice-tables.ts';
import { orders } from '../orders/tables.ts';
import { readStore } from '../stores/store-row.ts';
import { digitsFor, moneyFor } from './invoice-format.ts';
import { readInvoiceSettings } from './invoice-settings.service.ts';
import { orderInvoicePdf, type InvoiceDeps } from './order-invoice.ts';
import { orderInvoiceMails } from './tables.ts';

interface InvoiceMail {
  db: Db;
  mailer: Mailer;
  mailFrom: string;
  invoices: InvoiceDeps;
}

/**
 * Binds the server's mailer to the orders' moves (`onStatusEntered`): when an order enters a status
 * the store's layout names, its customer is e-mailed the invoice (docs/product-rules.md "Invoices"),
 * the PDF drawn and attached as the message is delivered. Answers the unbinding.
 */
export function startInvoiceMail(mail: InvoiceMail): () => void {
  mail.mailer.attachWith('order-invoice', async ({ storeId, orderId, kind, lang }) => {
    const store = systemStoreContext(mail.db, storeId!, lang as Language);
    const q = {
      size: 'a4' as const,
      lang: lang as Language,
      kind: kind === 'credit_note' ? ('credit_note' as const) : ('invoice' as const),
    };
    const { name, pdf } = await orderInvoicePdf(store, orderId!, q, mail.invoices);
    return [{ filename: `${name}.pdf`, content: pdf, contentType: 'application/pdf' }];
  });
  return onStatusEntered((tx, entered) => queueInvoiceMail(tx, entered, mail));
}

/**
 * Queues, in the order's transaction, the invoice's e-mail to the customer in their language, when
 * the layout sends on `status` and the customer has an e-mail: once per order and status (a row
 * claims it). A refunded order sends its credit note; one not yet a sale, its summary.
 */
async function queueInvoiceMail(tx: Tx, { storeId, orderId, status }: StatusEntered, { mailer, mailFrom }: InvoiceMail) {
  const settings = await readInvoiceSettings(tx, storeId);
  if (!settings.autoSendEnabled || !settings.sendOnOrderStatus.includes(status)) return;
  const [order] = await tx
    .select({
      number: orders.number,
      name: orders.customerName,
      email: sql<string | null>`coalesce(nullif(${orders.customerEmail}, ''), ${customers.email})`,
      lang: sql<Language>`coalesce(${customers.language}, 'ar')`,
      total: orders.total,
      currency: orders.currency,
    })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)));
  if (!order?.email) return;
  const [claimed] = await tx
    .insert(orderInvoiceMails)
    .values({ id: uuidv7(), storeId, orderId, status })
    .onConflictDoNothing()
    .returning({ id: orderInvoiceMails.id });
  if (!claimed) return;

  const kind = status === 'Refunded' ? 'credit_note' : 'invoice';
  const [document] = await tx
    .select({ number: orderInvoices.number })
    .from(orderInvoices)
    .where(and(eq(orderInvoices.orderId, orderId), eq(orderInvoices.kind, kind)));
  const store = await readStore(tx, storeId);
  const storeName = store.name ?? store.domain ?? '';
  const { lang } = order;
  const money = moneyFor(order.currency, lang, digitsFor(store.digitStyle, lang));
  const mailId = await mailer.send(tx, {
    template: 'order-invoice',
    to: order.email,
    lang,
    sender: storeSender(mailFrom, { senderName: store.senderName ?? store.name, senderEmail: store.senderEmail }),
    meta: { storeId, orderId, kind, lang },
    storeId,
    params: {
      name: order.name,
      storeName,
      orderNumber: order.number,
      document: document ? `${kind === 'credit_note' ? 'CN' : 'INV'}-${document.number}` : null,
      status: ORDER_STATUS_NAMES[status][lang],
      total: money(toMajor(order.total, order.currency)),
    },
  });
  await tx.update(orderInvoiceMails).set({ mailId }).where(eq(orderInvoiceMails.id, claimed.id));
}

/** `GET /order/{orderId}/invoice-mails`: the invoice e-mails of the order, oldest first; another store's order is 404. */
export async function invoiceMailsOf(db: Tx, storeId: string, orderId: string): Promise<OrderInvoiceMail[]> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)));
  if (!order) throw notFound();
  const rows = await db
    .select({
      status: orderInvoiceMails.status,
      to: mailMessages.to,
      lang: mailMessages.lang,
      delivery: mailMessages.status,
      attempts: mailMessages.attempts,
      queuedAt: orderInvoiceMails.createdAt,
      sentAt: mailMessages.sentAt,
    })
    .from(orderInvoiceMails)
    .innerJoin(mailMessages, eq(mailMessages.id, orderInvoiceMails.mailId))
    .where(and(eq(orderInvoiceMails.orderId, orderId), eq(orderInvoiceMails.storeId, storeId)))
    .orderBy(asc(orderInvoiceMails.createdAt));
  return rows.map((r) => ({
    ...r,
    lang: r.lang as Language,
    queuedAt: r.queuedAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  }));
}
