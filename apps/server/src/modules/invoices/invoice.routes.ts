import type { FastifyInstance } from 'fastify';
import {
  INVOICE_PRINT_MAX,
  invoiceEndpoints as endpoints,
  invoiceSettingsEndpoints as settings,
  walletEndpoints,
} from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { sendDownload } from '../../platform/download.ts';
import { route } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import { invoicesOfOrder } from '../orders/order-invoices.ts';
import type { UploadStorage } from '../../platform/uploads/storage.ts';
import { invoiceMailsOf } from './invoice-mail.ts';
import { invoicePreviewView, orderInvoicePdf, printInvoicesPdf } from './order-invoice.ts';
import { renderInvoicePdf } from './pdf/render.ts';
import { platformInvoicePdf } from './platform-invoice.ts';
import { getInvoiceSettings, patchInvoiceSettings, saveInvoiceSettings } from './invoice-settings.service.ts';
import { withZatcaStates } from './zatca-status.ts';

const tags = ['invoices'];

/** The order's invoice and the platform's invoices to the store as PDFs (docs/product-rules.md "Invoices"), the admin role. */
export function invoiceRoutes(
  app: FastifyInstance,
  db: Db,
  { storeBaseDomain, platformVatNumber }: { storeBaseDomain: string; platformVatNumber: string | null },
  storage: UploadStorage,
) {
  const onRequest = app.guard({ role: 'admin' });
  const deps = { baseDomain: storeBaseDomain, storage };
  route(
    app,
    endpoints.orderPdf,
    {
      onRequest,
      tags,
      description:
        "The order's invoice as a PDF: A4, A5 or an 80 mm receipt, in Arabic or English (the request's language unless `lang`); a tax invoice with ZATCA's QR code when the store has a VAT number.",
    },
    async (req, reply) => {
      const lang = req.query.lang ?? req.lang;
      const { name, pdf } = await orderInvoicePdf(
        storeOf(req, db),
        req.params.orderId,
        { size: req.query.size, lang, kind: req.query.kind },
        deps,
      );
      return sendDownload(reply, name, 'pdf', pdf);
    },
  );
  route(app, settings.get, { onRequest, tags }, async (req, reply) => reply.ok(await getInvoiceSettings(storeOf(req, db))));
  route(
    app,
    settings.patch,
    { onRequest, tags, description: 'The changes record of spec §4: each edited setting by its path.' },
    async (req, reply) => reply.ok(await patchInvoiceSettings(storeOf(req, db), req.body.changes), 'invoice.settingsSaved'),
  );
  route(app, settings.save, { onRequest, tags }, async (req, reply) =>
    reply.ok(await saveInvoiceSettings(storeOf(req, db), req.body), 'invoice.settingsSaved'),
  );
  route(
    app,
    settings.preview,
    {
      onRequest,
      tags,
      description:
        "The PDF a layout not yet saved would give, for sample data (`orderId` null: the store's next invoice) or one of the store's orders; the editor's live preview.",
    },
    async (req, reply) => {
      const { settings: layout, orderId, size } = req.body;
      const lang = req.body.lang ?? req.lang;
      const view = await invoicePreviewView(storeOf(req, db), { settings: layout, orderId, size, lang }, deps);
      return sendDownload(reply, 'invoice-preview', 'pdf', await renderInvoicePdf(view));
    },
  );
  route(
    app,
    endpoints.print,
    {
      onRequest,
      tags,
      description: `The chosen orders' invoices (a summary for an order not yet a sale) as one PDF to print, each on its own pages; at most ${INVOICE_PRINT_MAX} orders.`,
    },
    async (req, reply) => {
      const { orderIds, size } = req.body;
      const pdf = await printInvoicesPdf(storeOf(req, db), orderIds, { size, lang: req.body.lang ?? req.lang }, deps);
      return sendDownload(reply, `invoices-${size}`, 'pdf', pdf);
    },
  );
  route(
    app,
    endpoints.orderInvoiceMails,
    { onRequest, tags, description: 'The invoice e-mailed to the customer on each status the store chose, and its delivery.' },
    async (req, reply) => {
      const store = storeOf(req, db);
      return reply.ok(await store.read((tx) => invoiceMailsOf(tx, store.id, req.params.orderId)));
    },
  );
  route(app, endpoints.orderInvoices, { onRequest, tags }, async (req, reply) => {
    const store = storeOf(req, db);
    return reply.ok(
      await store.read(async (tx) => withZatcaStates(tx, store.id, await invoicesOfOrder(tx, store.id, req.params.orderId))),
    );
  });
  route(
    app,
    walletEndpoints.invoicePdf,
    { onRequest, tags, description: "The platform's invoice to the store (a paid plan's month) as a PDF tax invoice." },
    async (req, reply) => {
      const lang = req.query.lang ?? req.lang;
      const { name, pdf } = await platformInvoicePdf(storeOf(req, db), req.params.invoiceId, lang, platformVatNumber);
      return sendDownload(reply, name, 'pdf', pdf);
    },
  );
}
