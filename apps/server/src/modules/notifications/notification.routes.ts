import type { FastifyInstance } from 'fastify';
import { notificationEndpoints as endpoints } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { route } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import * as notifications from './notification.service.ts';

const tags = ['availability notifications'];

/** Availability notifications (spec §7): the list, marking one notified or waiting, deleting one, and subscribing. */
export function notificationRoutes(app: FastifyInstance, db: Db) {
  const onRequest = app.guard({ role: 'admin' });

  route(app, endpoints.list, { onRequest, tags }, async (req, reply) => {
    return reply.paged(await notifications.list(storeOf(req, db), req.query), req.query);
  });
  route(app, endpoints.subscribe, { onRequest, tags }, async (req, reply) =>
    reply.created(await notifications.subscribe(storeOf(req, db), req.body), 'notification.subscribed'),
  );
  route(app, endpoints.setStatus, { onRequest, tags }, async (req, reply) =>
    reply.ok(await notifications.setStatus(storeOf(req, db), req.params.id, req.body.isNotified), 'notification.updated'),
  );
  route(app, endpoints.remove, { onRequest, tags }, async (req, reply) => {
    await notifications.remove(storeOf(req, db), req.params.id);
    return reply.ok(null, 'notification.deleted');
  });
}
