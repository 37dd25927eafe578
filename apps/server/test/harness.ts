import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { ensureDatabase, openDatabase, withDatabase, type Database } from '../src/db/client.ts';
import { createLogger } from '../src/logger.ts';
import { Jobs } from '../src/platform/jobs.ts';
import { SecretBox } from '../src/platform/sealed-secrets.ts';
import { mailMessages } from '../src/platform/mail/tables.ts';
import { dropDatabase } from './global-setup.ts';
import { replicaOf, replicaServerUrl, type ReplicaHandle } from './replica-wait.ts';

export const USER_AGENT = 'souqna-tests/1.0';
/** The signing secret of every test app (tokens, private upload links). */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';
/** The key that seals the stores' secrets in every test app (unless a test sets ENCRYPTION_KEY). */
export const TEST_ENCRYPTION_KEY = Buffer.alloc(32, 7);

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  /** The body's bytes, for a file that is not text (a PDF). */
  raw: Buffer;
}

interface CallOptions {
  token?: string;
  lang?: 'ar' | 'en';
  headers?: Record<string, string>;
  ip?: string;
  /** With a read replica: call at once, without waiting for it to hold the test's own writes. */
  now?: true;
}

export interface TestApp {
  app: FastifyInstance;
  config: ReturnType<typeof loadConfig>;
  database: Database;
  /** The connection string of this file's database (for a command spawned against it). */
  url: string;
  jobs: Jobs;
  /** The read replica of this database, when the tests run with one (test/replica-wait.ts). */
  replica: ReplicaHandle | null;
  call(method: string, url: string, body?: unknown, options?: CallOptions): Promise<TestResponse>;
  get(url: string, options?: CallOptions): Promise<TestResponse>;
  post(url: string, body?: unknown, options?: CallOptions): Promise<TestResponse>;
  /** The newest message sent to `to`, as the outbox holds it. */
  lastMail(to: string): Promise<typeof mailMessages.$inferSelect | undefined>;
  close(): Promise<void>;
}

/** A clock a test can move: `clock.advance(61)` is a minute and a second later. */
export function testClock(start = Date.now()) {
  let t = start;
  return { now: () => new Date(t), advance: (seconds: number) => void (t += seconds * 1000) };
}

/** A real server on a fresh copy of the migrated template database. */
export async function createTestApp(
  env: Record<string, string> = {},
  now?: () => Date,
  beforeReady?: (app: FastifyInstance) => void,
  /** Where the app's log lines go (with LOG_LEVEL set in `env`); nowhere by default. */
  logTo?: DestinationStream,
): Promise<TestApp> {
  const adminUrl = inject('adminUrl');
  const name = `souqna_test_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(adminUrl, name, inject('templateDatabase'));
  const url = withDatabase(adminUrl, name);
  const replicaServer = replicaServerUrl();
  const readUrl = replicaServer ? withDatabase(replicaServer, name) : undefined;
  // No web app unless a test brings its own: the same answers whether or not apps/web/dist was built.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: `/tmp/${name}`,
    WEB_DIST: `/tmp/${name}/no-web-app`,
    // Store links and storefront hosts as in production (`{domain}.souqna.store`).
    STORE_BASE_DOMAIN: 'souqna.store',
    ...(readUrl ? { DATABASE_READ_URL: readUrl } : {}),
    ...env,
  });
  const instance = await startInstance(url, config, { poolMax: 5, now, beforeReady, logTo });
  const { app, database, jobs } = instance;
  const replica = readUrl ? await replicaOf(database.pool, readUrl) : null;
  const call: TestApp['call'] = async (method, path, body, options) => {
    if (replica && !options?.now) await replica.caughtUp();
    return instance.call(method, path, body, options);
  };

  return {
    app,
    config,
    database,
    url,
    jobs,
    replica,
    call,
    get: (path, options) => call('GET', path, undefined, options),
    post: (path, body, options) => call('POST', path, body ?? {}, options),
    lastMail: async (to) => {
      const [row] = await database.db
        .select()
        .from(mailMessages)
        .where(eq(mailMessages.to, to))
        .orderBy(desc(mailMessages.createdAt))
        .limit(1);
      return row;
    },
    close: async () => {
      await replica?.close();
      await instance.stop();
      await dropDatabase(adminUrl, name);
      await rm(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** Requests to an app as HTTP would send them (the harness's `call`). */
function caller(app: FastifyInstance) {
  return async (method: string, url: string, body?: unknown, options: CallOptions = {}): Promise<TestResponse> => {
    const headers: Record<string, string> = { 'user-agent': USER_AGENT, ...(options.headers ?? {}) };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.lang) headers['accept-language'] = options.lang;
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers,
      remoteAddress: options.ip ?? '127.0.0.1',
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const text = res.body;
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.statusCode, body: parsed, headers: res.headers, raw: res.rawPayload };
  };
}

/** One server on the database of `url`: its own pool, job queue and app, and a way to call it. */
async function startInstance(
  url: string,
  config: ReturnType<typeof loadConfig>,
  options: { poolMax: number; now?: () => Date; beforeReady?: (app: FastifyInstance) => void; logTo?: DestinationStream },
) {
  const database = openDatabase(url, () => {}, options.poolMax);
  const logger = createLogger(config, options.logTo);
  const jobs = await Jobs.start(url, logger, config.jobWorkers);
  const secretBox = new SecretBox(config.encryptionKey ?? TEST_ENCRYPTION_KEY, config.olderEncryptionKeys);
  const app = await buildApp({ config, logger, database, jobs, jwtSecret: TEST_JWT_SECRET, secretBox, now: options.now });
  options.beforeReady?.(app);
  await app.ready();
  const call = caller(app);
  return {
    app,
    database,
    jobs,
    call,
    get: (path: string, callOptions?: CallOptions) => call('GET', path, undefined, callOptions),
    post: (path: string, body?: unknown, callOptions?: CallOptions) => call('POST', path, body ?? {}, callOptions),
    stop: async () => {
      await app.close();
      await jobs.stop();
      await database.close();
    },
  };
}

/**
 * A second server instance on the same database as `t` (its own pool and job queue), as a
 * deployment with several instances has: what one instance writes, the other must see. `config`
 * changes its settings (`jobWorkers: false`: an instance that serves requests only); `now` is its
 * clock (a test's clock shared with `t`).
 */
export async function anotherInstance(t: TestApp, config: Partial<TestApp['config']> = {}, now?: () => Date) {
  const { stop, ...instance } = await startInstance(t.url, { ...t.config, ...config }, { poolMax: 3, now });
  return { ...instance, close: stop };
}

export const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';

let counter = 0;
export const uniqueEmail = (prefix = 'merchant') => `${prefix}.${process.pid}.${Date.now()}.${counter++}@example.test`;

export const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  name: 'سارة التاجرة',
  email: uniqueEmail(),
  password: 'Strong@Pass1',
  phone: '0501234567',
  ...overrides,
});

/** Registers a merchant, confirms the e-mail with the code from the outbox, and answers the session. */
export async function merchant(t: TestApp, overrides: Record<string, unknown> = {}) {
  const input = validRegistration(overrides);
  const registered = await t.post('/api/v2/auth/register/merchant', input);
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const mail = await t.lastMail(input.email as string);
  const verified = await t.post(`/api/v2/auth/verify-code/${registered.body.data.verifyId}`, {
    code: codeIn(mail?.text),
    email: input.email,
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return { input, session: verified.body.data, token: verified.body.data.accessToken as string };
}

/** The same session's token with another role (a manager, say), as the server would sign it. */
export function tokenWithRole(t: TestApp, accessToken: string, role: 'owner' | 'admin' | 'manager') {
  const claims = decodeJwt(accessToken);
  return t.app.tokens.sign({
    userId: claims.sub as string,
    storeId: claims.sid as string,
    sessionId: claims.sess as string,
    role,
  });
}
