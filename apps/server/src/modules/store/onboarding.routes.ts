import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddDomainInput,
  AllStoreData,
  CheckDomainInput,
  ChooseCategoriesInput,
  DomainAvailability,
  ParentCategoryParams,
  ServiceChannel,
  ServiceChannelsInput,
  StoreCategory,
  StoreDataInput,
  StoreIdentity,
  VerifyIdentityInput,
  VerifyIdentityResult,
} from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { envelope } from '../../platform/envelope.ts';
import { storeOf } from '../../platform/store-context.ts';
import type { StoreServices } from './store.module.ts';

/** Onboarding and the store's identity: categories, store data, domain, channels, verification. */
export function onboardingRoutes(server: FastifyInstance, db: Db, services: StoreServices) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { categories, onboarding, storeData, verification } = services;
  const guarded = { onRequest: app.guard({ role: 'admin' }) };
  const tags = ['store'];
  const security = [{ bearer: [] }];

  app.get(
    '/store/category',
    { ...guarded, schema: { tags, security, response: { 200: envelope(z.array(StoreCategory)) } } },
    async (req, reply) => reply.ok(await categories.main(req.lang)),
  );

  app.get(
    '/store/category/parent-category-:id/sub-category',
    { ...guarded, schema: { tags, security, params: ParentCategoryParams, response: { 200: envelope(z.array(StoreCategory)) } } },
    async (req, reply) => reply.ok(await categories.children(req.params.id, req.lang)),
  );

  app.post(
    '/store/store-category',
    { ...guarded, schema: { tags, security, body: ChooseCategoriesInput, response: { 200: envelope(z.array(StoreCategory)) } } },
    async (req, reply) => reply.ok(await categories.choose(storeOf(req, db), req.body), 'store.categoriesSaved'),
  );

  app.post(
    '/store/store',
    { ...guarded, schema: { tags, security, body: StoreDataInput, response: { 200: envelope(StoreIdentity) } } },
    async (req, reply) => reply.ok(await onboarding.saveStoreData(storeOf(req, db), req.body), 'store.dataSaved'),
  );

  app.get(
    '/store/get-all-store-data',
    { ...guarded, schema: { tags, security, response: { 200: envelope(AllStoreData) } } },
    async (req, reply) => reply.ok(await storeData.get(storeOf(req, db))),
  );

  app.post(
    '/store/check-domain',
    { ...guarded, schema: { tags, security, body: CheckDomainInput, response: { 200: envelope(DomainAvailability) } } },
    async (req, reply) => {
      const result = await onboarding.checkDomain(storeOf(req, db), req.body.domain);
      return reply.ok(result, result.available ? 'store.domainAvailable' : 'store.domainUnavailable');
    },
  );

  app.post(
    '/store/add-domain',
    {
      ...guarded,
      schema: {
        tags,
        security,
        body: AddDomainInput,
        response: { 200: envelope(z.object({ domain: z.string(), url: z.string() })) },
      },
    },
    async (req, reply) => reply.ok(await onboarding.addDomain(storeOf(req, db), req.body.domain), 'store.domainSaved'),
  );

  app.post(
    '/store/add-customer-service-channels',
    { ...guarded, schema: { tags, security, body: ServiceChannelsInput, response: { 200: envelope(z.array(ServiceChannel)) } } },
    async (req, reply) => reply.ok(await onboarding.saveChannels(storeOf(req, db), req.body), 'store.channelsSaved'),
  );

  app.post(
    '/store/verify-identity',
    { ...guarded, schema: { tags, security, body: VerifyIdentityInput, response: { 200: envelope(VerifyIdentityResult) } } },
    async (req, reply) => {
      const result = await verification.submit(storeOf(req, db), req.body);
      return reply.ok(result, result.isStoreVerified ? 'verification.approved' : 'verification.submitted');
    },
  );
}
