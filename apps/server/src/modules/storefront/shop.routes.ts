import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { storefrontEndpoints as endpoints, translateServer, type DataOf, type Endpoint, type Language } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import type { ReadRouting } from '../../platform/read-replica.ts';
import { notFound } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { openShop, shopCategoryList, shopHome, shopListing, shopNotify, shopProductPage, shopStore } from './shop.service.ts';
import { openStoreOf } from './store-host.ts';

export interface StorefrontDeps {
  /** Stores answer at `{domain}.{storeBaseDomain}`. */
  storeBaseDomain: string;
  /** The API's prefix (`/api/v2`): its paths answer in the envelope on every host. */
  apiPrefix: string;
  /** The replica's routing when `DATABASE_READ_URL` is set: a store's reads go there once it holds the store's writes. */
  reads: ReadRouting | null;
  now: () => Date;
}

/**
 * Storefront answers may be kept by a CDN for one second and then asked again with their ETag
 * (a 304 when nothing changed): a change the merchant saves shows within a second, and an unchanged
 * page costs the server a comparison, not a transfer (docs/decisions.md "The storefront").
 */
export const SHOP_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, must-revalidate';

/** A weak ETag of an answer's bytes. */
export const etagOf = (body: string): string => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** Answers `body` with its ETag, or 304 when the client holds it already. */
export function sendCached(req: FastifyRequest, reply: FastifyReply, body: string, contentType: string): FastifyReply {
  const etag = etagOf(body);
  reply.header('Cache-Control', SHOP_CACHE_CONTROL).header('ETag', etag);
  const held = req.headers['if-none-match'];
  if (held && held.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
  return reply.type(contentType).send(body);
}

/** The open store of the request's host and where to read it (the replica when one is set). */
export async function shopOfRequest(db: Db, req: FastifyRequest, deps: StorefrontDeps) {
  const row = await openStoreOf(db, req, deps.storeBaseDomain);
  const reader = deps.reads?.dbFor(row.id) ?? db;
  return { shop: await openShop(reader, row), reader };
}

/**
 * The storefront's calls (public, under the API prefix): the store is the host's; another host, or
 * a host naming no store, is a 404, and a store not open yet a 503 with `Retry-After`.
 */
export function storefrontRoutes(app: FastifyInstance, db: Db, deps: StorefrontDeps) {
  const open = { tags: ['storefront'], public: true };
  const lang = (req: FastifyRequest): Language => req.lang;
  /**
   * The envelope, cached like the pages. Checked against the endpoint's answer first (what is not
   * declared is dropped), as the route's serializer would: the string sent skips the serializer.
   */
  const answer = <E extends Endpoint>(endpoint: E, req: FastifyRequest, reply: FastifyReply, data: DataOf<E>) => {
    const body = { success: true, statusCode: 200, message: translateServer('ok', req.lang), data: z.parse(endpoint.data, data) };
    reply.header('Vary', 'Accept-Language');
    return sendCached(req, reply, JSON.stringify(body), 'application/json; charset=utf-8');
  };

  route(app, endpoints.store, open, async (req, reply) => {
    const { shop, reader } = await shopOfRequest(db, req, deps);
    return answer(endpoints.store, req, reply, await shopStore(reader, shop, lang(req)));
  });
  route(app, endpoints.home, open, async (req, reply) => {
    const { shop, reader } = await shopOfRequest(db, req, deps);
    return answer(endpoints.home, req, reply, await shopHome(reader, shop, lang(req), deps.now()));
  });
  route(app, endpoints.categories, open, async (req, reply) => {
    const { shop, reader } = await shopOfRequest(db, req, deps);
    return answer(endpoints.categories, req, reply, await shopCategoryList(reader, shop, lang(req)));
  });
  route(app, endpoints.products, open, async (req, reply) => {
    const { shop, reader } = await shopOfRequest(db, req, deps);
    return answer(endpoints.products, req, reply, await shopListing(reader, shop, lang(req), req.query, deps.now()));
  });
  route(app, endpoints.product, open, async (req, reply) => {
    const { shop, reader } = await shopOfRequest(db, req, deps);
    const product = await shopProductPage(reader, shop, lang(req), req.params.slug, deps.now());
    if (!product) throw notFound();
    return answer(endpoints.product, req, reply, product);
  });
  route(app, endpoints.notify, open, async (req, reply) => {
    const row = await openStoreOf(db, req, deps.storeBaseDomain);
    await shopNotify(db, row, req.params.slug, req.body, req.lang, deps.now());
    return reply.created({ waiting: true as const }, 'notification.subscribed');
  });
}
