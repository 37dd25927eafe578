import type { FastifyInstance, FastifyReply } from 'fastify';
import { referenceEndpoints as endpoints } from '@souqna/contracts';
import { notFound } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { citiesOf, listCountries, listCurrencies, listProductTypes, regionsOf } from './lookup.ts';

/** Reference data changes with a release, not with a click: a day in any cache, per language. */
const cached = (reply: FastifyReply) => reply.header('Cache-Control', 'public, max-age=86400').header('Vary', 'Accept-Language');

/** Public (no token, docs/api.md): the lists every form picks from. Complete lists, never paged. */
export function referenceRoutes(app: FastifyInstance) {
  const open = { tags: ['reference data'], public: true };

  route(app, endpoints.currencies, open, async (_req, reply) => cached(reply).ok(listCurrencies()));
  route(app, endpoints.productTypes, open, async (_req, reply) => cached(reply).ok(listProductTypes()));
  route(app, endpoints.countries, open, async (req, reply) => cached(reply).ok(listCountries(req.lang)));
  route(app, endpoints.cities, open, async (req, reply) => {
    const list = citiesOf(req.params.id);
    if (!list) throw notFound();
    return cached(reply).ok(list);
  });
  route(app, endpoints.regions, open, async (req, reply) => {
    const list = regionsOf(req.params.id);
    if (!list) throw notFound();
    return cached(reply).ok(list);
  });
}
