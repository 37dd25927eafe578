import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdvancedInfo,
  AdvancedInfoInput,
  DataLink,
  DataLinkQuery,
  Product,
  ProductImages,
  ProductInput,
  ProductMediaInput,
  ProductParams,
  ProductVariants,
  ProductVariantsInput,
  VariantsQuery,
  WarehouseChoice,
} from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { envelope } from '../../platform/envelope.ts';
import { storeOf } from '../../platform/store-context.ts';
import { dataLink } from './product-link.ts';
import * as products from './product.service.ts';

const security = [{ bearer: [] }];
const tags = ['products'];

/**
 * Products: create, read, replace and delete; media, variants, advanced info, the warehouses of the
 * quantity section and the link builder (spec §7 "Catalogue"). The spec's "generic send" is the web
 * app's API client, not a server route (docs/decisions.md).
 */
export function productRoutes(server: FastifyInstance, db: Db, storeBaseDomain: string) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.guard({ role: 'admin' });
  const params = ProductParams;

  app.post(
    '/product/create-product',
    { onRequest, schema: { tags, security, body: ProductInput, response: { 201: envelope(Product) } } },
    async (req, reply) => reply.created(await products.create(storeOf(req, db), req.body), 'product.created'),
  );
  app.get(
    '/product/asem-product/:id',
    { onRequest, schema: { tags, security, params, response: { 200: envelope(Product) } } },
    async (req, reply) => reply.ok(await products.get(storeOf(req, db), req.params.id)),
  );
  app.put(
    '/product/:id/product',
    { onRequest, schema: { tags, security, params, body: ProductInput, response: { 200: envelope(Product) } } },
    async (req, reply) => reply.ok(await products.update(storeOf(req, db), req.params.id, req.body), 'product.updated'),
  );
  app.delete(
    '/product/:id/product',
    { onRequest, schema: { tags, security, params, response: { 200: envelope(z.null()) } } },
    async (req, reply) => {
      await products.remove(storeOf(req, db), req.params.id);
      return reply.ok(null, 'product.deleted');
    },
  );

  app.get(
    '/product/warehouse-select-main',
    { onRequest, schema: { tags, security, response: { 200: envelope(z.array(WarehouseChoice)) } } },
    async (req, reply) => reply.ok(await products.warehouseChoices(storeOf(req, db))),
  );

  app.get(
    '/product/:id/images',
    { onRequest, schema: { tags, security, params, response: { 200: envelope(ProductImages) } } },
    async (req, reply) => reply.ok(await products.images(storeOf(req, db), req.params.id)),
  );
  app.put(
    '/product/:id/images',
    { onRequest, schema: { tags, security, params, body: ProductMediaInput, response: { 200: envelope(ProductImages) } } },
    async (req, reply) => reply.ok(await products.saveImages(storeOf(req, db), req.params.id, req.body), 'product.mediaSaved'),
  );

  app.get(
    '/product/:id/variants-details',
    { onRequest, schema: { tags, security, params, response: { 200: envelope(ProductVariants) } } },
    async (req, reply) => reply.ok(await products.variants(storeOf(req, db), req.params.id)),
  );
  app.put(
    '/product/variants-update',
    {
      onRequest,
      schema: {
        tags,
        security,
        querystring: VariantsQuery,
        body: ProductVariantsInput,
        response: { 200: envelope(ProductVariants) },
      },
    },
    async (req, reply) =>
      reply.ok(await products.saveVariants(storeOf(req, db), req.query.productId, req.body), 'product.variantsSaved'),
  );

  app.get(
    '/product/advanced-info-by-product/:id',
    { onRequest, schema: { tags, security, params, response: { 200: envelope(AdvancedInfo) } } },
    async (req, reply) => reply.ok(await products.advancedInfo(storeOf(req, db), req.params.id)),
  );
  app.post(
    '/product/advanced-info-create/:id',
    { onRequest, schema: { tags, security, params, body: AdvancedInfoInput, response: { 201: envelope(AdvancedInfo) } } },
    async (req, reply) =>
      reply.created(await products.saveAdvancedInfo(storeOf(req, db), req.params.id, req.body), 'product.advancedInfoSaved'),
  );
  app.put(
    '/product/advanced-info-update/:id',
    { onRequest, schema: { tags, security, params, body: AdvancedInfoInput, response: { 200: envelope(AdvancedInfo) } } },
    async (req, reply) =>
      reply.ok(await products.saveAdvancedInfo(storeOf(req, db), req.params.id, req.body), 'product.advancedInfoSaved'),
  );

  app.get(
    '/product/data-link',
    { onRequest, schema: { tags, security, querystring: DataLinkQuery, response: { 200: envelope(DataLink) } } },
    async (req, reply) => reply.ok(await dataLink(storeOf(req, db), req.query, storeBaseDomain)),
  );
}
