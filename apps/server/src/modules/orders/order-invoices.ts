import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { toMajor, type InvoiceKind, type OrderInvoice } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { BoundListener } from '../../platform/bound-listener.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { invoiceCounters, orderInvoices } from './invoice-tables.ts';
import { orders } from './tables.ts';

/** A document just issued, as what follows its issue hears of it. */
export interface IssuedDocument {
  id: string;
  storeId: string;
  orderId: string;
  kind: InvoiceKind;
  number: number;
  issuedAt: Date;
}

/** What hears of each document issued, in the transaction that issued it (a throw undoes the issue). */
export type DocumentListener = (tx: Tx, document: IssuedDocument) => Promise<void>;

/** Its listener: ZATCA phase 2 (invoices/zatca-issue.ts), which signs the document of a store that turned it on. */
const documentListener = new BoundListener<DocumentListener>();

/** Binds the listener of issued documents; answers the unbinding. */
export const onDocumentIssued = (bound: DocumentListener) => documentListener.bind(bound);

/**
 * Issues the order's document of `kind` in one statement: the store's counter of that kind is
 * raised (its row stays locked until the transaction commits, and a rollback takes the number back,
 * so the sequence has no gaps) and the document copies the order's amounts. A credit note is issued
 * only for an order that has an invoice, and refers to it.
 */
async function issue(tx: Tx, storeId: string, orderId: string, kind: InvoiceKind, at: Date): Promise<void> {
  const invoice = sql`(select id from ${orderInvoices} where order_id = ${orderId} and kind = 'invoice')`;
  const id = uuidv7();
  const { rows } = await tx.execute<{ number: number }>(sql`
    with n as (
      insert into ${invoiceCounters} (store_id, kind, last_number)
      select ${storeId}, ${kind}, 1 ${kind === 'credit_note' ? sql`where exists ${invoice}` : sql``}
      on conflict (store_id, kind) do update set last_number = ${invoiceCounters}.last_number + 1
      returning last_number)
    insert into ${orderInvoices} (id, store_id, order_id, kind, number, refers_to, total, tax, currency, issued_at)
    select ${id}, o.store_id, o.id, ${kind}, n.last_number, ${kind === 'credit_note' ? invoice : sql`null::uuid`},
           o.total, o.tax, o.currency, ${at}
      from ${orders} o cross join n
     where o.id = ${orderId} and o.store_id = ${storeId}
    returning number`);
  const issued = rows[0];
  const listener = documentListener.current;
  if (issued && listener) await listener(tx, { id, storeId, orderId, kind, number: Number(issued.number), issuedAt: at });
}

/**
 * The order's tax invoice, when it starts to count as a sale (docs/product-rules.md "Invoices"): in
 * the transaction that makes or moves it, with the order locked, so once per order.
 */
export const issueInvoice = (tx: Tx, storeId: string, orderId: string, at: Date) => issue(tx, storeId, orderId, 'invoice', at);

/** A refunded order's credit note, correcting its invoice in full; none for an order never invoiced. */
export const issueCreditNote = (tx: Tx, storeId: string, orderId: string, at: Date) =>
  issue(tx, storeId, orderId, 'credit_note', at);

const toOrderInvoice = (row: typeof orderInvoices.$inferSelect): OrderInvoice => ({
  invoiceId: row.id,
  kind: row.kind,
  number: row.number,
  refersTo: row.refersTo,
  total: toMajor(row.total, row.currency),
  tax: toMajor(row.tax, row.currency),
  currency: row.currency,
  issuedAt: row.issuedAt.toISOString(),
  // ZATCA phase 2's state is the invoices module's to add (invoices/zatca-documents.ts).
  zatca: null,
});

/** The order's documents, the invoice first; an order of another store, or none, is not found (404). */
/** The orders' documents as a row source for another module's SQL (`join ${ORDER_DOCUMENTS} i on i.id = …`), folded into its plan. */
export const ORDER_DOCUMENTS: SQL = sql`(select id, store_id, order_id, kind, number from ${orderInvoices})`;

export async function invoicesOfOrder(db: Tx, storeId: string, orderId: string): Promise<OrderInvoice[]> {
  const rows = await db
    .select()
    .from(orderInvoices)
    .where(and(eq(orderInvoices.orderId, orderId), eq(orderInvoices.storeId, storeId)))
    .orderBy(asc(orderInvoices.issuedAt), asc(orderInvoices.kind));
  if (!rows.length) {
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)));
    if (!order) throw notFound();
  }
  return rows.map(toOrderInvoice);
}

/** The number the store's next invoice will take (the editor's preview shows it). */
export async function nextInvoiceNumber(db: Tx, storeId: string): Promise<number> {
  const [row] = await db
    .select({ last: invoiceCounters.lastNumber })
    .from(invoiceCounters)
    .where(and(eq(invoiceCounters.storeId, storeId), eq(invoiceCounters.kind, 'invoice')));
  return (row?.last ?? 0) + 1;
}
