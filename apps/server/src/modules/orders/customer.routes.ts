import type { FastifyInstance } from 'fastify';
import { addressEndpoints, cartEndpoints, customerEndpoints } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { route } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import * as addresses from './address.service.ts';
import * as customers from './customer.service.ts';
import { shippingOptions } from './shipping-options.ts';

/** Customers, their addresses and the shipping options of a manual order (spec §7 "Customers"). */
export function customerRoutes(app: FastifyInstance, db: Db) {
  const onRequest = app.guard({ role: 'admin' });

  {
    const tags = ['customers'];
    const endpoints = customerEndpoints;
    route(app, endpoints.list, { onRequest, tags }, async (req, reply) => {
      return reply.paged(await customers.list(storeOf(req, db), req.query), req.query);
    });
    route(app, endpoints.search, { onRequest, tags }, async (req, reply) =>
      reply.ok(await customers.search(storeOf(req, db), req.query)),
    );
    route(app, endpoints.create, { onRequest, tags }, async (req, reply) =>
      reply.created(await customers.create(storeOf(req, db), req.body), 'customer.created'),
    );
    route(app, endpoints.get, { onRequest, tags }, async (req, reply) =>
      reply.ok(await customers.get(storeOf(req, db), req.params.id)),
    );
    route(app, endpoints.update, { onRequest, tags }, async (req, reply) =>
      reply.ok(await customers.update(storeOf(req, db), req.params.id, req.body), 'customer.updated'),
    );
    route(app, endpoints.remove, { onRequest, tags }, async (req, reply) => {
      await customers.remove(storeOf(req, db), req.params.id);
      return reply.ok(null, 'customer.deleted');
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

  route(app, cartEndpoints.shippingOptions, { onRequest, tags: ['shipping'] }, async (_req, reply) =>
    reply.ok(shippingOptions()),
  );
}
