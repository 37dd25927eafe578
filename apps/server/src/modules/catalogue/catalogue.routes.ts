import type { FastifyInstance } from 'fastify';
import { brandEndpoints, categoryEndpoints, unitEndpoints } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { collectionRoutes, route } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import * as brands from './brand.service.ts';
import * as categories from './category.service.ts';
import * as units from './unit.service.ts';

/** Categories (a tree), brands and units of a store (spec §7 "Catalogue"). */
export function catalogueRoutes(app: FastifyInstance, db: Db) {
  const onRequest = app.guard({ role: 'admin' });

  {
    const tags = ['categories'];
    const endpoints = categoryEndpoints;
    route(app, endpoints.tree, { onRequest, tags }, async (req, reply) => reply.ok(await categories.tree(storeOf(req, db))));
    route(app, endpoints.create, { onRequest, tags }, async (req, reply) =>
      reply.created(await categories.create(storeOf(req, db), req.body), 'category.created'),
    );
    route(app, endpoints.get, { onRequest, tags }, async (req, reply) =>
      reply.ok(await categories.get(storeOf(req, db), req.params.id)),
    );
    route(app, endpoints.update, { onRequest, tags }, async (req, reply) =>
      reply.ok(await categories.update(storeOf(req, db), req.params.id, req.body), 'category.updated'),
    );
    route(app, endpoints.remove, { onRequest, tags }, async (req, reply) => {
      await categories.remove(storeOf(req, db), req.params.id);
      return reply.ok(null, 'category.deleted');
    });
  }

  collectionRoutes(app, db, brandEndpoints, { onRequest, tags: ['brands'] }, brands, {
    created: 'brand.created',
    updated: 'brand.updated',
    deleted: 'brand.deleted',
  });
  collectionRoutes(app, db, unitEndpoints, { onRequest, tags: ['units'] }, units, {
    created: 'unit.created',
    updated: 'unit.updated',
    deleted: 'unit.deleted',
  });
}
