import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { ensureDatabase, openDatabase, runMigrations } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';
import { createLogger } from './logger.ts';
import { Jobs } from './platform/jobs.ts';
import { createUploadStorage } from './platform/uploads/storage.ts';
import { loadLocalSecrets } from './platform/secrets.ts';
import { encryptionKey, SecretBox } from './platform/sealed-secrets.ts';
import { syncPlatformCategories } from './modules/store/category-catalogue.ts';
import { DEMO_LOGIN, seedDemo } from './scripts/seed-demo.ts';
import { warmInvoiceRenderer } from './modules/invoices/pdf/warm-up.ts';

async function main() {
  const started = Date.now();
  const config = loadConfig();
  const log = createLogger(config);
  const secrets = await loadLocalSecrets(config.dataDir);

  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dir: path.join(config.dataDir, 'postgres'),
      password: secrets.postgresPassword,
      log: wrap(log),
    });
    await ensureDatabase(embedded.adminUrl, 'souqna');
    url = embedded.urlFor('souqna');
  }
  const database = openDatabase(url, (err) => log.warn({ err }, 'database connection error'), config.databasePoolMax);
  await runMigrations(database.db);
  await syncPlatformCategories(database.db);
  const jobs = await Jobs.start(url, log, config.jobWorkers);
  const uploadStorage = createUploadStorage(config.uploads);
  const jwtSecret = config.jwtSecret ?? secrets.jwtSecret;
  const secretBox = new SecretBox(config.encryptionKey ?? encryptionKey(secrets.encryptionKey), config.olderEncryptionKeys);
  const app = await buildApp({ config, logger: log, database, jobs, jwtSecret, secretBox, uploadStorage });
  const seeded = config.seedDemo ? await seedDemo(database.db, uploadStorage) : false;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), 20_000).unref();
    // In order: stop accepting and drain requests, stop the queue, close the pool, stop PostgreSQL.
    await app.close().catch((err) => log.error({ err }, 'closing the server'));
    await jobs.stop().catch((err) => log.error({ err }, 'stopping the job queue'));
    await database.close().catch((err) => log.error({ err }, 'closing the database pool'));
    await embedded?.stop().catch((err) => log.error({ err }, 'stopping PostgreSQL'));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // A Ctrl-C in a terminal reaches PostgreSQL too, which ends every connection at once; a client
  // that is checked out at that moment has no error listener. During shutdown that is expected.
  process.on('uncaughtException', (err) => {
    if (stopping && (err as { code?: string }).code === '57P01')
      return log.warn({ err: err.message }, 'database ended a connection during shutdown');
    log.fatal({ err }, 'uncaught exception');
    process.exit(1);
  });

  await app.listen({ host: config.host, port: config.port });
  // The first invoice preview or download would otherwise start the PDF worker (docs/decisions.md "Invoices").
  warmInvoiceRenderer().catch((err) => log.warn({ err }, 'the PDF worker did not warm up'));
  const address = `http://localhost:${(app.server.address() as { port: number }).port}`;
  console.log(
    [
      '',
      `  Souqna is ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${address}`,
      `  Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}${seeded ? ' (created now)' : ''}`,
      config.devMailbox
        ? `  Development mailbox is ON (no SMTP_URL): ${address}/dev/mailbox, for this machine only; set SMTP_URL to send real mail`
        : '',
      `  API docs: ${address}/api/v2/docs`,
      embedded ? `  Database: embedded PostgreSQL in ${path.join(config.dataDir, 'postgres')}` : '  Database: DATABASE_URL',
      '',
    ]
      .filter((line, i, all) => line !== '' || i === 0 || i === all.length - 1)
      .join('\n'),
  );
}

const wrap = (log: ReturnType<typeof createLogger>) => ({
  info: (m: string) => log.info(m),
  debug: (m: string) => log.debug(m),
  warn: (m: string) => log.warn(m),
});

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
