import type { FastifyInstance } from 'fastify';
import { addressEndpoints, customerEndpoints } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { collectionRoutes, route, withOptions } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import * as addresses from './address.service.ts';
import * as customers from './customer.service.ts';

/** Customers and their addresses (spec §7 "Customers"). */
export function customerRoutes(app: FastifyInstance, db: Db, options: customers.CustomerOptions) {
  const onRequest = app.guard({ role: 'admin' });

  {
    const tags = ['customers'];
    const endpoints = customerEndpoints;
    route(app, endpoints.search, { onRequest, tags }, async (req, reply) =>
      reply.ok(await customers.search(storeOf(req, db), req.query, options)),
    );
    collectionRoutes(app, db, endpoints, { onRequest, tags }, withOptions(customers, options), {
      created: 'customer.created',
      updated: 'customer.updated',
      deleted: 'customer.deleted',
    });
  }

  {
    const tags = ['customer addresses'];
    const endpoints = addressEndpoints;
    route(app, endpoints.list, { onRequest, tags }, async (req, reply) =>
      reply.ok(await addresses.list(storeOf(req, db), req.params.id)),
    );
    route(app, endpoints.create, { onRequest, tags }, async (req, reply) =>
      reply.created(await addresses.create(storeOf(req, db), req.params.id, req.body), 'address.saved'),
    );
    route(app, endpoints.update, { onRequest, tags }, async (req, reply) =>
      reply.ok(await addresses.update(storeOf(req, db), req.params.id, req.params.addressId, req.body), 'address.saved'),
    );
    route(app, endpoints.remove, { onRequest, tags }, async (req, reply) => {
      await addresses.remove(storeOf(req, db), req.params.id, req.params.addressId);
      return reply.ok(null, 'address.deleted');
    });
  }
}
