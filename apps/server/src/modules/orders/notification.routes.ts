import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AvailabilityNotification,
  NotificationListQuery,
  NotificationParams,
  NotificationStatusInput,
  SubscribeInput,
} from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { envelope, pagedEnvelope } from '../../platform/envelope.ts';
import { storeOf } from '../../platform/store-context.ts';
import * as notifications from './notification.service.ts';

const security = [{ bearer: [] }];
const tags = ['availability notifications'];
const PATH = '/store/productavailabilitynotifications';

/** Availability notifications (spec §7): the list, marking one notified or waiting, deleting one, and subscribing. */
export function notificationRoutes(server: FastifyInstance, db: Db) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.guard({ role: 'admin' });

  app.get(
    PATH,
    {
      onRequest,
      schema: { tags, security, querystring: NotificationListQuery, response: { 200: pagedEnvelope(AvailabilityNotification) } },
    },
    async (req, reply) => {
      const { items, total } = await notifications.list(storeOf(req, db), req.query);
      return reply.paged(items, { page: req.query.page, pageSize: req.query.pageSize, total });
    },
  );
  // The future storefront's call; guarded like the others until the storefront has its own sign-in.
  app.post(
    PATH,
    { onRequest, schema: { tags, security, body: SubscribeInput, response: { 201: envelope(AvailabilityNotification) } } },
    async (req, reply) => reply.created(await notifications.subscribe(storeOf(req, db), req.body), 'notification.subscribed'),
  );
  app.put(
    `${PATH}/:id/status`,
    {
      onRequest,
      schema: {
        tags,
        security,
        params: NotificationParams,
        body: NotificationStatusInput,
        response: { 200: envelope(AvailabilityNotification) },
      },
    },
    async (req, reply) =>
      reply.ok(await notifications.setStatus(storeOf(req, db), req.params.id, req.body.isNotified), 'notification.updated'),
  );
  app.delete(
    `${PATH}/:id`,
    { onRequest, schema: { tags, security, params: NotificationParams, response: { 200: envelope(z.null()) } } },
    async (req, reply) => {
      await notifications.remove(storeOf(req, db), req.params.id);
      return reply.ok(null, 'notification.deleted');
    },
  );
}
