import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAuth } from './platform/auth.ts';
import { apiNotFound, failure, registerEnvelope, trackRoutes } from './platform/envelope.ts';
import type { Jobs } from './platform/jobs.ts';
import { Mailer } from './platform/mail/mailer.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { AccountsService } from './modules/accounts/service.ts';
import { Sessions } from './modules/accounts/sessions.ts';
import { devMailboxRoutes, systemRoutes } from './modules/system/routes.ts';
import { referenceRoutes } from './modules/reference/routes.ts';
import { servingRoutes, uploadRoutes } from './platform/uploads/routes.ts';
import { createUploadStorage, type UploadStorage } from './platform/uploads/storage.ts';
import { UPLOAD_MAX_BYTES } from '@souqna/contracts';

export const API_PREFIX = '/api/v2';

type Logger = FastifyBaseLogger;

export interface AppDeps {
  config: Config;
  logger: Logger;
  database: Database;
  jobs: Jobs;
  jwtSecret: string;
  now?: () => Date;
  /** Where uploads go; by default the one the configuration names (a folder, or S3). */
  uploadStorage?: UploadStorage;
}

const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // OpenStreetMap tiles for the branch map (the coordinates field).
  imgSrc: ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, jobs } = deps;
  const app = Fastify({
    loggerInstance: deps.logger,
    // One line per request (the onResponse hook below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    return503OnClosing: true,
  });
  const methodsFor = trackRoutes(app);
  app.setSerializerCompiler(serializerCompiler);
  registerEnvelope(app);
  registerAuth(app, database.db, deps.jwtSecret);
  app.addHook('onSend', async (req, reply) => {
    reply.header('X-Request-Id', req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    req.log.info({ method: req.method, url: req.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  });

  await app.register(helmet, { contentSecurityPolicy: { directives: CSP }, crossOriginEmbedderPolicy: false });
  await app.register(cors, { origin: config.corsOrigins.length ? config.corsOrigins : false, credentials: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Souqna merchant API', version: '2.0.0', description: 'Every answer uses the envelope of API.md.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: false });
  // One image per request, counted by busboy as it arrives; the rest of an oversized file is read
  // and dropped, so the client always gets the 413 envelope.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 100 },
    throwFileSizeLimit: true,
  });

  const mailer = new Mailer(database.db, jobs, { smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  await mailer.start();
  app.addHook('onClose', async () => mailer.close());
  const sessions = new Sessions(app.tokens);
  const accounts = new AccountsService({ db: database.db, mailer, sessions, appUrl: config.appUrl, now: deps.now });
  const uploadStorage = deps.uploadStorage ?? createUploadStorage(config.uploads);

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      systemRoutes(api, database.db);
      accountRoutes(api, accounts);
      referenceRoutes(api);
      uploadRoutes(api, uploadStorage, config.appUrl);
    },
    { prefix: API_PREFIX },
  );
  // Before the static files and the SPA fallback, which would answer a path with an extension 404.
  servingRoutes(app, uploadStorage);
  if (config.devMailbox) devMailboxRoutes(app, mailer, API_PREFIX);

  const webDist = config.webDist ?? path.resolve(import.meta.dirname, '../../web/dist');
  const serveWeb = existsSync(path.join(webDist, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0]!;
    if (url === API_PREFIX || url.startsWith(`${API_PREFIX}/`)) return apiNotFound(methodsFor, req, reply);
    const looksLikeFile = /\.[a-z0-9]+$/i.test(url);
    if (serveWeb && !looksLikeFile && (req.method === 'GET' || req.method === 'HEAD')) {
      // The app's own router decides every other path, including its not-found page.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(failure(req.lang, 'ROUTE_NOT_FOUND', 404));
  });
  return app;
}
