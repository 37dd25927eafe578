import type { FastifyInstance } from 'fastify';
import { taxEndpoints as endpoints } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { sendDownload } from '../../platform/download.ts';
import { route } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import * as taxes from './tax.service.ts';
import { vatReturn, vatReturnFile } from './vat-return.ts';

const tags = ['taxes'];

/** The store's taxes and the VAT it collected (spec §7 "Taxes"). */
export function taxRoutes(app: FastifyInstance, db: Db) {
  const onRequest = app.guard({ role: 'admin' });

  route(app, endpoints.list, { onRequest, tags }, async (req, reply) => reply.ok(await taxes.list(storeOf(req, db))));
  route(app, endpoints.create, { onRequest, tags }, async (req, reply) =>
    reply.created(await taxes.create(storeOf(req, db), req.body), 'tax.created'),
  );
  route(app, endpoints.vatSummary, { onRequest, tags }, async (req, reply) =>
    reply.ok(await taxes.vatSummary(storeOf(req, db), req.query.year)),
  );
  route(app, endpoints.vatReturn, { onRequest, tags }, async (req, reply) =>
    reply.ok(await vatReturn(storeOf(req, db), req.query.year, req.query.period)),
  );
  route(
    app,
    endpoints.vatReturnFile,
    {
      onRequest,
      tags,
      description: "One period's VAT return as a file (CSV with BOM, or XLSX), in the boxes of the Saudi VAT return.",
    },
    async (req, reply) => {
      const { name, file } = await vatReturnFile(storeOf(req, db), req.query, req.lang);
      return sendDownload(reply, name, req.query.format, file);
    },
  );
  route(app, endpoints.update, { onRequest, tags }, async (req, reply) =>
    reply.ok(await taxes.update(storeOf(req, db), req.params.id, req.body), 'tax.updated'),
  );
  route(app, endpoints.remove, { onRequest, tags }, async (req, reply) => {
    await taxes.remove(storeOf(req, db), req.params.id);
    return reply.ok(null, 'tax.deleted');
  });
}
