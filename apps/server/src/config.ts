import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { VAT_NUMBER } from '@souqna/contracts';
import { encryptionKey } from './platform/sealed-secrets.ts';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());

/** Every environment variable the server reads, with its default. README.md lists the same. */
const Environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_READ_URL: optionalUrl,
  SALES_CUBE_MAX_MB: z.coerce.number().int().min(0).max(65_536).default(512),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).optional(),
  APP_URL: optionalUrl,
  /** Stores answer at `{domain}.{STORE_BASE_DOMAIN}`; unset: `souqna.store` in production, `localhost:{PORT}` elsewhere. */
  STORE_BASE_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+(:\d+)?$/)
    .optional(),
  PLATFORM_VAT_NUMBER: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(VAT_NUMBER).optional()),
  JWT_SECRET: z.string().min(32).optional(),
  ENCRYPTION_KEY: z.string().optional(),
  ENCRYPTION_KEYS_OLD: z.string().default(''),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('سوقنا <no-reply@souqna.store>'),
  CORS_ORIGINS: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTO_APPROVE_STORES: flag(true),
  SEED_DEMO: flag(true),
  TRUST_PROXY: flag(false),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  WEB_DIST: z.string().optional(),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag(true),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: optionalUrl,
  MOYASAR_API_BASE: z.url().default('https://api.moyasar.com'),
  SMSA_API_BASE: z.url().default('https://ecomapis.smsaexpress.com'),
  ZATCA_BASE_URL: z.url().default('https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal'),
  TWILIO_API_BASE: z.url().default('https://api.twilio.com'),
  WHATSAPP_API_BASE: z.url().default('https://graph.facebook.com'),
  MESSAGING_ALLOW_PRIVATE: flag(false),
  MESSAGING_SMTP_CA_FILE: z.string().optional(),
  WEBHOOKS_ALLOW_PRIVATE: flag(false),
  JOB_WORKERS: flag(true),
  STOREFRONT_ONLY: flag(false),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = Environment.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new Error('Invalid configuration:\n  JWT_SECRET: required in production (32+ characters)');
  }
  if (e.NODE_ENV === 'production' && !e.ENCRYPTION_KEY) {
    throw new Error('Invalid configuration:\n  ENCRYPTION_KEY: required in production (openssl rand -base64 32)');
  }
  const encryption = e.ENCRYPTION_KEY ? encryptionKey(e.ENCRYPTION_KEY) : null;
  const olderKeys = e.ENCRYPTION_KEYS_OLD.split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .map((k) => encryptionKey(k, 'ENCRYPTION_KEYS_OLD'));
  if (e.S3_ENDPOINT) {
    const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => !e[k]);
    if (missing.length)
      throw new Error(`Invalid configuration:\n${missing.map((k) => `  ${k}: required with S3_ENDPOINT`).join('\n')}`);
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET)
    throw new Error('Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY');
  const production = e.NODE_ENV === 'production';
  return {
    env: e.NODE_ENV,
    production,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    /** A streaming replica for the reports' reads (platform/read-replica.ts); none by default. */
    databaseReadUrl: e.DATABASE_READ_URL,
    /** The memory the reports' copies of the daily sales may take (reports/sales-cube.ts). */
    salesCubeMaxMb: e.SALES_CUBE_MAX_MB,
    // Twice the cores: more statements at once than PostgreSQL has cores to run them only adds
    // switching (2 cores, manual orders of one product: 354 → 401 a second with 4 instead of 10).
    databasePoolMax: e.DATABASE_POOL_MAX ?? Math.max(4, 2 * availableParallelism()),
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    /** The stores' addresses (modules/storefront/store-host.ts): `souqna.store`, or `localhost:3000` on a laptop. */
    storeBaseDomain: e.STORE_BASE_DOMAIN ?? (production ? 'souqna.store' : `localhost:${e.PORT}`),
    /** The platform's VAT number, on its invoices to the stores (with ZATCA's QR); none: no QR. */
    platformVatNumber: e.PLATFORM_VAT_NUMBER ?? null,
    jwtSecret: e.JWT_SECRET,
    /** Seals the stores' secrets (platform/sealed-secrets.ts); none: the local one in DATA_DIR. */
    encryptionKey: encryption,
    /** Keys being retired: they open what they sealed until `admin secrets:reseal`. */
    olderEncryptionKeys: olderKeys,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    autoApproveStores: e.AUTO_APPROVE_STORES,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    bodyLimit: e.BODY_LIMIT_BYTES,
    /**
     * The development outbox: only where mail cannot leave the machine (no SMTP server) and not in
     * production; even then it answers the loopback address only (docs/decisions.md "Mail and jobs").
     */
    devMailbox: !production && !e.SMTP_URL,
    webDist: e.WEB_DIST,
    /** Card payments through Stripe Connect (payments/stripe-client.ts); off without a key. */
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET!, apiBase: e.STRIPE_API_BASE }
      : null,
    /** Moyasar's API (payments/moyasar-client.ts): each store reaches it with its own key. */
    moyasarApiBase: e.MOYASAR_API_BASE.replace(/\/$/, ''),
    /** SMSA Express's e-commerce API (shipping/smsa-client.ts): each store reaches it with its own key. */
    smsaApiBase: e.SMSA_API_BASE.replace(/\/$/, ''),
    /**
     * ZATCA's e-invoicing API (invoices/zatca/client.ts) for phase 2: its developer portal (the
     * sandbox) unless set; `…/simulation` and `…/core` are its simulation and production.
     */
    zatcaBaseUrl: e.ZATCA_BASE_URL.replace(/\/$/, ''),
    /** The stores' SMS (modules/messaging/twilio-client.ts) and WhatsApp Cloud API (whatsapp-client.ts), each reached with the store's own credentials. */
    twilioApiBase: e.TWILIO_API_BASE.replace(/\/$/, ''),
    whatsappApiBase: e.WHATSAPP_API_BASE.replace(/\/$/, ''),
    /**
     * A store's mail server may be on a private, loopback or link-local address (a server on the
     * developer's machine, the tests'); off, such a host is refused when a message is sent.
     */
    messagingAllowPrivate: e.MESSAGING_ALLOW_PRIVATE,
    /** More certificate authorities (a PEM file) to trust for the stores' mail servers, beside the system's. */
    messagingSmtpCaFile: e.MESSAGING_SMTP_CA_FILE,
    /**
     * Webhooks may go to private, loopback and link-local addresses, and over plain http (a receiver
     * on the developer's machine, the tests'); off, both are refused when saved and when sent.
     */
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE,
    /**
     * JOB_WORKERS: whether this instance runs the queue's jobs (mail, webhooks, customer messages,
     * reports to ZATCA, the nightly purges) besides queueing them. Off, it serves requests only, and
     * an instance with it on, sharing the database, does the sending (docs/architecture.md).
     */
    jobWorkers: e.JOB_WORKERS && !e.STOREFRONT_ONLY,
    /**
     * STOREFRONT_ONLY: this instance serves the stores' storefronts only (their pages, calls, uploads
     * and health), not the back-office, and runs no jobs: the part of the load that grows first
     * scales apart (docs/decisions.md "The storefront").
     */
    storefrontOnly: e.STOREFRONT_ONLY,
    uploads: {
      /** Where uploads live without S3: `DATA_DIR/uploads`. */
      dir: path.join(path.resolve(e.DATA_DIR), 'uploads'),
      s3: e.S3_ENDPOINT
        ? {
            endpoint: e.S3_ENDPOINT.replace(/\/$/, ''),
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : null,
    },
  };
}
