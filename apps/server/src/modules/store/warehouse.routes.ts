import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ListQuery, Warehouse, WarehouseInput, WarehouseOption, WarehouseParams } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { envelope, pagedEnvelope } from '../../platform/envelope.ts';
import { storeOf } from '../../platform/store-context.ts';
import type { WarehousesService } from './warehouse.service.ts';

/** Branches and warehouses: the onboarding step, the selects, and the branches screen. */
export function warehouseRoutes(server: FastifyInstance, db: Db, warehouses: WarehousesService) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: app.guard({ role: 'admin' }) };
  const tags = ['branches'];
  const security = [{ bearer: [] }];

  app.post(
    '/store/add-warehouse',
    { ...guarded, schema: { tags, security, body: WarehouseInput, response: { 201: envelope(Warehouse) } } },
    async (req, reply) =>
      reply.created(await warehouses.create(storeOf(req, db), req.body, { onboarding: true }), 'warehouse.created'),
  );

  app.get(
    '/store/warehouse-to-store',
    { ...guarded, schema: { tags, security, response: { 200: envelope(z.array(WarehouseOption)) } } },
    async (req, reply) => reply.ok(await warehouses.options(storeOf(req, db))),
  );

  app.get(
    '/store/store-warehouse-with-contact',
    { ...guarded, schema: { tags, security, response: { 200: envelope(z.array(Warehouse)) } } },
    async (req, reply) => reply.ok(await warehouses.all(db, storeOf(req, db).id)),
  );

  app.get(
    '/inventory/warehouse',
    { ...guarded, schema: { tags, security, querystring: ListQuery, response: { 200: pagedEnvelope(Warehouse) } } },
    async (req, reply) => {
      return reply.paged(await warehouses.list(storeOf(req, db), req.query), req.query);
    },
  );

  app.post(
    '/inventory/warehouse',
    { ...guarded, schema: { tags, security, body: WarehouseInput, response: { 201: envelope(Warehouse) } } },
    async (req, reply) => reply.created(await warehouses.create(storeOf(req, db), req.body), 'warehouse.created'),
  );

  app.get(
    '/inventory/warehouse/:id',
    { ...guarded, schema: { tags, security, params: WarehouseParams, response: { 200: envelope(Warehouse) } } },
    async (req, reply) => reply.ok(await warehouses.get(storeOf(req, db), req.params.id)),
  );

  app.put(
    '/inventory/warehouse/:id',
    {
      ...guarded,
      schema: { tags, security, params: WarehouseParams, body: WarehouseInput, response: { 200: envelope(Warehouse) } },
    },
    async (req, reply) => reply.ok(await warehouses.update(storeOf(req, db), req.params.id, req.body), 'warehouse.updated'),
  );

  app.delete(
    '/inventory/warehouse/:id',
    { ...guarded, schema: { tags, security, params: WarehouseParams, response: { 200: envelope(z.null()) } } },
    async (req, reply) => {
      await warehouses.remove(storeOf(req, db), req.params.id);
      return reply.ok(null, 'warehouse.deleted');
    },
  );
}
