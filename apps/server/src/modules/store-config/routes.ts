import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChooseThemeInput,
  ChoosePlanInput,
  EmailSender,
  EmailSenderInput,
  StoreConfig,
  StoreConfigPatch,
  StorePlan,
  StoreSettings,
  THEME_COLORS,
  ThemeColor,
} from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { envelope } from '../../platform/envelope.ts';
import { storeOf } from '../../platform/store-context.ts';
import * as config from './config.service.ts';
import * as plans from './plan.service.ts';
import * as settings from './settings.service.ts';

const security = [{ bearer: [] }];

/** Store style (spec §3, §4, §7 "Store config"), store colours, `/setting`, `/email` and plans. */
export function storeConfigRoutes(server: FastifyInstance, db: Db) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const admin = app.guard({ role: 'admin' });
  const tags = ['store style'];

  app.get(
    '/store/config',
    { onRequest: admin, schema: { tags, security, response: { 200: envelope(StoreConfig) } } },
    async (req, reply) => reply.ok(await config.get(storeOf(req, db))),
  );

  app.patch(
    '/store/config',
    { onRequest: admin, schema: { tags, security, body: StoreConfigPatch, response: { 200: envelope(StoreConfig) } } },
    async (req, reply) => reply.ok(await config.update(storeOf(req, db), req.body.changes), 'storeConfig.saved'),
  );

  app.post(
    '/store/config/save',
    { onRequest: admin, schema: { tags, security, body: StoreConfig, response: { 200: envelope(StoreConfig) } } },
    async (req, reply) => reply.ok(await config.save(storeOf(req, db), req.body), 'storeConfig.saved'),
  );

  app.get(
    '/store/config/theme',
    { onRequest: admin, schema: { tags, security, response: { 200: envelope(ThemeColor) } } },
    async (req, reply) => reply.ok(await config.getTheme(storeOf(req, db))),
  );

  app.post(
    '/store/config/theme',
    { onRequest: admin, schema: { tags, security, body: ChooseThemeInput, response: { 200: envelope(ThemeColor) } } },
    async (req, reply) => reply.ok(await config.setTheme(storeOf(req, db), req.body.themeId), 'storeConfig.themeChanged'),
  );

  app.get(
    '/store/theme-colors',
    { onRequest: app.guard(), schema: { tags, security, response: { 200: envelope(z.array(ThemeColor)) } } },
    async (_req, reply) => reply.ok([...THEME_COLORS]),
  );

  app.get(
    '/store/settings',
    { onRequest: admin, schema: { tags, security, response: { 200: envelope(StoreSettings) } } },
    async (req, reply) => reply.ok(await settings.getSettings(storeOf(req, db))),
  );

  app.put(
    '/store/settings',
    { onRequest: admin, schema: { tags, security, body: StoreSettings, response: { 200: envelope(StoreSettings) } } },
    async (req, reply) => reply.ok(await settings.updateSettings(storeOf(req, db), req.body), 'storeSettings.saved'),
  );

  app.get(
    '/store/email-sender',
    { onRequest: admin, schema: { tags, security, response: { 200: envelope(EmailSender) } } },
    async (req, reply) => reply.ok(await settings.getEmailSender(storeOf(req, db))),
  );

  app.put(
    '/store/email-sender',
    { onRequest: admin, schema: { tags, security, body: EmailSenderInput, response: { 200: envelope(EmailSender) } } },
    async (req, reply) => reply.ok(await settings.updateEmailSender(storeOf(req, db), req.body), 'emailSender.saved'),
  );

  app.get(
    '/store/plan',
    { onRequest: admin, schema: { tags, security, response: { 200: envelope(StorePlan) } } },
    async (req, reply) => reply.ok(await plans.get(storeOf(req, db))),
  );

  app.post(
    '/store/plan',
    {
      onRequest: app.guard({ role: 'owner' }),
      schema: { tags, security, body: ChoosePlanInput, response: { 200: envelope(StorePlan) } },
    },
    async (req, reply) => {
      const { changed, overview } = await plans.choose(storeOf(req, db), req.body.plan);
      return reply.ok(overview, changed ? 'plan.changed' : 'plan.unchanged');
    },
  );
}
