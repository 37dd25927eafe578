import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Tax, TaxInput, TaxParams, VatMonth, VatSummaryQuery } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { envelope } from '../../platform/envelope.ts';
import { storeOf } from '../../platform/store-context.ts';
import * as taxes from './tax.service.ts';

const security = [{ bearer: [] }];
const tags = ['taxes'];

/** The store's taxes and the VAT it collected (spec §7 "Taxes"). */
export function taxRoutes(server: FastifyInstance, db: Db) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.guard({ role: 'admin' });

  app.get(
    '/store-management/tax',
    { onRequest, schema: { tags, security, response: { 200: envelope(z.array(Tax)) } } },
    async (req, reply) => reply.ok(await taxes.list(storeOf(req, db))),
  );
  app.post(
    '/store-management/tax',
    { onRequest, schema: { tags, security, body: TaxInput, response: { 201: envelope(Tax) } } },
    async (req, reply) => reply.created(await taxes.create(storeOf(req, db), req.body), 'tax.created'),
  );
  app.get(
    '/store-management/tax/vat-summary',
    { onRequest, schema: { tags, security, querystring: VatSummaryQuery, response: { 200: envelope(z.array(VatMonth)) } } },
    async (req, reply) => reply.ok(await taxes.vatSummary(storeOf(req, db), req.query.year)),
  );
  app.put(
    '/store-management/tax/:id',
    { onRequest, schema: { tags, security, params: TaxParams, body: TaxInput, response: { 200: envelope(Tax) } } },
    async (req, reply) => reply.ok(await taxes.update(storeOf(req, db), req.params.id, req.body), 'tax.updated'),
  );
  app.delete(
    '/store-management/tax/:id',
    { onRequest, schema: { tags, security, params: TaxParams, response: { 200: envelope(z.null()) } } },
    async (req, reply) => {
      await taxes.remove(storeOf(req, db), req.params.id);
      return reply.ok(null, 'tax.deleted');
    },
  );
}
