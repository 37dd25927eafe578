import { and, asc, eq } from 'drizzle-orm';
import {
  isPaymentMethodCode,
  minorDigits,
  DEFAULT_INVOICE_SETTINGS,
  type InvoiceKind,
  type InvoiceSettings,
  type InvoiceSize,
  type Language,
  type OrderDetails,
  type OrderInvoice,
} from '@souqna/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { notFound } from '../../platform/errors.ts';
import { invoicesOfOrder } from '../orders/order-invoices.ts';
import { orderDetails } from '../orders/order-read.ts';
import { findCity } from '../reference/lookup.ts';
import type { StoreRow } from '../store/store-row.ts';
import { readStore, storeUrl } from '../store/store-row.ts';
import { storeChannels, warehouses } from '../store/tables.ts';
import { digitsFor, invoiceDateTime, moneyFor, optional } from './invoice-format.ts';
import { invoiceWordsFor, PAYMENT_METHOD_WORDS } from './invoice-words.ts';
import { readInvoiceSettings } from './invoice-settings.service.ts';
import type { InvoiceField, InvoiceView } from './pdf/invoice-document.ts';
import { renderInvoicePdf } from './pdf/render.ts';
import { zatcaQr } from './zatca-qr.ts';

interface Seller {
  store: StoreRow;
  branch: { street: string; cityId: string } | null;
  phone: string | null;
  email: string | null;
}

/** The store as its invoices name it: its main branch's address and its first service phone and e-mail. */
async function sellerOf(db: Tx, storeId: string): Promise<Seller> {
  const store = await readStore(db, storeId);
  const [branch] = await db
    .select({ street: warehouses.street, cityId: warehouses.cityId })
    .from(warehouses)
    .where(and(eq(warehouses.storeId, storeId), eq(warehouses.isMain, true)));
  const channels = await db
    .select({ type: storeChannels.type, value: storeChannels.value })
    .from(storeChannels)
    .where(and(eq(storeChannels.storeId, storeId), eq(storeChannels.isActive, true)))
    .orderBy(asc(storeChannels.position));
  const first = (types: string[]) => channels.find((c) => types.includes(c.type))?.value ?? null;
  return { store, branch: branch ?? null, phone: first(['mobile', 'landline']), email: first(['email']) };
}

const cityName = (cityId: string, lang: Language) => {
  const city = findCity(cityId);
  return city ? (lang === 'ar' ? city.nameAr : city.nameEn) : null;
};

/**
 * The order as its document reads in `lang` on `size`: its tax invoice (or its credit note) once
 * issued, else an order summary without a number or a QR code. The lines and amounts are the
 * order's as stored.
 */
export function orderInvoiceView(
  order: OrderDetails,
  document: OrderInvoice | null,
  seller: Seller,
  lang: Language,
  size: InvoiceSize,
  baseDomain: string,
  invoiceNumber: number | null = null,
  settings: InvoiceSettings = DEFAULT_INVOICE_SETTINGS,
): InvoiceView {
  const w = invoiceWordsFor(lang, settings);
  const show = settings.display;
  const { store } = seller;
  const digits = digitsFor(store.digitStyle, lang);
  const money = moneyFor(order.currency, lang, digits);
  const when = new Date(document?.issuedAt ?? order.createdAt);
  const date = digits(invoiceDateTime(when, store.timeZone, lang));
  const credit = document?.kind === 'credit_note';
  const vatNumber = store.vatNumber;
  const storeName = store.name ?? store.domain ?? '';
  const address = seller.branch ? [seller.branch.street, cityName(seller.branch.cityId, lang)].filter(Boolean).join('، ') : null;
  const url = storeUrl(store.domain, baseDomain);

  const buyerAddress = order.address
    ? [order.address.streetAddress1, order.address.streetAddress2, order.address.city].filter(Boolean).join('، ')
    : null;
  const method = order.payment.method;
  // Without the summary, the total alone.
  const totals: InvoiceField[] = [
    ...(show.summary
      ? [
          { label: w.subtotal, value: money(order.subtotal) },
          ...optional(order.discount > 0 && { label: w.discount, value: money(-order.discount) }),
          ...optional(order.shippingFee > 0 && { label: w.shipping, value: money(order.shippingFee) }),
          ...optional(order.paymentFee > 0 && { label: w.paymentFee, value: money(order.paymentFee) }),
          ...optional(order.tax > 0 && { label: order.pricesIncludeTax ? w.vatIncluded : w.vat, value: money(order.tax) }),
        ]
      : []),
    { label: vatNumber ? w.grandTotal : w.grandTotalNoVat, value: money(order.payment.amount), strong: true },
  ];
  const title = !document
    ? w.orderSummary
    : credit
      ? vatNumber
        ? w.taxCreditNote
        : w.creditNote
      : vatNumber
        ? w.taxInvoice
        : w.invoice;
  const numbered = (prefix: string, n: number) => digits(`${prefix}-${n}`);
  return {
    lang,
    size,
    title,
    seller: {
      name: storeName,
      lines: [
        ...optional(vatNumber && { label: w.vatNumber, value: vatNumber, ltr: true }),
        ...optional(show.storeAddress && address && { label: w.address, value: address }),
        ...optional(show.contactInfo && seller.phone && { label: w.phone, value: seller.phone, ltr: true }),
        ...optional(show.contactInfo && seller.email && { label: w.email, value: seller.email, ltr: true }),
      ],
    },
    facts: [
      ...optional(
        document && {
          label: credit ? w.creditNumber : w.invoiceNumber,
          value: numbered(credit ? 'CN' : 'INV', document.number),
          ltr: true,
        },
      ),
      ...optional(credit && invoiceNumber !== null && { label: w.corrects, value: numbered('INV', invoiceNumber), ltr: true }),
      { label: w.orderNumber, value: digits(`#${order.number}`), ltr: true },
      { label: w.date, value: date },
    ],
    buyer: {
      heading: w.billTo,
      name: order.customerName,
      lines: [
        ...optional(order.customerPhone && { label: w.phone, value: order.customerPhone, ltr: true }),
        ...optional(buyerAddress && { label: w.address, value: buyerAddress }),
        ...optional(order.customerEmail && { label: w.email, value: order.customerEmail, ltr: true }),
      ],
    },
    columns: { item: w.item, quantity: w.quantity, price: w.price, total: w.total },
    lines: order.products.map((line) => ({
      name: lang === 'en' && line.nameEn ? line.nameEn : line.name,
      details: line.variantLabel ? [line.variantLabel] : [],
      sku: show.sku ? line.sku : null,
      quantity: digits(String(line.quantity)),
      price: money(line.price),
      total: money(line.total),
    })),
    totals,
    notes: [
      ...optional(
        method && { label: w.payment, value: isPaymentMethodCode(method) ? PAYMENT_METHOD_WORDS[method][lang] : method },
      ),
      ...optional(credit && { label: w.reason, value: w.fullRefund }),
      ...optional(show.orderNote && order.notes && { label: w.note, value: order.notes }),
      ...optional(
        show.returnPolicy && settings.returnPolicy[lang] && { label: w.returnPolicy, value: settings.returnPolicy[lang] },
      ),
    ],
    qr:
      vatNumber && document
        ? {
            text: zatcaQr({
              sellerName: storeName,
              vatNumber,
              issuedAt: when,
              total: document.total.toFixed(minorDigits(document.currency)),
              vat: document.tax.toFixed(minorDigits(document.currency)),
            }),
            caption: w.qrCaption,
          }
        : null,
    footer: [w.thanks(storeName), url].filter(Boolean).join(' · '),
    colours: { label: settings.labelColor, data: settings.dataColor },
  };
}

type InvoiceQuery = { size: InvoiceSize; lang: Language; kind: InvoiceKind };

/**
 * The order's document as the PDF will read; another store's order is not found (404), as
 * everywhere, and so is a credit note the order does not have.
 */
export async function orderInvoiceViewFor(store: StoreContext, orderId: string, q: InvoiceQuery, baseDomain: string) {
  const [order, seller, documents, settings] = await store.read(async (db) =>
    Promise.all([
      orderDetails(db as Db, store.id, orderId),
      sellerOf(db, store.id),
      invoicesOfOrder(db, store.id, orderId),
      readInvoiceSettings(db, store.id),
    ]),
  );
  const invoice = documents.find((d) => d.kind === 'invoice') ?? null;
  const document = documents.find((d) => d.kind === q.kind) ?? null;
  if (q.kind === 'credit_note' && !document) throw notFound();
  return {
    order,
    document,
    view: orderInvoiceView(order, document, seller, q.lang, q.size, baseDomain, invoice?.number ?? null, settings),
  };
}

/** `GET /order/{orderId}/invoice`: the PDF and its file name (the document's number once issued). */
export async function orderInvoicePdf(store: StoreContext, orderId: string, q: InvoiceQuery, baseDomain: string) {
  const { order, document, view } = await orderInvoiceViewFor(store, orderId, q, baseDomain);
  const name = document
    ? `${document.kind === 'credit_note' ? 'credit-note' : 'invoice'}-${document.number}`
    : `order-${order.number}`;
  return { name: `${name}-${q.size}`, pdf: await renderInvoicePdf(view) };
}
