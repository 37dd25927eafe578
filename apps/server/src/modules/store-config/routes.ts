import type { FastifyInstance } from 'fastify';
import {
  configEndpoints,
  emailSenderEndpoints,
  planEndpoints,
  settingsEndpoints,
  THEME_COLORS,
  themeEndpoints,
} from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { route } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import * as config from './config.service.ts';
import * as plans from './plan.service.ts';
import * as settings from './settings.service.ts';

/** Store style (spec §3, §4, §7 "Store config"), store colours, `/setting`, `/email` and plans. */
export function storeConfigRoutes(app: FastifyInstance, db: Db) {
  const onRequest = app.guard({ role: 'admin' });
  const tags = ['store style'];

  route(app, configEndpoints.get, { onRequest, tags }, async (req, reply) => reply.ok(await config.get(storeOf(req, db))));
  route(app, configEndpoints.patch, { onRequest, tags }, async (req, reply) =>
    reply.ok(await config.update(storeOf(req, db), req.body.changes), 'storeConfig.saved'),
  );
  route(app, configEndpoints.save, { onRequest, tags }, async (req, reply) =>
    reply.ok(await config.save(storeOf(req, db), req.body), 'storeConfig.saved'),
  );

  route(app, themeEndpoints.current, { onRequest, tags }, async (req, reply) =>
    reply.ok(await config.getTheme(storeOf(req, db))),
  );
  route(app, themeEndpoints.choose, { onRequest, tags }, async (req, reply) =>
    reply.ok(await config.setTheme(storeOf(req, db), req.body.themeId), 'storeConfig.themeChanged'),
  );
  route(app, themeEndpoints.colors, { onRequest: app.guard(), tags }, async (_req, reply) => reply.ok([...THEME_COLORS]));

  route(app, settingsEndpoints.get, { onRequest, tags }, async (req, reply) =>
    reply.ok(await settings.getSettings(storeOf(req, db))),
  );
  route(app, settingsEndpoints.update, { onRequest, tags }, async (req, reply) =>
    reply.ok(await settings.updateSettings(storeOf(req, db), req.body), 'storeSettings.saved'),
  );
  route(app, emailSenderEndpoints.get, { onRequest, tags }, async (req, reply) =>
    reply.ok(await settings.getEmailSender(storeOf(req, db))),
  );
  route(app, emailSenderEndpoints.update, { onRequest, tags }, async (req, reply) =>
    reply.ok(await settings.updateEmailSender(storeOf(req, db), req.body), 'emailSender.saved'),
  );

  route(app, planEndpoints.get, { onRequest, tags }, async (req, reply) => reply.ok(await plans.get(storeOf(req, db))));
  route(app, planEndpoints.choose, { onRequest: app.guard({ role: 'owner' }), tags }, async (req, reply) => {
    const { changed, overview } = await plans.choose(storeOf(req, db), req.body.plan);
    return reply.ok(overview, changed ? 'plan.changed' : 'plan.unchanged');
  });
}
