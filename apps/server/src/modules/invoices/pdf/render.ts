import { Worker } from 'node:worker_threads';
import type { InvoiceView } from './invoice-document.ts';

/**
 * Invoices are drawn in a worker thread (docs/decisions.md "Invoices"): a 100-line invoice takes
 * about 400 ms of CPU, which on the main thread would hold every other request that long. One
 * worker, started with the first invoice and not keeping the process alive; a worker that dies
 * fails the invoices it held and the next one starts another. From TypeScript (tests, `npm run dev`)
 * it runs the source; from the bundle, `dist/pdf-worker.js` (scripts/build.mjs).
 */
const workerFile = import.meta.url.endsWith('.ts')
  ? new URL('./render-worker.ts', import.meta.url)
  : new URL('./pdf-worker.js', import.meta.url);

interface Waiting {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null = null;
const waiting = new Map<number, Waiting>();
let nextId = 0;

function failAll(error: Error) {
  for (const w of waiting.values()) w.reject(error);
  waiting.clear();
  worker = null;
}

function startWorker(): Worker {
  const started = new Worker(workerFile);
  started.unref();
  started.on('message', ({ id, pdf, error }: { id: number; pdf?: ArrayBuffer; error?: string }) => {
    const w = waiting.get(id);
    if (!w) return;
    waiting.delete(id);
    if (pdf) w.resolve(Buffer.from(pdf));
    else w.reject(new Error(`invoice not drawn: ${error}`));
    if (!waiting.size) started.unref();
  });
  started.on('error', (error) => failAll(error));
  started.on('exit', (code) => {
    if (worker === started) failAll(new Error(`the PDF worker stopped (${code})`));
  });
  return started;
}

/** The invoice as a PDF file, drawn in the PDF worker. */
export const renderInvoicePdf = (view: InvoiceView) => renderInvoicesPdf([view]);

/** Invoices as one PDF file, each on its own pages, drawn in the PDF worker. */
export function renderInvoicesPdf(views: InvoiceView[]): Promise<Buffer> {
  worker ??= startWorker();
  const id = (nextId += 1);
  // Referenced while it has work, so a script awaiting an invoice does not exit under it.
  worker.ref();
  const promise = new Promise<Buffer>((resolve, reject) => waiting.set(id, { resolve, reject }));
  worker.postMessage({ id, views });
  return promise;
}
