import type * as ReactPdf from '@react-pdf/renderer';
import { registerInvoiceFonts } from './fonts.ts';
import { invoiceDocument, type InvoiceView } from './invoice-document.ts';

/**
 * Draws an invoice where it is called: in the PDF worker (render.ts). react-pdf and its layout
 * engine load on the first invoice, not at start-up (scripts/build.mjs keeps them outside the bundle).
 */
let renderer: Promise<typeof ReactPdf> | undefined;

async function loadRenderer() {
  renderer ??= import('@react-pdf/renderer').then(async (pdf) => {
    await registerInvoiceFonts(pdf.Font);
    return pdf;
  });
  return renderer;
}

/** The invoices as one PDF file, each on its own pages. */
export async function drawInvoicePdf(views: InvoiceView[]): Promise<Buffer> {
  const pdf = await loadRenderer();
  return pdf.renderToBuffer(invoiceDocument(pdf, views) as Parameters<typeof pdf.renderToBuffer>[0]);
}
