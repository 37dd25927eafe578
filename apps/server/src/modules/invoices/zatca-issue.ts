/**
 * ZATCA phase 2 at the moment a document is issued (docs/product-rules.md "Invoices"): for a store
 * that turned it on, in the order's transaction, the document is built from the order as stored,
 * signed, kept with its hash, counter and QR code, the store's chain moves on, and its report is
 * queued; a rollback undoes all of it. A store that did not turn it on costs one read by key.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { stores } from '../accounts/tables.ts';
import { orderInvoices } from '../orders/invoice-tables.ts';
import type { DocumentListener, IssuedDocument } from '../orders/order-invoices.ts';
import { orderLines, orders } from '../orders/tables.ts';
import { INITIAL_PIH } from './zatca/hash.ts';
import { readZatcaCertificate } from './zatca/keys.ts';
import { signDocument } from './zatca/sign.ts';
import { buildUbl, qrFieldsOf } from './zatca/ubl.ts';
import { zatcaDocumentInputOf, type OrderForZatca } from './zatca-document-input.ts';
import { sellerOf, ZATCA_REPORT, type ZatcaOptions } from './zatca-options.ts';
import { zatcaDocuments, zatcaOnboardings } from './zatca-tables.ts';

type OrderFacts = {
  currency: string;
  prices_include_tax: boolean;
  shipping_fee: string;
  payment_fee: string;
  shipping_tax: string;
  payment_fee_tax: string;
  fees_tax_bp: number;
  payment_method: string | null;
  customer_name: string;
  time_zone: string;
  invoice_number: number | null;
  lines: OrderForZatca['lines'];
};

/**
 * The order as the document needs it, with the VAT rates it was sold at (never the store's rate
 * now), and its invoice's number (for a credit note), in one read.
 */
async function orderFacts(
  tx: Tx,
  doc: IssuedDocument,
): Promise<{ order: OrderForZatca; invoiceNumber: number | null; timeZone: string }> {
  const { rows } = await tx.execute<OrderFacts>(sql`
    select o.currency, o.prices_include_tax, o.shipping_fee, o.payment_fee, o.shipping_tax, o.payment_fee_tax, o.fees_tax_bp,
           o.payment_method, o.customer_name, (select s.time_zone from ${stores} s where s.id = o.store_id) as time_zone,
           (select i.number from ${orderInvoices} i where i.order_id = o.id and i.kind = 'invoice') as invoice_number,
           (select json_agg(json_build_object('name', l.name, 'variantLabel', l.variant_label, 'unitPrice', l.unit_price,
                                              'quantity', l.quantity, 'discount', l.discount, 'tax', l.tax, 'taxBp', l.tax_bp) order by l.position)
              from ${orderLines} l where l.order_id = o.id) as lines
      from ${orders} o
     where o.id = ${doc.orderId} and o.store_id = ${doc.storeId}`);
  const row = rows[0]!;
  return {
    order: {
      currency: row.currency,
      pricesIncludeTax: row.prices_include_tax,
      shippingFee: Number(row.shipping_fee),
      paymentFee: Number(row.payment_fee),
      shippingTax: Number(row.shipping_tax),
      paymentFeeTax: Number(row.payment_fee_tax),
      feesTaxBp: Number(row.fees_tax_bp),
      paymentMethod: row.payment_method,
      customerName: row.customer_name,
      lines: (row.lines ?? []).map((l) => ({
        ...l,
        unitPrice: Number(l.unitPrice),
        discount: Number(l.discount),
        tax: Number(l.tax),
      })),
    },
    invoiceNumber: row.invoice_number === null ? null : Number(row.invoice_number),
    timeZone: row.time_zone,
  };
}

/**
 * The listener bound to the orders' documents (`onDocumentIssued`): the store's onboarding row,
 * locked, is both the check that phase 2 is on and the chain's order, so two documents of one
 * store are signed one after the other and their counters and hashes follow without gaps.
 */
export function zatcaIssuer(options: Pick<ZatcaOptions, 'box' | 'jobs'>): DocumentListener {
  return async (tx, doc) => {
    const [onboarding] = await tx
      .select()
      .from(zatcaOnboardings)
      .where(and(eq(zatcaOnboardings.storeId, doc.storeId), isNull(zatcaOnboardings.turnedOffAt)))
      .for('update');
    if (!onboarding) return;
    const { order, invoiceNumber, timeZone } = await orderFacts(tx, doc);
    const icv = onboarding.lastIcv + 1;
    const pih = onboarding.lastHash ?? INITIAL_PIH;
    const input = zatcaDocumentInputOf(order, { ...doc, icv, pih, invoiceNumber, timeZone }, sellerOf(onboarding));
    const signed = signDocument({
      xml: buildUbl(input),
      qr: qrFieldsOf(input),
      privateKey: options.box.open(onboarding.privateKey),
      certificate: readZatcaCertificate(options.box.open(onboarding.productionToken)),
      signingTime: doc.issuedAt,
    });
    await tx.execute(sql`
      with kept as (${tx
        .insert(zatcaDocuments)
        .values({ invoiceId: doc.id, storeId: doc.storeId, icv, pih, hash: signed.hash, xml: signed.xml, qr: signed.qr })
        .getSQL()})
      ${tx
        .update(zatcaOnboardings)
        .set({ lastIcv: icv, lastHash: signed.hash, updatedAt: sql`now()` })
        .where(eq(zatcaOnboardings.storeId, doc.storeId))
        .getSQL()}`);
    await options.jobs.send(tx, ZATCA_REPORT, { invoiceId: doc.id });
  };
}
