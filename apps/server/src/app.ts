import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { SecretBox } from './platform/sealed-secrets.ts';
import type { Database } from './db/client.ts';
import { registerAuth } from './platform/auth.ts';
import { systemClock } from './platform/clock.ts';
import { SessionRevocations } from './platform/session-revocations.ts';
import { apiNotFound, failure, registerEnvelope, routerError, trackRoutes } from './platform/envelope.ts';
import type { Jobs } from './platform/jobs.ts';
import { Mailer } from './platform/mail/mailer.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { profileRoutes } from './modules/accounts/profile.routes.ts';
import { LoginThrottle } from './modules/accounts/login-throttle.ts';
import { Sessions } from './modules/accounts/sessions.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { branchStock } from './modules/catalogue/product-usage.ts';
import { productListRoutes } from './modules/catalogue/product-list.routes.ts';
import { productRoutes } from './modules/catalogue/product.routes.ts';
import { cartRoutes } from './modules/carts/cart.routes.ts';
import { customerOrders } from './modules/orders/customer-orders.ts';
import { orderRoutes } from './modules/orders/order.routes.ts';
import { orderPaymentRoutes } from './modules/orders/order-payment.routes.ts';
import { paymentProviderRoutes } from './modules/payments/payment-provider.routes.ts';
import { StripeClient } from './modules/payments/stripe-client.ts';
import { cardPaymentRoutes, cardWebhookRoutes } from './modules/payments/card-payment.routes.ts';
import { MoyasarClient } from './modules/payments/moyasar-client.ts';
import { carrierRoutes } from './modules/shipping/carrier.routes.ts';
import { SmsaClient } from './modules/shipping/smsa-client.ts';
import { orderShipmentRoutes } from './modules/orders/order-shipment.routes.ts';
import { shippingRoutes } from './modules/shipping/shipping.routes.ts';
import { couponRoutes } from './modules/coupons/coupon.routes.ts';
import { startBackInStockMail } from './modules/notifications/back-in-stock.ts';
import { notificationRoutes } from './modules/notifications/notification.routes.ts';
import { customerRoutes } from './modules/customers/customer.routes.ts';
import { invoiceRoutes } from './modules/invoices/invoice.routes.ts';
import { startZatca } from './modules/invoices/zatca-report.ts';
import { startInvoiceMail } from './modules/invoices/invoice-mail.ts';
import { zatcaRoutes } from './modules/invoices/zatca.routes.ts';
import { taxRoutes } from './modules/taxes/tax.routes.ts';
import { reportRoutes } from './modules/reports/report.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { startWebhooks, webhookRoutes } from './modules/webhooks/webhook.routes.ts';
import { messagingSettingRoutes } from './modules/messaging/messaging-setting.routes.ts';
import { messagingDeps, startStoreMail } from './modules/messaging/store-mail.ts';
import { customerMessageRoutes } from './modules/messaging/customer-message.routes.ts';
import { startCustomerMessages } from './modules/messaging/customer-message-delivery.ts';
import { limitSalesCubes } from './modules/reports/copies.ts';
import { storeConfigRoutes } from './modules/store-config/routes.ts';
import { storeRoutes } from './modules/store/store.module.ts';
import { devMailboxRoutes, systemRoutes } from './modules/system/routes.ts';
import { referenceRoutes } from './modules/reference/routes.ts';
import { PrivateLinks } from './platform/uploads/private-links.ts';
import { servingRoutes, uploadRoutes } from './platform/uploads/routes.ts';
import { createUploadStorage, type UploadStorage } from './platform/uploads/storage.ts';
import { replicaReads } from './platform/read-replica.ts';
import { storefrontRoutes } from './modules/storefront/shop.routes.ts';
import { storefrontPages } from './modules/storefront/shop-pages.ts';
import { UPLOAD_MAX_BYTES } from '@souqna/contracts';

export const API_PREFIX = '/api/v2';

type Logger = FastifyBaseLogger;

export interface AppDeps {
  config: Config;
  logger: Logger;
  database: Database;
  jobs: Jobs;
  jwtSecret: string;
  /** Seals and opens the stores' secrets (platform/sealed-secrets.ts). */
  secretBox: SecretBox;
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
  // OpenStreetMap's embedded map of an order's shipping address (order details); the invoice
  // editor's preview, a PDF the server drew, shown from a blob: address.
  frameSrc: ["'self'", 'blob:', 'https://www.openstreetmap.org'],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** Hashed build files never change; the app shell is checked every time so a deploy shows at once. */
function cacheControlFor(file: string): string {
  if (path.basename(file) === 'index.html') return 'no-cache';
  if (file.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, jobs } = deps;
  const now = deps.now ?? systemClock;
  const app = Fastify({
    loggerInstance: deps.logger,
    // One line per request (the onResponse hook below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    // Errors the router meets before any route or hook (a broken percent-escape, a path parameter
    // over 100 characters) answer the envelope too.
    frameworkErrors: routerError,
  });
  const methodsFor = trackRoutes(app, API_PREFIX);
  app.setSerializerCompiler(serializerCompiler);
  registerEnvelope(app);
  const revocations = SessionRevocations.forPool(database.pool, app.log);
  await revocations.start();
  app.addHook('onClose', async () => revocations.close());
  registerAuth(app, database.db, deps.jwtSecret, revocations);
  const reads = replicaReads(app, config.databaseReadUrl, database, config.databasePoolMax);
  app.addHook('onSend', async (req, reply) => {
    reply.header('X-Request-Id', req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    // The path only: a query string can hold what a merchant searched for (a phone, a name) or a
    // link's e-mail and code (docs/decisions.md "Logs").
    const path = req.url.split('?')[0];
    req.log.info({ method: req.method, path, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  });

  await app.register(helmet, { contentSecurityPolicy: { directives: CSP }, crossOriginEmbedderPolicy: false });
  await app.register(cors, { origin: config.corsOrigins.length ? config.corsOrigins : false, credentials: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Souqna merchant API', version: '2.0.0', description: 'Every answer uses the envelope of docs/api.md.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    // Schemas registered with an id (the recursive category node) become components the paths refer to.
    transformObject: jsonSchemaTransformObject,
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
  // A store's own mail goes through its own mail server when it has one (modules/messaging).
  const messaging = messagingDeps(config, deps.secretBox);
  startStoreMail(mailer, database.db, messaging);
  const stopBackInStockMail = startBackInStockMail({
    mailer,
    mailFrom: config.mailFrom,
    storeBaseDomain: config.storeBaseDomain,
  });
  app.addHook('onClose', async () => stopBackInStockMail());
  // ZATCA phase 2: the report job's worker, and the signing of each document a store that turned it on issues.
  const zatca = { box: deps.secretBox, jobs, client: { baseUrl: config.zatcaBaseUrl }, now };
  const stopZatca = await startZatca(database.db, jobs, zatca);
  app.addHook('onClose', async () => stopZatca());
  const accounts = {
    mailer,
    sessions: new Sessions(app.tokens, revocations),
    throttle: new LoginThrottle(database.db),
    appUrl: config.appUrl,
    storeBaseDomain: config.storeBaseDomain,
    now,
  };
  const store = { now, storeBaseDomain: config.storeBaseDomain, autoApproveStores: config.autoApproveStores, branchStock };
  const uploadStorage = deps.uploadStorage ?? createUploadStorage(config.uploads);
  // The invoice e-mailed to the customer on the statuses the store chose (its PDF drawn as it is sent).
  const stopInvoiceMail = startInvoiceMail({
    db: database.db,
    mailer,
    mailFrom: config.mailFrom,
    invoices: { baseDomain: config.storeBaseDomain, storage: uploadStorage },
  });
  app.addHook('onClose', async () => stopInvoiceMail());
  // Outgoing webhooks: queued in the transaction of each change, delivered by the queue's worker.
  const webhooks = {
    db: database.db,
    jobs,
    box: deps.secretBox,
    mailer,
    appUrl: config.appUrl,
    allowPrivate: config.webhooksAllowPrivate,
  };
  const stopWebhooks = await startWebhooks(webhooks);
  app.addHook('onClose', async () => stopWebhooks());
  // Messages to customers when their orders enter a status: queued in the order's transaction, sent by the queue.
  const stopCustomerMessages = await startCustomerMessages({
    db: database.db,
    jobs,
    messaging,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
  });
  app.addHook('onClose', async () => stopCustomerMessages());
  const privateLinks = new PrivateLinks(deps.jwtSecret, deps.now);
  const carriers = { box: deps.secretBox, clients: { smsa: new SmsaClient(config.smsaApiBase) } };
  const cards = {
    stripe: config.stripe ? new StripeClient(config.stripe) : null,
    client: new MoyasarClient(config.moyasarApiBase),
    box: deps.secretBox,
    appUrl: config.appUrl,
  };

  // The stores' storefronts: their calls under the API prefix, their pages on the stores' hosts.
  const storefront = { storeBaseDomain: config.storeBaseDomain, apiPrefix: API_PREFIX, reads, now };
  await app.register(
    async (api) => {
      systemRoutes(api, database.db);
      storefrontRoutes(api, database.db, storefront);
      // An instance told to serve storefronts only stops here: no back-office call answers on it.
      if (config.storefrontOnly) return;
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      accountRoutes(api, database.db, accounts);
      profileRoutes(api, database.db);
      storeConfigRoutes(api, database.db);
      storeRoutes(api, database.db, store);
      catalogueRoutes(api, database.db);
      productRoutes(api, database.db, config.storeBaseDomain);
      productListRoutes(api, database.db);
      orderRoutes(api, database.db);
      orderPaymentRoutes(api, database.db, privateLinks);
      paymentProviderRoutes(api, database.db, { stripe: cards.stripe !== null, appUrl: config.appUrl });
      cardPaymentRoutes(api, database.db, cards);
      cardWebhookRoutes(api, database.db, cards);
      shippingRoutes(api, database.db);
      carrierRoutes(api, database.db, carriers);
      orderShipmentRoutes(api, database.db, carriers);
      cartRoutes(api, database.db);
      couponRoutes(api, database.db, now);
      notificationRoutes(api, database.db);
      customerRoutes(api, database.db, { orders: customerOrders });
      taxRoutes(api, database.db);
      invoiceRoutes(api, database.db, config, uploadStorage);
      zatcaRoutes(api, database.db, zatca);
      limitSalesCubes(config.salesCubeMaxMb);
      reportRoutes(api, database.db, now, reads);
      walletRoutes(api, database.db, now);
      webhookRoutes(api, database.db, webhooks);
      messagingSettingRoutes(api, database.db, messaging, now);
      customerMessageRoutes(api, database.db);
      referenceRoutes(api);
      uploadRoutes(api, uploadStorage, config.appUrl, privateLinks);
    },
    { prefix: API_PREFIX },
  );
  // Before the static files and the SPA fallback, which would answer a path with an extension 404.
  servingRoutes(app, uploadStorage, privateLinks);
  storefrontPages(app, database.db, storefront);
  if (config.devMailbox && !config.storefrontOnly) devMailboxRoutes(app, mailer, API_PREFIX);

  const webDist = config.webDist ?? path.resolve(import.meta.dirname, '../../web/dist');
  const serveWeb = !config.storefrontOnly && existsSync(path.join(webDist, 'index.html'));
  // The app's own router decides every page path, including its not-found page.
  const sendApp = (reply: FastifyReply) => reply.sendFile('index.html');
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // One catch-all route, not one per file: faster start-up, and files of a newer build are
      // served without a restart. A missing file falls through to the not-found handler below.
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders: (reply, file) => reply.header('Cache-Control', cacheControlFor(file)),
    });
    // The catch-all file route would read `/` as a folder.
    app.get('/', { schema: { hide: true } }, (_req, reply) => sendApp(reply));
  }

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0]!;
    if (url === API_PREFIX || url.startsWith(`${API_PREFIX}/`)) return apiNotFound(methodsFor, req, reply);
    const looksLikeFile = /\.[a-z0-9]+$/i.test(url);
    if (serveWeb && !looksLikeFile && (req.method === 'GET' || req.method === 'HEAD')) return sendApp(reply);
    return reply.code(404).send(failure(req.lang, 'ROUTE_NOT_FOUND', 404));
  });
  return app;
}
