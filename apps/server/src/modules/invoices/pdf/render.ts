import { Worker } from 'node:worker_threads';
import type { InvoiceView } from './invoice-document.ts';

/**
 * Invoices are drawn in a worker thread (docs/decisions.md "Invoices"): a 100-line invoice takes
 * about 400 ms of CPU, which on the main thread would hold every other request that long. One
 * worker, started with the first invoice and not keeping the process alive; a worker that dies
 * fails the invoices it held and the next one starts another. From TypeScript (tests, `npm run dev`)
 * it runs the source; from the bundle, `dist/pdf-worker.js` (scripts/build.mjs).
 *
 * The worker's own NODE_ENV is `production`, whatever the server's: React and react-pdf's
 * reconciler pick their build from it when they load, and the server's default NODE_ENV
 * (`development`) and the tests' `test` loaded the development build, with its checks and warnings,
 * into every invoice. The tests so draw with the build the merchants get.
 */
const workerFile = import.meta.url.endsWith('.ts')
  ? new URL('./render-worker.ts', import.meta.url)
  : new URL('./pdf-worker.js', import.meta.url);

/** What the worker answers: a PDF's bytes, its React build when asked, or the error's message. */
interface Answer {
  id: number;
  pdf?: ArrayBuffer;
  react?: ReactBuild;
  error?: string;
}
type ReactBuild = 'production' | 'development';

interface Waiting {
  resolve: (answer: Answer) => void;
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
  const started = new Worker(workerFile, { env: { ...process.env, NODE_ENV: 'production' } });
  started.unref();
  started.on('message', (answer: Answer) => {
    const w = waiting.get(answer.id);
    if (!w) return;
    waiting.delete(answer.id);
    if (answer.error === undefined) w.resolve(answer);
    else w.reject(new Error(`invoice not drawn: ${answer.error}`));
    if (!waiting.size) started.unref();
  });
  started.on('error', (error) => failAll(error));
  started.on('exit', (code) => {
    if (worker === started) failAll(new Error(`the PDF worker stopped (${code})`));
  });
  return started;
}

/** Sends the worker `message` and waits for its answer. */
function ask(message: { views: InvoiceView[] } | { ask: 'react' }): Promise<Answer> {
  worker ??= startWorker();
  const id = (nextId += 1);
  // Referenced while it has work, so a script awaiting an invoice does not exit under it.
  worker.ref();
  const promise = new Promise<Answer>((resolve, reject) => waiting.set(id, { resolve, reject }));
  worker.postMessage({ id, ...message });
  return promise;
}

/** The invoice as a PDF file, drawn in the PDF worker. */
export const renderInvoicePdf = (view: InvoiceView) => renderInvoicesPdf([view]);

/** Invoices as one PDF file, each on its own pages, drawn in the PDF worker. */
export async function renderInvoicesPdf(views: InvoiceView[]): Promise<Buffer> {
  return Buffer.from((await ask({ views })).pdf!);
}

/** The React build the PDF worker draws with (render.test.ts). */
export async function pdfWorkerReactBuild(): Promise<ReactBuild> {
  return (await ask({ ask: 'react' })).react!;
}
