/**
 * What a store and its merchant read of ZATCA phase 2 (docs/product-rules.md "Invoices"): the
 * onboarding's status and the documents' counts, each document's state and messages beside its
 * invoice, its signed XML, and its QR code for the PDF. Every read filters by the store.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { InvoiceKind, OrderInvoice, ZatcaStatus } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { ORDER_DOCUMENTS } from '../orders/order-invoices.ts';
import { zatcaDocuments, zatcaOnboardings } from './zatca-tables.ts';

/** `GET /zatca/status`: off (never onboarded, or turned off) or onboarded, and the store's documents by state. */
export function zatcaStatus(store: StoreContext): Promise<ZatcaStatus> {
  return store.read(async (db) => {
    const [[row], counts] = await Promise.all([
      db.select().from(zatcaOnboardings).where(eq(zatcaOnboardings.storeId, store.id)),
      db
        .select({ status: zatcaDocuments.status, count: sql<number>`count(*)::int` })
        .from(zatcaDocuments)
        .where(eq(zatcaDocuments.storeId, store.id))
        .groupBy(zatcaDocuments.status),
    ]);
    const count = (...statuses: string[]) =>
      counts.filter((c) => statuses.includes(c.status)).reduce((sum, c) => sum + Number(c.count), 0);
    const on = row && !row.turnedOffAt;
    return {
      status: on ? 'onboarded' : 'off',
      environment: on ? row.environment : null,
      onboardedAt: on ? row.onboardedAt.toISOString() : null,
      certificateExpiresAt: on && row.certificateExpiresAt ? row.certificateExpiresAt.toISOString() : null,
      documents: {
        reported: count('reported', 'reported_with_warnings'),
        pending: count('pending'),
        rejected: count('rejected'),
        failed: count('failed'),
      },
    };
  });
}

/** The order's documents with their phase 2 state (`zatca`, null for those not signed). */
export async function withZatcaStates(db: Tx, storeId: string, documents: OrderInvoice[]): Promise<OrderInvoice[]> {
  if (!documents.length) return documents;
  const states = await db
    .select({ invoiceId: zatcaDocuments.invoiceId, status: zatcaDocuments.status, messages: zatcaDocuments.messages })
    .from(zatcaDocuments)
    .where(
      and(
        eq(zatcaDocuments.storeId, storeId),
        inArray(
          zatcaDocuments.invoiceId,
          documents.map((d) => d.invoiceId),
        ),
      ),
    );
  const byId = new Map(states.map((s) => [s.invoiceId, { status: s.status, messages: s.messages }]));
  return documents.map((d) => ({ ...d, zatca: byId.get(d.invoiceId) ?? null }));
}

/** Of the order's document of `kind`, its phase 2 row's `column` and the document's number; none when it has none. */
async function documentOf<C extends 'xml' | 'qr'>(db: Tx, storeId: string, orderId: string, kind: InvoiceKind, column: C) {
  const [row] = await db
    .select({ value: zatcaDocuments[column], number: sql<number>`i.number` })
    .from(zatcaDocuments)
    .innerJoin(sql`${ORDER_DOCUMENTS} i`, sql`i.id = ${zatcaDocuments.invoiceId}`)
    .where(and(sql`i.order_id = ${orderId}`, sql`i.kind = ${kind}`, eq(zatcaDocuments.storeId, storeId)));
  return row ?? null;
}

/** `GET /order/{orderId}/invoice/xml`: the signed XML and its file name; 404 when the document has none (or is another store's). */
export async function zatcaXml(store: StoreContext, orderId: string, kind: InvoiceKind) {
  const row = await store.read((db) => documentOf(db, store.id, orderId, kind, 'xml'));
  if (!row) throw notFound();
  return { name: `${kind === 'credit_note' ? 'credit-note' : 'invoice'}-${row.number}`, xml: row.value };
}

/** The phase 2 QR code (tags 1–9) of the order's document, or null: the PDF draws it instead of phase 1's. */
export async function zatcaQrOf(db: Tx, storeId: string, orderId: string, kind: InvoiceKind): Promise<string | null> {
  return (await documentOf(db, storeId, orderId, kind, 'qr'))?.value ?? null;
}
