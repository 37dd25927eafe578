import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IMPORT_PREVIEW_ROWS,
  productFileEndpoints,
  productListEndpoints,
  translateServer,
  type ImportPreview,
} from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { sendDownload } from '../../platform/download.ts';
import { route } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import { AppError } from '../../platform/errors.ts';
import { readStore } from '../stores/store-row.ts';
import { exportCsv, exportXlsx } from './product-export.ts';
import { readSheet, readUpload } from './product-import-file.ts';
import { checkPlanLimit, ProductImports } from './product-import-jobs.ts';
import { planImport, type ImportPlan } from './product-import.ts';
import { bulkUpdate } from './product-list-edits.ts';
import { listCards } from './product-list.service.ts';
import * as stock from './stock-grid.service.ts';

const tags = ['products'];

/** The product list (cards with search and filters), the product-edits table, the stock grid and its history, import and export (spec §7 "Catalogue"). */
export function productListRoutes(server: FastifyInstance, db: Db) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.guard({ role: 'admin' });
  const imports = new ProductImports(db, server.log);
  app.addHook('onClose', async () => void (await Promise.allSettled([...imports.running])));

  const e = productListEndpoints;
  route(app, e.cards, { onRequest, tags }, async (req, reply) =>
    reply.paged(await listCards(db, storeOf(req, db).id, req.body, req.query), req.query),
  );
  route(app, e.bulkUpdate, { onRequest, tags }, async (req, reply) =>
    reply.ok(await bulkUpdate(storeOf(req, db), req.body), 'product.bulkUpdated'),
  );
  route(app, e.stockGrid, { onRequest, tags }, async (req, reply) =>
    reply.ok(await stock.grid(db, storeOf(req, db).id, req.query)),
  );
  route(app, e.updateStock, { onRequest, tags }, async (req, reply) => {
    const result = await stock.updateStock(storeOf(req, db), req.body);
    return reply.ok(result, 'stock.saved', { count: result.changed });
  });
  route(app, e.stockHistory, { onRequest, tags }, async (req, reply) =>
    reply.paged(await stock.history(storeOf(req, db), req.params.id, req.query), req.query),
  );

  const files = productFileEndpoints;
  route(
    app,
    files.exportFile,
    {
      onRequest,
      tags,
      description: 'The products as a file (UTF-8 CSV with BOM, or XLSX), one row per product, headers in the request language.',
    },
    async (req, reply) => {
      const { id } = storeOf(req, db);
      const { format } = req.query;
      const date = new Date().toISOString().slice(0, 10);
      return sendDownload(
        reply,
        `products-${date}`,
        format,
        format === 'csv' ? exportCsv(db, id, req.lang) : exportXlsx(db, id, req.lang),
      );
    },
  );

  const upload = {
    onRequest,
    tags,
    description: 'multipart/form-data with one CSV or XLSX file (at most 5 MB, 5,000 rows) in the field "file".',
  };
  const plan = async (req: FastifyRequest): Promise<ImportPlan> => {
    const sheet = await readSheet(await readUpload(req));
    const store = storeOf(req, db);
    return planImport(db, store.id, sheet, req.lang);
  };

  route(app, files.preview, upload, async (req, reply) => {
    const p = await plan(req);
    const preview: ImportPreview = {
      totalRows: p.rows.length,
      columns: p.columns,
      rows: p.rows.slice(0, IMPORT_PREVIEW_ROWS).map((r) => ({
        row: r.row,
        action: r.action,
        values: Object.fromEntries(p.columns.map((c) => [c, r.values[c] ?? null])),
      })),
      creates: p.creates,
      updates: p.updates,
      errors: p.errors,
    };
    return reply.ok(preview);
  });

  route(app, files.start, upload, async (req, reply) => {
    const store = storeOf(req, db);
    const p = await plan(req);
    if (p.errors.length)
      throw new AppError('VALIDATION_FAILED', 'import.hasErrors', { count: p.errors.length }, { rows: p.errors });
    await checkPlanLimit(db, store.id, (await readStore(db, store.id)).plan, p.creates);
    const job = await imports.start(store, p);
    return reply
      .code(202)
      .send({ success: true, statusCode: 202, message: translateServer('import.started', req.lang), data: job });
  });

  route(app, files.progress, { onRequest, tags }, async (req, reply) =>
    reply.ok(await imports.get(storeOf(req, db).id, req.params.importId)),
  );
}
