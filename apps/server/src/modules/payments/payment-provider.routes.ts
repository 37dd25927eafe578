import type { FastifyInstance } from 'fastify';
import { paymentProviderEndpoints as endpoints } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { route } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import * as providers from './payment-provider.service.ts';

const tags = ['payments'];

/** The store's payment providers (spec §7 "Integrations"), the admin role. */
export function paymentProviderRoutes(app: FastifyInstance, db: Db, offered: providers.ProvidersOffered) {
  const onRequest = app.guard({ role: 'admin' });
  route(app, endpoints.list, { onRequest, tags }, async (req, reply) =>
    reply.ok(await providers.listProviders(storeOf(req, db), offered)),
  );
  route(app, endpoints.status, { onRequest, tags }, async (req, reply) =>
    reply.ok(await providers.providerStatus(storeOf(req, db), offered)),
  );
  route(app, endpoints.cashOnDelivery, { onRequest, tags }, async (req, reply) =>
    reply.ok(await providers.saveCashOnDelivery(storeOf(req, db), req.body), 'paymentProvider.saved'),
  );
  route(app, endpoints.bankTransfer, { onRequest, tags }, async (req, reply) =>
    reply.ok(await providers.saveBankTransfer(storeOf(req, db), req.body), 'paymentProvider.saved'),
  );
  route(app, endpoints.disable, { onRequest, tags }, async (req, reply) => {
    await providers.disableProvider(storeOf(req, db), req.params.id);
    return reply.ok(null, 'paymentProvider.disabled');
  });
}
