import type { FastifyInstance } from 'fastify';
import { productEndpoints as endpoints } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { route } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import { dataLink } from './product-link.ts';
import * as products from './product.service.ts';

const tags = ['products'];

/**
 * Products: create, read, replace and delete; media, variants, advanced info, the warehouses of the
 * quantity section and the link builder (spec §7 "Catalogue"). The spec's "generic send" is the web
 * app's API client, not a server route (docs/decisions.md).
 */
export function productRoutes(app: FastifyInstance, db: Db, storeBaseDomain: string) {
  const on = { onRequest: app.guard({ role: 'admin' }), tags };

  route(app, endpoints.create, on, async (req, reply) =>
    reply.created(await products.create(storeOf(req, db), req.body), 'product.created'),
  );
  route(app, endpoints.get, on, async (req, reply) => reply.ok(await products.get(storeOf(req, db), req.params.id)));
  route(app, endpoints.update, on, async (req, reply) =>
    reply.ok(await products.update(storeOf(req, db), req.params.id, req.body), 'product.updated'),
  );
  route(app, endpoints.remove, on, async (req, reply) => {
    await products.remove(storeOf(req, db), req.params.id);
    return reply.ok(null, 'product.deleted');
  });
  route(app, endpoints.warehouseChoices, on, async (req, reply) => reply.ok(await products.warehouseChoices(storeOf(req, db))));

  route(app, endpoints.images, on, async (req, reply) => reply.ok(await products.images(storeOf(req, db), req.params.id)));
  route(app, endpoints.saveImages, on, async (req, reply) =>
    reply.ok(await products.saveImages(storeOf(req, db), req.params.id, req.body), 'product.mediaSaved'),
  );

  route(app, endpoints.variants, on, async (req, reply) => reply.ok(await products.variants(storeOf(req, db), req.params.id)));
  route(app, endpoints.saveVariants, on, async (req, reply) =>
    reply.ok(await products.saveVariants(storeOf(req, db), req.query.productId, req.body), 'product.variantsSaved'),
  );

  route(app, endpoints.advancedInfo, on, async (req, reply) =>
    reply.ok(await products.advancedInfo(storeOf(req, db), req.params.id)),
  );
  route(app, endpoints.createAdvancedInfo, on, async (req, reply) =>
    reply.created(await products.saveAdvancedInfo(storeOf(req, db), req.params.id, req.body), 'product.advancedInfoSaved'),
  );
  route(app, endpoints.updateAdvancedInfo, on, async (req, reply) =>
    reply.ok(await products.saveAdvancedInfo(storeOf(req, db), req.params.id, req.body), 'product.advancedInfoSaved'),
  );

  route(app, endpoints.dataLink, on, async (req, reply) =>
    reply.ok(await dataLink(storeOf(req, db), req.query, storeBaseDomain)),
  );
}
