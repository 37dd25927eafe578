import type { FastifyInstance } from 'fastify';
import { messagingSettingEndpoints as endpoints } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { route } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import * as settings from './messaging-setting.service.ts';

const tags = ['messaging'];

/**
 * The store's messaging settings (spec §7 "Integrations"), the admin role as the other
 * integrations; `now` is the clock the test messages' limits count by.
 */
export function messagingSettingRoutes(app: FastifyInstance, db: Db, deps: settings.MessagingDeps, now?: () => Date) {
  const onRequest = app.guard({ role: 'admin' });
  route(app, endpoints.list, { onRequest, tags }, async (req, reply) => reply.ok(await settings.listSettings(storeOf(req, db))));
  route(app, endpoints.create, { onRequest, tags }, async (req, reply) =>
    reply.created(await settings.createSetting(storeOf(req, db), deps, req.body), 'messagingSetting.created'),
  );
  route(app, endpoints.update, { onRequest, tags }, async (req, reply) =>
    reply.ok(await settings.updateSetting(storeOf(req, db), deps, req.params.id, req.body), 'messagingSetting.saved'),
  );
  route(app, endpoints.remove, { onRequest, tags }, async (req, reply) => {
    await settings.removeSetting(storeOf(req, db), req.params.id);
    return reply.ok(null, 'messagingSetting.deleted');
  });
  route(app, endpoints.test, { onRequest, tags }, async (req, reply) => {
    const sent = await settings.sendTest(storeOf(req, db), deps, req.params.id, req.body, now);
    return reply.ok(sent, 'messaging.testSent', { to: sent.to });
  });
}
