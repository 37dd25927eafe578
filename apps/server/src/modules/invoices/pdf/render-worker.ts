import { parentPort } from 'node:worker_threads';
import { drawInvoicePdf } from './draw.ts';
import type { InvoiceView } from './invoice-document.ts';

type Message = { id: number; views: InvoiceView[] } | { id: number; ask: 'react' };

/** Which build of React this thread loaded: only the development build gives an element its `_store`. */
async function reactBuild() {
  const { createElement } = await import('react');
  return '_store' in createElement('i') ? 'development' : 'production';
}

/**
 * The PDF worker (render.ts): draws each PDF of invoices it is sent and answers its bytes, or the
 * error's message; asked, it says which React build it draws with.
 */
parentPort!.on('message', async (message: Message) => {
  const { id } = message;
  try {
    if ('ask' in message) {
      parentPort!.postMessage({ id, react: await reactBuild() });
      return;
    }
    const pdf = await drawInvoicePdf(message.views);
    const bytes = pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength);
    parentPort!.postMessage({ id, pdf: bytes }, [bytes as ArrayBuffer]);
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
