import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ListQuery,
  ProductBulkUpdate,
  ProductCard,
  ProductCardsFilter,
  ProductParams,
  StockGrid,
  StockGridQuery,
  StockHistoryQuery,
  StockMovement,
  StockUpdate,
  StockUpdateResult,
} from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { envelope, pagedEnvelope } from '../../platform/envelope.ts';
import { storeOf } from '../../platform/store-context.ts';
import { bulkUpdate } from './product-list-edits.ts';
import { listCards } from './product-list.service.ts';
import * as stock from './stock-grid.service.ts';

const security = [{ bearer: [] }];
const tags = ['products'];

/** The product list (cards with search and filters), the product-edits table, the stock grid and its history, import and export (spec §7 "Catalogue"). */
export function productListRoutes(server: FastifyInstance, db: Db) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.guard({ role: 'admin' });

  app.post(
    '/product/dashboard-product-cards',
    {
      preHandler,
      schema: { tags, security, querystring: ListQuery, body: ProductCardsFilter, response: { 200: pagedEnvelope(ProductCard) } },
    },
    async (req, reply) => {
      const { items, total } = await listCards(db, storeOf(req, db).id, req.body, req.query);
      return reply.paged(items, { page: req.query.page, pageSize: req.query.pageSize, total });
    },
  );

  app.post(
    '/product/products-bulk-update',
    { preHandler, schema: { tags, security, body: ProductBulkUpdate, response: { 200: envelope(z.array(ProductCard)) } } },
    async (req, reply) => reply.ok(await bulkUpdate(storeOf(req, db), req.body), 'product.bulkUpdated'),
  );

  app.get(
    '/product/stock/product-with-variants',
    { preHandler, schema: { tags, security, querystring: StockGridQuery, response: { 200: envelope(StockGrid) } } },
    async (req, reply) => reply.ok(await stock.grid(db, storeOf(req, db).id, req.query)),
  );

  app.post(
    '/product/stock/update-stock',
    { preHandler, schema: { tags, security, body: StockUpdate, response: { 200: envelope(StockUpdateResult) } } },
    async (req, reply) => {
      const result = await stock.updateStock(storeOf(req, db), req.body);
      return reply.ok(result, 'stock.saved', { count: result.changed });
    },
  );

  app.get(
    '/product/:id/stock-history',
    {
      preHandler,
      schema: {
        tags,
        security,
        params: ProductParams,
        querystring: StockHistoryQuery,
        response: { 200: pagedEnvelope(StockMovement) },
      },
    },
    async (req, reply) => {
      const { items, total } = await stock.history(storeOf(req, db), req.params.id, req.query);
      return reply.paged(items, { page: req.query.page, pageSize: req.query.pageSize, total });
    },
  );
}
