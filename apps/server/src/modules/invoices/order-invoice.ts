import { and, asc, eq } from 'drizzle-orm';
import {
  isPaymentMethodCode,
  minorDigits,
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
import type { UploadStorage } from '../../platform/uploads/storage.ts';
import { storeTaxesShipping } from '../accounts/tables.ts';
import { invoicesOfOrder, nextInvoiceNumber } from '../orders/order-invoices.ts';
import { orderDetails } from '../orders/order-read.ts';
import { findCity } from '../reference/lookup.ts';
import type { StoreRow } from '../store/store-row.ts';
import { readStore, storeUrl } from '../store/store-row.ts';
import { storeChannels, warehouses } from '../store/tables.ts';
import { digitsFor, invoiceDateTime, moneyFor, optional } from './invoice-format.ts';
import { invoiceWordsFor, PAYMENT_METHOD_WORDS } from './invoice-words.ts';
import { readInvoiceSettings } from './invoice-settings.service.ts';
import type { InvoiceField, InvoiceView } from './pdf/invoice-document.ts';
import { renderInvoicePdf, renderInvoicesPdf } from './pdf/render.ts';
import { InvoiceImages } from './invoice-images.ts';
import { lineDetails } from './invoice-line.ts';
import { productFactsOf, type ProductFacts } from './invoice-product-facts.ts';
import { sampleInvoiceOrder } from './invoice-sample.ts';
import { zatcaQr } from './zatca-qr.ts';
import { zatcaQrOf } from './zatca-status.ts';

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
 * An address of parts that may each read in another direction (an Arabic street, an English city):
 * each part is drawn on its own, in the invoice's order, so "طريق الملك فهد, Riyadh" never reads
 * "Riyadh ,طريق…" (invoice-document.ts `parts`).
 */
function addressField(label: string, parts: (string | null | undefined)[], lang: Language): InvoiceField | null {
  const present = parts.filter((p): p is string => Boolean(p?.trim()));
  if (!present.length) return null;
  return { label, value: present.join(lang === 'ar' ? '، ' : ', '), parts: present };
}

/** What an order's document is drawn from: the order, its document once issued, the seller, the layout and its pictures. */
export interface InvoiceSource {
  order: OrderDetails;
  document: OrderInvoice | null;
  /** The number of the invoice a credit note corrects. */
  invoiceNumber: number | null;
  seller: Seller;
  settings: InvoiceSettings;
  pictures: InvoicePictures;
  /** The lines' products' descriptions and weights, when the layout shows them. */
  products?: Map<string, ProductFacts>;
  /** ZATCA phase 2's QR code of the document (tags 1–9), when it was signed: drawn instead of phase 1's. */
  phase2Qr?: string | null;
}

/** The layout's pictures and the lines' product pictures (by their upload path), as PNG data URLs. */
export interface InvoicePictures {
  logo: string | null;
  watermark: string | null;
  stamp: string | null;
  products: Map<string, string | null>;
}

export const NO_PICTURES: InvoicePictures = { logo: null, watermark: null, stamp: null, products: new Map() };

/**
 * The order as its document reads in `lang` on `size`: its tax invoice (or its credit note) once
 * issued, else an order summary without a number or a QR code. The lines and amounts are the
 * order's as stored.
 */
export function orderInvoiceView(
  { order, document, seller, invoiceNumber, settings, pictures, phase2Qr, products = new Map() }: InvoiceSource,
  lang: Language,
  size: InvoiceSize,
  baseDomain: string,
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
  const address = seller.branch
    ? addressField(w.address, [seller.branch.street, cityName(seller.branch.cityId, lang)], lang)
    : null;
  const url = storeUrl(store.domain, baseDomain);

  const buyerAddress = order.address
    ? addressField(w.address, [order.address.streetAddress1, order.address.streetAddress2, order.address.city], lang)
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
        ...optional(show.storeAddress && address),
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
        ...optional(buyerAddress),
        ...optional(order.customerEmail && { label: w.email, value: order.customerEmail, ltr: true }),
      ],
    },
    columns: { item: w.item, quantity: w.quantity, price: w.price, total: w.total },
    lines: order.products.map((line) => ({
      name: lang === 'en' && line.nameEn ? line.nameEn : line.name,
      details: lineDetails(line, products.get(line.productId ?? ''), lang, show.englishInvoice, digits),
      sku: show.sku ? line.sku : null,
      image: show.productImage && line.image ? (pictures.products.get(line.image) ?? null) : null,
      barcode: show.barcode ? line.sku : null,
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
            text:
              phase2Qr ??
              zatcaQr({
                sellerName: storeName,
                vatNumber,
                issuedAt: when,
                timeZone: store.timeZone,
                total: document.total.toFixed(minorDigits(document.currency)),
                vat: document.tax.toFixed(minorDigits(document.currency)),
              }),
            caption: w.qrCaption,
          }
        : null,
    footer: [w.thanks(storeName), url].filter(Boolean).join(' · '),
    colours: { label: settings.labelColor, data: settings.dataColor },
    logo: pictures.logo ? { src: pictures.logo, size: settings.logoSize, position: settings.logoPosition } : null,
    watermark: pictures.watermark ? { src: pictures.watermark, opacity: settings.watermarkOpacity / 100 } : null,
    stamp: pictures.stamp
      ? { src: pictures.stamp, opacity: settings.stampOpacity / 100, position: settings.stampPosition }
      : null,
    invoiceBarcode: show.invoiceBarcode ? (document ? `${credit ? 'CN' : 'INV'}-${document.number}` : `#${order.number}`) : null,
  };
}

type InvoiceQuery = { size: InvoiceSize; lang: Language; kind: InvoiceKind };

/** What drawing an invoice needs besides the store: its public link's domain and where its uploads are. */
export interface InvoiceDeps {
  baseDomain: string;
  storage: UploadStorage;
}

/** The pictures the layout shows, read from the store's uploads (the products' as thumbnails). */
async function picturesOf(images: InvoiceImages, settings: InvoiceSettings, logo: string | null, order: OrderDetails) {
  const refs = settings.display.productImage ? [...new Set(order.products.flatMap((l) => (l.image ? [l.image] : [])))] : [];
  const [logoPng, watermark, stamp, ...products] = await Promise.all([
    images.get(logo, 160),
    images.get(settings.watermarkImage, 420),
    images.get(settings.stampImage, 120),
    ...refs.map((ref) => images.get(ref, 32, true)),
  ]);
  return {
    logo: logoPng ?? null,
    watermark: watermark ?? null,
    stamp: stamp ?? null,
    products: new Map(refs.map((r, i) => [r, products[i] ?? null])),
  };
}

/** The view of a source read from the store, with its pictures. */
async function viewOf(source: Omit<InvoiceSource, 'pictures'>, q: InvoiceQuery, deps: InvoiceDeps, store: StoreContext) {
  const { display } = source.settings;
  const productIds = source.order.products.flatMap((l) => (l.productId ? [l.productId] : []));
  const [pictures, products] = await Promise.all([
    picturesOf(new InvoiceImages(deps.storage, store.id), source.settings, source.seller.store.logo, source.order),
    store.read((db) => productFactsOf(db, store.id, productIds, display)),
  ]);
  return orderInvoiceView({ ...source, pictures, products }, q.lang, q.size, deps.baseDomain);
}

/**
 * The order's document as the PDF will read, in the store's layout or the one given (the editor's
 * preview); another store's order is not found (404), as everywhere, and so is a credit note the
 * order does not have.
 */
export async function orderInvoiceViewFor(
  store: StoreContext,
  orderId: string,
  q: InvoiceQuery,
  deps: InvoiceDeps,
  layout?: InvoiceSettings,
) {
  const [order, seller, documents, settings, phase2Qr] = await store.read(async (db) =>
    Promise.all([
      orderDetails(db as Db, store.id, orderId),
      sellerOf(db, store.id),
      invoicesOfOrder(db, store.id, orderId),
      layout ?? readInvoiceSettings(db, store.id),
      zatcaQrOf(db, store.id, orderId, q.kind),
    ]),
  );
  const invoice = documents.find((d) => d.kind === 'invoice') ?? null;
  const document = documents.find((d) => d.kind === q.kind) ?? null;
  if (q.kind === 'credit_note' && !document) throw notFound();
  const view = await viewOf(
    { order, document, seller, invoiceNumber: invoice?.number ?? null, settings, phase2Qr },
    q,
    deps,
    store,
  );
  return { order, document, view };
}

/** `GET /order/{orderId}/invoice`: the PDF and its file name (the document's number once issued). */
export async function orderInvoicePdf(store: StoreContext, orderId: string, q: InvoiceQuery, deps: InvoiceDeps) {
  const { order, document, view } = await orderInvoiceViewFor(store, orderId, q, deps);
  const name = document
    ? `${document.kind === 'credit_note' ? 'credit-note' : 'invoice'}-${document.number}`
    : `order-${order.number}`;
  return { name: `${name}-${q.size}`, pdf: await renderInvoicePdf(view) };
}

/**
 * `POST /pdf/preview`: a layout not yet saved, on one of the store's orders or, without one, on the
 * sample order as the store's next invoice (its view; the route draws it).
 */
export async function invoicePreviewView(
  store: StoreContext,
  { settings, orderId, size, lang }: { settings: InvoiceSettings; orderId: string | null; size: InvoiceSize; lang: Language },
  deps: InvoiceDeps,
): Promise<InvoiceView> {
  const q = { size, lang, kind: 'invoice' as const };
  if (orderId) return (await orderInvoiceViewFor(store, orderId, q, deps, settings)).view;
  const [seller, next] = await store.read(async (db) => Promise.all([sellerOf(db, store.id), nextInvoiceNumber(db, store.id)]));
  const vat = { registered: Boolean(seller.store.vatNumber), onShipping: storeTaxesShipping(seller.store) };
  const sample = sampleInvoiceOrder(seller.store.currency, vat, next, new Date());
  return viewOf({ ...sample, seller, invoiceNumber: null, settings }, q, deps, store);
}

/**
 * `POST /order/invoices/print`: the orders' documents (their invoice once issued, else their
 * summary) as one PDF, in the order asked; one of another store, or none, makes it 404.
 */
export async function printInvoicesPdf(
  store: StoreContext,
  orderIds: string[],
  q: { size: InvoiceSize; lang: Language },
  deps: InvoiceDeps,
): Promise<Buffer> {
  const views = [];
  for (const orderId of orderIds) views.push((await orderInvoiceViewFor(store, orderId, { ...q, kind: 'invoice' }, deps)).view);
  return renderInvoicesPdf(views);
}
