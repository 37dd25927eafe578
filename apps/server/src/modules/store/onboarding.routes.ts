import type { FastifyInstance } from 'fastify';
import { onboardingEndpoints as endpoints } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { route } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import * as categories from './category.service.ts';
import * as onboarding from './onboarding.service.ts';
import * as storeData from './store-data.service.ts';
import type { StoreOptions } from './store.module.ts';
import * as verification from './verification.service.ts';

/** Onboarding and the store's identity: categories, store data, domain, channels, verification. */
export function onboardingRoutes(app: FastifyInstance, db: Db, options: StoreOptions) {
  const on = { onRequest: app.guard({ role: 'admin' }), tags: ['store'] };

  route(app, endpoints.mainCategories, on, async (req, reply) => reply.ok(await categories.main(db, req.lang)));
  route(app, endpoints.subCategories, on, async (req, reply) => reply.ok(await categories.children(db, req.params.id, req.lang)));
  route(app, endpoints.chooseCategories, on, async (req, reply) =>
    reply.ok(await categories.choose(storeOf(req, db), req.body, options), 'store.categoriesSaved'),
  );
  route(app, endpoints.saveStoreData, on, async (req, reply) =>
    reply.ok(await onboarding.saveStoreData(storeOf(req, db), req.body, options), 'store.dataSaved'),
  );
  route(app, endpoints.allStoreData, on, async (req, reply) => reply.ok(await storeData.get(db, storeOf(req, db), options)));
  route(app, endpoints.checkDomain, on, async (req, reply) => {
    const result = await onboarding.checkDomain(storeOf(req, db), req.body.domain);
    return reply.ok(result, result.available ? 'store.domainAvailable' : 'store.domainUnavailable');
  });
  route(app, endpoints.addDomain, on, async (req, reply) =>
    reply.ok(await onboarding.addDomain(storeOf(req, db), req.body.domain, options), 'store.domainSaved'),
  );
  route(app, endpoints.saveChannels, on, async (req, reply) =>
    reply.ok(await onboarding.saveChannels(storeOf(req, db), req.body, options), 'store.channelsSaved'),
  );
  route(app, endpoints.verifyIdentity, on, async (req, reply) => {
    const result = await verification.submit(storeOf(req, db), req.body, options);
    return reply.ok(result, result.isStoreVerified ? 'verification.approved' : 'verification.submitted');
  });
}
