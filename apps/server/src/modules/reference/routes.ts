import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { City, CityParams, Country, CountryParams, Currency, ProductType, Region } from '@souqna/contracts';
import { envelope } from '../../platform/envelope.ts';
import { notFound } from '../../platform/errors.ts';
import { citiesOf, listCountries, listCurrencies, listProductTypes, regionsOf } from './lookup.ts';

/** Reference data changes with a release, not with a click: a day in any cache, per language. */
const cached = (reply: FastifyReply) => reply.header('Cache-Control', 'public, max-age=86400').header('Vary', 'Accept-Language');

/** Public (no token, API.md): the lists every form picks from. Complete lists, never paged. */
export function referenceRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const tags = ['reference data'];

  app.get(
    '/system-settings/currency',
    { schema: { tags, response: { 200: envelope(z.array(Currency)) } } },
    async (_req, reply) => cached(reply).ok(listCurrencies()),
  );

  app.get(
    '/system-settings/product-types',
    { schema: { tags, response: { 200: envelope(z.array(ProductType)) } } },
    async (_req, reply) => cached(reply).ok(listProductTypes()),
  );

  app.get('/system-settings/country', { schema: { tags, response: { 200: envelope(z.array(Country)) } } }, async (req, reply) =>
    cached(reply).ok(listCountries(req.lang)),
  );

  app.get(
    '/system-settings/country/:id/city',
    { schema: { tags, params: CountryParams, response: { 200: envelope(z.array(City)) } } },
    async (req, reply) => {
      const list = citiesOf(req.params.id);
      if (!list) throw notFound();
      return cached(reply).ok(list);
    },
  );

  app.get(
    '/system-settings/city/:id/region',
    { schema: { tags, params: CityParams, response: { 200: envelope(z.array(Region)) } } },
    async (req, reply) => {
      const list = regionsOf(req.params.id);
      if (!list) throw notFound();
      return cached(reply).ok(list);
    },
  );
}
