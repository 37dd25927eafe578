import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Brand,
  BrandInput,
  BrandListQuery,
  BrandParams,
  Category,
  CategoryInput,
  CategoryNode,
  CategoryParams,
  ListQuery,
  Unit,
  UnitInput,
  UnitParams,
} from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { envelope, pagedEnvelope } from '../../platform/envelope.ts';
import { storeOf } from '../../platform/store-context.ts';
import * as brands from './brand.service.ts';
import * as categories from './category.service.ts';
import * as units from './unit.service.ts';

const security = [{ bearer: [] }];

/** Categories (a tree), brands and units of a store (spec §7 "Catalogue"). */
export function catalogueRoutes(server: FastifyInstance, db: Db) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.guard({ role: 'admin' });

  {
    const tags = ['categories'];
    app.get(
      '/store-management/category',
      { onRequest, schema: { tags, security, response: { 200: envelope(z.array(CategoryNode)) } } },
      async (req, reply) => reply.ok(await categories.tree(storeOf(req, db))),
    );
    app.post(
      '/store-management/category',
      { onRequest, schema: { tags, security, body: CategoryInput, response: { 201: envelope(Category) } } },
      async (req, reply) => reply.created(await categories.create(storeOf(req, db), req.body), 'category.created'),
    );
    app.get(
      '/store-management/category/:id',
      { onRequest, schema: { tags, security, params: CategoryParams, response: { 200: envelope(CategoryNode) } } },
      async (req, reply) => reply.ok(await categories.get(storeOf(req, db), req.params.id)),
    );
    app.put(
      '/store-management/category/:id',
      {
        onRequest,
        schema: { tags, security, params: CategoryParams, body: CategoryInput, response: { 200: envelope(Category) } },
      },
      async (req, reply) => reply.ok(await categories.update(storeOf(req, db), req.params.id, req.body), 'category.updated'),
    );
    app.delete(
      '/store-management/category/:id',
      { onRequest, schema: { tags, security, params: CategoryParams, response: { 200: envelope(z.null()) } } },
      async (req, reply) => {
        await categories.remove(storeOf(req, db), req.params.id);
        return reply.ok(null, 'category.deleted');
      },
    );
  }

  {
    const tags = ['brands'];
    app.get(
      '/store-management/brand',
      { onRequest, schema: { tags, security, querystring: BrandListQuery, response: { 200: pagedEnvelope(Brand) } } },
      async (req, reply) => {
        return reply.paged(await brands.list(storeOf(req, db), req.query), req.query);
      },
    );
    app.post(
      '/store-management/brand',
      { onRequest, schema: { tags, security, body: BrandInput, response: { 201: envelope(Brand) } } },
      async (req, reply) => reply.created(await brands.create(storeOf(req, db), req.body), 'brand.created'),
    );
    app.get(
      '/store-management/brand/:id',
      { onRequest, schema: { tags, security, params: BrandParams, response: { 200: envelope(Brand) } } },
      async (req, reply) => reply.ok(await brands.get(storeOf(req, db), req.params.id)),
    );
    app.put(
      '/store-management/brand/:id',
      { onRequest, schema: { tags, security, params: BrandParams, body: BrandInput, response: { 200: envelope(Brand) } } },
      async (req, reply) => reply.ok(await brands.update(storeOf(req, db), req.params.id, req.body), 'brand.updated'),
    );
    app.delete(
      '/store-management/brand/:id',
      { onRequest, schema: { tags, security, params: BrandParams, response: { 200: envelope(z.null()) } } },
      async (req, reply) => {
        await brands.remove(storeOf(req, db), req.params.id);
        return reply.ok(null, 'brand.deleted');
      },
    );
  }

  {
    const tags = ['units'];
    app.get(
      '/store-management/units',
      { onRequest, schema: { tags, security, querystring: ListQuery, response: { 200: pagedEnvelope(Unit) } } },
      async (req, reply) => {
        return reply.paged(await units.list(storeOf(req, db), req.query), req.query);
      },
    );
    app.post(
      '/store-management/units',
      { onRequest, schema: { tags, security, body: UnitInput, response: { 201: envelope(Unit) } } },
      async (req, reply) => reply.created(await units.create(storeOf(req, db), req.body), 'unit.created'),
    );
    app.get(
      '/store-management/units/:id',
      { onRequest, schema: { tags, security, params: UnitParams, response: { 200: envelope(Unit) } } },
      async (req, reply) => reply.ok(await units.get(storeOf(req, db), req.params.id)),
    );
    app.put(
      '/store-management/units/:id',
      { onRequest, schema: { tags, security, params: UnitParams, body: UnitInput, response: { 200: envelope(Unit) } } },
      async (req, reply) => reply.ok(await units.update(storeOf(req, db), req.params.id, req.body), 'unit.updated'),
    );
    app.delete(
      '/store-management/units/:id',
      { onRequest, schema: { tags, security, params: UnitParams, response: { 200: envelope(z.null()) } } },
      async (req, reply) => {
        await units.remove(storeOf(req, db), req.params.id);
        return reply.ok(null, 'unit.deleted');
      },
    );
  }
}
