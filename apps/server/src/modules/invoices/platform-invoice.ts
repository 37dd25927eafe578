import { and, eq } from 'drizzle-orm';
import { DEFAULT_INVOICE_SETTINGS, PLAN_VAT_PERCENT, minorDigits, toMajor, type Language } from '@souqna/contracts';
import { notFound } from '../../platform/errors.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { platformInvoices } from '../store-config/tables.ts';
import type { StoreRow } from '../store/store-row.ts';
import { readStore } from '../store/store-row.ts';
import { digitsFor, invoiceDateTime, invoiceDay, moneyFor, optional } from './invoice-format.ts';
import { INVOICE_WORDS, PLATFORM_INVOICE_WORDS, PLAN_WORDS } from './invoice-words.ts';
import type { InvoiceView } from './pdf/invoice-document.ts';
import { renderInvoicePdf } from './pdf/render.ts';
import { zatcaQr } from './zatca-qr.ts';

type PlatformInvoice = typeof platformInvoices.$inferSelect;

/**
 * The platform's invoice to a store for a plan's month (docs/product-rules.md "Plans"): a tax
 * invoice from the platform, with ZATCA's QR when the platform has a VAT number
 * (`PLATFORM_VAT_NUMBER`), to the store with its own VAT number when it has one.
 */
export function platformInvoiceView(
  invoice: PlatformInvoice,
  store: StoreRow,
  lang: Language,
  platformVatNumber: string | null,
): InvoiceView {
  const w = PLATFORM_INVOICE_WORDS[lang];
  const words = INVOICE_WORDS[lang];
  const digits = digitsFor(store.digitStyle, lang);
  const money = moneyFor(invoice.currency, lang, digits);
  const major = (minor: number) => toMajor(minor, invoice.currency);
  const period = (day: string) => digits(invoiceDay(day, lang));
  return {
    lang,
    size: 'a4',
    title: w.title,
    seller: {
      name: w.platform,
      lines: optional(platformVatNumber && { label: words.vatNumber, value: platformVatNumber, ltr: true }),
    },
    facts: [
      { label: w.invoiceNumber, value: digits(`#${invoice.number}`), ltr: true },
      { label: w.issued, value: digits(invoiceDateTime(invoice.createdAt, store.timeZone, lang)) },
    ],
    buyer: {
      heading: w.billedTo,
      name: store.name ?? store.domain ?? '',
      lines: optional(store.vatNumber && { label: words.vatNumber, value: store.vatNumber, ltr: true }),
    },
    columns: { item: words.item, quantity: words.quantity, price: words.price, total: words.total },
    lines: [
      {
        name: w.line(PLAN_WORDS[invoice.plan][lang], period(invoice.periodStart), period(invoice.periodEnd)),
        details: [],
        sku: null,
        image: null,
        barcode: null,
        quantity: digits('1'),
        price: money(major(invoice.amount)),
        total: money(major(invoice.amount)),
      },
    ],
    totals: [
      { label: words.subtotal, value: money(major(invoice.amount)) },
      { label: w.vat(PLAN_VAT_PERCENT), value: money(major(invoice.vat)) },
      { label: words.grandTotal, value: money(major(invoice.total)), strong: true },
    ],
    notes: [],
    qr: platformVatNumber
      ? {
          text: zatcaQr({
            sellerName: w.platform,
            vatNumber: platformVatNumber,
            issuedAt: invoice.createdAt,
            timeZone: store.timeZone,
            total: major(invoice.total).toFixed(minorDigits(invoice.currency)),
            vat: major(invoice.vat).toFixed(minorDigits(invoice.currency)),
          }),
          caption: words.qrCaption,
        }
      : null,
    footer: w.footer,
    colours: { label: DEFAULT_INVOICE_SETTINGS.labelColor, data: DEFAULT_INVOICE_SETTINGS.dataColor },
    logo: null,
    watermark: null,
    stamp: null,
    invoiceBarcode: null,
  };
}

/** `GET /wallet/invoices/{invoiceId}/pdf`: another store's invoice is not found (404). */
export async function platformInvoicePdf(
  store: StoreContext,
  invoiceId: string,
  lang: Language,
  platformVatNumber: string | null,
) {
  const [invoice, row] = await store.read(async (db) => {
    const [found] = await db
      .select()
      .from(platformInvoices)
      .where(and(eq(platformInvoices.id, invoiceId), eq(platformInvoices.storeId, store.id)));
    return [found, await readStore(db, store.id)] as const;
  });
  if (!invoice) throw notFound();
  const pdf = await renderInvoicePdf(platformInvoiceView(invoice, row, lang, platformVatNumber));
  return { name: `souqna-invoice-${invoice.number}`, pdf };
}
