import { parentPort } from 'node:worker_threads';
import { drawInvoicePdf } from './draw.ts';
import type { InvoiceView } from './invoice-document.ts';

/** The PDF worker (render.ts): draws each PDF of invoices it is sent and answers its bytes, or the error's message. */
parentPort!.on('message', async ({ id, views }: { id: number; views: InvoiceView[] }) => {
  try {
    const pdf = await drawInvoicePdf(views);
    const bytes = pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength);
    parentPort!.postMessage({ id, pdf: bytes }, [bytes as ArrayBuffer]);
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
