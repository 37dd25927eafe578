import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Address,
  AddressInput,
  AddressParams,
  Customer,
  CustomerDetails,
  CustomerInput,
  CustomerListQuery,
  CustomerParams,
  CustomerSearchQuery,
  ShippingOption,
} from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { envelope, pagedEnvelope } from '../../platform/envelope.ts';
import { storeOf } from '../../platform/store-context.ts';
import * as addresses from './address.service.ts';
import * as customers from './customer.service.ts';
import { shippingOptions } from './shipping-options.ts';

const security = [{ bearer: [] }];

/** Customers, their addresses and the shipping options of a manual order (spec §7 "Customers"). */
export function customerRoutes(server: FastifyInstance, db: Db) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.guard({ role: 'admin' });

  {
    const tags = ['customers'];
    app.get(
      '/merchant/customer/query',
      { onRequest, schema: { tags, security, querystring: CustomerListQuery, response: { 200: pagedEnvelope(Customer) } } },
      async (req, reply) => {
        const { items, total } = await customers.list(storeOf(req, db), req.query);
        return reply.paged(items, { page: req.query.page, pageSize: req.query.pageSize, total });
      },
    );
    app.get(
      '/merchant/customer/search',
      {
        onRequest,
        schema: { tags, security, querystring: CustomerSearchQuery, response: { 200: envelope(z.array(Customer)) } },
      },
      async (req, reply) => reply.ok(await customers.search(storeOf(req, db), req.query)),
    );
    app.post(
      '/merchant/customer',
      { onRequest, schema: { tags, security, body: CustomerInput, response: { 201: envelope(Customer) } } },
      async (req, reply) => reply.created(await customers.create(storeOf(req, db), req.body), 'customer.created'),
    );
    app.get(
      '/merchant/customer/:id',
      { onRequest, schema: { tags, security, params: CustomerParams, response: { 200: envelope(CustomerDetails) } } },
      async (req, reply) => reply.ok(await customers.get(storeOf(req, db), req.params.id)),
    );
    app.put(
      '/merchant/customer/:id',
      {
        onRequest,
        schema: { tags, security, params: CustomerParams, body: CustomerInput, response: { 200: envelope(Customer) } },
      },
      async (req, reply) => reply.ok(await customers.update(storeOf(req, db), req.params.id, req.body), 'customer.updated'),
    );
    app.delete(
      '/merchant/customer/:id',
      { onRequest, schema: { tags, security, params: CustomerParams, response: { 200: envelope(z.null()) } } },
      async (req, reply) => {
        await customers.remove(storeOf(req, db), req.params.id);
        return reply.ok(null, 'customer.deleted');
      },
    );
  }

  {
    const tags = ['customer addresses'];
    app.get(
      '/merchant/customer/:id/address',
      { onRequest, schema: { tags, security, params: CustomerParams, response: { 200: envelope(z.array(Address)) } } },
      async (req, reply) => reply.ok(await addresses.list(storeOf(req, db), req.params.id)),
    );
    app.post(
      '/merchant/customer/:id/address',
      {
        onRequest,
        schema: { tags, security, params: CustomerParams, body: AddressInput, response: { 201: envelope(Address) } },
      },
      async (req, reply) => reply.created(await addresses.create(storeOf(req, db), req.params.id, req.body), 'address.saved'),
    );
    app.put(
      '/merchant/customer/:id/address/:addressId',
      { onRequest, schema: { tags, security, params: AddressParams, body: AddressInput, response: { 200: envelope(Address) } } },
      async (req, reply) =>
        reply.ok(await addresses.update(storeOf(req, db), req.params.id, req.params.addressId, req.body), 'address.saved'),
    );
    app.delete(
      '/merchant/customer/:id/address/:addressId',
      { onRequest, schema: { tags, security, params: AddressParams, response: { 200: envelope(z.null()) } } },
      async (req, reply) => {
        await addresses.remove(storeOf(req, db), req.params.id, req.params.addressId);
        return reply.ok(null, 'address.deleted');
      },
    );
  }

  app.get(
    '/store/shipping-provider/merchant',
    { onRequest, schema: { tags: ['shipping'], security, response: { 200: envelope(z.array(ShippingOption)) } } },
    async (_req, reply) => reply.ok(shippingOptions()),
  );
}
